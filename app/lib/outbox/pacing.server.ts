import { and, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database, Tx } from "~/lib/db/client.server";
import { type Channel, deliveries, type Delivery } from "~/lib/db/schema";
import type { OutboxItem } from "./channels.server";
import { databaseNow } from "./outbox.server";

/**
 * How fast the outbox may write to one person, so that nobody can use the site to flood an inbox or
 * a phone: at most five e-mails a day to one homeowner's address (a quote, a package choice and a
 * booking with one move fit), and one text a minute to each of the owner's phones, a burst of leads
 * told in one text. What is over the limit waits its turn; nothing is dropped. Servers sharing one
 * PostgreSQL take each recipient's turns one at a time (`takeTurn`), so the limits hold between them.
 */

export const HOMEOWNER_EMAILS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;
export const OWNER_TEXT_INTERVAL_MS = 60_000;

const SENT = ["sent", "written"] as const;

/**
 * Sent, or being sent: a message whose turn was taken (its `sent_at` marked) counts while the
 * attempt's lease lasts. One whose send failed or was given back has the mark cleared; one whose
 * server died mid-send counts until its lease runs out and it is claimed again.
 */
const counted = or(
  inArray(deliveries.status, [...SENT]),
  and(eq(deliveries.status, "pending"), gt(deliveries.nextAttemptAt, sql`now()`)),
);

/**
 * The newest `limit` messages sent (or being sent) on `channel` to `recipient` since `since`: a look
 * along `deliveries_recipient_sent_idx`, not through every delivery the site has made.
 */
export const sentLately = (
  db: Database | Tx,
  { channel, recipient }: { channel: Channel; recipient: string },
  since: Date,
  limit: number,
) =>
  db
    .select({ sentAt: deliveries.sentAt })
    .from(deliveries)
    .where(
      and(eq(deliveries.recipient, recipient), eq(deliveries.channel, channel), gt(deliveries.sentAt, since), counted),
    )
    .orderBy(desc(deliveries.sentAt))
    .limit(limit);

/**
 * When the next message of this delivery's kind may go to its recipient, if not now: by the
 * database's clock (`now`, unless given), which every server's marks are stamped with.
 */
export async function heldUntil(db: Database | Tx, { delivery }: OutboxItem, now?: Date): Promise<Date | undefined> {
  const { channel, recipient } = delivery;
  if (!recipient || (channel !== "homeowner-email" && channel !== "owner-sms")) return undefined;
  const at = now ?? (await databaseNow(db));
  if (channel === "homeowner-email") {
    // The fifth most recent e-mail of the last day: the next one may go when it is a day old.
    const since = new Date(at.getTime() - DAY_MS);
    const recent = await sentLately(db, { channel, recipient }, since, HOMEOWNER_EMAILS_PER_DAY);
    const oldest = recent.length >= HOMEOWNER_EMAILS_PER_DAY ? recent.at(-1)?.sentAt : undefined;
    return oldest ? new Date(oldest.getTime() + DAY_MS) : undefined;
  }
  const [last] = await sentLately(db, { channel, recipient }, new Date(at.getTime() - OWNER_TEXT_INTERVAL_MS), 1);
  return last?.sentAt ? new Date(last.sentAt.getTime() + OWNER_TEXT_INTERVAL_MS) : undefined;
}

/**
 * Takes this delivery's turn with its recipient: says when it may go, if not now; otherwise marks
 * it as being sent, so that every server counts it from now on. Under a lock on the recipient that
 * every server sharing the database takes, two servers never both find room for one more. The mark
 * is the database's time (`now`, unless given), so servers whose clocks differ still count alike.
 */
export async function takeTurn(db: Database, item: OutboxItem, now?: Date): Promise<Date | undefined> {
  const { channel, recipient, id, attempts } = item.delivery;
  if (!recipient || (channel !== "homeowner-email" && channel !== "owner-sms")) return undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pacing ${channel} ${recipient}`}, 0))`);
    // Read once the lock is held: a clock read while waiting for it would be stale.
    const at = now ?? (await databaseNow(tx));
    const until = await heldUntil(tx, item, at);
    if (!until && !item.replaced)
      await tx
        .update(deliveries)
        .set({ sentAt: at })
        .where(and(eq(deliveries.id, id), eq(deliveries.attempts, attempts), eq(deliveries.status, "pending")));
    return until;
  });
}

/**
 * Gives claimed rows back to wait until `until`, as if never tried: the wait is the limit's, not a
 * failure, so it neither counts as an attempt nor starts the day after which a delivery is given up.
 */
export async function deferLeases(db: Database, rows: readonly Delivery[], until: Date) {
  for (const row of rows) {
    await db
      .update(deliveries)
      .set({
        nextAttemptAt: until,
        attempts: sql`${deliveries.attempts} - 1`,
        firstAttemptAt: row.attempts <= 1 ? null : row.firstAttemptAt,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.attempts, row.attempts), eq(deliveries.status, "pending")));
  }
}

/** Records owner texts told in another text (`remoteId`: that text's id). */
export async function recordFolded(db: Database, rows: readonly Delivery[], remoteId: string | undefined) {
  for (const row of rows) {
    await db
      .update(deliveries)
      .set({ status: "folded", sentAt: sql`now()`, remoteId: remoteId ?? null, lastError: null, updatedAt: sql`now()` })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.attempts, row.attempts), eq(deliveries.status, "pending")));
  }
}

/** Only new leads' texts are folded together; the news of an inspection is its own text. */
export const foldable = (item: OutboxItem) => item.delivery.channel === "owner-sms" && item.delivery.kind === "contact";
