import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "~/lib/db/client.server";
import { type Channel, deliveries, leads } from "~/lib/db/schema";
import { createLogger } from "~/lib/logger.server";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { claimDue, enqueueDeliveries, recordResult } from "~/lib/outbox/outbox.server";
import { HOMEOWNER_EMAILS_PER_DAY, heldUntil, takeTurn } from "~/lib/outbox/pacing.server";
import { startOutboxWorker } from "~/lib/outbox/worker.server";
import { createPostgresDatabase, DB_KINDS, eventually, FAST_RETRIES, openTestDatabase } from "../support/test-server";

/**
 * The limits of outbox/pacing.server.ts hold between servers sharing one PostgreSQL: a message one
 * server is sending counts for the other before it has gone.
 */

const OWNER_PHONE = "+18135550199";
const HOMEOWNER = "victim@example.com";
const logger = createLogger({ level: "silent", secrets: [] });

const cleanup: Array<() => Promise<void>> = [];
const gates: Array<() => void> = [];
afterEach(async () => {
  for (const open of gates.splice(0)) open();
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Sends held until it opens (or the test ends). */
function gate(): [Promise<void>, () => void] {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  gates.push(open);
  return [opened, open];
}

async function queue(db: Database, channel: Channel, recipient: string) {
  const [lead] = await db
    .insert(leads)
    .values({ formType: "Header Contact Form", status: "accepted", email: HOMEOWNER, payload: {} })
    .returning();
  await enqueueDeliveries(db, lead!.id, "contact", [{ channel, provider: "test", recipient }]);
  return lead!.id;
}

/** A worker whose sends are listed as they start; `held`, when given, holds each until it opens. */
function worker(db: Database, channel: Channel, sent: string[], held?: Promise<void>) {
  const sender: Sender = {
    name: "test",
    label: "the test sender",
    async send({ lead }: OutboxItem) {
      sent.push(lead.id);
      await held;
      return { ok: true, remoteId: `m-${sent.length}` };
    },
  };
  // It looks only when it starts and when a send ends: what is queued meanwhile is the other's.
  const w = startOutboxWorker({ db, logger, senders: { [channel]: sender }, pollMs: 60_000, policy: FAST_RETRIES });
  cleanup.push(() => w.stop());
}

const rowsOf = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(deliveries)
    .where(inArray(deliveries.leadId, [...ids]));
/** Waiting out the limit: pending, no attempt counted, due not before `ms` from now. */
const heldFor = (row: typeof deliveries.$inferSelect, ms: number) =>
  row.status === "pending" && row.attempts === 0 && row.nextAttemptAt.getTime() > Date.now() + ms;

describe("two servers on one PostgreSQL", () => {
  async function twoServers(): Promise<[Database, Database]> {
    const databaseUrl = await createPostgresDatabase();
    const handles = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl, dataDir: "unused" })));
    cleanup.push(async () => void (await Promise.all(handles.map((h) => h.close()))));
    return [handles[0]!.db, handles[1]!.db];
  }

  it("text the owner once a minute: a lead found while the other's text is going waits", async () => {
    const [a, b] = await twoServers();
    const [held, open] = gate();
    const sentByA: string[] = [];
    const sentByB: string[] = [];
    const first = await queue(a, "owner-sms", OWNER_PHONE);
    worker(a, "owner-sms", sentByA, held);
    await eventually(() => sentByA.length === 1, { message: "the first text going" });

    const second = await queue(b, "owner-sms", OWNER_PHONE);
    worker(b, "owner-sms", sentByB);
    // The second server either texts too (over the limit) or holds its lead for the minute.
    const [row] = await eventually(async () => {
      const rows = await rowsOf(b, [second]);
      return sentByB.length > 0 || heldFor(rows[0]!, 30_000) ? rows : undefined;
    });
    expect(sentByB).toEqual([]);
    expect(heldFor(row!, 30_000)).toBe(true);
    open();
    await eventually(async () => (await rowsOf(a, [first]))[0]?.status === "sent", { message: "the first text" });
    expect(sentByA).toEqual([first]);
  });

  it("e-mail one address at most five times a day between them, sending at once", async () => {
    const [a, b] = await twoServers();
    const [held, open] = gate();
    const sent: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < HOMEOWNER_EMAILS_PER_DAY; i++) ids.push(await queue(a, "homeowner-email", HOMEOWNER));
    worker(a, "homeowner-email", sent, held);
    await eventually(() => sent.length === 1, { message: "the first e-mail going" });

    for (let i = 0; i < HOMEOWNER_EMAILS_PER_DAY; i++) ids.push(await queue(b, "homeowner-email", HOMEOWNER));
    worker(b, "homeowner-email", sent);
    const settled = (rows: Array<typeof deliveries.$inferSelect>) =>
      rows.every((d) => d.status === "sent" || heldFor(d, 23 * 3_600_000));
    // The second server sends (or holds) its e-mails while the first one's is still going.
    await eventually(async () => settled(await rowsOf(b, ids.slice(HOMEOWNER_EMAILS_PER_DAY))));
    open();
    const rows = await eventually(async () => {
      const all = await rowsOf(a, ids);
      return settled(all) ? all : undefined;
    });
    expect(rows.filter((d) => d.status === "sent")).toHaveLength(HOMEOWNER_EMAILS_PER_DAY);
    expect(sent).toHaveLength(HOMEOWNER_EMAILS_PER_DAY);
    expect(new Set(sent).size).toBe(HOMEOWNER_EMAILS_PER_DAY);
  });

  it("text the owner once a minute by the database's clock, when one server's clock is slow", async () => {
    const [a, b] = await twoServers();
    const first = await queue(a, "owner-sms", OWNER_PHONE);
    const second = await queue(a, "owner-sms", OWNER_PHONE);
    const [one] = await claimDue(a, 1, FAST_RETRIES, ["owner-sms"]);
    expect(one?.lead.id).toBe(first);
    // The first server, its clock two minutes slow, texts the first lead...
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 2 * 60_000);
    try {
      expect(await takeTurn(a, one!)).toBeUndefined();
      await recordResult(a, one!.delivery, "twilio", { ok: true, remoteId: "m-1" }, FAST_RETRIES);
    } finally {
      vi.useRealTimers();
    }
    // ...and the second, its clock right, finds the next lead a moment later: it waits out the minute.
    const [two] = await claimDue(b, 1, FAST_RETRIES, ["owner-sms"]);
    expect(two?.lead.id).toBe(second);
    expect(await takeTurn(b, two!)).toBeInstanceOf(Date);
  });
});

