import { site } from "~/content/site";
import type { DeliveryKind, Lead, QuoteRequest } from "~/lib/db/schema";
import { WEBSITE_LEAD_TAG } from "~/lib/form-types";

/**
 * What the CRM is told about a lead, independent of the provider: contact details, the source
 * label, the tags and the custom fields named on /webhook-config.
 */

export const CUSTOM_FIELD_KEYS = [
  "service",
  "project_type",
  "estimated_cost",
  "roof_type",
  "square_feet",
  "location",
  // An instant quote's roof: whether the area was measured from the address or entered, and what
  // satellite imagery measured (even when the visitor corrected it).
  "roof_area_source",
  "measured_square_feet",
  "roof_pitch",
  "roof_faces",
  "imagery_date",
  "imagery_quality",
] as const;
export type CustomFieldKey = (typeof CUSTOM_FIELD_KEYS)[number] | "chosen_package";

export const PACKAGE_CHOSEN_TAG = "Package Chosen";
/** The same email or phone sent a lead in the 24 hours before this one. */
export const REPEAT_LEAD_TAG = "Repeat Lead";
/** Sent faster than a person fills a form: forwarded, for the office to judge (spam.ts). */
export const POSSIBLE_SPAM_TAG = "Possible Spam";

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
    ["roof_area_source", quote?.areaSource],
    ["measured_square_feet", quote?.measuredSquareFeet],
    ["roof_pitch", quote?.measuredPitch],
    ["roof_faces", quote?.measuredRoofFaces],
    ["imagery_date", quote?.imageryDate],
    ["imagery_quality", quote?.imageryQuality],
  ];
  if (kind === "package_choice") fields.push(["chosen_package", lead.chosenPackage]);
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
        ? [lead.formType, WEBSITE_LEAD_TAG, PACKAGE_CHOSEN_TAG]
        : [
            lead.formType,
            WEBSITE_LEAD_TAG,
            ...(lead.repeatOf ? [REPEAT_LEAD_TAG] : []),
            ...(lead.possibleSpam ? [POSSIBLE_SPAM_TAG] : []),
          ],
    customFields: fields
      .filter((f): f is [CustomFieldKey, string | number] => defined(f[1]))
      .map(([key, value]) => ({ key, value: String(value) })),
  };
}
