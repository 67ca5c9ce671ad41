import { randomUUID } from "node:crypto";
import http from "node:http";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deliveries, leads, newsletterSubscribers } from "~/lib/db/schema";
import { isNewDelivery, verifyWebhook } from "~/lib/crm/webhook-verify.example";
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, WEBHOOK_FIELDS } from "~/lib/crm/webhook.server";
import { insertLead } from "~/lib/leads/store.server";
import { submitLead } from "~/lib/leads/submission.server";
import { FAKE_LOCATION, FAKE_WEBHOOK_SECRET, type FakeCrm } from "../support/fake-crm";
import { financingLead, headerLead, newsletterLead, postJson } from "../support/payloads";
import { financingRuleCases, headerRuleCases } from "../support/rule-table";
import {
  DB_KINDS,
  eventually,
  startTestServer,
  startTestServerWithCrm,
  type TestServer,
  toCrm,
} from "../support/test-server";
import { HONEYPOT_FIELD, PROOF_FIELD } from "~/lib/spam";
import { proofFor, withoutProof } from "../support/proof";
import { action as formPost } from "~/routes/api/leads";
import { routeArgs } from "../support/route-args";

describe.each(DB_KINDS)("POST /api/leads on %s", (db) => {
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, crm } = await startTestServerWithCrm({ db, env: { LEAD_RATE_LIMIT: "1000" } }));
  });
  afterAll(async () => server?.stop());
  afterEach(() => crm.recover());

  const leadCount = async () => (await server.services.db.select({ n: count() }).from(leads))[0]!.n;
  const deliveryOf = async (leadId: string) =>
    (await server.services.db.select().from(deliveries).where(toCrm(leadId)))[0];

  /** A form posted without JavaScript, as the browser sends it, answered by the page's action. */
  const postForm = async ({ formType, formData }: { formType: string; formData: Record<string, unknown> }) => {
    const request = new Request(`${server.url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ formType, ...(formData as Record<string, string>) }),
    });
    return (await formPost(routeArgs(request, { services: server.services, clientIp: "127.0.0.1" }))) as {
      data: Record<string, unknown>;
      init?: ResponseInit;
    };
  };

  describe("validation", () => {
    it.each(headerRuleCases)("header form: $field = $value → $message", async ({ field, value, message }) => {
      const before = await leadCount();
      const res = await postJson(server.url, "/api/leads", headerLead({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: message, field });
      expect(await leadCount()).toBe(before);
    });

    it.each(financingRuleCases)("financing: $field = $value → $message", async ({ field, value, message }) => {
      const before = await leadCount();
      const res = await postJson(server.url, "/api/leads", financingLead({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: message, field });
      expect(await leadCount()).toBe(before);
    });

    it("refuses a form posted without JavaScript in another language, and stores nothing", async () => {
      const before = await leadCount();
      const answer = await postForm(headerLead({ language: "fr" }));
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, error: 'Language must be "en" or "es"', field: "language" });
      expect(await leadCount()).toBe(before);
    });

    it("answers only the first failing message, in the form's field order", async () => {
      const res = await postJson(server.url, "/api/leads", headerLead({ firstName: "", phone: "1", email: "nope" }));
      expect(res.json).toEqual({ error: "First name must be at least 2 characters", field: "firstName" });
    });

    it("normalises what the browser filters: digits only, trimmed, upper-case state", async () => {
      const res = await postJson(
        server.url,
        "/api/leads",
        financingLead({ phone: "(813) 555-0199", state: "fl", firstName: "  Ana  " }),
      );
      expect(res.status).toBe(201);
      const [lead] = await server.services.db
        .select()
        .from(leads)
        .where(eq(leads.id, res.json.id as string));
      expect(lead).toMatchObject({ phone: "8135550199", state: "FL", firstName: "Ana" });
    });

    it("rejects an unknown form type and a missing form", async () => {
      expect((await postJson(server.url, "/api/leads", { formType: "Other", formData: {} })).json).toEqual({
        error: "Unknown form type.",
        field: "formType",
      });
      expect((await postJson(server.url, "/api/leads", { formType: "Header Contact Form" })).status).toBe(400);
      expect((await postJson(server.url, "/api/leads", "[1,2]")).status).toBe(400);
      expect((await postJson(server.url, "/api/leads", "{not json")).json).toEqual({
        error: "The submission could not be read.",
      });
    });

    it("refuses other content types (415) and bodies over 32 KB (413)", async () => {
      const plain = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "hello",
      });
      expect(plain.status).toBe(415);
      const big = await postJson(server.url, "/api/leads", headerLead({ address: "x".repeat(40_000) }));
      expect(big.status).toBe(413);
    });
  });

  describe("storing and forwarding", () => {
    it.each([
      ["Header Contact Form", headerLead()],
      ["Financing Application", financingLead()],
      ["Newsletter Signup", newsletterLead()],
    ])(
      "stores a %s lead with its outbox row and delivers it once, with the right tags, source and fields",
      async (formType, payload) => {
        const res = await postJson(server.url, "/api/leads", payload);
        expect(res.status).toBe(201);
        const id = res.json.id as string;
        const [lead] = await server.services.db.select().from(leads).where(eq(leads.id, id));
        expect(lead).toMatchObject({ formType, status: "accepted", repeatOf: null, language: "en" });
        expect(lead!.consentText).toMatch(/Suncoast Family Roofing/);
        expect(lead!.consentedAt).toBeInstanceOf(Date);
        expect(lead!.clientIpHash).toMatch(/^[0-9a-f]{32}$/);

        const delivery = await eventually(async () => {
          const d = await deliveryOf(id);
          return d?.status === "sent" ? d : undefined;
        });
        expect(delivery.attempts).toBe(1);
        const email = (payload.formData as { email: string }).email;
        const upserts = crm.upserts().filter((c) => (c.body as { email?: string }).email === email);
        expect(upserts).toHaveLength(1);
        const body = upserts[0]!.body as Record<string, unknown>;
        expect(body).toMatchObject({ locationId: FAKE_LOCATION, source: `Suncoast Family Roofing - ${formType}` });
        // A new contact has no tags to lose, so they come with the upsert (after one lookup).
        expect(body.tags).toEqual([formType, "Website Lead"]);
        const contact = crm.contacts.get(delivery.remoteId!);
        expect(contact?.tags).toEqual([formType, "Website Lead"]);
        if (formType === "Financing Application") {
          expect(contact?.customFields).toEqual(
            expect.arrayContaining([
              { key: "project_type", field_value: "residential-roof-replacement" },
              { key: "estimated_cost", field_value: "10000-20000" },
            ]),
          );
          expect(body.phone).toMatch(/^\+1\d{10}$/);
        }
        if (formType === "Header Contact Form")
          expect(contact?.customFields).toEqual([{ key: "service", field_value: "roof-repair" }]);
      },
    );

    it("stores a lead from the Spanish pages in Spanish, posted as JSON or as a form, and tags its contact Spanish", async () => {
      const json = headerLead({ language: "es" });
      const viaJson = (await postJson(server.url, "/api/leads", json)).json.id as string;
      // A form posted without JavaScript: it carries no proof of work, so it is also Possible Spam.
      const form = financingLead({ language: "es" });
      const answer = await postForm(form);
      expect(answer.init?.status).toBe(201);
      const [viaForm] = await server.services.db.select().from(leads).where(eq(leads.email, form.formData.email));

      for (const [id, formType, tags] of [
        [viaJson, "Header Contact Form", ["Header Contact Form", "Website Lead", "Spanish"]],
        [viaForm!.id, "Financing Application", ["Financing Application", "Website Lead", "Spanish", "Possible Spam"]],
      ] as const) {
        const [lead] = await server.services.db.select().from(leads).where(eq(leads.id, id));
        expect(lead).toMatchObject({ formType, language: "es" });
        // What the visitor agreed to is what they read: the Spanish notice.
        expect(lead!.consentText).toMatch(/^Al enviar/);
        const delivery = await eventually(async () => {
          const d = await deliveryOf(id);
          return d?.status === "sent" ? d : undefined;
        });
        const contact = crm.contacts.get(delivery.remoteId!);
        expect(contact?.tags).toEqual(tags);
        expect(contact?.customFields).toContainEqual({ key: "language", field_value: "es" });
      }
    });

    it("keeps the contact's existing tags when a second form arrives (tags are added, never replaced)", async () => {
      const first = headerLead();
      await postJson(server.url, "/api/leads", first);
      const second = financingLead({ email: first.formData.email, phone: first.formData.phone });
      const res = await postJson(server.url, "/api/leads", second);
      const delivery = await eventually(async () => {
        const d = await deliveryOf(res.json.id as string);
        return d?.status === "sent" ? d : undefined;
      });
      expect(crm.contacts.get(delivery.remoteId!)?.tags).toEqual([
        "Header Contact Form",
        "Website Lead",
        "Financing Application",
        "Repeat Lead",
      ]);
    });

    it("marks a second lead from the same email or phone within 24 hours as a repeat, and still forwards it", async () => {
      const first = headerLead();
      const a = await postJson(server.url, "/api/leads", first);
      const b = await postJson(server.url, "/api/leads", headerLead({ phone: first.formData.phone }));
      const [repeat] = await server.services.db
        .select()
        .from(leads)
        .where(eq(leads.id, b.json.id as string));
      expect(repeat!.repeatOf).toBe(a.json.id);
      const delivery = await eventually(async () => {
        const d = await deliveryOf(b.json.id as string);
        return d?.status === "sent" ? d : undefined;
      });
      expect(crm.contacts.get(delivery.remoteId!)?.tags).toContain("Repeat Lead");
    });

    it("stores a newsletter subscriber once however often the address subscribes", async () => {
      const payload = newsletterLead();
      await postJson(server.url, "/api/leads", payload);
      await postJson(server.url, "/api/leads", {
        ...payload,
        formData: { ...payload.formData, email: payload.formData.email.toUpperCase() },
      });
      const rows = await server.services.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, payload.formData.email.toLowerCase()));
      expect(rows).toHaveLength(1);
    });
  });

  describe("spam", () => {
    it("answers 201 but stores a script that fills the hidden field as spam and never forwards it", async () => {
      const res = await postJson(
        server.url,
        "/api/leads",
        withoutProof(headerLead({ [HONEYPOT_FIELD]: "http://spam.example" })),
      );
      expect(res.status).toBe(201);
      const [lead] = await server.services.db
        .select()
        .from(leads)
        .where(eq(leads.id, res.json.id as string));
      expect(lead!.status).toBe("spam");
      expect(await deliveryOf(lead!.id)).toBeUndefined();
    });

    it.each([
      ["sent by a script without the page's proof of work", withoutProof(headerLead({ form_elapsed_ms: "99999" }))],
      ["whose hidden field a browser filled", headerLead({ [HONEYPOT_FIELD]: "autofill" })],
    ])("keeps a lead %s and forwards it tagged Possible Spam", async (_label, payload) => {
      const res = await postJson(server.url, "/api/leads", payload);
      const [lead] = await server.services.db
        .select()
        .from(leads)
        .where(eq(leads.id, res.json.id as string));
      expect(lead).toMatchObject({ status: "accepted", possibleSpam: true });
      const delivery = await eventually(async () => {
        const d = await deliveryOf(lead!.id);
        return d?.status === "sent" ? d : undefined;
      });
      expect(crm.contacts.get(delivery.remoteId!)?.tags).toEqual([
        "Header Contact Form",
        "Website Lead",
        "Possible Spam",
      ]);
    });
  });

  describe("phone numbers as visitors paste them", () => {
    it.each(["+1 813-555-0142", "1 (813) 555 0142", "813.555.0142", "(813)555-0142 ext 2", "+1 (813) 555-0142"])(
      "%j is stored as ten digits and sent to the CRM as +18135550142",
      async (phone) => {
        const payload = financingLead({ phone });
        const res = await postJson(server.url, "/api/leads", payload);
        expect(res.status).toBe(201);
        const [lead] = await server.services.db
          .select()
          .from(leads)
          .where(eq(leads.id, res.json.id as string));
        expect(lead!.phone).toBe("8135550142");
        await eventually(async () => (await deliveryOf(lead!.id))?.status === "sent");
        // Each test's lead has another email and this phone: the CRM is asked for it, in E.164.
        const search = crm.calls.find(
          (c) => c.path === "/contacts/search/duplicate" && c.query.email === payload.formData.email,
        );
        expect(search?.query.number).toBe("+18135550142");
      },
    );
  });

  describe("when the CRM misbehaves", () => {
    it("retries 500 and 429 answers (honouring Retry-After) and then delivers", async () => {
      crm.failNext(1, { status: 500 });
      crm.failNext(1, { status: 429, retryAfter: "0" });
      const res = await postJson(server.url, "/api/leads", headerLead());
      const delivery = await eventually(async () => {
        const d = await deliveryOf(res.json.id as string);
        return d?.status === "sent" ? d : undefined;
      });
      expect(delivery.attempts).toBe(3);
      expect(server.logs.some((l) => l.includes("Error calling GoHighLevel - check deliveries.last_error"))).toBe(true);
    });

    it("fails a 400 answer permanently, without retrying", async () => {
      crm.failNext(1, { status: 400, body: '{"message":"bad request"}' });
      const res = await postJson(server.url, "/api/leads", headerLead());
      const delivery = await eventually(async () => {
        const d = await deliveryOf(res.json.id as string);
        return d?.status === "failed" ? d : undefined;
      });
      expect(delivery.attempts).toBe(1);
      expect(delivery.lastError).toContain("HTTP 400");
    });

    it("holds leads while the CRM is down and delivers each once it is back", async () => {
      await crm.stop();
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await postJson(server.url, "/api/leads", headerLead())).json.id as string);
      await eventually(async () => (await deliveryOf(ids[0]!))!.attempts >= 2, { message: "a failed attempt" });
      expect(server.logs.some((l) => l.includes("Error calling GoHighLevel"))).toBe(true);
      await crm.start();
      for (const id of ids)
        await eventually(async () => (await deliveryOf(id))?.status === "sent", { message: `delivery of ${id}` });
      for (const id of ids) {
        const [lead] = await server.services.db.select().from(leads).where(eq(leads.id, id));
        expect(crm.upserts().filter((c) => (c.body as { email?: string }).email === lead!.email)).toHaveLength(1);
      }
    });

    it("answers the visitor while the CRM has not answered", async () => {
      // The CRM takes every request and answers none until released: a lead that waited on it
      // would never be answered.
      const id = await crm.whileHeld(async () => {
        const res = await postJson(server.url, "/api/leads", headerLead());
        expect(res.status).toBe(201);
        return res.json.id as string;
      });
      // Once the CRM answers, the lead reaches it.
      await eventually(async () => (await deliveryOf(id))?.status === "sent");
    });
  });
});

describe("webhook provider", () => {
  let crm: FakeCrm;
  let server: TestServer;
  beforeAll(async () => {
    ({ server, crm } = await startTestServerWithCrm({ db: "pglite", crm: "webhook" }));
  });
  afterAll(async () => server?.stop());
  const hookFor = (leadId: unknown) => eventually(() => crm.webhooks.find((h) => h.body.leadId === leadId));

  it("posts version 5 of the payload, every field /webhook-config documents and no other, signed", async () => {
    const payload = financingLead();
    const res = await postJson(server.url, "/api/leads", payload);
    const hook = await hookFor(res.json.id);
    expect(hook.signatureValid).toBe(true);
    expect(hook.deliveryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(hook.body).sort()).toEqual(WEBHOOK_FIELDS.map(([name]) => name).sort());
    expect(hook.body).toMatchObject({
      version: 5,
      event: "lead.created",
      formType: "Financing Application",
      language: "en",
      leadId: res.json.id,
      deliveryId: hook.deliveryId,
      tags: ["Financing Application", "Website Lead"],
      source: "Suncoast Family Roofing - Financing Application",
      formData: { email: payload.formData.email, projectType: "residential-roof-replacement" },
      repeatOf: null,
      possibleSpam: false,
      spamReason: null,
      chosenPackage: null,
      // Posted without the attribution cookie: nothing recorded.
      firstTouch: null,
      lastTouch: null,
    });
    expect(Date.parse(hook.body.submittedAt as string)).toBeLessThanOrEqual(Date.parse(hook.body.sentAt as string));
  });

  it("marks a repeat and a possible spam in the payload and in the tags", async () => {
    const first = financingLead();
    const original = await postJson(server.url, "/api/leads", first);
    const again = await postJson(server.url, "/api/leads", financingLead({ email: first.formData.email }));
    const fast = await postJson(server.url, "/api/leads", withoutProof(financingLead()));
    expect((await hookFor(again.json.id)).body).toMatchObject({
      repeatOf: original.json.id,
      possibleSpam: false,
      tags: ["Financing Application", "Website Lead", "Repeat Lead"],
    });
    expect((await hookFor(fast.json.id)).body).toMatchObject({
      repeatOf: null,
      possibleSpam: true,
      spamReason: "sent without the page's proof of work (a script, or a browser with JavaScript off)",
      tags: ["Financing Application", "Website Lead", "Possible Spam"],
    });
  });

  it("carries a lead's language from the Spanish pages, and its Spanish tag", async () => {
    const res = await postJson(server.url, "/api/leads", headerLead({ language: "es" }));
    expect((await hookFor(res.json.id)).body).toMatchObject({
      language: "es",
      tags: ["Header Contact Form", "Website Lead", "Spanish"],
      formData: { language: "es" },
    });
  });

  it("signs the time with the body: a captured delivery replayed after five minutes fails the documented check", async () => {
    const res = await postJson(server.url, "/api/leads", headerLead());
    const { raw, signature } = await hookFor(res.json.id);
    expect(signature).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(raw, signature!, FAKE_WEBHOOK_SECRET)).toBe(true);
    expect(verifyWebhook(raw, signature!, FAKE_WEBHOOK_SECRET, Date.now() + 6 * 60_000)).toBe(false);
    expect(
      verifyWebhook(raw.replace('"possibleSpam":false', '"possibleSpam":true'), signature!, FAKE_WEBHOOK_SECRET),
    ).toBe(false);
    expect(verifyWebhook(raw, signature!, "another-secret")).toBe(false);
  });

  it("a captured delivery sent again with another X-Delivery-Id is still a repeat to the documented receiver", async () => {
    const res = await postJson(server.url, "/api/leads", headerLead());
    const original = await hookFor(res.json.id);
    expect(original).toMatchObject({ signatureValid: true, duplicate: false });
    const replay = await fetch(`${crm.url}/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [SIGNATURE_HEADER]: original.signature!,
        [DELIVERY_ID_HEADER]: randomUUID(),
      },
      body: original.raw,
    });
    expect(replay.status).toBe(200);
    const replayed = crm.webhooks.at(-1)!;
    expect(replayed.deliveryId).not.toBe(original.deliveryId);
    expect(replayed).toMatchObject({ signatureValid: true, duplicate: true });
    const processed = new Set<string>();
    expect([isNewDelivery(original.raw, processed), isNewDelivery(replayed.raw, processed)]).toEqual([true, false]);
  });
});

