import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { site } from "~/content/site";
import { sourcesReport, type SourcesReport } from "~/lib/attribution/sources-report.server";
import { parseBusinessTime } from "~/lib/business-time";
import { ATTRIBUTION_FIELD_KEYS, attributionFields } from "~/lib/crm/contact";
import { type DeliveryPlan, heldBack, plannedDeliveries } from "~/lib/outbox/channels.server";
import { enqueueDeliveries, requeue } from "~/lib/outbox/outbox.server";
import type { Database, Tx } from "~/lib/db/client.server";
import { type Delivery, deliveries, type Lead, type LeadStatus, leads, newsletterSubscribers } from "~/lib/db/schema";
import { FORM_TYPES, type FormType } from "~/lib/form-types";
import { cancelForOwner, type OwnerCancelOutcome } from "~/lib/inspections/booking.server";
import { STOPPED_AS_SPAM } from "~/lib/office/delivery-words";
import { type InspectionRow, listInspections } from "~/lib/inspections/inspection-list.server";

/**
 * The contractor's lead inbox: the queries behind `npm run leads`. Nothing here is reachable over
 * HTTP; the command runs them on the database directly, or through the running server's local
 * admin socket when the embedded database is in use (PGlite allows one process at a time).
 */

export type LeadFilter = {
  formType?: FormType;
  status?: LeadStatus;
  /**
   * Inclusive. parseFilter resolves what the owner typed to an instant (`2026-11-01T04:00:00.000Z`),
   * so the filter means the same thing after crossing the admin socket as JSON.
   */
  since?: string;
  /** Exclusive; as `since`. */
  until?: string;
  limit?: number;
};

export type LeadRow = Lead & { crmStatus: Delivery["status"] | "none" };

export type InboxRequest =
  | { command: "list"; filter: LeadFilter }
  | { command: "show"; id: string }
  | { command: "export"; filter: LeadFilter }
  | { command: "retry"; deliveryIds: string[] | "all-dead" | "all-failed" }
  | { command: "release"; id: string }
  | { command: "sources"; filter: LeadFilter }
  | { command: "stats" }
  /** Inspections starting in [since, until), instants as ISO text. */
  | { command: "inspections"; since: string; until: string }
  | { command: "cancel-inspection"; id: string };

export type InboxResponse =
  | { command: "list" | "export"; leads: LeadRow[] }
  | { command: "show"; lead: Lead | null; deliveries: Delivery[] }
  | { command: "retry"; requeued: number }
  | { command: "release"; outcome: ReleaseOutcome }
  | { command: "sources"; report: SourcesReport }
  | { command: "inspections"; inspections: InspectionRow[] }
  | { command: "cancel-inspection"; outcome: OwnerCancelOutcome }
  | {
      command: "stats";
      leads: Array<{ formType: string; status: string; count: number }>;
      deliveries: Array<{ channel: string; status: string; count: number }>;
    };

export function parseFilter(raw: Record<string, string | undefined>): LeadFilter {
  const filter: LeadFilter = {};
  if (raw.formType) {
    if (!(FORM_TYPES as readonly string[]).includes(raw.formType))
      throw new Error(`Unknown form type "${raw.formType}". Use one of: ${FORM_TYPES.join(", ")}`);
    filter.formType = raw.formType as FormType;
  }
  if (raw.status) {
    if (raw.status !== "accepted" && raw.status !== "spam") throw new Error('Status must be "accepted" or "spam"');
    filter.status = raw.status;
  }
  for (const key of ["since", "until"] as const) {
    const value = raw[key];
    if (value) {
      const instant = parseBusinessTime(value);
      if (!instant)
        throw new Error(
          `--${key} must be a date such as 2026-11-01 or 2026-11-01T14:30 (${site.timeZone} time unless it ends in Z or an offset)`,
        );
      filter[key] = instant.toISOString();
    }
  }
  if (raw.limit) {
    const limit = Number(raw.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit must be a positive whole number");
    filter.limit = limit;
  }
  return filter;
}

/** parseFilter's instants pass unchanged; a plain date from another caller is read the same way. */
function instant(value: string): Date {
  const date = parseBusinessTime(value);
  if (!date) throw new Error(`Not a date: "${value}"`);
  return date;
}

async function findLeads(db: Database, filter: LeadFilter, defaultLimit: number | undefined): Promise<LeadRow[]> {
  const conditions: SQL[] = [];
  if (filter.formType) conditions.push(eq(leads.formType, filter.formType));
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.since) conditions.push(gte(leads.createdAt, instant(filter.since)));
  if (filter.until) conditions.push(lt(leads.createdAt, instant(filter.until)));
  const query = db
    .select()
    .from(leads)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(leads.createdAt));
  const limit = filter.limit ?? defaultLimit;
  const rows = limit ? await query.limit(limit) : await query;
  if (rows.length === 0) return [];
  const crm = await db
    .select({ leadId: deliveries.leadId, status: deliveries.status })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.channel, "crm"),
        eq(deliveries.kind, "contact"),
        inArray(
          deliveries.leadId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const contactStatus = new Map(crm.map((d) => [d.leadId, d.status]));
  return rows.map((row) => ({ ...row, crmStatus: contactStatus.get(row.id) ?? "none" }));
}

