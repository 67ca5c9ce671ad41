import { and, count, desc, eq, gte, ilike, inArray, like, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { parseBusinessTime, whenLabel } from "~/lib/business-time";
import type { Database } from "~/lib/db/client.server";
import { deliveries, inspections, leads } from "~/lib/db/schema";
import { FORM_TYPES, type FormType } from "~/lib/form-types";
import { displayPhone } from "~/lib/leads/facts.server";
import { SPAM_REASON_TEXT } from "~/lib/spam";
import { ageLabel, askedFor, deliveryStates, languageOf, momentLabel, nameOf, sourceLabel } from "./lead-words.server";
import type { FilterOptions, LeadListItem, LeadPage } from "./office-types";
import { isOfficeStatus, type OfficeStatus, officeStatusOf } from "./statuses";

/**
 * The office's list of leads: newest first, filtered by status, form, source and campaign, dates,
 * and a search of names, phones, e-mails and addresses. Pages follow a cursor (the time to the
 * microsecond and the id), so a lead arriving meanwhile never shifts the next page.
 */

export type OfficeFilter = {
  /** Unset: every lead but spam. "all": spam too. */
  status?: OfficeStatus | "all";
  formType?: FormType;
  /** "google / cpc", as the list shows it. */
  source?: string;
  campaign?: string;
  /** Business days, inclusive: `2026-11-01`. */
  from?: string;
  to?: string;
  q?: string;
  before?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^(\d{1,20})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const text = (value: string | null, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** The filter in a list's address; anything unknown is left out rather than refused. */
export function parseOfficeFilter(params: URLSearchParams): OfficeFilter {
  const status = params.get("status");
  const form = params.get("form");
  const filter: OfficeFilter = {
    status: status === "all" || isOfficeStatus(status) ? status : undefined,
    formType: (FORM_TYPES as readonly string[]).includes(form ?? "") ? (form as FormType) : undefined,
    source: text(params.get("source"), 200),
    campaign: text(params.get("campaign"), 200),
    q: text(params.get("q"), 100),
  };
  for (const key of ["from", "to"] as const) {
    const value = params.get(key);
    if (value && DAY.test(value) && parseBusinessTime(value)) filter[key] = value;
  }
  const before = params.get("before");
  if (before && CURSOR.test(before)) filter.before = before;
  return filter;
}

/** The filter as an address's query, without the cursor. */
export function filterQuery(filter: OfficeFilter): string {
  const params = new URLSearchParams();
  const entries: Array<[string, string | undefined]> = [
    ["status", filter.status],
    ["form", filter.formType],
    ["source", filter.source],
    ["campaign", filter.campaign],
    ["from", filter.from],
    ["to", filter.to],
    ["q", filter.q],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params.toString();
}

const micros = sql<string>`(extract(epoch from ${leads.createdAt}) * 1000000)::bigint::text`;
const spamLike = or(eq(leads.status, "spam"), eq(leads.possibleSpam, true))!;

function conditions(filter: OfficeFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.status === "spam") where.push(spamLike);
  else if (filter.status !== "all") {
    where.push(eq(leads.status, "accepted"), eq(leads.possibleSpam, false));
    if (filter.status) where.push(eq(leads.stage, filter.status));
  }
  if (filter.formType) where.push(eq(leads.formType, filter.formType));
  if (filter.from) where.push(gte(leads.createdAt, parseBusinessTime(filter.from)!));
  if (filter.to) {
    const end = parseBusinessTime(filter.to)!;
    // The whole of that day: to the next day's midnight, daylight saving included.
    where.push(lt(leads.createdAt, parseBusinessTime(nextDay(filter.to)) ?? new Date(end.getTime() + 86_400_000)));
  }
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A phone typed as written abroad ("+1 813…") is stored as its ten digits.
    const digits = filter.q.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
    where.push(
      or(
        ilike(sql`concat_ws(' ', ${leads.firstName}, ${leads.lastName}, ${leads.name})`, pattern),
        ilike(leads.email, pattern),
        ilike(sql`concat_ws(', ', ${leads.address}, ${leads.city}, ${leads.zipCode})`, pattern),
        ...(digits.length >= 3 ? [like(leads.phone, `%${digits}%`)] : []),
      )!,
    );
  }
  if (filter.before) {
    const [, at, id] = CURSOR.exec(filter.before)!;
    const instant = sql`(timestamptz 'epoch' + ${at}::bigint * interval '1 microsecond')`;
    where.push(or(lt(leads.createdAt, instant), and(eq(leads.createdAt, instant), lt(leads.id, id!)))!);
  }
  return where;
}

function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

const columns = {
  id: leads.id,
  formType: leads.formType,
  status: leads.status,
  possibleSpam: leads.possibleSpam,
  spamReason: leads.spamReason,
  language: leads.language,
  stage: leads.stage,
  name: leads.name,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  city: leads.city,
  service: leads.service,
  projectType: leads.projectType,
  estimatedCost: leads.estimatedCost,
  squareFeet: leads.squareFeet,
  attribution: leads.attribution,
  createdAt: leads.createdAt,
  cursor: micros,
};

function selectRows(db: Database, where: SQL[], limit: number) {
  return db
    .select(columns)
    .from(leads)
    .where(and(...where))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** The leads matching `filter` and how many Possible Spam leads wait for the owner. */
export async function listLeads(
  db: Database,
  filter: OfficeFilter,
  { limit = 25, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<LeadPage> {
  const rows = await matchingRows(db, filter, limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.id);
  const [sent, booked, [waiting]] = await Promise.all([
    ids.length
      ? db
          .select({
            leadId: deliveries.leadId,
            channel: deliveries.channel,
            kind: deliveries.kind,
            status: deliveries.status,
            provider: deliveries.provider,
          })
          .from(deliveries)
          .where(inArray(deliveries.leadId, ids))
      : [],
    ids.length
      ? db
          .select({ leadId: inspections.leadId, startsAt: inspections.startsAt, status: inspections.status })
          .from(inspections)
          .where(and(inArray(inspections.leadId, ids), ne(inspections.status, "cancelled")))
      : [],
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.possibleSpam, true), eq(leads.status, "accepted"))),
  ]);
  const items: LeadListItem[] = page.map((row) => {
    const inspection = booked.find((i) => i.leadId === row.id);
    const { source, campaign } = sourceLabel(row);
    const status = officeStatusOf(row);
    return {
      id: row.id,
      name: nameOf(row),
      askedFor: askedFor(row),
      city: row.city,
      source,
      campaign,
      status,
      spamReason: status === "spam" && row.spamReason ? SPAM_REASON_TEXT[row.spamReason] : null,
      language: languageOf(row),
      age: ageLabel(row.createdAt, now),
      received: momentLabel(row.createdAt),
      createdAt: row.createdAt.toISOString(),
      phone: displayPhone(row.phone) ?? null,
      inspection: inspection
        ? `${inspection.status === "requested" ? "Requested" : "Inspection"} ${whenLabel(inspection.startsAt)}`
        : null,
      deliveries: deliveryStates(
        row,
        sent.filter((d) => d.leadId === row.id),
      ),
    };
  });
  const last = page.at(-1);
  return { leads: items, next: more && last ? `${last.cursor}_${last.id}` : null, possibleSpam: waiting?.n ?? 0 };
}

/**
 * Up to `wanted` rows, newest first. Source and campaign are worked out from each lead's touches as
 * the sources report does, so with either in the filter the rows are read in batches until enough match.
 */
async function matchingRows(db: Database, filter: OfficeFilter, wanted: number): Promise<Row[]> {
  const bySource = Boolean(filter.source || filter.campaign);
  const found: Row[] = [];
  let cursor = filter.before;
  for (;;) {
    const batch = bySource ? 200 : wanted;
    const rows = await selectRows(db, conditions({ ...filter, before: cursor }), batch);
    for (const row of rows) {
      const { source, campaign } = sourceLabel(row);
      if (filter.source && source !== filter.source) continue;
      if (filter.campaign && campaign !== filter.campaign) continue;
      found.push(row);
      if (found.length === wanted) return found;
    }
    if (rows.length < batch) return found;
    const last = rows.at(-1)!;
    cursor = `${last.cursor}_${last.id}`;
  }
}

/** Every lead the filter matches, for the CSV export. */
export async function allMatchingIds(db: Database, filter: OfficeFilter): Promise<string[]> {
  const rows = await matchingRows(db, { ...filter, before: undefined }, 100_000);
  return rows.map((r) => r.id);
}

/** The sources and campaigns of the past year's leads, for the list's filters. */
export async function filterOptions(db: Database, now = new Date()): Promise<FilterOptions> {
  const rows = await db
    .select({ attribution: leads.attribution })
    .from(leads)
    .where(and(eq(leads.status, "accepted"), gte(leads.createdAt, new Date(now.getTime() - 365 * 86_400_000))));
  const sources = new Set<string>();
  const campaigns = new Set<string>();
  for (const row of rows) {
    const { source, campaign } = sourceLabel(row);
    sources.add(source);
    if (campaign) campaigns.add(campaign);
  }
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return { sources: sorted(sources), campaigns: sorted(campaigns) };
}
