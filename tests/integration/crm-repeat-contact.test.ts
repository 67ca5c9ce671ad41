import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries } from "~/lib/db/schema";
import { FAKE_LOCATION, type FakeCrm } from "../support/fake-crm";
import { headerLead, postJson, uniqueContact } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServerWithCrm, type TestServer, toCrm } from "../support/test-server";

/**
 * A lead whose email or phone GoHighLevel already knows. Anyone can type a real customer's email
 * into a form: a lead with other details (name, phone, address) leaves that customer's contact as
 * it is, and reaches the office as a note and the `Repeat Lead` tag; only empty fields are filled.
 */

describe.each(DB_KINDS)("a lead for a contact GoHighLevel already has, %s", (db) => {
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, crm } = await startTestServerWithCrm({ db, env: { LEAD_RATE_LIMIT: "1000" } }));
  });
  afterAll(async () => server?.stop());

  /** Posts a lead and waits for its CRM delivery; the contact it reached. */
  const deliver = async (path: "/api/leads" | "/api/quotes", body: unknown) => {
    const res = await postJson(server.url, path, body);
    expect(res.status).toBe(201);
    const leadId = (res.json.id ?? res.json.leadId) as string;
    const delivery = await eventually(
      async () => {
        const [row] = await server.services.db.select().from(deliveries).where(toCrm(leadId));
        return row?.status === "sent" ? row : undefined;
      },
      { message: "the CRM delivery" },
    );
    return { leadId, contact: crm.contacts.get(delivery.remoteId!)! };
  };
  const callsFor = (contactId: string) => crm.calls.filter((c) => c.path.startsWith(`/contacts/${contactId}`));

  it("another name, phone and address with a customer's email leave the contact as it was, with a note and Repeat Lead", async () => {
    const customer = headerLead();
    const { contact } = await deliver("/api/leads", customer);
    const before = structuredClone(contact);
    const forger = uniqueContact();

    const forged = quoteRequest({
      email: customer.formData.email,
      name: "Mallory Forger",
      phone: forger.phone,
      address: "9 Elsewhere Ct",
      city: "Brandon",
      zipCode: "33511",
    });
    const second = await deliver("/api/quotes", forged);
    expect(second.contact.id).toBe(contact.id);
    const after = crm.contacts.get(contact.id)!;
    for (const field of ["firstName", "lastName", "email", "phone", "address1", "city", "state", "postalCode"] as const)
      expect(after[field], field).toBe(before[field]);
    expect(after.customFields).toEqual(before.customFields);
    expect(after.source).toBe(before.source);
    expect(after.tags).toEqual(["Header Contact Form", "Website Lead", "Instant Quote Request", "Repeat Lead"]);
    // Nothing was upserted for it: a lookup, the tags, the note.
    expect(crm.upserts().filter((c) => (c.body as { email?: string }).email === customer.formData.email)).toHaveLength(
      1,
    );
    const [note, ...more] = crm.notes.filter((n) => n.contactId === contact.id);
    expect(more).toEqual([]);
    expect(note!.body).toContain("Website lead: Instant Quote Request");
    expect(note!.body).toContain("Name: Mallory Forger (the contact has: Maria Gonzalez)");
    expect(note!.body).toContain(`Phone: +1${forger.phone} (the contact has: ${before.phone})`);
    expect(note!.body).toContain("Address: 9 Elsewhere Ct, Brandon, FL 33511 (the contact has: 1234 Bayshore Blvd");
    expect(note!.body).toContain("Roof area (sq ft): 2000");
    expect(note!.body).toContain(`Lead ${second.leadId}`);
  });

  it("fills only the fields the contact lacks, and writes over none", async () => {
    const { email } = uniqueContact();
    // Made by the office from a phone call: a first name and an email, nothing more.
    crm.contacts.set("office-made", {
      id: "office-made",
      locationId: FAKE_LOCATION,
      firstName: "Maria",
      email,
      tags: ["Customer"],
      customFields: [],
    });
    const lead = headerLead({ email, firstName: "Mary" });
    await deliver("/api/leads", lead);
    const contact = crm.contacts.get("office-made")!;
    expect(contact).toMatchObject({
      firstName: "Maria",
      lastName: "Gonzalez",
      phone: `+1${lead.formData.phone}`,
      address1: "1234 Bayshore Blvd",
      city: "Tampa",
      state: "FL",
      postalCode: "33606",
    });
    const [update] = callsFor("office-made").filter((c) => c.method === "PUT");
    expect(Object.keys(update!.body as object).sort()).toEqual(
      ["address1", "city", "lastName", "phone", "postalCode", "state"].sort(),
    );
    expect(contact.tags).toEqual(["Customer", "Header Contact Form", "Website Lead", "Repeat Lead"]);
    expect(crm.notes.find((n) => n.contactId === "office-made")?.body).toContain(
      "Name: Mary Gonzalez (the contact has: Maria)",
    );
  });

  it("a new customer is made as before, by one lookup and one upsert carrying the tags", async () => {
    const lead = headerLead();
    const { contact } = await deliver("/api/leads", lead);
    const calls = crm.calls.filter(
      (c) => c.query.email === lead.formData.email || (c.body as { email?: string })?.email === lead.formData.email,
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /contacts/search/duplicate",
      "POST /contacts/upsert",
    ]);
    expect(contact).toMatchObject({ firstName: "Maria", lastName: "Gonzalez", address1: "1234 Bayshore Blvd" });
    expect(contact.tags).toEqual(["Header Contact Form", "Website Lead"]);
    expect(callsFor(contact.id)).toEqual([]);
  });

  it("the same person with the same details is updated as before, with no note", async () => {
    const first = headerLead();
    const { contact } = await deliver("/api/leads", first);
    await deliver("/api/leads", headerLead({ ...first.formData, service: "roof-replacement" }));
    const after = crm.contacts.get(contact.id)!;
    expect(after.customFields).toEqual([{ key: "service", field_value: "roof-replacement" }]);
    expect(after.tags).toEqual(["Header Contact Form", "Website Lead", "Repeat Lead"]);
    expect(crm.notes.filter((n) => n.contactId === contact.id)).toEqual([]);
  });
});
