import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Touch } from "~/lib/attribution/touch";
import { sourceOf } from "~/lib/attribution/sources-report.server";
import type { Database } from "~/lib/db/client.server";
import { deliveries, deliveryAttempts, type Inspection, inspections, leads, quoteRequests } from "~/lib/db/schema";
import { formatDollars } from "~/lib/format";
import { timeLabel, whenLabel } from "~/lib/business-time";
import { answers, displayPhone, fullAddress, mapLink } from "~/lib/leads/facts.server";
import { displayName } from "~/lib/quote/display";
import { parseQuote } from "~/lib/quote/quote-text";
import { imageryMonth } from "~/lib/roof-measurement/describe";
import { SPAM_REASON_TEXT, trusted } from "~/lib/spam";
import { auditActionLabel } from "./audit-actions";
import { recentActions } from "./audit.server";
import { ATTEMPT_LABELS, CHANNEL_LABELS, DELIVERY_STATUS_LABELS, KIND_LABELS, STOPPED_AS_SPAM } from "./delivery-words";
import { ageLabel, askedFor, deliveryState, languageOf, momentLabel, nameOf } from "./lead-words.server";
import type { InspectionView, LeadDetail, TouchView } from "./office-types";
import { officeStatusOf } from "./statuses";

/** Everything the office knows of one lead, in the owner's words. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function leadDetail(db: Database, id: string, now = new Date()): Promise<LeadDetail | undefined> {
  if (!UUID.test(id)) return undefined;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const [[quote], rows, booked, history] = await Promise.all([
    db.select().from(quoteRequests).where(eq(quoteRequests.leadId, id)).limit(1),
    db
      .select()
      .from(deliveries)
      .where(eq(deliveries.leadId, id))
      .orderBy(asc(deliveries.createdAt), asc(deliveries.channel)),
    db.select().from(inspections).where(eq(inspections.leadId, id)).orderBy(desc(inspections.createdAt)),
    recentActions(db, { leadId: id, limit: 100 }),
  ]);
  const attempts = rows.length
    ? await db
        .select()
        .from(deliveryAttempts)
        .where(
          inArray(
            deliveryAttempts.deliveryId,
            rows.map((d) => d.id),
          ),
        )
        .orderBy(asc(deliveryAttempts.at))
    : [];
  const address = fullAddress(lead) ?? null;
  const status = officeStatusOf(lead);
  const active = booked.find((i) => i.status !== "cancelled");
  return {
    id,
    name: nameOf(lead),
    formType: lead.formType,
    askedFor: askedFor(lead),
    status,
    stage: lead.stage,
    spam: lead.status === "spam" ? "spam" : lead.possibleSpam ? "possible" : null,
    spamReason: lead.spamReason && status === "spam" ? SPAM_REASON_TEXT[lead.spamReason] : null,
    language: languageOf(lead),
    released: lead.releasedAt ? momentLabel(lead.releasedAt) : null,
    received: momentLabel(lead.createdAt),
    age: ageLabel(lead.createdAt, now),
    phone: displayPhone(lead.phone) ?? null,
    tel: lead.phone && /^\d{10}$/.test(lead.phone) ? `+1${lead.phone}` : null,
    email: lead.email,
    address,
    mapUrl: address ? mapLink(address) : null,
    repeatOf: lead.repeatOf,
    device: lead.userAgent ? lead.userAgent.slice(0, 200) : null,
    answers: answers(lead, quote),
    quote: quote
      ? {
          quoted: momentLabel(quote.createdAt),
          packages: parseQuote(quote.generatedQuote).map((p) => ({
            name: displayName(p.name),
            price: formatDollars(p.price),
            description: p.description,
            chosen: p.name === lead.chosenPackage,
          })),
          chosenAt: lead.chosenPackageAt ? momentLabel(lead.chosenPackageAt) : null,
          measurement: measurementRows(quote),
        }
      : null,
    touches: touchViews(lead.attribution),
    consent: lead.consentText
      ? { text: lead.consentText, at: lead.consentedAt ? momentLabel(lead.consentedAt) : null }
      : null,
    inspection: active ? inspectionView(active, address) : null,
    pastInspections: booked.filter((i) => i.status === "cancelled").map((i) => inspectionView(i, address)),
    deliveries: rows.map((d) => ({
      id: d.id,
      channel: CHANNEL_LABELS[d.channel] ?? d.channel,
      kind: KIND_LABELS[d.kind] ?? d.kind,
      recipient: d.recipient,
      status: d.lastError === STOPPED_AS_SPAM ? STOPPED_AS_SPAM : (DELIVERY_STATUS_LABELS[d.status] ?? d.status),
      state: deliveryState([d]),
      attempts: d.attempts,
      lastError: d.lastError === STOPPED_AS_SPAM ? null : d.lastError,
      queued: momentLabel(d.createdAt),
      // A pending message's mark is its turn being taken (outbox/pacing.server.ts), not a send.
      sent: d.sentAt && d.status !== "pending" ? momentLabel(d.sentAt) : null,
      history: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({ at: momentLabel(a.at), outcome: ATTEMPT_LABELS[a.outcome] ?? a.outcome, error: a.error })),
      retryable:
        (d.status === "failed" || d.status === "dead") && d.lastError !== STOPPED_AS_SPAM && lead.status === "accepted",
    })),
    history: history.map((entry) => ({
      at: momentLabel(entry.at),
      actor: entry.actor,
      action: auditActionLabel(entry.action),
      detail: auditDetail(entry.detail),
      lead: null,
    })),
    canResendQuote:
      trusted(lead) && Boolean(lead.email) && lead.formType === "Instant Quote Request" && quote !== undefined,
  };
}

function measurementRows(quote: typeof quoteRequests.$inferSelect): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    ["Roof area used", quote.areaSource === "measured" ? "Measured from the address" : "Entered by the visitor"],
    ["Measured area", quote.measuredSquareFeet ? `${quote.measuredSquareFeet.toLocaleString("en-US")} sq ft` : null],
    ["Pitch", quote.measuredPitch],
    ["Roof faces", quote.measuredRoofFaces ? String(quote.measuredRoofFaces) : null],
    [
      "Imagery",
      quote.imageryDate
        ? `${imageryMonth(quote.imageryDate)}${quote.imageryQuality ? `, ${quote.imageryQuality.toLowerCase()} quality` : ""}`
        : null,
    ],
  ];
  if (!quote.measuredSquareFeet) return [["Roof area used", "Entered by the visitor (not measured)"]];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

const CLICK_IDS: Array<[keyof Touch, string]> = [
  ["gclid", "Google Ads click"],
  ["gbraid", "Google Ads click (app)"],
  ["wbraid", "Google Ads click (web)"],
  ["msclkid", "Microsoft Ads click"],
  ["fbclid", "Facebook click"],
];

function touchView(label: string, touch: Touch): TouchView {
  const source = sourceOf(touch);
  const rows: Array<[string, string | undefined]> = [
    ["When", momentLabel(new Date(touch.at))],
    ["Landed on", touch.landingPage],
    ["Came from", touch.referrer],
    ["Source / medium", `${source.source} / ${source.medium}`],
    ["Campaign", source.campaign.startsWith("(") ? undefined : source.campaign],
    ["Term", touch.utm_term],
    ["Content", touch.utm_content],
    ...CLICK_IDS.filter(([key]) => touch[key]).map(([, name]): [string, string] => [name, "yes"]),
  ];
  return { label, rows: rows.filter((row): row is [string, string] => Boolean(row[1])) };
}

function touchViews(attribution: (typeof leads.$inferSelect)["attribution"]): TouchView[] {
  const views: TouchView[] = [];
  if (attribution?.firstTouch) views.push(touchView("First visit", attribution.firstTouch));
  if (attribution?.lastTouch && attribution.lastTouch.at !== attribution.firstTouch?.at)
    views.push(touchView("Latest visit", attribution.lastTouch));
  if (attribution?.page) views.push({ label: "Form sent from", rows: [["Page", attribution.page]] });
  return views;
}

export function inspectionView(inspection: Inspection, address: string | null): InspectionView {
  const status =
    inspection.status === "cancelled"
      ? `Cancelled${inspection.cancelReason === "owner" ? " by you" : inspection.cancelReason === "calendar" ? " (the calendar refused the time)" : " by the homeowner"}`
      : inspection.status === "requested"
        ? "Requested: the calendar has not confirmed it yet"
        : "Booked";
  return {
    id: inspection.id,
    when: whenLabel(inspection.startsAt),
    hours: `${timeLabel(inspection.startsAt)} to ${timeLabel(inspection.endsAt)}`,
    status,
    address,
    mapUrl: address ? mapLink(address) : null,
    note: inspection.calendarError ? `The calendar refused it: ${inspection.calendarError}` : null,
  };
}

/** An audit entry's details in a line: "new → contacted: called, no answer". */
export function auditDetail(detail: Record<string, string> | null): string {
  if (!detail) return "";
  const { from, to, note, ...rest } = detail;
  const change = from && to ? `${from} → ${to}` : "";
  const others = Object.entries(rest).map(([k, v]) => `${k}: ${v}`);
  return [change, ...others, note ? `“${note}”` : ""].filter(Boolean).join("; ");
}
