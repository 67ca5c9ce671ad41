import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { crmDeliveries } from "~/lib/db/schema";
import type { Logger } from "~/lib/logger.server";
import {
  backoffMs,
  claimDue,
  DEFAULT_RETRY_POLICY,
  recordResult,
  releaseLeases,
  renewLeases,
  type RetryPolicy,
} from "./outbox.server";
import type { CrmProvider, OutboxItem } from "./provider.server";

export type OutboxWorker = {
  /** Looks for due deliveries now instead of at the next poll (called after a lead is stored). */
  wake(): void;
  /** Finishes the sends in flight, gives back the deliveries not yet sent, and stops. */
  stop(): Promise<void>;
};

export type WorkerOptions = {
  db: Database;
  logger: Logger;
  /** Undefined when CRM_PROVIDER is `none`: deliveries stay pending until a provider is set. */
  provider: CrmProvider | undefined;
  pollMs: number;
  /** Deliveries sent at once by this process. */
  concurrency?: number;
  policy?: RetryPolicy;
};

/**
 * Claimed deliveries grouped by the person they are about (email, else phone), oldest lead first:
 * a person's deliveries are sent one after another, so two upserts of one contact never race at
 * the CRM and their tags arrive in the order the forms were sent. Different people go in parallel.
 */
function byContact(items: OutboxItem[]): OutboxItem[][] {
  const groups = new Map<string, OutboxItem[]>();
  const sorted = [...items].sort((a, b) => a.lead.createdAt.getTime() - b.lead.createdAt.getTime());
  for (const item of sorted) {
    const key = item.lead.email ?? item.lead.phone ?? item.delivery.id;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

/** Runs the CRM outbox inside the server process. */
export function startOutboxWorker({
  db,
  logger,
  provider,
  pollMs,
  concurrency = 4,
  policy = DEFAULT_RETRY_POLICY,
}: WorkerOptions): OutboxWorker {
  if (!provider) {
    void db
      .select({ waiting: count() })
      .from(crmDeliveries)
      .where(and(eq(crmDeliveries.status, "pending")))
      .then(([row]) =>
        logger.warn(
          { waiting: row?.waiting ?? 0 },
          "CRM integration not configured (CRM_PROVIDER=none): leads are stored and will be forwarded once a provider is set",
        ),
      )
      .catch(() => {});
    return { wake() {}, stop: async () => {} };
  }

  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const deliver = async (item: OutboxItem) => {
    const { delivery, lead } = item;
    const context = {
      leadId: lead.id,
      deliveryId: delivery.id,
      kind: delivery.kind,
      provider: provider.name,
      attempt: delivery.attempts,
    };
    let result;
    try {
      result = await provider.send(item);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ ...context, err: error }, `Error sending to ${provider.label}: ${message}`);
      result = { ok: false as const, retryable: true, error: message };
    }
    const recorded = await recordResult(db, delivery, provider.name, result, policy);
    if (recorded.outcome === "superseded") {
      logger.warn(
        { ...context, ok: result.ok },
        "CRM delivery took longer than its lease and was claimed again; the newer attempt records the result",
      );
    } else if (result.ok) {
      logger.info(
        { ...context, contactId: result.contactId },
        delivery.kind === "contact" ? "CRM contact created" : "CRM contact updated",
      );
    } else if (recorded.outcome === "retry") {
      logger.warn(
        { ...context, status: result.status, error: result.error, nextAttemptAt: recorded.nextAttemptAt },
        `Error calling ${provider.label} - check crm_deliveries.last_error; will retry`,
      );
    } else if (recorded.outcome === "failed") {
      // 401 and 403 are the integration's settings (token, location), not this lead.
      const setup = result.status === 401 || result.status === 403;
      logger.error(
        { ...context, status: result.status, error: result.error },
        setup
          ? `${provider.label} refused our credentials; not retrying. Fix the CRM settings, then \`npm run leads -- retry --all-failed\``
          : `${provider.label} rejected the contact; not retrying. Once the cause is fixed, \`npm run leads -- retry ${delivery.id}\``,
      );
    } else if (recorded.outcome === "dead") {
      logger.error(
        { ...context, error: result.error },
        "CRM delivery given up after 24 hours of retries; the lead is stored; send it again with `npm run leads -- retry --all-dead`",
      );
    }
  };

  /**
   * One person's deliveries, one after another. It never rejects: whatever fails, the rows not yet
   * recorded are given back (due at once), so none waits out its lease; so are the rest when the
   * server is stopping.
   */
  const deliverInTurn = async (items: OutboxItem[]) => {
    for (let i = 0; i < items.length; i++) {
      const waiting = items.slice(i).map((item) => item.delivery);
      try {
        if (stopped) return await releaseLeases(db, waiting);
        if (i > 0) await renewLeases(db, waiting, policy);
        await deliver(items[i]!);
      } catch (error) {
        logger.error(
          { err: error, leadId: items[i]!.lead.id, deliveryId: items[i]!.delivery.id },
          "CRM outbox: could not record a delivery; it is released and will be sent again",
        );
        // If the database is what failed, this fails too, and the lease runs out instead.
        await releaseLeases(db, waiting, backoffMs(items[i]!.delivery.attempts, policy)).catch(() => {});
        return;
      }
    }
  };

  const loop = (async () => {
    while (!stopped) {
      let claimed = 0;
      try {
        const batch = await claimDue(db, concurrency, policy);
        claimed = batch.length;
        await Promise.all(byContact(batch).map(deliverInTurn));
      } catch (error) {
        logger.error({ err: error }, "CRM outbox: could not claim deliveries; retrying shortly");
      }
      if (claimed > 0 || stopped) continue;
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
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
