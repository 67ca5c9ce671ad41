import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goHighLevelProvider } from "~/lib/crm/gohighlevel.server";
import { type DatabaseHandle, openDatabase } from "~/lib/db/client.server";
import { rateLimitHits } from "~/lib/db/schema";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { createRateLimiter, type RequestBudget } from "~/lib/outbox/http.server";
import { claimDue } from "~/lib/outbox/outbox.server";
import { PostgresRateLimitStore, sharedRequestBudget } from "~/lib/shared-limits.server";
import { FAKE_LOCATION, FAKE_TOKEN, type FakeCrm, startFakeCrm } from "../support/fake-crm";
import { headerLead, postJson } from "../support/payloads";
import { FAST_RETRIES, startTestServer, type TestServer } from "../support/test-server";

/**
 * Limits that several servers on one PostgreSQL share: each server here is a connection pool of
 * its own, as a server process has.
 */

/** LeadConnector's limit shrunk tenfold in time (10 per second), and our budget under it. */
const CRM_LIMIT = { limit: 10, windowMs: 1_000 };
const BUDGET = { limit: 8, windowMs: 1_000 };

let server: TestServer;
let crm: FakeCrm;
const pools: DatabaseHandle[] = [];

beforeAll(async () => {
  crm = await startFakeCrm({ rateLimit: CRM_LIMIT });
  // Leads stored with no CRM configured wait in the outbox for the senders below.
  server = await startTestServer({ db: "postgres", env: { CRM_PROVIDER: "none", LEAD_RATE_LIMIT: "1000" } });
  for (let i = 0; i < 2; i++)
    pools.push(await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir }));
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await server?.stop();
  await crm?.close();
});

describe("LeadConnector's request budget", () => {
  let items: OutboxItem[];
  beforeAll(async () => {
    for (let i = 0; i < 16; i++) expect((await postJson(server.url, "/api/leads", headerLead())).status).toBe(201);
    items = await claimDue(server.services.db, 100, FAST_RETRIES, ["crm"]);
    expect(items).toHaveLength(16);
  });

  /** Two servers each sending half the leads (an upsert and tags each) at once, with these budgets. */
  const sendFromTwoServers = async (budgets: RequestBudget[]) => {
    crm.reset();
    const providers = budgets.map((budget) =>
      goHighLevelProvider({ apiBase: crm.url, token: FAKE_TOKEN, locationId: FAKE_LOCATION, budget }),
    );
    return Promise.all(items.map((item, i) => providers[i % 2]!.send(item)));
  };
  it("counted in PostgreSQL, holds for both servers together: the CRM never answers 429", async () => {
    const bucket = `leadconnector:${FAKE_LOCATION}`;
    const results = await sendFromTwoServers(pools.map(({ db }) => sharedRequestBudget({ db, bucket, ...BUDGET })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(crm.calls.filter((c) => c.status === 429)).toEqual([]);
    expect(crm.calls).toHaveLength(32);
  });

  it("counted by each server alone, lets two servers send more than the CRM takes", async () => {
    const results = await sendFromTwoServers([createRateLimiter(BUDGET), createRateLimiter(BUDGET)]);
    expect(crm.calls.filter((c) => c.status === 429).length).toBeGreaterThan(0);
    expect(results.some((r) => !r.ok)).toBe(true);
  });

  it("holds every server's calls while one of them is told to wait (429 with Retry-After)", async () => {
    crm.reset();
    const bucket = `leadconnector:pause-test`;
    const [first, second] = pools.map(({ db }) =>
      goHighLevelProvider({
        apiBase: crm.url,
        token: FAKE_TOKEN,
        locationId: FAKE_LOCATION,
        budget: sharedRequestBudget({ db, bucket, ...BUDGET }),
      }),
    );
    crm.failNext(1, { status: 429, retryAfter: "1" });
    expect(await first!.send(items[0]!)).toMatchObject({ ok: false, status: 429 });
    const refusedAt = crm.calls[0]!.at;
    expect(await second!.send(items[1]!)).toMatchObject({ ok: true });
    expect(crm.calls[1]!.at - refusedAt).toBeGreaterThanOrEqual(900);
  });

  it("gives way to a stopping server while it waits, before anything is sent", async () => {
    crm.reset();
    const budget = createRateLimiter({ limit: 1, windowMs: 60_000 });
    await budget.take();
    const stopping = new AbortController();
    const provider = goHighLevelProvider({ apiBase: crm.url, token: FAKE_TOKEN, locationId: FAKE_LOCATION, budget });
    const sending = provider.send(items[0]!, { signal: stopping.signal });
    stopping.abort();
    await expect(sending).rejects.toThrow();
    expect(crm.calls).toEqual([]);
  });
});

describe("the submission limit's count in PostgreSQL", () => {
  const window = { windowMs: 400 } as Parameters<PostgresRateLimitStore["init"]>[0];

  it("is one count for every server, restarting once the window is over", async () => {
    const stores = pools.map(({ db }) => new PostgresRateLimitStore(db, server.services.ipHashKey));
    stores.forEach((s) => s.init(window));
    const hits: number[] = [];
    for (let i = 0; i < 4; i++) hits.push((await stores[i % 2]!.increment("203.0.113.7")).totalHits);
    expect(hits).toEqual([1, 2, 3, 4]);
    expect((await stores[0]!.increment("198.51.100.2")).totalHits).toBe(1);
    expect(await stores[1]!.get("203.0.113.7")).toMatchObject({ totalHits: 4 });
    await new Promise((r) => setTimeout(r, window.windowMs + 50));
    expect((await stores[1]!.increment("203.0.113.7")).totalHits).toBe(1);
    await stores[0]!.resetKey("203.0.113.7");
    expect(await stores[1]!.get("203.0.113.7")).toBeUndefined();
  });

  it("keeps no client address in the database", async () => {
    const rows = await server.services.db.select().from(rateLimitHits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });
});
