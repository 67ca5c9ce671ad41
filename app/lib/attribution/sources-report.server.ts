import { and, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import { businessDay } from "~/lib/business-time";
import type { Database } from "~/lib/db/client.server";
import { leads, pageViews } from "~/lib/db/schema";
import { FORM_TYPES, type FormType } from "~/lib/form-types";
import type { Touch } from "./touch";

/**
 * The owner's report of where leads come from (`npm run leads -- sources`): accepted leads by
 * source / medium / campaign of the visit that brought them (the last touch), and by the page their
 * visitor first landed on, beside that page's views and entrances, so each page's conversion rate
 * shows which pages bring work.
 */

export type Source = { source: string; medium: string; campaign: string };
export type Counts = { byForm: Record<FormType, number>; total: number };
export type SourceRow = Source & Counts;
export type LandingRow = Counts & {
  page: string;
  views: number;
  /** Visitors whose first page this was. */
  entrances: number;
  /** Leads per entrance; null without entrances. */
  conversionRate: number | null;
};
export type SourcesReport = { leads: number; bySource: SourceRow[]; byLanding: LandingRow[] };

/** Leads whose visitor's browser kept no record (cookies off, or stored before the feature). */
export const NOT_RECORDED = "(not recorded)";

const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex)\.[a-z.]+$/;

/**
 * A touch's source, medium and campaign as Google Analytics would name them: the UTM parameters
 * when present; else an ad click id's network; else the referring site (organic for a search
 * engine); else direct.
 */
export function sourceOf(touch: Touch | undefined): Source {
  const notSet = "(not set)";
  if (!touch) return { source: NOT_RECORDED, medium: NOT_RECORDED, campaign: NOT_RECORDED };
  if (touch.utm_source || touch.utm_medium || touch.utm_campaign) {
    return {
      source: touch.utm_source ?? notSet,
      medium: touch.utm_medium ?? notSet,
      campaign: touch.utm_campaign ?? notSet,
    };
  }
  if (touch.gclid || touch.gbraid || touch.wbraid) return { source: "google", medium: "cpc", campaign: notSet };
  if (touch.msclkid) return { source: "bing", medium: "cpc", campaign: notSet };
  if (touch.fbclid) return { source: "facebook", medium: "social", campaign: notSet };
  // A referrer stored before every one was checked to parse counts as direct rather than failing.
  if (touch.referrer && URL.canParse(touch.referrer)) {
    const host = new URL(touch.referrer).hostname.replace(/^www\./, "");
    return { source: host, medium: SEARCH_ENGINES.test(host) ? "organic" : "referral", campaign: notSet };
  }
  return { source: "(direct)", medium: "(none)", campaign: notSet };
}

const noCounts = (): Counts => ({
  byForm: Object.fromEntries(FORM_TYPES.map((f) => [f, 0])) as Record<FormType, number>,
  total: 0,
});

const byTotal = <T extends Counts & { views?: number }>(rows: T[], name: (row: T) => string) =>
  rows.sort((a, b) => b.total - a.total || (b.views ?? 0) - (a.views ?? 0) || name(a).localeCompare(name(b)));

/** The business day (YYYY-MM-DD) an instant falls on. */

/** `since` inclusive, `until` exclusive, as instants; page views by the business days they span. */
export async function sourcesReport(db: Database, range: { since?: Date; until?: Date }): Promise<SourcesReport> {
  const leadConditions: SQL[] = [eq(leads.status, "accepted")];
  const dayConditions: SQL[] = [];
  if (range.since) {
    leadConditions.push(gte(leads.createdAt, range.since));
    dayConditions.push(gte(pageViews.day, businessDay(range.since)));
  }
  if (range.until) {
    leadConditions.push(lt(leads.createdAt, range.until));
    dayConditions.push(lte(pageViews.day, businessDay(new Date(range.until.getTime() - 1))));
  }
  const [rows, views] = await Promise.all([
    db
      .select({ formType: leads.formType, attribution: leads.attribution })
      .from(leads)
      .where(and(...leadConditions)),
    db
      .select({
        path: pageViews.path,
        views: sql<number>`sum(${pageViews.views})::int`,
        entrances: sql<number>`sum(${pageViews.entrances})::int`,
      })
      .from(pageViews)
      .where(dayConditions.length ? and(...dayConditions) : undefined)
      .groupBy(pageViews.path),
  ]);

  const sources = new Map<string, SourceRow>();
  const landings = new Map<string, LandingRow>(
    views.map((v) => [
      v.path,
      { page: v.path, views: v.views, entrances: v.entrances, conversionRate: null, ...noCounts() },
    ]),
  );
  for (const { formType, attribution } of rows) {
    const source = sourceOf(attribution?.lastTouch);
    const key = JSON.stringify(source);
    const sourceRow = sources.get(key) ?? { ...source, ...noCounts() };
    sources.set(key, sourceRow);
    const page = attribution?.firstTouch?.landingPage ?? NOT_RECORDED;
    const landingRow = landings.get(page) ?? { page, views: 0, entrances: 0, conversionRate: null, ...noCounts() };
    landings.set(page, landingRow);
    for (const row of [sourceRow, landingRow]) {
      row.byForm[formType] += 1;
      row.total += 1;
    }
  }
  for (const row of landings.values()) row.conversionRate = row.entrances > 0 ? row.total / row.entrances : null;
  return {
    leads: rows.length,
    bySource: byTotal([...sources.values()], (r) => `${r.source} ${r.medium} ${r.campaign}`),
    byLanding: byTotal([...landings.values()], (r) => r.page),
  };
}
