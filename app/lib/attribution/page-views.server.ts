import { sql } from "drizzle-orm";
import { businessDay } from "~/lib/business-time";
import type { Database } from "~/lib/db/client.server";
import { pageViews } from "~/lib/db/schema";
import type { Logger } from "~/lib/logger.server";

/**
 * Page views per content page per business day. A view costs a map update in memory; every few
 * seconds one statement adds what was counted to the database (`views = views + n`), so servers
 * sharing a database add up to one figure. Nothing about the visitor is kept: a path, a day, two
 * numbers.
 */

export type PageViewCounter = {
  count(path: string, entrance: boolean): void;
  /** Adds what has been counted to the database now. */
  flush(): Promise<void>;
  /** The last flush; no more counting. */
  stop(): Promise<void>;
};

export const PAGE_VIEW_FLUSH_MS = 10_000;

type Tally = { day: string; path: string; views: number; entrances: number };

export function startPageViewCounter({
  db,
  logger,
  flushMs = PAGE_VIEW_FLUSH_MS,
}: {
  db: Database;
  logger: Logger;
  flushMs?: number;
}): PageViewCounter {
  let tallies = new Map<string, Tally>();
  let day = "";
  let dayCheckedAt = 0;
  // The business's date, worked out at most once a second rather than for every view.
  const today = (now: number) => {
    if (now - dayCheckedAt >= 1_000) {
      day = businessDay(new Date(now));
      dayCheckedAt = now;
    }
    return day;
  };

  let flushing: Promise<void> = Promise.resolve();
  const flush = () =>
    (flushing = flushing.then(async () => {
      if (tallies.size === 0) return;
      const batch = tallies;
      tallies = new Map();
      const rows = [...batch.values()];
      try {
        await db
          .insert(pageViews)
          .values(rows)
          .onConflictDoUpdate({
            target: [pageViews.day, pageViews.path],
            set: {
              views: sql`${pageViews.views} + excluded.views`,
              entrances: sql`${pageViews.entrances} + excluded.entrances`,
            },
          });
      } catch (error) {
        // Kept for the next flush: the database may be back by then.
        for (const row of rows) add(row.day, row.path, row.views, row.entrances);
        logger.warn({ err: error, pages: rows.length }, "page views not saved yet; trying again shortly");
      }
    }));

  const add = (date: string, path: string, views: number, entrances: number) => {
    const key = `${date} ${path}`;
    const tally = tallies.get(key);
    if (tally) {
      tally.views += views;
      tally.entrances += entrances;
    } else tallies.set(key, { day: date, path, views, entrances });
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  let stopped = false;
  return {
    count(path, entrance) {
      if (!stopped) add(today(Date.now()), path, 1, entrance ? 1 : 0);
    },
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
  };
}
