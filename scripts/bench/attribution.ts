import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../app/lib/db/client.server";
import { pageViews } from "../../app/lib/db/schema";
import { startProductionServer } from "./servers";

/**
 * What recording where visitors come from costs a page view: the same prerendered page from the
 * production server with the attribution cookie and page-view counting (the default) and without
 * them (`ATTRIBUTION=off`), side by side in one run. Two cases with it: every request a new
 * visitor (each answer sets the cookie and counts an entrance: the worst case) and a returning
 * visitor sending the cookie back (the common case). Afterwards the counts in the database must
 * equal the page views answered: batching loses none.
 */

export type AttributionFigures = {
  page: string;
  /** Requests per second. */
  without: number;
  newVisitors: number;
  returning: number;
  newVisitorsRatio: number;
  returningRatio: number;
  p99: { without: number; newVisitors: number; returning: number };
  /** Page views in the database against views answered (and sent) with it on. */
  counted: { views: number; answered: number; sent: number; consistent: boolean };
};

const PAGE = "/roofing-tampa-fl";
const CONNECTIONS = 50;
/** A returning visitor's cookie: a first touch from a search, a last from an ad. */
const RETURNING_COOKIE =
  "sfr_touch=f.at=1780000000000&f.p=%2Froofing-tampa-fl&f.r=https%3A%2F%2Fwww.google.com&l.at=1780000500000&l.p=%2F&l.utm_source=google&l.utm_medium=cpc&l.gclid=Cj0KCQjw_bench";

function get(url: string, seconds: number, headers: Record<string, string> = {}) {
  return autocannon({
    url: `${url}${PAGE}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 (bench)", ...headers },
  });
}

export async function attributionThroughput({
  seconds,
  warmSeconds,
}: {
  seconds: number;
  warmSeconds: number;
}): Promise<AttributionFigures> {
  const on = await startProductionServer();
  const off = await startProductionServer({ ATTRIBUTION: "off" });
  try {
    await get(off.url, warmSeconds);
    const warmOn = await get(on.url, warmSeconds);
    // Alternated, the run without measured before and after, so drift on a shared machine evens out.
    const without1 = await get(off.url, seconds);
    const fresh = await get(on.url, seconds);
    const returning = await get(on.url, seconds, { cookie: RETURNING_COOKIE });
    const without2 = await get(off.url, seconds);
    const withoutRate = (without1.requests.average + without2.requests.average) / 2;
    const runsOn = [warmOn, fresh, returning];
    const answered = runsOn.reduce((n, r) => n + r["2xx"], 0);
    const sent = runsOn.reduce((n, r) => n + r.requests.sent, 0);
    await on.stop({ keepData: true });
    const counted = await countedViews(on.dataDir);
    on.removeData();
    return {
      page: PAGE,
      without: Math.round(withoutRate),
      newVisitors: Math.round(fresh.requests.average),
      returning: Math.round(returning.requests.average),
      newVisitorsRatio: Number((fresh.requests.average / withoutRate).toFixed(3)),
      returningRatio: Number((returning.requests.average / withoutRate).toFixed(3)),
      p99: {
        without: Math.max(without1.latency.p99, without2.latency.p99),
        newVisitors: fresh.latency.p99,
        returning: returning.latency.p99,
      },
      // Requests still in flight when a run ends are counted by the server but not by the load generator.
      counted: { views: counted, answered, sent, consistent: counted >= answered && counted <= sent },
    };
  } finally {
    await on.stop();
    await off.stop();
  }
}

/** The page views a stopped server left in its database (it adds the last counts as it stops). */
async function countedViews(dataDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir, poolSize: 1 });
  try {
    const [row] = await handle.db
      .select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
      .from(pageViews);
    return row?.views ?? 0;
  } finally {
    await handle.close();
  }
}

/** The report's section, in Markdown. */
export function describeAttribution(f: AttributionFigures): string[] {
  return [
    `GET ${f.page} (prerendered), ${CONNECTIONS} connections, from the production server with the attribution cookie and page-view counting and without them (\`ATTRIBUTION=off\`), side by side in one run:\n`,
    "| Case | Requests/s | Ratio to without | p99 |",
    "|---|---:|---:|---:|",
    `| Without (mean of a run before and after) | ${f.without} | 1 | ${f.p99.without} ms |`,
    `| With: every request a new visitor (cookie set, entrance counted) | ${f.newVisitors} | ${f.newVisitorsRatio} | ${f.p99.newVisitors} ms |`,
    `| With: a returning visitor sending the cookie back | ${f.returning} | ${f.returningRatio} | ${f.p99.returning} ms |`,
    "",
    `Page views in the database afterwards: ${f.counted.views.toLocaleString("en-US")}, for ${f.counted.answered.toLocaleString("en-US")} answered of ${f.counted.sent.toLocaleString("en-US")} sent${f.counted.consistent ? " (none lost)" : " **MISMATCH**"}.`,
  ];
}

// `npx tsx scripts/bench/attribution.ts [--quick]`: this section alone, on the current build.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes("--quick");
  const figures = await attributionThroughput(quick ? { seconds: 3, warmSeconds: 1 } : { seconds: 10, warmSeconds: 2 });
  console.log(describeAttribution(figures).join("\n"));
}
