import { describe, expect, it } from "vitest";
import type { Lead } from "~/lib/db/schema";
import { toCrmContact } from "./contact";
import { differingFields, emptyFieldsFilled, type KnownContact, repeatNote, repeatTags } from "./repeat-contact";

const lead = (overrides: Partial<Lead> = {}) =>
  ({
    id: "0b9f3c1e-1111-4222-8333-944455556666",
    formType: "Header Contact Form",
    status: "accepted",
    possibleSpam: false,
    firstName: "Maria",
    lastName: "Gonzalez",
    name: null,
    email: "maria@example.com",
    phone: "8135550142",
    address: "1234 Bayshore Blvd",
    city: "Tampa",
    state: null,
    zipCode: "33606",
    service: "roof-repair",
    chosenPackage: null,
    chosenPackageAt: null,
    repeatOf: null,
    attribution: null,
    createdAt: new Date("2026-11-25T20:04:00Z"),
    ...overrides,
  }) as Lead;

const known: KnownContact = {
  id: "c1",
  firstName: "maria",
  lastName: " Gonzalez ",
  email: "Maria@Example.com",
  phone: "+18135550142",
  address1: "1234  Bayshore Blvd",
  city: "Tampa",
  state: "FL",
  postalCode: "33606",
};

describe("a lead for a contact the CRM already has", () => {
  it.each([
    ["the same details, written otherwise", {}, []],
    ["another name", { firstName: "Mallory", lastName: "Forger" }, ["firstName", "lastName"]],
    ["another phone", { phone: "7275550199" }, ["phone"]],
    [
      "another address",
      { address: "9 Elsewhere Ct", city: "Brandon", zipCode: "33511" },
      ["address1", "city", "postalCode"],
    ],
  ] as const)("%s: differs in %j", (_label, overrides, fields) => {
    expect(differingFields(known, toCrmContact(lead(overrides), "contact"))).toEqual(fields);
  });

  it("an empty field on the contact differs from nothing, and is all an update fills", () => {
    const sparse: KnownContact = { id: "c2", firstName: "Maria", email: "maria@example.com" };
    const contact = toCrmContact(lead({ firstName: "Mary" }), "contact");
    expect(differingFields(sparse, contact)).toEqual(["firstName"]);
    expect(emptyFieldsFilled(sparse, contact)).toEqual({
      lastName: "Gonzalez",
      phone: "+18135550142",
      address1: "1234 Bayshore Blvd",
      city: "Tampa",
      state: "FL",
      postalCode: "33606",
    });
  });

  it("is tagged Repeat Lead (and Possible Spam when so marked); a package choice keeps its own tags", () => {
    expect(repeatTags(toCrmContact(lead({ possibleSpam: true }), "contact"), "contact")).toEqual([
      "Header Contact Form",
      "Website Lead",
      "Possible Spam",
      "Repeat Lead",
    ]);
    const chosen = lead({ formType: "Instant Quote Request", chosenPackage: "BETTER" });
    expect(repeatTags(toCrmContact(chosen, "package_choice"), "package_choice")).toEqual([
      "Instant Quote Request",
      "Website Lead",
      "Package Chosen",
    ]);
  });

  it("notes what the lead asked and gave, beside what the contact has", () => {
    const forged = lead({ firstName: "Mallory", lastName: "Forger", phone: "7275550199", possibleSpam: true });
    const note = repeatNote(forged, toCrmContact(forged, "contact"), "contact", known);
    expect(note.split("\n")).toEqual([
      "Website lead: Header Contact Form, 2026-11-25 15:04 EST.",
      "Sent with this contact's email or phone but other details, so the contact was not changed. As given:",
      "Name: Mallory Forger (the contact has: maria Gonzalez)",
      "Email: maria@example.com",
      "Phone: +17275550199 (the contact has: +18135550142)",
      "Address: 1234 Bayshore Blvd, Tampa, FL 33606",
      "Service: roof-repair",
      "Marked Possible Spam by the website's spam checks.",
      "Lead 0b9f3c1e-1111-4222-8333-944455556666",
    ]);
  });
});
