import { site } from "~/content/site";
import { businessDate } from "~/lib/business-time";
import { sourceOf } from "~/lib/attribution/sources-report.server";
import type { Delivery, Lead } from "~/lib/db/schema";
import { ESTIMATED_COST_LABELS, PROJECT_TYPE_LABELS } from "~/lib/schemas/financing-options";
import { SERVICE_LABELS } from "~/lib/schemas/options";
import { QUOTE_PROJECT_TYPE_LABELS } from "~/lib/schemas/quote-options";
import type { DeliveryGroup, DeliveryState } from "./office-types";

/** A lead as the office names it: in the owner's words, chosen on the server. */

/** "Maria Gonzalez"; a newsletter signup has only its address. */
export const nameOf = (lead: Pick<Lead, "name" | "firstName" | "lastName" | "email">) =>
  lead.name ?? ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email || "A visitor");

/** "Spanish" for a lead from the Spanish pages; English, the site's own language, goes without saying. */
export const languageOf = (lead: Pick<Lead, "language">) => (lead.language === "es" ? "Spanish" : null);

const label = (labels: Record<string, string>, value: string | null) => (value ? (labels[value] ?? value) : null);

/** What the visitor asked for, in a few words: "Roof Repair", "Instant quote: Complete Roof Replacement, 2,000 sq ft". */
export function askedFor(lead: Pick<Lead, "formType" | "service" | "projectType" | "estimatedCost" | "squareFeet">) {
  switch (lead.formType) {
    case "Instant Quote Request": {
      const what = label(QUOTE_PROJECT_TYPE_LABELS, lead.projectType);
      const area = lead.squareFeet ? `${lead.squareFeet.toLocaleString("en-US")} sq ft` : null;
      return `Instant quote${what ? `: ${what}` : ""}${area ? `, ${area}` : ""}`;
    }
    case "Financing Application": {
      const what = label(PROJECT_TYPE_LABELS, lead.projectType);
      const cost = label(ESTIMATED_COST_LABELS, lead.estimatedCost);
      return `Financing${what ? `: ${what}` : ""}${cost ? `, ${cost}` : ""}`;
    }
    case "Newsletter Signup":
      return "Newsletter signup";
    default:
      return label(SERVICE_LABELS, lead.service) ?? "Quote request";
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, as a person says it: "just now", "12 min ago", "3 h ago", "yesterday", "Nov 3",
 * "Nov 3, 2025". Days are the business's calendar days: a lead from Monday night is not
 * "yesterday" on Wednesday morning, though fewer than 48 hours have passed.
 */
export function ageLabel(at: Date, now: Date): string {
  const ms = Math.max(0, now.getTime() - at.getTime());
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  const [year, month, day] = businessDate(at);
  const [thisYear, thisMonth, today] = businessDate(now);
  const days = Math.round((Date.UTC(thisYear, thisMonth - 1, today) - Date.UTC(year, month - 1, day)) / DAY);
  // A day of 25 hours (the autumn clock change) can hold more than 24 of them.
  if (ms < DAY || days === 0) return `${Math.floor(ms / HOUR)} h ago`;
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return at.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(year === thisYear ? {} : { year: "numeric" }),
    timeZone: site.timeZone,
  });
}

/** "Nov 25, 2026, 2:05 pm": a moment in the business's time zone. */
export function momentLabel(at: Date): string {
  return at
    .toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: site.timeZone })
    .replace(/\s?([AP])M$/, (_m, half: string) => ` ${half.toLowerCase()}m`);
}

/** "google / cpc", from the visit that brought the lead (its last touch). */
export function sourceLabel(lead: Pick<Lead, "attribution">): { source: string; campaign: string | null } {
  const source = sourceOf(lead.attribution?.lastTouch);
  const campaign = source.campaign.startsWith("(") ? null : source.campaign;
  return { source: source.medium.startsWith("(n") ? source.source : `${source.source} / ${source.medium}`, campaign };
}

export const GROUP_CHANNELS: Record<DeliveryGroup, ReadonlyArray<Delivery["channel"]>> = {
  crm: ["crm"],
  alerts: ["owner-email", "owner-sms"],
  homeowner: ["homeowner-email"],
};

type DeliveryFacts = Pick<Delivery, "channel" | "status" | "provider">;

/** One destination's state from its rows: a failure first, then what still waits, then what went out. */
export function deliveryState(rows: readonly DeliveryFacts[]): DeliveryState {
  if (rows.length === 0) return "none";
  if (rows.some((d) => d.status === "failed" || d.status === "dead")) return "failed";
  if (rows.some((d) => d.status === "pending")) {
    return rows.some((d) => d.status === "pending" && d.channel === "crm" && d.provider === "none")
      ? "no-crm"
      : "pending";
  }
  if (rows.some((d) => d.status === "sent" || d.status === "folded" || d.status === "replaced")) return "sent";
  return "written";
}

/** Where the lead's own messages stand (not later news of an inspection or a package choice). */
export function deliveryStates(
  lead: Pick<Lead, "possibleSpam" | "status" | "email" | "formType">,
  rows: readonly (DeliveryFacts & Pick<Delivery, "kind">)[],
): Record<DeliveryGroup, DeliveryState> {
  const own = rows.filter((d) => d.kind === "contact" || d.kind === "release");
  const state = (group: DeliveryGroup) => deliveryState(own.filter((d) => GROUP_CHANNELS[group].includes(d.channel)));
  const homeowner = state("homeowner");
  const heldBack = lead.possibleSpam && homeowner === "none" && lead.email && lead.formType !== "Newsletter Signup";
  return { crm: state("crm"), alerts: state("alerts"), homeowner: heldBack ? "held" : homeowner };
}
