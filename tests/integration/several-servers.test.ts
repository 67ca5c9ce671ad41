import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deliveries, leads } from "~/lib/db/schema";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { type LoadBalancer, startLoadBalancer } from "../support/load-balancer";
import { headerLead } from "../support/payloads";
import { freePort, runSql } from "../support/postgres";
import { postFrom, type ServerProcess, spawnServer } from "../support/server-process";
import { createPostgresDatabase, eventually } from "../support/test-server";
import { openDatabase } from "~/lib/db/client.server";

/**
 * compose.yaml's topology with processes: two servers on one PostgreSQL behind a load balancer
 * (Caddy there, tests/support/load-balancer.ts here), started together on an empty database. The
 * processes are reused from one test to the next, as a deploy keeps them.
 */

const LIMIT = 5;
/** Long enough for this busy machine to see /readyz fail, and then still be answered. */
const DRAIN_MS = 3_000;

let crm: FakeCrm;
let databaseUrl: string;
let balancer: LoadBalancer;
const ports: number[] = [];
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
/** The servers of the next version, starting while the tests before the rolling restart run. */
let replacements: Array<Promise<ServerProcess>> = [];

const env = (i: number) => ({
  PORT: String(ports[i]),
  HOST: "127.0.0.1",
  DATA_DIR: dataDirs[i]!,
  DATABASE_URL: databaseUrl,
  ...goHighLevelEnv(crm.url),
  LEAD_RATE_LIMIT: String(LIMIT),
  // Caddy is the one proxy in front: the visitor's address is the one it appends.
  TRUST_PROXY: "1",
  SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  OUTBOX_POLL_MS: "250",
  // Longer than a send waits for the budget: a stopping server gives back what it has not sent.
  TEST_LEASE_MS: "30000",
  LOG_LEVEL: "warn",
});

beforeAll(async () => {
  crm = await startFakeCrm();
  databaseUrl = await createPostgresDatabase();
  // Two servers, and the two that replace them in the rolling restart.
  for (let i = 0; i < 4; i++) {
    ports.push(await freePort());
    dataDirs.push(mkdtempSync(path.join(os.tmpdir(), "roofing-several-")));
  }
  // Started together on an empty database: both migrate at once.
  servers.push(...(await Promise.all([spawnServer(env(0)), spawnServer(env(1))])));
  balancer = await startLoadBalancer({ upstreams: servers.map((s) => s.url), healthIntervalMs: 100 });
  replacements = [2, 3].map((i) => spawnServer(env(i)));
  for (const starting of replacements) starting.catch(() => {});
}, 240_000);

afterAll(async () => {
  await balancer?.close();
  const started = await Promise.allSettled(replacements);
  const all = [...servers, ...started.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []))];
  await Promise.all([...new Set(all)].map((s) => s.stop()));
  await crm?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

it("two servers started together on an empty database both come up, the schema migrated once", async () => {
  for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
  const { rows: applied } = await runSql(databaseUrl, "select hash from drizzle.__drizzle_migrations");
  expect(applied).toHaveLength(journal.entries.length);
  expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
});

it("holds a visitor to one submission limit across both servers", async () => {
  const before = servers.map((s) => balancer.served.get(s.url) ?? 0);
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 3; i++)
    statuses.push((await postFrom("127.0.0.2", `${balancer.url}/api/leads`, headerLead())).status);
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429, 429, 429]);
  // Both servers answered some of them: one server's count alone would have let all eight through.
  servers.forEach((s, i) => expect(balancer.served.get(s.url)! - before[i]!).toBeGreaterThanOrEqual(3));
  // Another visitor has a limit of their own.
  expect((await postFrom("127.0.0.3", `${balancer.url}/api/leads`, headerLead())).status).toBe(201);
}, 60_000);

it("restarts one server, then the other, during a burst without losing or repeating a lead", async () => {
  const acknowledged = new Map<string, string>();
  const answers: Array<{ status: number; error?: unknown }> = [];
  let stopBurst = false;
  let sent = 0;
  const send = async (url: string, visitor: string) => {
    const lead = headerLead();
    const { status, json } = await postFrom(visitor, `${url}/api/leads`, lead);
    answers.push({ status, error: json.error });
    if (status === 201) acknowledged.set(json.id as string, lead.formData.email);
    return status;
  };
  // About three leads a second, under the CRM's budget (two calls a lead, 80 calls per 10 s), each
  // visitor (a loopback address of its own) sending fewer than the limit.
  const burst = Array.from({ length: 3 }, async () => {
    while (!stopBurst) {
      await send(balancer.url, `127.0.1.${10 + (sent++ % 240)}`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });
  const acknowledgedAtLeast = (n: number) =>
    eventually(() => acknowledged.size >= n, { timeoutMs: 30_000, message: `${n} leads acknowledged` });

  try {
    for (const i of [0, 1]) {
      const replacement = await replacements[i]!;
      await acknowledgedAtLeast(acknowledged.size + 6);
      const server = servers[i]!;
      server.child.kill("SIGTERM");
      // Unready at once, while the server still takes whoever comes to it directly.
      await eventually(async () => (await fetch(`${server.url}/readyz`)).status === 503, {
        timeoutMs: DRAIN_MS / 2,
        message: "/readyz failing after SIGTERM",
      });
      expect(await send(server.url, "127.0.0.4")).toBe(201);
      expect(await server.exited, server.output.join("")).toBe(0);
      await expect(fetch(`${server.url}/livez`)).rejects.toThrow();
      // As compose does: the old server is gone, then its replacement takes its place.
      balancer.remove(server.url);
      servers[i] = replacement;
      await balancer.add(replacement.url);
      const served = () => balancer.served.get(replacement.url) ?? 0;
      await eventually(() => served() > 0, { timeoutMs: 10_000, message: "the new server taking visitors" });
    }
    await acknowledgedAtLeast(acknowledged.size + 5);
  } finally {
    stopBurst = true;
    await Promise.all(burst);
  }

  expect(balancer.failures).toEqual([]);
  // Every answer was a success; a 503 during the handover would have to say to try again.
  for (const answer of answers) {
    if (answer.status === 201) continue;
    expect(answer.status).toBe(503);
    expect(answer.error).toMatch(/try again/i);
  }
  const ids = [...acknowledged.keys()];
  const handle = await openDatabase({ databaseUrl, dataDir: dataDirs[0]!, poolSize: 1 });
  try {
    expect(await handle.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids))).toHaveLength(ids.length);
    await eventually(
      async () => {
        const rows = await handle.db
          .select({ status: deliveries.status })
          .from(deliveries)
          .where(and(inArray(deliveries.leadId, ids), eq(deliveries.channel, "crm")));
        return rows.length === ids.length && rows.every((d) => d.status === "sent");
      },
      { timeoutMs: 30_000, message: "every acknowledged lead delivered to the CRM" },
    );
  } finally {
    await handle.close();
  }
  const upserted = crm.upserts().map((c) => (c.body as { email?: string }).email);
  const contacts = [...crm.contacts.values()];
  for (const email of acknowledged.values()) {
    expect(
      upserted.filter((e) => e === email),
      email,
    ).toHaveLength(1);
    expect(contacts.find((c) => c.email === email)?.tags, email).toEqual(["Header Contact Form", "Website Lead"]);
  }
  // The servers kept to one request budget between them.
  expect(crm.calls.filter((c) => c.status === 429)).toEqual([]);
}, 240_000);
