import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { goHighLevelProvider } from "~/lib/crm/gohighlevel.server";
import { webhookProvider } from "~/lib/crm/webhook.server";
import { claimDue, recordResult } from "~/lib/outbox/outbox.server";
import { startOutboxWorker } from "~/lib/outbox/worker.server";
import { openDatabase } from "~/lib/db/client.server";
import { deliveries } from "~/lib/db/schema";
import { createLogger } from "~/lib/logger.server";
import { type FakeCrm, FAKE_LOCATION, FAKE_TOKEN, startFakeCrm } from "../support/fake-crm";
import { financingLead, headerLead, postJson } from "../support/payloads";
import { eventually, FAST_RETRIES, startTestServer, type TestServer, toCrm } from "../support/test-server";

/**
 * Several servers may share one PostgreSQL: their outbox workers claim deliveries with
 * FOR UPDATE SKIP LOCKED, so no lead reaches the CRM twice however the work is split.
 */

let crm: FakeCrm;
let server: TestServer;

beforeAll(async () => {
  crm = await startFakeCrm();
  // Leads stored with no CRM configured, so they wait in the outbox for the two workers below.
  server = await startTestServer({ db: "postgres", env: { CRM_PROVIDER: "none", LEAD_RATE_LIMIT: "1000" } });
});
afterAll(async () => {
  await server?.stop();
  await crm?.close();
});

it("two workers on one PostgreSQL never deliver the same lead twice", async () => {
  const emails: string[] = [];
  for (let i = 0; i < 40; i++) {
    const lead = headerLead();
    expect((await postJson(server.url, "/api/leads", lead)).status).toBe(201);
    emails.push(lead.formData.email);
  }
  const logger = createLogger({ level: "silent", secrets: [] });
  const provider = goHighLevelProvider({ apiBase: crm.url, token: FAKE_TOKEN, locationId: FAKE_LOCATION });
  const handles = await Promise.all(
    [1, 2].map(() => openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })),
  );
  // Slow answers keep both workers busy at once, so they compete for the same rows.
  crm.setDelay(30);
  const workers = handles.map((h) =>
    startOutboxWorker({
      db: h.db,
      logger,
      senders: { crm: provider },
      pollMs: 20,
      concurrency: 4,
      policy: FAST_RETRIES,
    }),
  );
  try {
    await eventually(
      async () => {
        const pending = await server.services.db.select().from(deliveries).where(eq(deliveries.status, "pending"));
        return pending.length === 0;
      },
      { timeoutMs: 30_000, message: "every delivery sent" },
    );
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all(handles.map((h) => h.close()));
    crm.setDelay(0);
  }
  const upserts = crm.upserts().map((c) => (c.body as { email?: string }).email);
  for (const email of emails)
    expect(
      upserts.filter((e) => e === email),
      email,
    ).toHaveLength(1);
  const crmRows = await server.services.db.select().from(deliveries).where(eq(deliveries.channel, "crm"));
  expect(crmRows.every((d) => d.status === "sent" && d.attempts === 1)).toBe(true);
});

it("a worker whose lease ran out mid-send does not write over the result of the worker that took the row over", async () => {
  const lead = await postJson(server.url, "/api/leads", headerLead());
  expect(lead.status).toBe(201);
  const db = server.services.db;
  // A lease of zero: the row is due again at once, as if the first worker's send outlasted it.
  const expired = { ...FAST_RETRIES, leaseMs: 0 };
  const [slow] = await claimDue(db, 1, expired, ["crm"]);
  const [fast] = await claimDue(db, 1, FAST_RETRIES, ["crm"]);
  expect(slow?.lead.id).toBe(lead.json.id);
  expect(fast?.delivery.id).toBe(slow?.delivery.id);
  expect(fast?.delivery.attempts).toBe(2);

  expect(await recordResult(db, fast!.delivery, "gohighlevel", { ok: true, remoteId: "c-1" }, FAST_RETRIES)).toEqual({
    outcome: "sent",
  });
  const late = await recordResult(
    db,
    slow!.delivery,
    "gohighlevel",
    { ok: false, retryable: true, error: "no answer within 10000 ms" },
    FAST_RETRIES,
  );
  expect(late).toEqual({ outcome: "superseded" });
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, fast!.delivery.id));
  expect(row).toMatchObject({ status: "sent", attempts: 2, remoteId: "c-1", lastError: null });
});

