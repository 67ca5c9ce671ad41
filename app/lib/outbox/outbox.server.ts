import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database, Tx } from "~/lib/db/client.server";
import {
  type Channel,
  type Delivery,
  deliveries,
  deliveryAttempts,
  type DeliveryKind,
  type Inspection,
  inspections,
  leads,
  quoteRequests,
} from "~/lib/db/schema";
import type { OutboxItem, PlannedDelivery } from "./channels.server";
import type { SendResult } from "./http.server";

/**
 * The outbox. A lead and its delivery rows are written together; the worker then claims due rows,
 * sends them and records what happened. Rows are claimed with FOR UPDATE SKIP LOCKED and leased by
 * moving their next attempt into the future, so several servers can share one PostgreSQL and a
 * server that dies mid-send only delays a delivery.
 */

export type RetryPolicy = {
  /** First retry after about this long; each further retry doubles it. */
  baseMs: number;
  /** No retry waits longer than this. */
  maxMs: number;
  /** After this long since the first attempt, a delivery is given up ('dead'). */
  giveUpAfterMs: number;
  /**
   * How long a claimed row stays reserved for the worker that claimed it: longer than the longest
   * send, or another server would send it again meanwhile (see `recordResult`).
   */
  leaseMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 30_000,
  maxMs: 4 * 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  // The longest send: four calls of at most CRM_TIMEOUT_MS (a minute at most) each, and before
  // each a wait of up to a minute for the CRM's rate limit. A server that dies mid-send delays
  // its deliveries by this much.
  leaseMs: 10 * 60_000,
};

/** Adds deliveries of `leadId` inside the caller's transaction; returns their ids, in order. */
export async function enqueueDeliveries(
  tx: Tx | Database,
  leadId: string,
  kind: DeliveryKind,
  planned: readonly PlannedDelivery[],
): Promise<string[]> {
  if (planned.length === 0) return [];
  const rows = await tx
    .insert(deliveries)
    .values(planned.map((d) => ({ ...d, leadId, kind })))
    .returning({ id: deliveries.id });
  return rows.map((row) => row.id);
}

/** Makes deliveries scheduled for later due now, unless a worker has tried them already. */
export async function bringForward(db: Tx | Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(deliveries.id, [...ids]), eq(deliveries.status, "pending"), eq(deliveries.attempts, 0)));
}

/**
 * The database's clock. Every time that servers sharing the database compare (a retry's, the day of
 * retries, a message's turn with its recipient) is taken from it, not from the server's own, which
 * may be off: a server whose clock is slow would otherwise schedule its retries already due.
 */
export async function databaseNow(db: Database | Tx): Promise<Date> {
  const { rows } = (await db.execute(sql`select extract(epoch from clock_timestamp()) * 1000 as now`)) as unknown as {
    rows: Array<{ now: string | number }>;
  };
  return new Date(Number(rows[0]!.now));
}

/** Exponential back-off with ±25% jitter, so retries from many leads do not arrive together. */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.75 + random() * 0.5));
}

/** Pending deliveries of `channels` whose time has come (on `deliveries_due_idx`). */
const dueNow = (channels: readonly Channel[]) =>
  and(
    eq(deliveries.status, "pending"),
    inArray(deliveries.channel, [...channels]),
    lte(deliveries.nextAttemptAt, sql`now()`),
  );

/**
 * A channel's first due delivery: one probe of `deliveries_due_idx`, however long the queue behind it
 * (in the index's order, so the planner never prefers reading the table until a row turns up).
 */
export const firstDue = (db: Database, channel: Channel) =>
  db
    .select({ channel: deliveries.channel })
    .from(deliveries)
    .where(dueNow([channel]))
    .orderBy(asc(deliveries.nextAttemptAt))
    .limit(1);

/** Which of `channels` have a delivery due now: one look, where a claim per channel would be one each. */
export async function dueChannels(db: Database, channels: readonly Channel[]): Promise<Set<Channel>> {
  const [first, second, ...rest] = channels.map((channel) => firstDue(db, channel));
  if (!first) return new Set();
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  return new Set(rows.map((row) => row.channel));
}

/**
 * Reserves up to `limit` due deliveries of the given channels for this worker and returns them with
 * their leads (and an instant quote's request).
 */
