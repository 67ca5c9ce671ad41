import { gte, sql } from "drizzle-orm";
import { sourcesReport } from "~/lib/attribution/sources-report.server";
import { businessDay, parseBusinessTime } from "~/lib/business-time";
import { csvCell } from "~/lib/leads/inbox.server";
import type { Database } from "~/lib/db/client.server";
import { deliveries, leads } from "~/lib/db/schema";
import { addDays } from "./inspection-week.server";
export { REPORT_WEEKS } from "./chart-scale";
import { sourceLabel } from "./lead-words.server";

/**
 * The figures behind the office's pictures of where leads come from, by business week (Monday to
 * Sunday, New York time): leads by source and by campaign, each landing page's entrances against
 * its leads, speed to lead (from the form's arrival to the owner's first alert), and spam's share.
 */

export type Series = { name: string; values: number[] };

export type SourcesCharts = {
  weeks: Array<{ start: string; label: string }>;
  bySource: Series[];
  byCampaign: Series[];
  landing: Array<{ page: string; entrances: number; views: number; leads: number; rate: number | null }>;
  /** Seconds from submission to the owner's first alert, per week; null for a week without alerts. */
  speed: { p50: Array<number | null>; p99: Array<number | null>; alerts: number[] };
  spam: { all: number[]; spam: number[] };
  leads: number;
};

/** Sources and campaigns drawn by name; the rest together as "Other". */
const TOP = 5;

/** The Monday on or before a business day. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function topSeries(counts: Map<string, number[]>, size: number): Series[] {
  const ranked = [...counts.entries()]
    .map(([name, values]) => ({ name, values, total: values.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const top = ranked.slice(0, TOP).map(({ name, values }) => ({ name, values }));
  const rest = ranked.slice(TOP);
  if (rest.length === 0) return top;
  return [
    ...top,
    { name: "Other", values: Array.from({ length: size }, (_, i) => rest.reduce((sum, r) => sum + r.values[i]!, 0)) },
  ];
}

export async function sourcesCharts(db: Database, weeks: number, now = new Date()): Promise<SourcesCharts> {
  const first = addDays(weekOf(businessDay(now)), -7 * (weeks - 1));
  const since = parseBusinessTime(first)!;
  const starts = Array.from({ length: weeks }, (_, i) => addDays(first, 7 * i));
  const index = new Map(starts.map((start, i) => [start, i]));
  const [rows, report] = await Promise.all([
    db
      .select({
        createdAt: leads.createdAt,
        status: leads.status,
        possibleSpam: leads.possibleSpam,
        attribution: leads.attribution,
        firstAlert: sql<string | null>`(
          select min(${deliveries.sentAt}) from ${deliveries}
          where ${deliveries.leadId} = ${leads.id} and ${deliveries.kind} = 'contact'
            and ${deliveries.channel} in ('owner-email', 'owner-sms')
            and ${deliveries.status} in ('sent', 'written', 'folded')
        )::text`,
      })
      .from(leads)
      .where(gte(leads.createdAt, since)),
    sourcesReport(db, { since }),
  ]);
  const zeros = () => Array.from({ length: weeks }, () => 0);
  const bySource = new Map<string, number[]>();
  const byCampaign = new Map<string, number[]>();
  const delays: number[][] = starts.map(() => []);
  const all = zeros();
  const spam = zeros();
  let people = 0;
  for (const row of rows) {
    const week = index.get(weekOf(businessDay(row.createdAt)));
    if (week === undefined) continue;
    all[week]! += 1;
    if (row.status === "spam" || row.possibleSpam) {
      spam[week]! += 1;
      continue;
    }
    people += 1;
    const { source, campaign } = sourceLabel(row);
    for (const [map, key] of [
      [bySource, source],
      [byCampaign, campaign],
    ] as const) {
      if (!key) continue;
      const values = map.get(key) ?? zeros();
      values[week]! += 1;
      map.set(key, values);
    }
    if (row.firstAlert) delays[week]!.push((new Date(row.firstAlert).getTime() - row.createdAt.getTime()) / 1000);
  }
  const sorted = delays.map((d) => [...d].sort((a, b) => a - b));
  return {
    weeks: starts.map((start) => ({ start, label: weekLabel(start) })),
    bySource: topSeries(bySource, weeks),
    byCampaign: topSeries(byCampaign, weeks),
    landing: report.byLanding
      .filter((row) => row.entrances > 0 || row.total > 0)
      .slice(0, 10)
      .map((row) => ({
        page: row.page,
        entrances: row.entrances,
        views: row.views,
        leads: row.total,
        rate: row.conversionRate,
      })),
    speed: {
      p50: sorted.map((d) => percentile(d, 50)),
      p99: sorted.map((d) => percentile(d, 99)),
      alerts: sorted.map((d) => d.length),
    },
    spam: { all, spam },
    leads: people,
  };
}

/** "Nov 3": a week by its Monday. */
function weekLabel(start: string): string {
  const [y, m, d] = start.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The report as one spreadsheet: a row per figure, by section and week. */
export function chartsToCsv(charts: SourcesCharts): string {
  const lines = [["section", "week", "name", "value"].map(csvCell).join(",")];
  const add = (section: string, week: string, name: string, value: number | null) =>
    lines.push([section, week, name, value ?? ""].map(csvCell).join(","));
  charts.weeks.forEach(({ start }, i) => {
    for (const s of charts.bySource) add("leads by source", start, s.name, s.values[i]!);
    for (const s of charts.byCampaign) add("leads by campaign", start, s.name, s.values[i]!);
    add("speed to lead p50 (seconds)", start, "owner alert", round(charts.speed.p50[i]!));
    add("speed to lead p99 (seconds)", start, "owner alert", round(charts.speed.p99[i]!));
    add("leads", start, "all", charts.spam.all[i]!);
    add("leads", start, "spam or Possible Spam", charts.spam.spam[i]!);
  });
  for (const row of charts.landing) {
    add("landing page", "", `${row.page} entrances`, row.entrances);
    add("landing page", "", `${row.page} leads`, row.leads);
    add(
      "landing page",
      "",
      `${row.page} conversion rate`,
      row.rate === null ? null : Math.round(row.rate * 10_000) / 10_000,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