it("sends one person's deliveries one after another, oldest first, so their tags reach the CRM in order", async () => {
  const first = headerLead();
  const { email, phone } = first.formData;
  expect((await postJson(server.url, "/api/leads", first)).status).toBe(201);
  expect((await postJson(server.url, "/api/leads", financingLead({ email, phone }))).status).toBe(201);
  const logger = createLogger({ level: "silent", secrets: [] });
  const provider = goHighLevelProvider({ apiBase: crm.url, token: FAKE_TOKEN, locationId: FAKE_LOCATION });
  crm.reset();
  // Slow answers: sent side by side, the two upserts would both be in flight before either's tags.
  crm.setDelay(30);
  const worker = startOutboxWorker({
    db: server.services.db,
    logger,
    senders: { crm: provider },
    pollMs: 20,
    policy: FAST_RETRIES,
  });
  try {
    await eventually(
      async () => crm.calls.filter((c) => c.method === "POST" && c.path.endsWith("/notes")).length === 1,
      {
        message: "both leads delivered",
      },
    );
  } finally {
    await worker.stop();
    crm.setDelay(0);
  }
  const contact = [...crm.contacts.values()].find((c) => c.email === email);
  // The first makes the contact with its tags; the second, with another name and address, is a
  // repeat: tagged, and noted (once: its notes are read first) rather than written over the contact.
  expect(crm.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    "GET /contacts/search/duplicate",
    "POST /contacts/upsert",
    "GET /contacts/search/duplicate",
    `POST /contacts/${contact!.id}/tags`,
    `GET /contacts/${contact!.id}/notes`,
    `POST /contacts/${contact!.id}/notes`,
  ]);
  expect(contact!.tags).toEqual(["Header Contact Form", "Website Lead", "Financing Application", "Repeat Lead"]);
});

it("a server whose clock is slow keeps to the CRM's Retry-After: no server calls again before it, by the database's clock", async () => {
  const lead = await postJson(server.url, "/api/leads", headerLead());
  expect(lead.status).toBe(201);
  const db = server.services.db;
  const other = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  try {
    const [item] = await claimDue(db, 1, FAST_RETRIES, ["crm"]);
    expect(item?.lead.id).toBe(lead.json.id);
    // This server's clock is five minutes slow when LeadConnector says to wait a minute.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 5 * 60_000);
    try {
      const busy = { ok: false as const, retryable: true, status: 429, error: "HTTP 429", retryAfterMs: 60_000 };
      expect(await recordResult(db, item!.delivery, "gohighlevel", busy, FAST_RETRIES)).toMatchObject({
        outcome: "retry",
      });
    } finally {
      vi.useRealTimers();
    }
    // The other server looks at once: the lead is not due for another minute.
    const due = await claimDue(other.db, 10, FAST_RETRIES, ["crm"]);
    expect(due.map((d) => d.lead.id)).not.toContain(lead.json.id);
  } finally {
    await other.close();
  }
});

it("a send slower than its lease keeps the lease: the lead is not claimed again meanwhile and sent twice", async () => {
  const lead = await postJson(server.url, "/api/leads", headerLead());
  expect(lead.status).toBe(201);
  const db = server.services.db;
  const other = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  crm.reset();
  // The CRM answers later than the lease lasts, as LeadConnector holding its calls through a run of 429s would.
  const release = crm.hold();
  const worker = startOutboxWorker({
    db,
    logger: createLogger({ level: "silent", secrets: [] }),
    senders: { crm: webhookProvider({ url: `${crm.url}/webhook`, timeoutMs: 60_000 }) },
    pollMs: 20,
    policy: { ...FAST_RETRIES, leaseMs: 3_000 },
  });
  const row = async () =>
    (
      await db
        .select()
        .from(deliveries)
        .where(toCrm(String(lead.json.id)))
    )[0]!;
  let id: string | undefined;
  try {
    const claimed = await eventually(async () => {
      const r = await row();
      return r.attempts === 1 ? r : undefined;
    });
    id = claimed.id;
    // The lease it was claimed with runs out, by the database's clock, while the CRM still holds the call.
    await eventually(
      async () => {
        const result = await db.execute(
          sql`select now() > ${claimed.nextAttemptAt.toISOString()}::timestamptz as past`,
        );
        return (result as unknown as { rows: Array<{ past: boolean }> }).rows[0]?.past;
      },
      { timeoutMs: 20_000, message: "the first lease over" },
    );
    const due = await claimDue(other.db, 10, FAST_RETRIES, ["crm"]);
    expect(due.map((d) => d.lead.id)).not.toContain(lead.json.id);
  } finally {
    release();
  }
  try {
    await eventually(async () => (await row()).status === "sent", { message: "the lead sent" });
  } finally {
    await worker.stop();
    await other.close();
  }
  expect(crm.webhooks.filter((hook) => hook.deliveryId === id)).toHaveLength(1);
});
