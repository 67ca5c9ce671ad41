import { formatBusinessTime } from "~/lib/business-time";
import type { DeliveryKind, Lead } from "~/lib/db/schema";
import { type CrmContact, POSSIBLE_SPAM_TAG, REPEAT_LEAD_TAG } from "./contact";

/**
 * A lead whose email or phone the CRM already knows, with details that differ from the contact's
 * (another name, phone or address): anyone can type a customer's email into a form, so the
 * contact's fields are left as they are. Only the fields the contact lacks are filled; the lead's
 * details go into a note, and the contact is tagged `Repeat Lead` for the office to look at.
 */

/** The contact's own fields, as LeadConnector answers a contact and as an upsert sends them. */
export const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address1",
  "city",
  "state",
  "postalCode",
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** A contact the CRM already has: its id and whatever of its fields it answered with. */
export type KnownContact = { id: string } & Partial<Record<ContactField, unknown>>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Compared as a person reads them: case, spacing and a phone's formatting aside. */
function same(field: ContactField, a: string, b: string): boolean {
  if (field === "phone") return a.replace(/\D/g, "").slice(-10) === b.replace(/\D/g, "").slice(-10);
  return a.replace(/\s+/g, " ").toLowerCase() === b.replace(/\s+/g, " ").toLowerCase();
}

/** The fields the lead gives that the contact has with another value. */
export function differingFields(known: KnownContact, contact: CrmContact): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const theirs = text(known[field]);
    const ours = text(contact[field]);
    return theirs !== "" && ours !== "" && !same(field, theirs, ours);
  });
}

/** The lead's values for the fields the contact has empty: all an update may write. */
export function emptyFieldsFilled(known: KnownContact, contact: CrmContact): Partial<Record<ContactField, string>> {
  const filled: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) if (!text(known[field]) && text(contact[field])) filled[field] = contact[field];
  return filled;
}

/** The tags of a lead delivered to a contact that differs from it: `Repeat Lead` always. */
export function repeatTags(contact: CrmContact, kind: DeliveryKind): string[] {
  return kind === "contact" ? [...new Set([...contact.tags, REPEAT_LEAD_TAG])] : contact.tags;
}

const FIELD_LABELS: Partial<Record<string, string>> = {
  service: "Service",
  project_type: "Project",
  estimated_cost: "Estimated cost",
  roof_type: "Roof",
  square_feet: "Roof area (sq ft)",
  location: "Property city",
  language: "Language",
  roof_area_source: "Roof area source",
  chosen_package: "Package chosen",
};

type Shown = Partial<Record<ContactField, string>>;

/** The note: what this lead asked, and the name, phone and address it gave, beside the contact's. */
export function repeatNote(lead: Lead, contact: CrmContact, kind: DeliveryKind, known: KnownContact): string {
  const differing = differingFields(known, contact);
  const theirs = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, text(known[f])])) as Shown;
  /** "Name: Mallory Forger (the contact has: Maria Gonzalez)" */
  const given = (label: string, fields: ContactField[], show: (c: Shown) => string) => {
    const value = show(contact);
    if (!value) return [];
    const differs = fields.some((f) => differing.includes(f));
    return [`${label}: ${value}${differs ? ` (the contact has: ${show(theirs) || "nothing"})` : ""}`];
  };
  const asked = contact.customFields.flatMap(({ key, value }) =>
    FIELD_LABELS[key] ? [`${FIELD_LABELS[key]}: ${value}`] : [],
  );
  const choice = kind === "package_choice";
  const at = formatBusinessTime((choice && lead.chosenPackageAt) || lead.createdAt, { zoneName: true });
  return [
    `${choice ? "Package chosen on the website" : `Website lead: ${lead.formType}`}, ${at}.`,
    "Sent with this contact's email or phone but other details, so the contact was not changed. As given:",
    ...given("Name", ["firstName", "lastName"], (c) => [c.firstName, c.lastName].filter(Boolean).join(" ")),
    ...given("Email", ["email"], (c) => c.email ?? ""),
    ...given("Phone", ["phone"], (c) => c.phone ?? ""),
    ...given("Address", ["address1", "city", "state", "postalCode"], (c) =>
      [c.address1, c.city, [c.state, c.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    ),
    ...asked,
    ...(lead.possibleSpam ? [`Marked ${POSSIBLE_SPAM_TAG} by the website's spam checks.`] : []),
    `Lead ${lead.id}`,
  ].join("\n");
}