export async function claimDue(
  db: Database,
  limit: number,
  policy: RetryPolicy,
  channels: readonly Channel[],
): Promise<OutboxItem[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(dueNow(channels))
    .orderBy(asc(deliveries.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(deliveries)
    .set({
      attempts: sql`${deliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + ${policy.leaseMs} * interval '1 millisecond'`,
      firstAttemptAt: sql`coalesce(${deliveries.firstAttemptAt}, now())`,
      // A mark left by an attempt whose lease ran out (pacing.server.ts): this attempt takes its own turn.
      sentAt: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(deliveries.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const leadIds = [...new Set(claimed.map((d) => d.leadId))];
  const inspectionIds = [
    ...new Set(claimed.flatMap((d) => (d.kind === "inspection" && d.inspectionId ? [d.inspectionId] : []))),
  ];
  // A package chosen again before the e-mails about the last choice went: only the newest is sent.
  const choiceLeadIds = [
    ...new Set(claimed.flatMap((d) => (d.kind === "package_choice" && d.channel !== "crm" ? [d.leadId] : []))),
  ];
  const [leadRows, quoteRows, inspectionRows, news, choices] = await Promise.all([
    db.select().from(leads).where(inArray(leads.id, leadIds)),
    db.select().from(quoteRequests).where(inArray(quoteRequests.leadId, leadIds)),
    inspectionIds.length > 0
      ? db.select().from(inspections).where(inArray(inspections.id, inspectionIds))
      : Promise.resolve([] as Inspection[]),
    inspectionIds.length > 0
      ? db
          .select({
            inspectionId: deliveries.inspectionId,
            channel: deliveries.channel,
            recipient: deliveries.recipient,
            createdAt: deliveries.createdAt,
          })
          .from(deliveries)
          .where(inArray(deliveries.inspectionId, inspectionIds))
      : Promise.resolve([]),
    choiceLeadIds.length > 0
      ? db
          .select({
            leadId: deliveries.leadId,
            channel: deliveries.channel,
            recipient: deliveries.recipient,
            createdAt: deliveries.createdAt,
          })
          .from(deliveries)
          .where(and(inArray(deliveries.leadId, choiceLeadIds), eq(deliveries.kind, "package_choice")))
      : Promise.resolve([]),
  ]);
  const byId = new Map(leadRows.map((lead) => [lead.id, lead]));
  const quoteOf = new Map(quoteRows.map((quote) => [quote.leadId, quote]));
  const inspectionOf = new Map(inspectionRows.map((row) => [row.id, row]));
  /** A newer message to the same recipient tells the inspection as it stands: this one need not. */
  const replaced = (d: Delivery) =>
    d.channel !== "crm-appointment" &&
    news.some(
      (n) =>
        n.inspectionId === d.inspectionId &&
        n.channel === d.channel &&
        n.recipient === d.recipient &&
        n.createdAt > d.createdAt,
    );
  /** Each message tells the lead's choice as it is when sent: a newer one to the same recipient tells it. */
  const chosenAgain = (d: Delivery) =>
    choices.some(
      (n) =>
        n.leadId === d.leadId && n.channel === d.channel && n.recipient === d.recipient && n.createdAt > d.createdAt,
    );
  return claimed.flatMap((delivery) => {
    const lead = byId.get(delivery.leadId);
    if (!lead) return [];
    if (delivery.kind === "package_choice" && delivery.channel !== "crm")
      return [{ delivery, lead, quote: quoteOf.get(lead.id), replaced: chosenAgain(delivery) }];
    if (delivery.kind !== "inspection") return [{ delivery, lead, quote: quoteOf.get(lead.id) }];
    const inspection = delivery.inspectionId ? inspectionOf.get(delivery.inspectionId) : undefined;
    return [{ delivery, lead, quote: quoteOf.get(lead.id), inspection, replaced: replaced(delivery) }];
  });
}

/** These claimed rows, while this worker's attempt still holds them. */
function heldBy(rows: readonly Delivery[]) {
  return and(
    eq(deliveries.status, "pending"),
    or(...rows.map((d) => and(eq(deliveries.id, d.id), eq(deliveries.attempts, d.attempts)))),
  );
}

/**
 * Extends this worker's lease on claimed rows still waiting their turn: one person's deliveries
 * are sent one after another, so the last of them may wait several sends. Returns the ids of the
 * rows it still held; a row missing was claimed again after its lease ran out (or settled), and
 * only the attempt now holding it may send it.
 */
export async function renewLeases(db: Database, rows: readonly Delivery[], policy: RetryPolicy): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const renewed = await db
    .update(deliveries)
    .set({ nextAttemptAt: sql`now() + ${policy.leaseMs} * interval '1 millisecond'`, updatedAt: sql`now()` })
    .where(heldBy(rows))
    .returning({ id: deliveries.id });
  return new Set(renewed.map((row) => row.id));
}

/**
 * Gives claimed rows back without a result, due again after `afterMs`: at once when the server is
 * stopping, after a back-off when recording failed (the send may have gone through). They no longer
 * count as being sent (pacing.server.ts).
 */
export async function releaseLeases(db: Database, rows: readonly Delivery[], afterMs = 0) {
  if (rows.length === 0) return;
  await db
    .update(deliveries)
    .set({ nextAttemptAt: sql`now() + ${afterMs} * interval '1 millisecond'`, sentAt: null, updatedAt: sql`now()` })
    .where(heldBy(rows));
}

/**
 * "superseded": the row was claimed again meanwhile, and that attempt records the result.
 * "replaced": not sent, a newer message tells the same news (see `claimDue`).
 */
export type RecordedOutcome = "sent" | "written" | "replaced" | "retry" | "failed" | "dead" | "superseded";

/**
 * Writes the result of one attempt and says what became of the delivery. Only the attempt that
 * holds the row writes: if the lease ran out and another worker claimed it again (its attempt
 * count moved on), this result is dropped rather than written over that worker's. Its times are
 * the database's (`now`, unless given).
 */
export async function recordResult(
  db: Database,
  delivery: Delivery,
  provider: string,
  result: SendResult,
  policy: RetryPolicy,
  now?: Date,
): Promise<{ outcome: RecordedOutcome; nextAttemptAt?: Date }> {
  // The result and its line in the lead's timeline (the office shows every attempt), together.
  return db.transaction(async (tx) => {
    const at = now ?? (await databaseNow(tx));
    const [outcome, values, nextAttemptAt] = decide(delivery, result, policy, at);
    const rows = await tx
      .update(deliveries)
      .set({ ...values, provider, updatedAt: at })
      .where(
        and(
          eq(deliveries.id, delivery.id),
          eq(deliveries.attempts, delivery.attempts),
          eq(deliveries.status, "pending"),
        ),
      )
      .returning({ id: deliveries.id });
    if (rows.length === 0) return { outcome: "superseded" };
    await tx.insert(deliveryAttempts).values({
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      outcome,
      provider,
      error: values.lastError ?? null,
      at,
    });
    return { outcome, nextAttemptAt };
  });
}

/** What an attempt's result makes of its delivery at `now`: the outcome, the row's new values, the next try. */
function decide(
  delivery: Delivery,
  result: SendResult,
  policy: RetryPolicy,
  now: Date,
): [Exclude<RecordedOutcome, "superseded">, Partial<Delivery>, Date?] {
  if (result.ok) {
    if (result.replaced) return ["replaced", { status: "replaced", lastError: null, sentAt: null }];
    const remoteId = result.remoteId ?? delivery.remoteId;
    const status = result.written ? "written" : "sent";
    return [status, { status, sentAt: now, lastError: null, remoteId }];
  }
  // The CRM's answer, quoted in the error, may hold what a text column cannot (NUL).
  const lastError = result.error.replace(/[\0\p{Cs}]/gu, "");
  // Not sent: no longer counted against the recipient's limit (pacing.server.ts).
  const sentAt = null;
  if (!result.retryable) return ["failed", { status: "failed", lastError, sentAt }];
  const firstAttempt = delivery.firstAttemptAt ?? now;
  if (now.getTime() - firstAttempt.getTime() >= policy.giveUpAfterMs) {
    return ["dead", { status: "dead", lastError, sentAt }];
  }
  // The CRM's own Retry-After wins over a shorter back-off (within the time we keep trying).
  const wait = Math.max(backoffMs(delivery.attempts, policy), Math.min(result.retryAfterMs ?? 0, policy.giveUpAfterMs));
  const next = new Date(now.getTime() + wait);
  return ["retry", { status: "pending", lastError, sentAt, nextAttemptAt: next }, next];
}

/**
 * Puts given-up ('dead') and refused ('failed') deliveries back in the queue (the lead inbox's
 * `retry`): all of one kind, for example once the CRM is back or its credentials are fixed, or
 * the ones named. They start over: a full day of retries, the first after seconds, not hours.
 */
export async function requeue(db: Database, ids: readonly string[] | "all-dead" | "all-failed"): Promise<number> {
  const condition =
    ids === "all-dead"
      ? eq(deliveries.status, "dead")
      : ids === "all-failed"
        ? eq(deliveries.status, "failed")
        : and(inArray(deliveries.id, [...ids]), inArray(deliveries.status, ["dead", "failed"]));
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, firstAttemptAt: null, updatedAt: sql`now()` })
    .where(condition)
    .returning({ id: deliveries.id });
  return rows.length;
}
