import { setMaxListeners } from "node:events";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { type Channel, deliveries, type Delivery } from "~/lib/db/schema";
import { errorLine } from "~/lib/error-summary.server";
import type { Logger } from "~/lib/logger.server";
import type { OutboxItem, Sender, Senders } from "./channels.server";
import type { SendResult } from "./http.server";
import {
  backoffMs,
  claimDue,
  DEFAULT_RETRY_POLICY,
  dueChannels,
  recordResult,
  releaseLeases,
  renewLeases,
  type RecordedOutcome,
  type RetryPolicy,
} from "./outbox.server";
import { deferLeases, foldable, recordFolded, takeTurn } from "./pacing.server";

export type OutboxWorker = {
  /** Looks for due deliveries now instead of at the next poll (called after a lead is stored). */
  wake(): void;
  /**
   * Resolves once a look for due deliveries, begun after the call, found none and nothing is in
   * flight: whatever was due has been sent or recorded as failed.
   */
  idle(): Promise<void>;
  /** Finishes the sends in flight, gives back the deliveries not yet sent, and stops. */
  stop(): Promise<void>;
};

export type WorkerOptions = {
  db: Database;
  logger: Logger;
  /** The sender of each configured channel; a channel without one keeps its rows pending. */
  senders: Senders;
  pollMs: number;
  /** Deliveries of each channel sent at once by this process. */
  concurrency?: number;
  policy?: RetryPolicy;
};

/**
 * Deliveries of one channel about one person (email, else phone) are sent one after another. The
 * calendar's appointments wait in the CRM's line: the contact they are made for comes first. The
 * owner's texts to one phone wait in one line, where a burst of leads becomes one text; a
 * homeowner's e-mails, in their address's line (the line each limit of pacing.server.ts counts).
 */
const turnKey = (item: OutboxItem) => turnKeys(item)[0]!;

/**
 * Every line a delivery waits in. The CRM matches a contact by email or by phone, so its
 * deliveries wait in both lines: two leads that share only a phone are one contact there, and the
 * second, sent at the same time, would find no contact yet and write over the first.
 */
const turnKeys = ({ delivery, lead }: OutboxItem): string[] => {
  if (delivery.channel === "owner-sms" || (delivery.channel === "homeowner-email" && delivery.recipient))
    return [`${delivery.channel} ${delivery.recipient}`];
  const line = delivery.channel === "crm-appointment" ? "crm" : delivery.channel;
  const main = `${line} ${lead.email ?? lead.phone ?? delivery.id}`;
  return line === "crm" && lead.email && lead.phone ? [main, `${line} ${lead.phone}`] : [main];
};

/**
 * Claimed deliveries grouped by channel and person, oldest lead first: two upserts of one contact
 * never race at the CRM, and their tags arrive in the order the forms were sent. Different people
 * and different channels go in parallel: an alert never waits on the CRM.
 */
function byTurn(items: OutboxItem[]): Map<string, OutboxItem[]> {
  const groups = new Map<string, OutboxItem[]>();
  const appointment = (item: OutboxItem) => (item.delivery.channel === "crm-appointment" ? 1 : 0);
  const sorted = [...items].sort(
    (a, b) => a.lead.createdAt.getTime() - b.lead.createdAt.getTime() || appointment(a) - appointment(b),
  );
  for (const item of sorted) groups.set(turnKey(item), [...(groups.get(turnKey(item)) ?? []), item]);
  return groups;
}

/** One log line per attempt, in the owner's terms. */
function logAttempt(
  logger: Logger,
  sender: Sender,
  { delivery, lead }: OutboxItem,
  result: SendResult,
  recorded: { outcome: RecordedOutcome; nextAttemptAt?: Date },
  /** Further leads told in the same text. */
  folded = 0,
) {
  const context = {
    leadId: lead.id,
    deliveryId: delivery.id,
    channel: delivery.channel,
    kind: delivery.kind,
    provider: sender.name,
    ...(folded > 0 ? { folded } : {}),
    attempt: delivery.attempts,
  };
  const what = delivery.channel === "crm" ? "CRM delivery" : `${delivery.channel} delivery`;
  if (recorded.outcome === "superseded") {
    logger.warn(
      { ...context, ok: result.ok },
      `${what} took longer than its lease and was claimed again; the newer attempt records the result`,
    );
  } else if (recorded.outcome === "replaced") {
    logger.info(context, `${what} not sent: a newer message to the same recipient tells the same news as it stands`);
  } else if (result.ok) {
    logger.info({ ...context, remoteId: result.remoteId }, `${what} ${result.written ? "written" : "sent"}`);
  } else if (recorded.outcome === "retry") {
    logger.warn(
      { ...context, status: result.status, error: result.error, nextAttemptAt: recorded.nextAttemptAt },
      `Error calling ${sender.label} - check deliveries.last_error; will retry`,
    );
  } else if (recorded.outcome === "failed") {
    // 401 and 403 are the integration's settings (token, account), not this lead.
    const setup = result.status === 401 || result.status === 403;
    logger.error(
      { ...context, status: result.status, error: result.error },
      setup
        ? `${sender.label} refused our credentials; not retrying. Fix the settings, then \`npm run leads -- retry --all-failed\``
        : `${sender.label} refused the ${what}; not retrying. Once the cause is fixed, \`npm run leads -- retry ${delivery.id}\``,
    );
  } else if (recorded.outcome === "dead") {
    logger.error(
      { ...context, error: result.error },
      `${what} given up after 24 hours of retries; the lead is stored; send it again with \`npm run leads -- retry --all-dead\``,
    );
  }
}

