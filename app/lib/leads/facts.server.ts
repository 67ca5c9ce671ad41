import { site } from "~/content/site";
import type { Lead, QuoteRequest } from "~/lib/db/schema";
import { imageryMonth, measurementSummary } from "~/lib/roof-measurement/describe";
import { ESTIMATED_COST_LABELS, PROJECT_TYPE_LABELS } from "~/lib/schemas/financing-options";
import { SERVICE_LABELS } from "~/lib/schemas/options";
import {
  CONDITION_LABELS,
  QUOTE_PROJECT_TYPE_LABELS,
  ROOF_TYPE_LABELS,
  STORIES_LABELS,
} from "~/lib/schemas/quote-options";

/** A lead as the messages about it name things: in the owner's words, not the stored codes. */

/** "Maria Gonzalez", from the form's one name field or its two. */
export function personName(lead: Lead): string {
  return lead.name ?? ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || "A visitor");
}

/** The first name to greet, "Maria". */
export function firstName(lead: Lead): string {
  return lead.firstName ?? lead.name?.split(/\s+/)[0] ?? "there";
}

/** "(813) 555-0142" from the ten stored digits. */
export function displayPhone(tenDigits: string | null): string | undefined {
  return tenDigits && /^\d{10}$/.test(tenDigits)
    ? `(${tenDigits.slice(0, 3)}) ${tenDigits.slice(3, 6)}-${tenDigits.slice(6)}`
    : undefined;
}

/** "1234 Bayshore Blvd, Tampa, FL 33606", as far as the form asked. */
export function fullAddress(lead: Pick<Lead, "address" | "city" | "state" | "zipCode">): string | undefined {
  const place = [
    lead.city,
    [lead.state ?? (lead.zipCode ? site.address.region : null), lead.zipCode].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
  return [lead.address, place].filter(Boolean).join(", ") || undefined;
}

/** A map search for the address: the owner opens it on a phone before driving out. */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

const label = <T extends string>(labels: Record<T, string>, value: string | null) =>
  value === null ? null : (labels[value as T] ?? value);

/**
 * The roof area, and where it came from when the roof was measured from the address. A measured
 * roof's pitch and faces price the quote even when its area was corrected, unless the visitor said
 * the roof measured is not theirs (then none is stored with the quote).
 */
function roofArea(lead: Lead, quote?: QuoteRequest): string | null {
  if (lead.squareFeet === null) return null;
  const area = `${lead.squareFeet.toLocaleString("en-US")} sq ft`;
  if (quote && lead.payload.notMyRoof === true) return `${area}, as entered (not the roof measured at this address)`;
  if (!quote?.measuredSquareFeet || !quote.measuredPitch || !quote.measuredRoofFaces || !quote.imageryDate) return area;
  const imagery = `satellite imagery of ${imageryMonth(quote.imageryDate)}`;
  const facts = { areaSqFt: quote.measuredSquareFeet, pitch: quote.measuredPitch, roofFaces: quote.measuredRoofFaces };
  return quote.areaSource === "measured"
    ? `${area}, measured from ${imagery} (${quote.measuredPitch} pitch, ${quote.measuredRoofFaces} roof faces)`
    : `${area}, as entered (${imagery} measured ${measurementSummary(facts)}; priced with that pitch and those faces)`;
}

/**
 * What the visitor answered, in order, each with its label; empty answers are left out. `quote`:
 * the instant quote's record, which says whether the roof area was measured.
 */
export function answers(lead: Lead, quote?: QuoteRequest): Array<[string, string]> {
  const instantQuote = lead.formType === "Instant Quote Request";
  const rows: Array<[string, string | number | null]> = [
    ["Service", label(SERVICE_LABELS, lead.service)],
    [
      "Project",
      instantQuote ? label(QUOTE_PROJECT_TYPE_LABELS, lead.projectType) : label(PROJECT_TYPE_LABELS, lead.projectType),
    ],
    ["Estimated cost", label(ESTIMATED_COST_LABELS, lead.estimatedCost)],
    ["Roof", label(ROOF_TYPE_LABELS, lead.roofType)],
    ["Roof area", roofArea(lead, quote)],
    ["Stories", label(STORIES_LABELS, lead.stories)],
    ["Condition", label(CONDITION_LABELS, lead.currentCondition)],
    ["Property city", lead.location],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
    .map(([k, v]) => [k, String(v)]);
}