describe.each(DB_KINDS)("a message being sent on %s", (kind) => {
  it("counts until it is recorded, fails, or its server's lease runs out", async () => {
    const handle = await openTestDatabase(kind);
    cleanup.push(() => handle.remove());
    const { db } = handle;
    const first = await queue(db, "owner-sms", OWNER_PHONE);
    const second = await queue(db, "owner-sms", OWNER_PHONE);
    const claimed = await claimDue(db, 2, FAST_RETRIES, ["owner-sms"]);
    const [one, two] = [first, second].map((id) => claimed.find((item) => item.lead.id === id)!);
    expect(await takeTurn(db, one!)).toBeUndefined();
    expect(await takeTurn(db, two!)).toBeInstanceOf(Date);

    // The send failed: it is retried later, and does not count meanwhile.
    await recordResult(db, one!.delivery, "test", { ok: false, retryable: true, error: "busy" }, FAST_RETRIES);
    expect(await takeTurn(db, two!)).toBeUndefined();

    // Its server stopped mid-send: the mark lapses with the lease, and the next attempt takes its own turn.
    await db
      .update(deliveries)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(and(eq(deliveries.leadId, second), eq(deliveries.status, "pending")));
    expect(await heldUntil(db, one!)).toBeUndefined();
    const [again] = await claimDue(db, 1, FAST_RETRIES, ["owner-sms"]);
    expect(again?.lead.id).toBe(second);
    expect(await takeTurn(db, again!)).toBeUndefined();
  });
});