/** Runs the outbox inside the server process: every configured channel. */
export function startOutboxWorker({
  db,
  logger,
  senders,
  pollMs,
  concurrency = 16,
  policy = DEFAULT_RETRY_POLICY,
}: WorkerOptions): OutboxWorker {
  const channels = Object.keys(senders) as Channel[];
  if (!senders.crm) {
    void db
      .select({ waiting: count() })
      .from(deliveries)
      .where(and(eq(deliveries.status, "pending"), eq(deliveries.channel, "crm")))
      .then(([row]) =>
        logger.warn(
          { waiting: row?.waiting ?? 0 },
          "CRM integration not configured (CRM_PROVIDER=none): leads are stored and will be forwarded once a provider is set",
        ),
      )
      .catch(() => {});
  }
  if (channels.length === 0) return { wake() {}, idle: async () => {}, stop: async () => {} };

  let stopped = false;
  const stopping = new AbortController();
  // Every send in flight (up to `concurrency` per channel) listens for the stop, and stops listening
  // when it ends: more than Node's default ten at once is the design, not a leak.
  setMaxListeners(concurrency * channels.length + 1, stopping.signal);
  let wakeUp: (() => void) | undefined;
  let woken = false;
  /** Callers of idle(), resolved by the first quiet look begun after they asked. */
  let idleWaiters: Array<() => void> = [];

  /**
   * Runs a send while keeping its rows' lease, renewed every third of it: a send may outlast the
   * lease (a CRM holding its calls through a run of 429s), and a row whose lease ran out would be
   * claimed and sent again meanwhile. The renewals end before the result is written.
   */
  const keepingLeases = async <T>(rows: readonly Delivery[], send: () => Promise<T>): Promise<T> => {
    const renew = async () => void (await renewLeases(db, rows, policy).catch(() => {}));
    let renewal = Promise.resolve();
    const timer = setInterval(() => (renewal = renewal.then(renew)), policy.leaseMs / 3);
    try {
      return await send();
    } finally {
      clearInterval(timer);
      await renewal;
    }
  };

  /** `folded`: claimed rows this one's message also tells (recorded with it when it is sent). */
  const deliver = async (item: OutboxItem, folded: OutboxItem[] = []) => {
    const sender = senders[item.delivery.channel]!;
    const claimed = [item, ...folded].map((f) => f.delivery);
    let result: SendResult;
    try {
      result = item.replaced
        ? { ok: true, replaced: true }
        : await keepingLeases(claimed, () => sender.send(item, { signal: stopping.signal }));
    } catch (error) {
      // Stopping before anything was sent: the delivery (and the leads its text would have told)
      // goes back, due now, for another server.
      if (stopping.signal.aborted) return void (await releaseLeases(db, claimed));
      // Kept in the delivery for the owner: a failed query's message would list a visitor's data.
      const message = errorLine(error);
      logger.warn(
        { leadId: item.lead.id, deliveryId: item.delivery.id, err: error },
        `Error sending to ${sender.label}: ${message}`,
      );
      result = { ok: false, retryable: true, error: message };
    }
    const recorded = await recordResult(db, item.delivery, sender.name, result, policy);
    if (recorded.nextAttemptAt) wakeAfter(recorded.nextAttemptAt.getTime() - Date.now());
    if (folded.length === 0) return logAttempt(logger, sender, item, result, recorded);
    if (recorded.outcome === "sent")
      await recordFolded(
        db,
        folded.map((f) => f.delivery),
        result.ok ? result.remoteId : undefined,
      );
    // Not sent: each is given back to be told again, in the next text.
    else {
      const after = backoffMs(item.delivery.attempts, policy);
      await releaseLeases(
        db,
        folded.map((f) => f.delivery),
        after,
      );
      wakeAfter(after);
    }
    logAttempt(logger, sender, item, result, recorded, folded.length);
  };

  /**
   * One person's deliveries on one channel, in order. It never rejects: whatever fails, the rows not
   * yet recorded are given back (due again after a back-off), so none waits out its lease; so are
   * the rest when the server is stopping. Rows that waited their turn have their lease renewed first;
   * one whose lease ran out and was claimed again is left to the attempt that holds it now.
   * A recipient at their limit (pacing.server.ts) gets the rest later; an owner's text tells every
   * new lead waiting in its line.
   */
  const deliverInTurn = async (queue: OutboxItem[], waited: boolean) => {
    let items = queue;
    for (let i = 0; i < items.length; i++) {
      const waiting = items.slice(i).map((item) => item.delivery);
      try {
        if (stopped) return await releaseLeases(db, waiting);
        if (i > 0 || waited) {
          const held = await renewLeases(db, waiting, policy);
          items = [...items.slice(0, i), ...items.slice(i).filter((item) => held.has(item.delivery.id))];
          if (i === items.length) return;
        }
        const until = await takeTurn(db, items[i]!);
        if (until) {
          await deferLeases(db, waiting, until);
          return wakeAfter(until.getTime() - Date.now());
        }
        if (foldable(items[i]!)) {
          const folded = items.slice(i + 1).filter(foldable);
          items = [...items.slice(0, i + 1), ...items.slice(i + 1).filter((item) => !foldable(item))];
          await deliver({ ...items[i]!, folded: folded.map((item) => item.lead) }, folded);
        } else await deliver(items[i]!);
      } catch (error) {
        logger.error(
          { err: error, leadId: items[i]!.lead.id, deliveryId: items[i]!.delivery.id },
          "Outbox: could not record a delivery; it is released and will be sent again",
        );
        // If the database is what failed, this fails too, and the lease runs out instead.
        const after = backoffMs(items[i]!.delivery.attempts, policy);
        await releaseLeases(db, waiting, after).then(
          () => wakeAfter(after),
          () => {},
        );
        return;
      }
    }
  };

  /** The last of each key's groups in flight: a group claimed later for the same key runs after it. */
  const turns = new Map<string, Promise<void>>();
  /** Deliveries in flight per channel (a turn's items are all of one channel). */
  const sending = new Map<Channel, number>();
  const inFlight = (channel: Channel) => sending.get(channel) ?? 0;

  const start = (items: OutboxItem[]) => {
    // A group's turn follows every turn in flight in any of its lines, and holds them all.
    const keys = [...new Set(items.flatMap(turnKeys))];
    const waitedFor = [...new Set(keys.flatMap((key) => turns.get(key) ?? []))];
    const before = waitedFor.length > 0 ? Promise.all(waitedFor) : undefined;
    const { channel } = items[0]!.delivery;
    sending.set(channel, inFlight(channel) + items.length);
    // Waiting behind the turn before it, the rows keep their lease: no other attempt claims them meanwhile.
    const rows = items.map((item) => item.delivery);
    const renew = () => void renewLeases(db, rows, policy).catch(() => {});
    const renewal = before ? setInterval(renew, policy.leaseMs / 2) : undefined;
    const turn: Promise<void> = (before ?? Promise.resolve())
      .then(() => {
        clearInterval(renewal);
        return deliverInTurn(items, before !== undefined);
      })
      .finally(() => {
        sending.set(channel, inFlight(channel) - items.length);
        for (const key of keys) if (turns.get(key) === turn) turns.delete(key);
        wake();
      });
    for (const key of keys) turns.set(key, turn);
  };

  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  /**
   * Looks again when a delivery this process put back falls due before the next poll would: a short
   * back-off, a Retry-After or a recipient's pacing is kept to the millisecond, not rounded up to
   * the poll. The poll finds the rest (later retries, a lease that ran out on a server that
   * stopped, a row another process changed).
   */
  const wakeAfter = (ms: number) => {
    if (ms < pollMs) setTimeout(wake, Math.max(0, ms)).unref();
  };

  // Claims as sends finish, up to `concurrency` in flight per channel: a slow receiver, or a CRM
  // holding its calls to LeadConnector's budget, holds only its own rows, and the owner's alert
  // never waits behind a queue of CRM deliveries.
  const loop = (async () => {
    while (!stopped) {
      let full = false;
      let claimed = 0;
      const waiters = idleWaiters;
      idleWaiters = [];
      // Claims only where something is due: an idle server's look is one query, not one per channel.
      // Only channels with room are looked at: while every one is busy, a wake costs no query.
      const open = channels.filter((channel) => inFlight(channel) < concurrency);
      const due = await dueChannels(db, open).catch((error: unknown) => {
        logger.error({ err: error }, "Outbox: could not claim deliveries; retrying shortly");
        return new Set<Channel>();
      });
      for (const channel of open) {
        const room = concurrency - inFlight(channel);
        if (room <= 0 || stopped || !due.has(channel)) continue;
        try {
          const batch = await claimDue(db, room, policy, [channel]);
          full ||= batch.length === room;
          claimed += batch.length;
          for (const items of byTurn(batch).values()) start(items);
        } catch (error) {
          logger.error({ err: error, channel }, "Outbox: could not claim deliveries; retrying shortly");
        }
      }
      if (claimed === 0 && turns.size === 0) for (const resolve of waiters) resolve();
      else idleWaiters.push(...waiters);
      if (stopped || full) continue;
      if (woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();

  return {
    wake,
    idle() {
      if (stopped) return Promise.resolve();
      const quiet = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wake();
      return quiet;
    },
    async stop() {
      stopped = true;
      stopping.abort();
      wakeUp?.();
      await loop;
      await Promise.all(turns.values());
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
}