export type ReleaseOutcome = "released" | "not-found" | "not-spam";

/**
 * Releases a lead the owner judges real, all in one transaction. One stored as spam (the hidden
 * field filled without a proof of work) was never forwarded: it becomes an accepted lead, marked as
 * a repeat like any other, and its deliveries are queued as a new lead's. One marked Possible Spam
 * reached the CRM and the owner already: what it held back is queued now (the homeowner's e-mail,
 * the conversions) and the CRM contact loses its Possible Spam tag. A newsletter signup's address
 * is subscribed either way.
 */
export async function releaseLead(
  db: Database,
  id: string,
  plan: DeliveryPlan,
  /** Runs in the same transaction once the lead is released (the office's audit log). */
  onReleased?: (tx: Tx, lead: Lead) => Promise<void>,
): Promise<ReleaseOutcome> {
  if (!UUID.test(id)) return "not-found";
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return "not-found";
    if (lead.status === "accepted" && !lead.possibleSpam) return "not-spam";
    if (lead.status === "spam" && lead.spamReason === "owner") {
      // The owner marked an accepted lead as spam in the office, and changed their mind: it was
      // forwarded then, so only what the marking stopped goes out now.
      await tx
        .update(leads)
        .set({ status: "accepted", possibleSpam: false, releasedAt: sql`now()` })
        .where(eq(leads.id, id));
      await resumeStopped(tx, id);
      // It was Possible Spam before: what that held back goes out too, and the CRM loses the tag.
      if (lead.possibleSpam) {
        await enqueueDeliveries(tx, id, "contact", heldBack(lead, plan));
        await enqueueDeliveries(tx, id, "release", [{ channel: "crm", provider: plan.crmProvider }]);
      }
    } else if (lead.status === "spam") {
      const earlier = alias(leads, "earlier");
      const [repeat] = await tx
        .select({ id: earlier.id })
        .from(earlier)
        .where(
          and(
            eq(earlier.status, "accepted"),
            or(eq(earlier.email, lead.email ?? ""), eq(earlier.phone, lead.phone ?? "")),
            gte(earlier.createdAt, new Date(lead.createdAt.getTime() - REPEAT_WINDOW_MS)),
            lt(earlier.createdAt, lead.createdAt),
          ),
        )
        .orderBy(asc(earlier.createdAt))
        .limit(1);
      await tx
        .update(leads)
        .set({ status: "accepted", possibleSpam: false, repeatOf: repeat?.id ?? null, releasedAt: sql`now()` })
        .where(eq(leads.id, id));
      await enqueueDeliveries(tx, id, "contact", plannedDeliveries({ ...lead, possibleSpam: false }, plan));
    } else {
      await tx
        .update(leads)
        .set({ possibleSpam: false, releasedAt: sql`now()` })
        .where(eq(leads.id, id));
      await enqueueDeliveries(tx, id, "contact", heldBack(lead, plan));
      await enqueueDeliveries(tx, id, "release", [{ channel: "crm", provider: plan.crmProvider }]);
    }
    if (lead.formType === "Newsletter Signup" && lead.email) {
      await tx.insert(newsletterSubscribers).values({ email: lead.email, leadId: id }).onConflictDoNothing();
    }
    await onReleased?.(tx, lead);
    return "released";
  });
}

/** Deliveries stopped when the owner marked their lead as spam, due again as if new. */
async function resumeStopped(tx: Tx, leadId: string) {
  await tx
    .update(deliveries)
    .set({
      status: "pending",
      attempts: 0,
      nextAttemptAt: sql`now()`,
      firstAttemptAt: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(deliveries.leadId, leadId), eq(deliveries.status, "dead"), eq(deliveries.lastError, STOPPED_AS_SPAM)),
    );
}

/** A lead repeats one from the same email or phone in the 24 hours before it (store-batch.server.ts). */
const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