describe.each(DB_KINDS)("submissions stored together on %s", (db) => {
  let server: TestServer;

  // No CRM: these leads stay in the outbox, and the CRM's rate limit is left to the tests above.
  beforeAll(async () => {
    server = await startTestServer({ db, env: { CRM_PROVIDER: "none", LEAD_RATE_LIMIT: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("stores a burst of submissions arriving together, each with its own delivery", async () => {
    const burst = [...Array.from({ length: 60 }, () => headerLead()), newsletterLead(), financingLead()];
    // Each with the proof its page solved beforehand, so that they arrive together.
    const proofs = await Promise.all(burst.map(() => proofFor(server.url)));
    const answers = await Promise.all(
      burst.map((lead, i) => postJson(server.url, "/api/leads", { ...lead, [PROOF_FIELD]: proofs[i] })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const ids = answers.map((a) => a.json.id as string);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await server.services.db.select().from(leads).where(inArray(leads.id, ids));
    expect(stored.map((l) => l.email).sort()).toEqual(burst.map((l) => l.formData.email.toLowerCase()).sort());
    const crmRows = await server.services.db.select().from(deliveries).where(toCrm(ids));
    expect(crmRows.map((d) => d.leadId).sort()).toEqual([...ids].sort());
  });

  it("marks the second of two submissions stored together (a double press) as a repeat of the first", async () => {
    const lead = headerLead();
    const meta = { clientIp: "127.0.0.1", userAgent: "test" };
    // Sent in the same moment, so they are stored by one statement.
    const [first, second] = await Promise.all([
      submitLead(server.services, lead, meta),
      submitLead(server.services, lead, meta),
    ]);
    expect(first).toMatchObject({ ok: true, repeatOf: null });
    expect(second).toMatchObject({ ok: true, repeatOf: (first as { leadId: string }).leadId });
  });

  it("links a repeat to the earliest lead it matches, in its batch and after it", async () => {
    const meta = { clientIp: "127.0.0.1", userAgent: "test" };
    const a = headerLead();
    const b = headerLead();
    // C shares B's email and A's phone: A came first, so C repeats A.
    const c = headerLead({ email: b.formData.email, phone: a.formData.phone });
    const [first, , third] = await Promise.all([a, b, c].map((lead) => submitLead(server.services, lead, meta)));
    expect(third).toMatchObject({ ok: true, repeatOf: (first as { leadId: string }).leadId });

    // F and G share a phone, so G repeats F. H, stored later, has G's email and that phone: both
    // F and G match it, stored in the same moment, and H repeats the original, F.
    const f = headerLead();
    const g = headerLead({ phone: f.formData.phone });
    const [original, repeat] = await Promise.all([f, g].map((lead) => submitLead(server.services, lead, meta)));
    const fId = (original as { leadId: string }).leadId;
    expect(repeat).toMatchObject({ ok: true, repeatOf: fId });
    const h = await submitLead(server.services, headerLead({ email: g.formData.email, phone: f.formData.phone }), meta);
    expect(h).toMatchObject({ ok: true, repeatOf: fId });
  });

  it("stores a name with characters the database cannot hold (NUL, a lone surrogate) without them", async () => {
    const res = await postJson(
      server.url,
      "/api/leads",
      headerLead({ firstName: "Ma\u0000ria", lastName: "Gon\ud800zalez" }),
    );
    expect(res.status).toBe(201);
    const [lead] = await server.services.db
      .select()
      .from(leads)
      .where(eq(leads.id, res.json.id as string));
    expect([lead!.firstName, lead!.lastName]).toEqual(["Maria", "Gonzalez"]);
  });

  it("still stores the others when one submission stored with them cannot be", async () => {
    const meta = { clientIp: "127.0.0.1", userAgent: "test" };
    // No form type breaks a NOT NULL column, which fails the statement storing the whole batch.
    const broken = insertLead(
      server.services,
      { formType: null as never, language: "en", payload: {} },
      { verdict: { status: "accepted", possibleSpam: false }, meta },
    );
    const fine = submitLead(server.services, headerLead(), meta);
    await expect(broken).rejects.toThrow();
    const stored = await fine;
    expect(stored.ok).toBe(true);
    const rows = await server.services.db
      .select()
      .from(leads)
      .where(eq(leads.id, (stored as { leadId: string }).leadId));
    expect(rows).toHaveLength(1);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past LEAD_RATE_LIMIT submissions from one address", async () => {
    const server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "3" } });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof postJson>> | undefined;
      for (let i = 0; i < 5; i++) {
        last = await postJson(server.url, "/api/leads", headerLead());
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(last!.json.error).toMatch(/Too many submissions/);
      // A Spanish page's form posted without JavaScript hears it in Spanish.
      const spanish = await fetch(`${server.url}/es/solicitud`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ formType: "Header Contact Form", ...headerLead({ language: "es" }).formData }),
      });
      expect(spanish.status).toBe(429);
      expect(await spanish.text()).toMatch(/^Demasiados envíos desde su conexión/);
    } finally {
      await server.stop();
    }
  });

  it("counts only the submissions accepted: one refused for a field to correct leaves the visitor's share", async () => {
    const server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "2" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await postJson(server.url, "/api/leads", headerLead({ phone: "81355" }))).status);
      for (let i = 0; i < 3; i++) statuses.push((await postJson(server.url, "/api/leads", headerLead())).status);
      expect(statuses).toEqual([400, 400, 400, 400, 201, 201, 429]);
    } finally {
      await server.stop();
    }
  });

  it("holds its limit whatever the spelling of the address posted to", async () => {
    const server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "3" } });
    try {
      // Spellings that React Router would normalise to the form handler are refused outright, so
      // nothing stored goes uncounted; fetch() would normalise them, so they are sent as written.
      const form = new URLSearchParams({ formType: "Header Contact Form", ...headerLead().formData }).toString();
      const spellings = ["/./api/leads", "/%61pi/leads", "/api/leads.data", "/x/../api/leads"];
      for (const path of spellings) expect(await postRaw(server.url, path, form), path).toBe(404);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await postJson(server.url, "/api/leads", headerLead())).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      for (const path of spellings) expect(await postRaw(server.url, path, form), path).toBe(429);
      // Reading pages is never limited.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

/** A form post to `path` exactly as written; resolves with the status. */
function postRaw(baseUrl: string, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/`,
      { method: "POST", path, headers: { "content-type": "application/x-www-form-urlencoded" } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
