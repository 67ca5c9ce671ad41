import { Writable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, enqueueDeliveries, recordResult, requeue } from "~/lib/outbox/outbox.server";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { startOutboxWorker } from "~/lib/outbox/worker.server";
import { deliveries } from "~/lib/db/schema";
import { createLogger } from "~/lib/logger.server";
import { webhookProvider } from "~/lib/crm/webhook.server";
import { startFakeCrm } from "../support/fake-crm";
import { financingLead, headerLead, postJson } from "../support/payloads";
import { DB_KINDS, eventually, FAST_RETRIES, startTestServer, type TestServer } from "../support/test-server";

/**
 * The outbox worker when recording a result fails: each person's deliveries settle on their own,
 * the rows not recorded are given back instead of waiting out their lease, and `stop()` waits for
 * every send in flight.
 */
describe.each(DB_KINDS)("outbox worker failures on %s", (db) => {
  let server: TestServer;
  beforeAll(async () => {
    // No CRM: the leads wait in the outbox for the worker under test.
    server = await startTestServer({ db, env: { CRM_PROVIDER: "none", LEAD_RATE_LIMIT: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function leadId(body: unknown) {
    const res = await postJson(server.url, "/api/leads", body);
    expect(res.status).toBe(201);
    return res.json.id as string;
  }

  it("a worker whose result recording throws still releases its lease, finishes the others and stops", async () => {
    const first = headerLead();
    const a1 = await leadId(first);
    const a2 = await leadId(financingLead({ email: first.formData.email, phone: first.formData.phone }));
    const b1 = await leadId(headerLead());
    // Recording a1 as sent fails, as a full disk or a lost connection would make it fail.
    await server.services.db.execute(
      sql.raw(`create function refuse_a1() returns trigger language plpgsql as $$ begin
        if new.status = 'sent' and new.lead_id = '${a1}' then
          raise exception 'could not write to file' using errcode = '58030';
        end if;
        return new;
      end $$`),
    );
    await server.services.db.execute(
      sql.raw("create trigger refuse_a1 before update on deliveries for each row execute function refuse_a1()"),
    );

    const sent: string[] = [];
    let finishB!: () => void;
    const bInFlight = new Promise<void>((resolve) => (finishB = resolve));
    let bStarted = false;
    const provider: Sender = {
      name: "webhook",
      label: "the test CRM",
      async send({ lead }: OutboxItem) {
        sent.push(lead.id);
        if (lead.id === b1) {
          bStarted = true;
          await bInFlight;
        }
        return { ok: true };
      },
    };
    const lines: string[] = [];
    const logger = createLogger({
      level: "info",
      secrets: [],
      destination: new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
    });
    // A long lease: a row still leased after the failure would stay out of reach for ten minutes.
    const policy = { ...FAST_RETRIES, baseMs: 60_000, leaseMs: 10 * 60_000 };
    const worker = startOutboxWorker({
      db: server.services.db,
      logger,
      senders: { crm: provider },
      pollMs: 20,
      policy,
    });

    await eventually(() => bStarted && lines.some((l) => l.includes("could not record a delivery")), {
      message: "a1's failure while b1 is still being sent",
    });
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped, "stop() waits for the send in flight").toBe(false);
    finishB();
    await stopping;

    const rows = await server.services.db
      .select()
      .from(deliveries)
      .where(and(inArray(deliveries.leadId, [a1, a2, b1]), eq(deliveries.channel, "crm")));
    const row = (id: string) => rows.find((r) => r.leadId === id)!;
    expect(row(b1).status).toBe("sent");
    // a2 waits its turn behind a1, which may or may not have reached the CRM: neither is leased.
    expect(sent.filter((id) => id === a2)).toEqual([]);
    for (const id of [a1, a2]) {
      expect(row(id).status).toBe("pending");
      expect(row(id).nextAttemptAt.getTime()).toBeLessThan(Date.now() + 2 * 60_000);
    }
    await server.services.db.execute(sql.raw("drop trigger refuse_a1 on deliveries"));
  });

  it("a delivery whose lease ran out while it waited its turn is sent once, by the attempt that holds it", async () => {
    const crm = await startFakeCrm();
    const first = headerLead();
    const same = { email: first.formData.email, phone: first.formData.phone };
    const leads = [await leadId(first), await leadId(financingLead(same))];
    const crmRows = async () =>
      server.services.db
        .select()
        .from(deliveries)
        .where(and(inArray(deliveries.leadId, leads), eq(deliveries.channel, "crm")));
    const attempts = async (n: number) => (await crmRows()).every((row) => row.attempts === n);
    const release = crm.hold();
    const worker = startOutboxWorker({
      db: server.services.db,
      logger: createLogger({ level: "silent", secrets: [] }),
      senders: { crm: webhookProvider({ url: `${crm.url}/webhook` }) },
      pollMs: 20,
      policy: FAST_RETRIES,
    });
    try {
      // The first two are claimed together and the first is at the CRM; a third, claimed while the
      // CRM is slow to answer, waits behind them.
      await eventually(() => attempts(1), { message: "the first two claimed" });
      leads.push(await leadId(financingLead(same)));
      await eventually(() => attempts(1), { message: "the third claimed" });
      // The second and third outwait their lease, as they would behind a CRM slower than it, and are
      // claimed again.
      await server.services.db
        .update(deliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(inArray(deliveries.leadId, leads.slice(1)), eq(deliveries.channel, "crm")));
      await eventually(async () => (await crmRows()).filter((row) => row.attempts === 2).length === 2, {
        message: "the second and third claimed again",
      });
      release();
      await eventually(async () => (await crmRows()).every((row) => row.status === "sent"), {
        message: "all three sent",
      });
    } finally {
      release();
      await worker.stop();
      await crm.close();
    }
    const ids = (await crmRows()).sort((a, b) => leads.indexOf(a.leadId) - leads.indexOf(b.leadId)).map((r) => r.id);
    expect(crm.webhooks.map((hook) => hook.deliveryId).filter((id) => ids.includes(id!))).toEqual(ids);
  });

  it("a server stopping before the owner's text went gives back every lead it would have told", async () => {
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const ids: string[] = [];
    for (const lead of [headerLead(), headerLead()])
      ids.push(
        ...(await enqueueDeliveries(server.services.db, await leadId(lead), "contact", [
          { channel: "owner-sms", provider: "twilio", recipient: phone },
        ])),
      );
    let sending = false;
    // A text service slow to take the call: the text is still unsent when the server stops.
    const provider: Sender = {
      name: "twilio",
      label: "the test text service",
      send: (_item, options) =>
        new Promise((_resolve, reject) => {
          sending = true;
          options?.signal?.addEventListener("abort", () => reject(new Error("stopping")));
        }),
    };
    const worker = startOutboxWorker({
      db: server.services.db,
      logger: createLogger({ level: "silent", secrets: [] }),
      senders: { "owner-sms": provider },
      pollMs: 20,
      policy: { ...FAST_RETRIES, leaseMs: 10 * 60_000 },
    });
    await eventually(() => sending, { message: "the owner's text being sent" });
    await worker.stop();
    const rows = await server.services.db.select().from(deliveries).where(inArray(deliveries.id, ids));
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.nextAttemptAt.getTime(), "due again now, not after the lease").toBeLessThanOrEqual(Date.now());
    }
  });

  it("sends a retry when it falls due, not at the next poll", async () => {
    const id = await leadId(headerLead());
    let tries = 0;
    let delivered!: () => void;
    const sent = new Promise<void>((resolve) => (delivered = resolve));
    const provider: Sender = {
      name: "webhook",
      label: "the test CRM",
      async send({ lead }: OutboxItem) {
        if (lead.id !== id) return { ok: true };
        tries += 1;
        if (tries === 1) return { ok: false, retryable: true, error: "HTTP 503 Service Unavailable" };
        delivered();
        return { ok: true };
      },
    };
    const logger = createLogger({
      level: "silent",
      secrets: [],
      destination: new Writable({ write: (_c, _e, done) => done() }),
    });
    // An hour between polls: only the worker's own wake-up at the retry's time can send it again.
    const worker = startOutboxWorker({
      db: server.services.db,
      logger,
      senders: { crm: provider },
      pollMs: 60 * 60_000,
      policy: FAST_RETRIES,
    });
    try {
      await sent;
    } finally {
      await worker.stop();
    }
    expect(tries).toBe(2);
  });

  it("`retry` starts a delivery over: its first retry comes after seconds, not hours", async () => {
    const id = await leadId(headerLead());
    await server.services.db
      .update(deliveries)
      .set({ status: "dead", attempts: 12, lastError: "HTTP 503" })
      .where(and(eq(deliveries.leadId, id), eq(deliveries.channel, "crm")));
    expect(await requeue(server.services.db, "all-dead")).toBeGreaterThanOrEqual(1);
    const [row] = await server.services.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, id), eq(deliveries.channel, "crm")));
    expect(row).toMatchObject({ status: "pending", attempts: 0, firstAttemptAt: null });
  });

  it("keeps retrying a failing delivery for a day from its first attempt, then gives it up", async () => {
    const id = await leadId(headerLead());
    const [row] = await server.services.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, id), eq(deliveries.channel, "crm")));
    const now = new Date();
    const failed = { ok: false as const, retryable: true, error: "HTTP 503 Service Unavailable" };
    const firstTried = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * 60_000);

    const almostADay = { ...row!, firstAttemptAt: firstTried(23.9) };
    expect(await recordResult(server.services.db, almostADay, "webhook", failed, DEFAULT_RETRY_POLICY, now)).toEqual({
      outcome: "retry",
      nextAttemptAt: expect.any(Date),
    });
    const [retried] = await server.services.db.select().from(deliveries).where(eq(deliveries.id, row!.id));
    const aDay = { ...retried!, firstAttemptAt: firstTried(24) };
    expect(await recordResult(server.services.db, aDay, "webhook", failed, DEFAULT_RETRY_POLICY, now)).toEqual({
      outcome: "dead",
    });
  });
});
