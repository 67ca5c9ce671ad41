import { max, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { deliveries, inspections, leads, officeAudit } from "~/lib/db/schema";
import type { Logger } from "~/lib/logger.server";

/**
 * Tells the office's open pages that something changed: a new lead, a delivery sent or failed, an
 * inspection booked or moved, another owner's action. It watches the database, not this process,
 * so a lead stored by another server behind the load balancer shows too; and only while a page
 * listens. One query of indexed maxima every `pollMs` (docs/decisions/0012-office.md says
 * why this and not LISTEN/NOTIFY).
 */

export type LiveChange = { newestLead: string | null };

export type LiveListener = {
  change(change: LiveChange): void;
  close(): void;
  /** Once the state changes are told from has been read: any change after this one is told. */
  ready?(): void;
};

export type LiveUpdates = {
  /** Listens until the returned function is called or the server stops. */
  subscribe(listener: LiveListener): () => void;
  /** Ends every stream (the server is stopping: each page reconnects to another server). */
  stop(): void;
};

export const LIVE_POLL_MS = 1_500;

export function startLiveUpdates({
  db,
  logger,
  pollMs = LIVE_POLL_MS,
}: {
  db: Database;
  logger: Logger;
  pollMs?: number;
}): LiveUpdates {
  const listeners = new Set<LiveListener>();
  let timer: NodeJS.Timeout | undefined;
  /** A poll is under way or waiting for its turn: one loop at a time. */
  let running = false;
  let last: string | undefined;
  let failing = false;
  let stopped = false;

  const read = async () => {
    const [row] = await db
      .select({
        newestLead: sql<string | null>`${max(leads.createdAt)}::text`,
        delivery: sql<string | null>`(select max(${deliveries.updatedAt}) from ${deliveries})::text`,
        inspection: sql<string | null>`(select max(${inspections.updatedAt}) from ${inspections})::text`,
        action: sql<string | null>`(select max(${officeAudit.at}) from ${officeAudit})::text`,
      })
      .from(leads);
    return row!;
  };

  const poll = async () => {
    timer = undefined;
    try {
      const now = await read();
      const signature = JSON.stringify(now);
      if (last !== undefined && signature !== last) {
        const change = { newestLead: now.newestLead };
        for (const listener of listeners) listener.change(change);
      }
      if (last === undefined) for (const listener of listeners) listener.ready?.();
      last = signature;
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, "the office's live updates could not read the database; trying again");
      failing = true;
    }
    if (listeners.size > 0 && !stopped) timer = setTimeout(() => void poll(), pollMs).unref();
    else running = false;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!running && !stopped) {
        running = true;
        last = undefined;
        void poll();
      } else if (last !== undefined) listener.ready?.();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearTimeout(timer);
          timer = undefined;
          running = false;
        }
      };
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const listener of [...listeners]) listener.close();
      listeners.clear();
    },
  };
}
