import { and, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import { businessDay } from "~/lib/business-time";
import type { Database } from "~/lib/db/client.server";
import { leads, pageViews } from "~/lib/db/schema";
import { FORM_TYPES, type FormType } from "~/lib/form-types";
import type { Touch } from "./touch";

/**
 * The owner's report of where leads come from (`npm run leads -- sources`): accepted leads, not
 * Possible Spam, by source / medium / campaign of the visit that brought them (the last touch), and
 * by the page their visitor first landed on, beside that page's views and entrances, so each page's
 * conversion rate shows which pages bring work.
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

/**
 * Sites the owner knows by name, whatever country domain or subdomain sent the visitor: Google's
 * www.google.co.uk and Facebook's l.facebook.com are "google" and "facebook", as an ad click from
 * them is. Another site is its host name, less "www.".
 */
const NAMED_SITES: ReadonlyArray<{ host: RegExp; source: string; medium: string }> = [
  { host: /^google(\.[a-z]{2,3}){1,2}$/, source: "google", medium: "organic" },
  { host: /^(cn\.)?bing\.com$/, source: "bing", medium: "organic" },
  { host: /^((html|lite)\.)?duckduckgo\.com$/, source: "duckduckgo", medium: "organic" },
  { host: /(^|\.)search\.yahoo\.com$/, source: "yahoo", medium: "organic" },
  { host: /^ecosia\.org$/, source: "ecosia", medium: "organic" },
  { host: /^baidu\.com$/, source: "baidu", medium: "organic" },
  { host: /^yandex(\.[a-z]{2,3}){1,2}$/, source: "yandex", medium: "organic" },
  { host: /(^|\.)(facebook\.com|fb\.me)$/, source: "facebook", medium: "social" },
  { host: /(^|\.)instagram\.com$/, source: "instagram", medium: "social" },
  { host: /(^|\.)nextdoor\.com$/, source: "nextdoor", medium: "social" },
  { host: /(^|\.)yelp(\.[a-z]{2,3}){1,2}$/, source: "yelp", medium: "referral" },
];

/** One spelling of a campaign value: "Google " and "google" are the same source. */
const spelling = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A touch's source, medium and campaign as Google Analytics would name them: the UTM parameters
 * when present (in lower case, so one campaign typed two ways is one row); else an ad click id's
 * network; else the referring site (organic for a search engine); else direct.
 */
export function sourceOf(touch: Touch | undefined): Source {
  const notSet = "(not set)";
  if (!touch) return { source: NOT_RECORDED, medium: NOT_RECORDED, campaign: NOT_RECORDED };
  const click = clickOf(touch);
  if (touch.utm_source || touch.utm_medium || touch.utm_campaign) {
    // An ad link tagged with its campaign alone is still the network's paid click.
    return {
      source: touch.utm_source ? spelling(touch.utm_source) : (click?.source ?? notSet),
      medium: touch.utm_medium ? spelling(touch.utm_medium) : (click?.medium ?? notSet),
      campaign: touch.utm_campaign ? spelling(touch.utm_campaign) : notSet,
    };
  }
  if (click) return { ...click, campaign: notSet };
  // A referrer stored before every one was checked to parse counts as direct rather than failing.
  if (touch.referrer && URL.canParse(touch.referrer)) {
    const host = new URL(touch.referrer).hostname.replace(/^www\./, "");
    const named = NAMED_SITES.find((site) => site.host.test(host));
    return { source: named?.source ?? host, medium: named?.medium ?? "referral", campaign: notSet };
  }
  return { source: "(direct)", medium: "(none)", campaign: notSet };
}

/** The ad network an ad click id belongs to. */
function clickOf(touch: Touch): { source: string; medium: string } | undefined {
  if (touch.gclid || touch.gbraid || touch.wbraid) return { source: "google", medium: "cpc" };
  if (touch.msclkid) return { source: "bing", medium: "cpc" };
  if (touch.fbclid) return { source: "facebook", medium: "social" };
  return undefined;
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
  // Possible Spam waits for the owner's word, as it does for the ad platforms: counted once released.
  const leadConditions: SQL[] = [eq(leads.status, "accepted"), eq(leads.possibleSpam, false)];
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
