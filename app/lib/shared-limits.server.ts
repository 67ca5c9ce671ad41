import { createHmac } from "node:crypto";
import { eq, lte, sql } from "drizzle-orm";
import type { IncrementResponse, Options, Store } from "express-rate-limit";
import type { Database } from "~/lib/db/client.server";
import { apiBudgets, rateLimitHits } from "~/lib/db/schema";
import {
  type BudgetLane,
  type BudgetLimits,
  laneRoom,
  type RequestBudget,
  sleepUnlessAborted,
  untilAborted,
} from "~/lib/outbox/http.server";

/**
 * Limits that must hold across every server sharing one PostgreSQL: the visitors' submission
 * limit and an outside API's request budget. Each server keeping its own count would let two
 * servers accept twice the submissions, and send LeadConnector twice its allowance.
 */

/** How often expired counts are swept, at most (by whichever server counts next). */
const SWEEP_EVERY_MS = 60_000;

/**
 * An express-rate-limit store in the `rate_limit_hits` table, with MemoryStore's semantics: a
 * client's window starts at its first hit and its count restarts once the window is over. Keys are
 * client addresses, stored as an HMAC so the table never holds an address.
 */
export class PostgresRateLimitStore implements Store {
  /** Counts are shared: one server's hits count on every other. */
  localKeys = false;

  /** Tells express-rate-limit two limits on one address apart (its check against counting twice). */
  get prefix(): string {
    return `${this.scope}:`;
  }
  #windowMs = 60_000;
  #nextSweep = 0;

  /** `scope`: which limit this store counts, so two limits on one address keep separate counts. */
  constructor(
    private readonly db: Database,
    private readonly hashKey: string,
    private readonly scope = "rate-limit",
  ) {}

  init(options: Options) {
    this.#windowMs = options.windowMs;
  }

  #key(key: string): string {
    return createHmac("sha256", this.hashKey).update(`${this.scope}:${key}`).digest("base64url");
  }

  async increment(key: string): Promise<IncrementResponse> {
    const expired = sql`${rateLimitHits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.#key(key), hits: 1, resetAt: sql`now() + ${this.#windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
    if (Date.now() >= this.#nextSweep) {
      this.#nextSweep = Date.now() + SWEEP_EVERY_MS;
      void this.db
        .delete(rateLimitHits)
        .where(lte(rateLimitHits.resetAt, sql`now()`))
        .catch(() => {});
    }
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async get(key: string) {
    const [row] = await this.db
      .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${this.#key(key)} and ${rateLimitHits.resetAt} > now()`);
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, this.#key(key)));
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.#key(key)));
  }
}

/** The longest a 429's Retry-After holds every call, as in the in-process budget. */
const MAX_PAUSE_MS = 60_000;

const dbNowMs = sql<number>`extract(epoch from clock_timestamp()) * 1000`.mapWith(Number);

/**
 * At most `limit` calls per `windowMs` (a sliding window) across every server on this database,
 * in the `api_budgets` row of `bucket`. Each call is granted under that row's lock and stamped with
 * the database's clock, so servers whose clocks differ still agree. Calls from this process queue
 * here first, so only one of them at a time waits on the database; a visitor's call skips that
 * queue, and may use the `reserve` the queue leaves free.
 */
export function sharedRequestBudget({
  db,
  bucket,
  ...limits
}: BudgetLimits & { db: Database; bucket: string }): RequestBudget {
  const { windowMs } = limits;
  let created: Promise<unknown> | undefined;
  let queue = Promise.resolve();

  /** Takes a call if the lane's room allows one now; otherwise how long to wait before asking again. */
  const tryTake = async (room: number): Promise<number> => {
    created ??= db.insert(apiBudgets).values({ bucket }).onConflictDoNothing();
    await created.catch((error: unknown) => {
      created = undefined;
      throw error;
    });
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ calls: apiBudgets.calls, pausedUntil: apiBudgets.pausedUntil })
        .from(apiBudgets)
        .where(eq(apiBudgets.bucket, bucket))
        .for("update");
      // Read after the lock is held: a clock read while waiting for it would be stale.
      const [clock] = await tx.select({ now: dbNowMs }).from(apiBudgets).where(eq(apiBudgets.bucket, bucket));
      const now = clock!.now;
      if (now < row!.pausedUntil) return row!.pausedUntil - now;
      const recent = row!.calls.filter((at) => at > now - windowMs);
      if (recent.length >= room) return recent[recent.length - room]! + windowMs - now + 1;
      await tx
        .update(apiBudgets)
        .set({ calls: [...recent, now] })
        .where(eq(apiBudgets.bucket, bucket));
      return 0;
    });
  };

  return {
    async pauseUntil(time: number) {
      const ms = Math.min(Math.max(0, time - Date.now()), MAX_PAUSE_MS);
      // Best effort: when it cannot be written, the next 429 says the same.
      await db
        .update(apiBudgets)
        .set({ pausedUntil: sql`greatest(${apiBudgets.pausedUntil}, ${dbNowMs} + ${ms})` })
        .where(eq(apiBudgets.bucket, bucket))
        .catch(() => {});
    },
    take(signal?: AbortSignal, lane: BudgetLane = "queue"): Promise<void> {
      const wait = async () => {
        for (;;) {
          if (signal?.aborted) return;
          const waitMs = await tryTake(laneRoom(limits, lane));
          if (waitMs <= 0) return;
          await sleepUnlessAborted(Math.min(waitMs, windowMs), signal);
        }
      };
      if (lane === "visitor") return untilAborted(wait(), signal);
      const turn = queue.then(wait);
      queue = turn.catch(() => {});
      return untilAborted(turn, signal);
    },
  };
}
