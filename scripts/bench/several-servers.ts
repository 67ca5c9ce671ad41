import { startPostgres } from "../../tests/support/postgres";
import { type LoadFigures, loadTest } from "./api";
import { startProductionServer } from "./servers";

/**
 * Two servers on one PostgreSQL against one: the load test's saturated mix (pages, a lead, a
 * quote, over and over, no pause) on the same 50 connections, all on one server, then split
 * between two as a load balancer would spread them, each time on a fresh database in the same
 * PostgreSQL, measured in the same run. Both servers count the submission limit and share the
 * outbox in that database, as in production.
 */

export type SeveralServersFigures = {
  seconds: number;
  connections: number;
  one: LoadFigures;
  /** Each server's share of the connections. */
  two: LoadFigures[];
  twoRequestsPerSecond: number;
  /** Two servers' requests per second over one's. */
  ratio: number;
};

const SERVER_ENV = { LEAD_RATE_LIMIT: "10000000" };

export async function severalServers({
  seconds,
  connections = 50,
}: {
  seconds: number;
  connections?: number;
}): Promise<SeveralServersFigures> {
  const pg = await startPostgres();
  try {
    const alone = await startProductionServer({ ...SERVER_ENV, DATABASE_URL: await pg.createDatabase("bench_one") });
    let one: LoadFigures;
    try {
      one = await loadTest({ seconds, connections, target: alone });
    } finally {
      await alone.stop();
    }
    const databaseUrl = await pg.createDatabase("bench_two");
    const pair = await Promise.all(
      [1, 2].map(() => startProductionServer({ ...SERVER_ENV, DATABASE_URL: databaseUrl })),
    );
    let two: LoadFigures[];
    try {
      two = await Promise.all(
        pair.map((target, i) =>
          loadTest({ seconds, connections: connections / 2 + (i === 0 ? connections % 2 : 0), target }),
        ),
      );
    } finally {
      await Promise.all(pair.map((s) => s.stop()));
    }
    const twoRequestsPerSecond = two.reduce((sum, f) => sum + f.requestsPerSecond, 0);
    return {
      seconds,
      connections,
      one,
      two,
      twoRequestsPerSecond,
      ratio: Number((twoRequestsPerSecond / one.requestsPerSecond).toFixed(2)),
    };
  } finally {
    await pg.destroy();
  }
}

const statusesOf = (figures: LoadFigures[]) => {
  const all: Record<string, number> = {};
  for (const f of figures) for (const [status, n] of Object.entries(f.statuses)) all[status] = (all[status] ?? 0) + n;
  return Object.entries(all)
    .map(([status, n]) => `${status} x ${n.toLocaleString("en-US")}`)
    .join(", ");
};

/** The report's section, in Markdown. */
export function severalServersReport(f: SeveralServersFigures): string {
  const errors = (figures: LoadFigures[]) => figures.reduce((n, x) => n + x.errors, 0);
  return [
    "## Two servers on one PostgreSQL against one server\n",
    `The saturated mix on ${f.connections} connections, all on one server, then split between two servers sharing one PostgreSQL (the submission limit and the outbox counted there), ${f.seconds} s each: two servers ${f.twoRequestsPerSecond}/s (${f.two.map((x) => x.requestsPerSecond).join(" + ")}) against one ${f.one.requestsPerSecond}/s, **${f.ratio}x**. p99 ${Math.max(...f.two.map((x) => x.p99))} ms against ${f.one.p99} ms; answers with two: ${statusesOf(f.two)}; with one: ${statusesOf([f.one])}; connection errors and timeouts: ${errors(f.two)} against ${errors([f.one])}.`,
    "\n(The servers, PostgreSQL and the load generator share this machine's cores: a second server adds an event loop, not cores. Several servers are for deploys without downtime, and for machines with cores to spare.)",
  ].join("\n");
}
