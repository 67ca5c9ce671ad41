import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, leads } from "~/lib/db/schema";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { headerLead, postJson } from "../support/payloads";
import { startPostgres, type TestPostgres } from "../support/postgres";
import { quoteRequest } from "../support/quote-payloads";
import { eventually, startTestServer, type TestServer, toCrm } from "../support/test-server";

/**
 * What happens to leads when the things around the server fail: the CRM slow or refusing calls
 * for a while, the database going away and coming back. (The server killed under load is in
 * crash.test.ts.) After each, every lead the visitor was told about is stored once and reaches
 * the CRM once.
 */

const crmEnv = (crm: FakeCrm) => goHighLevelEnv(crm.url);

/** Each acknowledged lead: stored once, sent, and one contact in the CRM carrying its tags. */
async function expectDeliveredOnce(server: TestServer, crm: FakeCrm, ids: string[]) {
  for (const id of ids) {
    await eventually(
      async () => {
        const [delivery] = await server.services.db.select().from(deliveries).where(toCrm(id));
        return delivery?.status === "sent";
      },
      { message: `delivery of lead ${id}`, timeoutMs: 20_000 },
    );
  }
  const stored = await server.services.db.select().from(leads).where(inArray(leads.id, ids));
  expect(stored).toHaveLength(ids.length);
  for (const lead of stored) {
    const contacts = [...crm.contacts.values()].filter((c) => c.email === lead.email);
    expect(contacts, `CRM contacts for ${lead.email}`).toHaveLength(1);
    expect(contacts[0]!.tags).toEqual(["Header Contact Form", "Website Lead"]);
  }
}

async function submitLeads(server: TestServer, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await postJson(server.url, "/api/leads", headerLead());
    expect(res.status).toBe(201);
    ids.push(res.json.id as string);
  }
  return ids;
}

describe("the CRM misbehaving for a while", () => {
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    crm = await startFakeCrm();
    server = await startTestServer({ db: "pglite", env: { ...crmEnv(crm), CRM_TIMEOUT_MS: "500" } });
  });
  afterAll(async () => {
    await server?.stop();
    await crm?.close();
  });

  it("slower than the call timeout: calls are abandoned, retried, and each lead arrives once", async () => {
    crm.reset();
    crm.setDelay(1_500);
    const ids = await submitLeads(server, 3);
    await eventually(
      async () => {
        const rows = await server.services.db.select().from(deliveries).where(toCrm(ids));
        return rows.length === 3 && rows.every((r) => r.attempts >= 2 && r.status === "pending");
      },
      { message: "two timed-out attempts per lead", timeoutMs: 15_000 },
    );
    const [one] = await server.services.db.select().from(deliveries).where(toCrm(ids[0]!));
    expect(one!.lastError).toContain("no answer within 500 ms");
    crm.setDelay(0);
    await expectDeliveredOnce(server, crm, ids);
  });

  it("answering 429 to every call: leads wait, honour Retry-After, and arrive once it stops", async () => {
    crm.reset();
    crm.failAll({ status: 429, retryAfter: "1" });
    const ids = await submitLeads(server, 3);
    const rows = await eventually(
      async () => {
        const rows = await server.services.db.select().from(deliveries).where(toCrm(ids));
        const refused = rows.every((r) => r.status === "pending" && r.attempts >= 1 && r.lastError?.includes("429"));
        return rows.length === 3 && refused ? rows : undefined;
      },
      { message: "every lead refused with 429 and waiting" },
    );
    // Retry-After: 1 is honoured: each next try is set a second or more after the refusal.
    for (const row of rows) expect(row.nextAttemptAt.getTime() - row.updatedAt.getTime()).toBeGreaterThanOrEqual(1_000);
    crm.recover();
    await expectDeliveredOnce(server, crm, ids);
  });
});

describe("PostgreSQL going away and coming back", () => {
  let pg: TestPostgres;
  let crm: FakeCrm;
  let server: TestServer;
  const password = "pg-secret-3c9a41";

  beforeAll(async () => {
    // A server of its own: stopping the run's shared one would break the other test files.
    pg = await startPostgres();
    crm = await startFakeCrm();
    const url = (await pg.createDatabase("outage")).replace("postgres@", `postgres:${password}@`);
    server = await startTestServer({ db: "postgres", databaseUrl: url, env: crmEnv(crm) });
  });
  afterAll(async () => {
    await server?.stop();
    await crm?.close();
    await pg?.destroy();
  });

  it("answers 503 with a clear message meanwhile, stores nothing half-way, then resumes the outbox", async () => {
    // A lead is acknowledged while the CRM is unreachable, so its delivery is still pending
    // when the database goes away.
    await crm.stop();
    const before = await submitLeads(server, 2);
    await pg.stop();

    const refused = headerLead();
    const lead = await postJson(server.url, "/api/leads", refused);
    expect(lead.status).toBe(503);
    expect(lead.headers.get("retry-after")).toBe("30");
    expect(lead.json.error).toBe(
      "We couldn't save your request just now. Please try again in a minute, or call us at (813) 555-0142.",
    );
    const quote = await postJson(server.url, "/api/quotes", quoteRequest());
    expect(quote.status).toBe(503);
    expect(quote.json.error).toBe("Failed to generate quote. Please try again or call us at (813) 555-0142");
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    // Not ready for visitors, though alive: a supervisor has no reason to restart it.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);

    await pg.start();
    await crm.start();
    // The pool reconnects on its own; the first requests after the restart may still see the
    // old connections fail, and the visitor is asked to try again until they succeed. So may a
    // health check: the load balancer's next one finds the server ready again.
    const after = await eventually(
      async () => {
        const res = await postJson(server.url, "/api/leads", headerLead());
        return res.status === 201 ? (res.json.id as string) : undefined;
      },
      { message: "the API accepting leads again", timeoutMs: 20_000 },
    );
    await eventually(
      async () =>
        (await fetch(`${server.url}/healthz`)).status === 200 && (await fetch(`${server.url}/readyz`)).status === 200,
      { message: "healthy and ready again", timeoutMs: 20_000 },
    );

    await expectDeliveredOnce(server, crm, [...before, after]);
    const refusedRows = await server.services.db.select().from(leads).where(eq(leads.email, refused.formData.email));
    expect(refusedRows).toHaveLength(0);
    const crmRows = await server.services.db.select().from(deliveries).where(eq(deliveries.channel, "crm"));
    expect(crmRows.every((d) => d.status === "sent")).toBe(true);
    expect(server.logs.join("\n")).not.toContain(password);
  }, 60_000);
});
