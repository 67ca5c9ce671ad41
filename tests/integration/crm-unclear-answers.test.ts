import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { goHighLevelCalendar } from "~/lib/crm/gohighlevel-calendar.server";
import { deliveries, leads } from "~/lib/db/schema";
import { FAKE_CALENDAR, FAKE_LOCATION, FAKE_TOKEN, type FakeCrm } from "../support/fake-crm";
import { headerLead, postJson, uniqueContact } from "../support/payloads";
import { DB_KINDS, eventually, startTestServerWithCrm, type TestServer, toCrm } from "../support/test-server";

/**
 * LeadConnector answering in ways that say less than they seem to: a duplicate search whose body
 * is cut off or not JSON (not "nobody": the customer's contact must not be written over), a 429
 * without Retry-After (the whole location waits all the same), and two leads that share a phone
 * sent at once (one contact, one after the other).
 */

const SEARCH = "/contacts/search/duplicate";

describe.each(DB_KINDS)("GoHighLevel's unclear answers, %s", (db) => {
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, crm } = await startTestServerWithCrm({ db, env: { LEAD_RATE_LIMIT: "1000" } }));
  });
  afterAll(async () => server?.stop());

  const post = async (body: unknown) => {
    const res = await postJson(server.url, "/api/leads", body);
    expect(res.status).toBe(201);
    return res.json.id as string;
  };
  const row = async (leadId: string) => (await server.services.db.select().from(deliveries).where(toCrm(leadId)))[0];
  const sent = (leadId: string) =>
    eventually(async () => ((await row(leadId))?.status === "sent" ? row(leadId) : undefined), {
      message: "the CRM delivery",
    });

  it("a repeat lead's note written by an attempt whose answer was lost is not written again", async () => {
    const customer = headerLead();
    const contactId = (await sent(await post(customer)))!.remoteId!;
    // The note is written, and its answer lost on the way back: the attempt fails.
    crm.failNext(1, { status: 502, method: "POST", path: `/contacts/${contactId}/notes`, carriedOut: true });
    const leadId = await post(headerLead({ email: customer.formData.email, firstName: "Mallory", lastName: "Forger" }));
    const delivery = await sent(leadId);
    expect(delivery!.attempts).toBe(2);
    const notes = crm.notes.filter((n) => n.contactId === contactId);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain(`Lead ${leadId}`);
  });

  it("a search answered 200 with a cut-off or non-JSON body is asked again; the contact is not written over", async () => {
    const customer = headerLead();
    const contactId = (await sent(await post(customer)))!.remoteId!;
    const before = structuredClone(crm.contacts.get(contactId)!);

    crm.failNext(1, { status: 200, body: '{"contact":{"id":"', path: SEARCH });
    crm.failNext(1, { status: 200, body: "<html><body>Service busy</body></html>", path: SEARCH });
    const leadId = await post(headerLead({ email: customer.formData.email, firstName: "Mallory", lastName: "Forger" }));
    const delivery = await sent(leadId);

    // Two answers that said nothing, then the real one: a repeat lead, the contact as it was.
    expect(delivery!.attempts).toBe(3);
    expect(delivery!.remoteId).toBe(contactId);
    const after = crm.contacts.get(contactId)!;
    expect(after.firstName).toBe(before.firstName);
    expect(after.lastName).toBe(before.lastName);
    expect(after.tags).toEqual([...before.tags, "Repeat Lead"]);
    expect(crm.upserts().filter((c) => (c.body as { email?: string }).email === customer.formData.email)).toHaveLength(
      1,
    );
    expect(crm.notes.find((n) => n.contactId === contactId)?.body).toContain("Name: Mallory Forger");
  });

  it("a booking's contact lookup takes an unreadable search answer for a failure, not for nobody", async () => {
    const leadId = await post(headerLead());
    const contactId = (await sent(leadId))!.remoteId!;
    const [lead] = await server.services.db.select().from(leads).where(eq(leads.id, leadId));
    const calendar = goHighLevelCalendar({
      apiBase: crm.url,
      token: FAKE_TOKEN,
      locationId: FAKE_LOCATION,
      calendarId: FAKE_CALENDAR,
      timeZone: "America/New_York",
    });
    const limits = { deadline: Date.now() + 5_000 };
    const upserts = crm.upserts().length;
    crm.failNext(1, { status: 200, body: "<html>Service busy</html>", path: SEARCH });
    expect(await calendar.contactFor(lead!, limits)).toMatchObject({ ok: false, retryable: true });
    expect(crm.upserts()).toHaveLength(upserts);
    expect(await calendar.contactFor(lead!, limits)).toEqual({ ok: true, value: contactId });
  });

  it("a 429 without Retry-After holds every call for the X-RateLimit-Interval-Milliseconds it gives", async () => {
    const intervalMs = 1_500;
    crm.failNext(1, {
      status: 429,
      path: SEARCH,
      headers: { "X-RateLimit-Interval-Milliseconds": String(intervalMs) },
    });
    const first = await post(headerLead());
    const refused = await eventually(() => crm.calls.find((c) => c.status === 429), { message: "the 429" });
    // Another lead, which would go at once if the 429 held nothing.
    const second = await post(headerLead());
    await sent(first);
    await sent(second);
    const after = crm.calls.slice(crm.calls.indexOf(refused) + 1);
    expect(after.length).toBeGreaterThanOrEqual(4);
    for (const call of after) expect(call.at - refused.at).toBeGreaterThanOrEqual(intervalMs);
  });

  it("two leads with one phone and two emails, sent at once, reach one contact one after the other", async () => {
    const { phone } = uniqueContact();
    const ann = headerLead({ firstName: "Ann", lastName: "Archer", phone });
    const bob = headerLead({ firstName: "Bob", lastName: "Baker", phone });
    const release = crm.hold();
    let annId: string, bobId: string;
    try {
      annId = await post(ann);
      bobId = await post(bob);
      // Both claimed by the outbox while the CRM says nothing.
      await eventually(async () => ((await row(annId))?.attempts ?? 0) > 0 && ((await row(bobId))?.attempts ?? 0) > 0);
    } finally {
      release();
    }
    const annDelivery = await sent(annId);
    const bobDelivery = await sent(bobId);
    expect(bobDelivery!.remoteId).toBe(annDelivery!.remoteId);
    const contact = crm.contacts.get(annDelivery!.remoteId!)!;
    expect(contact).toMatchObject({ firstName: "Ann", lastName: "Archer", email: ann.formData.email });
    expect(contact.tags).toContain("Repeat Lead");
    const note = crm.notes.find((n) => n.contactId === contact.id)?.body;
    expect(note).toContain("Name: Bob Baker (the contact has: Ann Archer)");
    expect(note).toContain(`Email: ${bob.formData.email} (the contact has: ${ann.formData.email})`);
  });
});