/** A lead's or a delivery's id: anything else is none, without asking the database (which would refuse it). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs one inbox command. `plan`: where a released lead's deliveries go. */
export async function runInbox(
  db: Database,
  request: InboxRequest,
  { plan }: { plan: DeliveryPlan },
): Promise<InboxResponse> {
  switch (request.command) {
    case "list":
      return { command: "list", leads: await findLeads(db, request.filter, 50) };
    case "export":
      return { command: "export", leads: await findLeads(db, request.filter, undefined) };
    case "show": {
      if (!UUID.test(request.id)) return { command: "show", lead: null, deliveries: [] };
      const [lead] = await db.select().from(leads).where(eq(leads.id, request.id));
      const rows = lead
        ? await db
            .select()
            .from(deliveries)
            .where(eq(deliveries.leadId, lead.id))
            .orderBy(deliveries.createdAt, deliveries.channel)
        : [];
      return { command: "show", lead: lead ?? null, deliveries: rows };
    }
    case "retry":
      return { command: "retry", requeued: await requeue(db, request.deliveryIds) };
    case "release":
      return { command: "release", outcome: await releaseLead(db, request.id, plan) };
    case "sources": {
      const { since, until } = request.filter;
      const range = { since: since ? instant(since) : undefined, until: until ? instant(until) : undefined };
      return { command: "sources", report: await sourcesReport(db, range) };
    }
    case "cancel-inspection":
      return { command: "cancel-inspection", outcome: await cancelForOwner(db, request.id, plan) };
    case "inspections":
      return {
        command: "inspections",
        inspections: await listInspections(db, instant(request.since), instant(request.until)),
      };
    case "stats": {
      const byForm = await db
        .select({ formType: leads.formType, status: leads.status, count: count() })
        .from(leads)
        .groupBy(leads.formType, leads.status)
        .orderBy(leads.formType, leads.status);
      const byDelivery = await db
        .select({ channel: deliveries.channel, status: deliveries.status, count: count() })
        .from(deliveries)
        .groupBy(deliveries.channel, deliveries.status)
        .orderBy(deliveries.channel, deliveries.status);
      return { command: "stats", leads: byForm, deliveries: byDelivery };
    }
  }
}

const EXPORT_COLUMNS = [
  ["created_at", (l: LeadRow) => l.createdAt.toISOString()],
  ["id", (l: LeadRow) => l.id],
  ["form_type", (l: LeadRow) => l.formType],
  ["status", (l: LeadRow) => l.status],
  ["repeat_of", (l: LeadRow) => l.repeatOf],
  ["possible_spam", (l: LeadRow) => (l.possibleSpam ? "yes" : "")],
  ["language", (l: LeadRow) => l.language],
  ["first_name", (l: LeadRow) => l.firstName],
  ["last_name", (l: LeadRow) => l.lastName],
  ["name", (l: LeadRow) => l.name],
  ["email", (l: LeadRow) => l.email],
  ["phone", (l: LeadRow) => l.phone],
  ["address", (l: LeadRow) => l.address],
  ["city", (l: LeadRow) => l.city],
  ["state", (l: LeadRow) => l.state],
  ["zip_code", (l: LeadRow) => l.zipCode],
  ["service", (l: LeadRow) => l.service],
  ["project_type", (l: LeadRow) => l.projectType],
  ["estimated_cost", (l: LeadRow) => l.estimatedCost],
  ["roof_type", (l: LeadRow) => l.roofType],
  ["square_feet", (l: LeadRow) => l.squareFeet],
  ["stories", (l: LeadRow) => l.stories],
  ["current_condition", (l: LeadRow) => l.currentCondition],
  ["location", (l: LeadRow) => l.location],
  ["chosen_package", (l: LeadRow) => l.chosenPackage],
  ["crm_status", (l: LeadRow) => l.crmStatus],
  ["stage", (l: LeadRow) => l.stage],
] as const;

/** Every column of the export: the lead's, then where its visitor came from (as sent to the CRM). */
function exportRow(lead: LeadRow): Array<[string, unknown]> {
  return [...EXPORT_COLUMNS.map(([name, get]) => [name, get(lead)] as [string, unknown]), ...attributionFields(lead)];
}

/**
 * One spreadsheet cell: quoted, and neutralised when it would start a formula (=, +, -, @, or a
 * tab or carriage return that some spreadsheets skip before reading one).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function leadsToCsv(rows: readonly LeadRow[]): string {
  const header = [...EXPORT_COLUMNS.map(([name]) => name), ...ATTRIBUTION_FIELD_KEYS].map((name) => csvCell(name));
  const lines = [header.join(",")];
  for (const row of rows)
    lines.push(
      exportRow(row)
        .map(([, value]) => csvCell(value))
        .join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}
