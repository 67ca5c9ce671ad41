import { site } from "~/content/site";
import { CAMPAIGN_PARAMS, type Touch } from "~/lib/attribution/touch";
import type { DeliveryKind, Lead, QuoteRequest } from "~/lib/db/schema";
import { WEBSITE_LEAD_TAG } from "~/lib/form-types";
import { SPAM_REASON_TEXT } from "~/lib/spam";

/**
 * What the CRM is told about a lead, independent of the provider: contact details, the source
 * label, the tags and the custom fields named on /webhook-config (the lead's own, then where its
 * visitor came from).
 */

export const CUSTOM_FIELD_KEYS = [
  "service",
  "project_type",
  "estimated_cost",
  "roof_type",
  "square_feet",
  "location",
  // "es" for a lead from the Spanish pages; none for an English one (its form posts no language), so
  // a later English form does not overwrite a Spanish speaker's "es", as their Spanish tag stays too.
  "language",
  // An instant quote's roof: whether the area was measured from the address or entered, and what
  // satellite imagery measured (even when the visitor corrected it).
  "roof_area_source",
  "measured_square_feet",
  "roof_pitch",
  "roof_faces",
  "imagery_date",
  "imagery_quality",
  // Why a lead was marked Possible Spam, in words (lib/spam.ts).
  "spam_reason",
] as const;
/** What each touch sends, as `first_...` and `last_...` fields. */
const TOUCH_FIELDS = ["landing_page", "referrer", ...CAMPAIGN_PARAMS, "visit_at"] as const;
type TouchField = (typeof TOUCH_FIELDS)[number];

/** The first and last touch's fields (`first_utm_source`, `last_gclid`, ...), as /webhook-config lists them. */
export const ATTRIBUTION_FIELD_KEYS = (["first", "last"] as const).flatMap((which) =>
  TOUCH_FIELDS.map((field) => `${which}_${field}` as const),
);
export type AttributionFieldKey = (typeof ATTRIBUTION_FIELD_KEYS)[number];

export type CustomFieldKey = (typeof CUSTOM_FIELD_KEYS)[number] | "chosen_package" | AttributionFieldKey;

/** A touch's values by field name; the time in ISO 8601 (UTC). */
export function touchFields(touch: Touch | undefined): Record<TouchField, string | undefined> {
  const fields = Object.fromEntries(TOUCH_FIELDS.map((f) => [f, undefined])) as Record<TouchField, string | undefined>;
  if (!touch) return fields;
  fields.landing_page = touch.landingPage;
  fields.referrer = touch.referrer;
  for (const param of CAMPAIGN_PARAMS) fields[param] = touch[param];
  fields.visit_at = new Date(touch.at).toISOString();
  return fields;
}

/** The custom fields of a lead's first and last touch (empty ones included; the caller drops them). */
export function attributionFields(lead: Pick<Lead, "attribution">): Array<[AttributionFieldKey, string | undefined]> {
  const fields: Array<[AttributionFieldKey, string | undefined]> = [];
  for (const [which, touch] of [
    ["first", lead.attribution?.firstTouch],
    ["last", lead.attribution?.lastTouch],
  ] as const) {
    for (const [field, value] of Object.entries(touchFields(touch)))
      fields.push([`${which}_${field as TouchField}`, value]);
  }
  return fields;
}

export const PACKAGE_CHOSEN_TAG = "Package Chosen";
/** The same email or phone sent a lead in the 24 hours before this one. */
export const REPEAT_LEAD_TAG = "Repeat Lead";
/** Sent without the page's proof of work, or with the hidden field filled: for the owner to judge (spam.ts). */
export const POSSIBLE_SPAM_TAG = "Possible Spam";
/** Sent from the Spanish pages: the person prefers to be answered in Spanish. */
export const SPANISH_TAG = "Spanish";

export type CrmContact = {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** E.164 (+1 and ten digits). */
  phone?: string;
  address1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  source: string;
  tags: string[];
  customFields: Array<{ key: CustomFieldKey; value: string }>;
};

export function toE164(tenDigits: string | null | undefined): string | undefined {
  return tenDigits && /^\d{10}$/.test(tenDigits) ? `+1${tenDigits}` : undefined;
}

/** "Maria de la Cruz" → first "Maria", last "de la Cruz". */
export function splitName(name: string | null | undefined): { firstName?: string; lastName?: string } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  return { firstName: parts[0], lastName: parts.length > 1 ? parts.slice(1).join(" ") : undefined };
}

const defined = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== "";

/** `quote`: the instant quote's stored record, for its roof measurement. */
export function toCrmContact(
  lead: Lead,
  kind: DeliveryKind,
  quote?: Pick<
    QuoteRequest,
    "areaSource" | "measuredSquareFeet" | "measuredPitch" | "measuredRoofFaces" | "imageryDate" | "imageryQuality"
  >,
): CrmContact {
  const names =
    lead.firstName || lead.lastName
      ? { firstName: lead.firstName ?? undefined, lastName: lead.lastName ?? undefined }
      : splitName(lead.name);
  const fields: Array<[CustomFieldKey, string | number | null | undefined]> = [
    ["service", lead.service],
    ["project_type", lead.projectType],
    ["estimated_cost", lead.estimatedCost],
    ["roof_type", lead.roofType],
    ["square_feet", lead.squareFeet],
    ["location", lead.location],
    ["language", lead.language === "es" ? lead.language : undefined],
    ["roof_area_source", quote?.areaSource],
    ["measured_square_feet", quote?.measuredSquareFeet],
    ["roof_pitch", quote?.measuredPitch],
    ["roof_faces", quote?.measuredRoofFaces],
    ["imagery_date", quote?.imageryDate],
    ["imagery_quality", quote?.imageryQuality],
  ];
  if (lead.possibleSpam && lead.spamReason) fields.push(["spam_reason", SPAM_REASON_TEXT[lead.spamReason]]);
  if (kind === "package_choice") fields.push(["chosen_package", lead.chosenPackage]);
  fields.push(...attributionFields(lead));
  const spanish = lead.language === "es" ? [SPANISH_TAG] : [];
  return {
    ...names,
    email: lead.email ?? undefined,
    phone: toE164(lead.phone),
    address1: lead.address ?? undefined,
    city: lead.city ?? undefined,
    state: lead.state ?? (lead.zipCode ? site.address.region : undefined),
    postalCode: lead.zipCode ?? undefined,
    source: `${site.name} - ${lead.formType}`,
    tags:
      kind === "package_choice"
        ? [lead.formType, WEBSITE_LEAD_TAG, ...spanish, PACKAGE_CHOSEN_TAG]
        : [
            lead.formType,
            WEBSITE_LEAD_TAG,
            ...spanish,
            ...(lead.repeatOf ? [REPEAT_LEAD_TAG] : []),
            ...(lead.possibleSpam ? [POSSIBLE_SPAM_TAG] : []),
          ],
    customFields: fields
      .filter((f): f is [CustomFieldKey, string | number] => defined(f[1]))
      .map(([key, value]) => ({ key, value: String(value) })),
  };
}
