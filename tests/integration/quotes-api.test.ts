import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deliveries, leads, quoteRequests } from "~/lib/db/schema";
import { generateQuote } from "~/lib/quote/engine";
import { parseQuote } from "~/lib/quote/quote-text";
import { quoteByToken } from "~/lib/quotes.server";
import type { FakeCrm } from "../support/fake-crm";
import { postJson } from "../support/payloads";
import { startPostgres } from "../support/postgres";
import { quoteRequest, quoteRuleCases } from "../support/quote-payloads";
import {
  DB_KINDS,
  eventually,
  startTestServer,
  startTestServerWithCrm,
  type TestServer,
  toCrm,
} from "../support/test-server";
import { HONEYPOT_FIELD } from "~/lib/spam";
import { withoutProof } from "../support/proof";

describe.each(DB_KINDS)("POST /api/quotes on %s", (db) => {
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, crm } = await startTestServerWithCrm({ db, env: { LEAD_RATE_LIMIT: "1000" } }));
  });
  afterAll(async () => server?.stop());
  afterEach(() => crm.recover());

  const counts = async () => ({
    leads: (await server.services.db.select({ n: count() }).from(leads))[0]!.n,
    quotes: (await server.services.db.select({ n: count() }).from(quoteRequests))[0]!.n,
  });
  const deliveriesOf = (leadId: string) => server.services.db.select().from(deliveries).where(toCrm(leadId));
  /** The stored quote a private link names. */
  const quoteRow = async (token: string) =>
    (await server.services.db.select().from(quoteRequests).where(eq(quoteRequests.accessToken, token)))[0]!;
  const leadRow = async (id: string) => (await server.services.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const sent = (leadId: string, kind: "contact" | "package_choice") =>
    eventually(async () => (await deliveriesOf(leadId)).find((d) => d.kind === kind && d.status === "sent"), {
      message: `${kind} sent`,
    });

  describe("validation (spec section 5, instant quote)", () => {
    it.each(quoteRuleCases)("$field = $value → $message", async ({ field, value, message }) => {
      const before = await counts();
      const res = await postJson(server.url, "/api/quotes", quoteRequest({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: message, field });
      expect(await counts()).toEqual(before);
    });

    it("answers only the first failing message, in the table's order", async () => {
      const res = await postJson(
        server.url,
        "/api/quotes",
        quoteRequest({ roofType: "", squareFeet: "0", zipCode: "1", phone: "555", currentCondition: "" }),
      );
      expect(res.json).toEqual({ error: "Phone must be exactly 10 digits", field: "phone" });
      const next = await postJson(
        server.url,
        "/api/quotes",
        quoteRequest({ roofType: "", squareFeet: "0", currentCondition: "" }),
      );
      expect(next.json).toEqual({ error: "Square feet must be between 1 and 100,000", field: "squareFeet" });
      const last = await postJson(server.url, "/api/quotes", quoteRequest({ stories: "", currentCondition: "" }));
      expect(last.json).toEqual({ error: "Number of stories is required", field: "stories" });
    });

    it("refuses what is not a JSON object (400), other content types (415) and bodies over 32 KB (413)", async () => {
      expect((await postJson(server.url, "/api/quotes", "[1,2]")).json).toEqual({
        error: "Please answer the questions and try again.",
      });
      expect((await postJson(server.url, "/api/quotes", "{oops")).json).toEqual({
        error: "The submission could not be read.",
      });
      const form = await fetch(`${server.url}/api/quotes`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Ana",
      });
      expect(form.status).toBe(415);
      expect(await form.json()).toEqual({ error: "Send the request as application/json." });
      expect((await postJson(server.url, "/api/quotes", quoteRequest({ address: "x".repeat(40_000) }))).status).toBe(
        413,
      );
    });
  });

  describe("a quote", () => {
    it("answers 201 with the quote text, its packages and the quote's private token", async () => {
      const res = await postJson(server.url, "/api/quotes", quoteRequest({ roofType: "metal", squareFeet: "2,000" }));
      expect(res.status).toBe(201);
      const expected = generateQuote({
        projectType: "roof-replacement",
        roofType: "metal",
        squareFeet: 2000,
        stories: "1",
        currentCondition: "Fair",
        location: "Tampa",
      });
      expect(res.json).toEqual({
        quote: expected.text,
        packages: expected.packages,
        // 192 random bits, nothing like a lead's or a quote's id.
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        leadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        // A person's quote (with the page's proof of work) may book a time at once.
        bookable: true,
        // The page's generate_lead: nothing is chosen yet, so the recommended package's price
        // (standing seam, the first of a metal roof's).
        conversion: {
          event: "generate_lead",
          lead_id: res.json.leadId,
          form_type: "Instant Quote Request",
          value: expected.packages[0]!.price,
          currency: "USD",
        },
      });
      expect(parseQuote(res.json.quote as string).map((p) => p.name)).toEqual([
        "Standing Seam Metal",
        "Stone-Coated Metal",
        "5V-Crimp Metal",
      ]);
    });

    it("stores the quote_requests row as the request plus the quote, linked to its lead", async () => {
      const payload = quoteRequest({
        phone: "(727) 555-0187",
        zipCode: "33701-1234",
        email: "Ana.Ruiz@Example.com",
        location: "St. Petersburg",
      });
      const res = await postJson(server.url, "/api/quotes", payload);
      const row = await quoteRow(res.json.token as string);
      expect(row).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        projectType: payload.projectType,
        roofType: payload.roofType,
        squareFeet: 2000,
        stories: payload.stories,
        currentCondition: payload.currentCondition,
        location: "St. Petersburg",
        name: payload.name,
        email: "ana.ruiz@example.com",
        phone: "7275550187",
        address: payload.address,
        city: payload.city,
        zipCode: "33701-1234",
        generatedQuote: res.json.quote,
        leadId: expect.any(String),
        accessToken: res.json.token,
        accessExpiresAt: expect.any(Date),
        // Without roof measurement, every area is the visitor's.
        areaSource: "entered",
        measuredSquareFeet: null,
        measuredPitch: null,
        measuredRoofFaces: null,
        imageryDate: null,
        imageryQuality: null,
        createdAt: expect.any(Date),
      });
      // The link works for 90 days.
      const days = (row.accessExpiresAt!.getTime() - row.createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(90, 1);
    });

    it("stores the lead with form type 'Instant Quote Request' and delivers it to the CRM with its custom fields", async () => {
      const payload = quoteRequest({
        roofType: "tile",
        squareFeet: "2400",
        location: "Brandon",
        projectType: "roof-repair",
      });
      const res = await postJson(server.url, "/api/quotes", payload);
      const { leadId } = await quoteRow(res.json.token as string);
      const lead = await leadRow(leadId!);
      expect(lead).toMatchObject({
        formType: "Instant Quote Request",
        status: "accepted",
        name: "Maria Gonzalez",
        email: payload.email,
        phone: payload.phone,
        address: payload.address,
        city: "Tampa",
        zipCode: "33606",
        roofType: "tile",
        squareFeet: 2400,
        stories: "1",
        currentCondition: "Fair",
        location: "Brandon",
        projectType: "roof-repair",
        chosenPackage: null,
        language: "en",
      });
      expect(lead.consentText).toMatch(/By requesting a quote/);

      const delivery = await sent(leadId!, "contact");
      const contact = crm.contacts.get(delivery.remoteId!)!;
      expect(contact).toMatchObject({
        firstName: "Maria",
        lastName: "Gonzalez",
        email: payload.email,
        phone: `+1${payload.phone}`,
        postalCode: "33606",
      });
      expect(contact.tags).toEqual(["Instant Quote Request", "Website Lead"]);
      expect(contact.customFields).toEqual(
        expect.arrayContaining([
          { key: "roof_type", field_value: "tile" },
          { key: "square_feet", field_value: "2400" },
          { key: "location", field_value: "Brandon" },
          { key: "project_type", field_value: "roof-repair" },
        ]),
      );
      const upsert = crm.upserts().find((c) => (c.body as { email?: string }).email === payload.email)!;
      expect(upsert.body).toMatchObject({ source: "Suncoast Family Roofing - Instant Quote Request" });
    });

    it("stores a quote from the Spanish pages with its lead in Spanish, and tags the contact Spanish", async () => {
      const res = await postJson(server.url, "/api/quotes", quoteRequest({ language: "es" }));
      expect(res.status).toBe(201);
      const leadId = res.json.leadId as string;
      expect(await leadRow(leadId)).toMatchObject({ language: "es" });
      const contact = crm.contacts.get((await sent(leadId, "contact")).remoteId!)!;
      expect(contact.tags).toEqual(["Instant Quote Request", "Website Lead", "Spanish"]);
    });

    it("is priced and stored as entered, and nothing is measured, without ROOF_MEASUREMENT", async () => {
      const res = await postJson(server.url, "/api/quotes", quoteRequest());
      expect(await quoteRow(res.json.token as string)).toMatchObject({
        areaSource: "entered",
        measuredSquareFeet: null,
      });
      const measure = await postJson(server.url, "/api/roof-measurement", {
        address: "1234 Bayshore Blvd",
        city: "Tampa",
        zipCode: "33606",
      });
      expect(measure.status).toBe(404);
      expect(measure.json).toEqual({ error: "Roof measurement is not configured." });
    });

    it("answers the visitor while the CRM has not answered", async () => {
      // The CRM takes every request and answers none until released: a quote that waited on it
      // would never be answered.
      const token = await crm.whileHeld(async () => {
        const res = await postJson(server.url, "/api/quotes", quoteRequest());
        expect(res.status).toBe(201);
        return res.json.token as string;
      });
      // Once the CRM answers, the quote's lead reaches it.
      await sent((await quoteRow(token)).leadId!, "contact");
    });
  });

  describe("choosing a package", () => {
    it("records the package on the lead and sends the CRM an update with it", async () => {
      const res = await postJson(server.url, "/api/quotes", quoteRequest());
      const token = res.json.token as string;
      const { leadId } = await quoteRow(token);
      await sent(leadId!, "contact");

      const choice = await postJson(server.url, `/api/quotes/${token}/choice`, { packageName: "BETTER" });
      expect(choice.status).toBe(200);
      expect(choice.json).toEqual({ packageName: "BETTER" });
      const lead = await leadRow(leadId!);
      expect(lead.chosenPackage).toBe("BETTER");
      expect(lead.chosenPackageAt).toBeInstanceOf(Date);

      const update = await sent(leadId!, "package_choice");
      const contact = crm.contacts.get(update.remoteId!)!;
      expect(contact.customFields).toEqual(expect.arrayContaining([{ key: "chosen_package", field_value: "BETTER" }]));
      expect(contact.tags).toEqual(["Instant Quote Request", "Website Lead", "Package Chosen"]);
    });

    it("changes its mind: a new package is recorded and sent; the same one again sends nothing", async () => {
      const res = await postJson(server.url, "/api/quotes", quoteRequest({ roofType: "metal" }));
      const token = res.json.token as string;
      const { leadId } = await quoteRow(token);
      await postJson(server.url, `/api/quotes/${token}/choice`, { packageName: "Standing Seam Metal" });
      await postJson(server.url, `/api/quotes/${token}/choice`, { packageName: "5V-Crimp Metal" });
      await postJson(server.url, `/api/quotes/${token}/choice`, { packageName: "5V-Crimp Metal" });
      expect((await leadRow(leadId!)).chosenPackage).toBe("5V-Crimp Metal");
      expect((await deliveriesOf(leadId!)).filter((d) => d.kind === "package_choice")).toHaveLength(2);
    });

    it("answers 404 for an unknown quote and 400 for a package that is not in the quote", async () => {
      const unknown = await postJson(server.url, `/api/quotes/${"A".repeat(32)}/choice`, { packageName: "BETTER" });
      expect(unknown.status).toBe(404);
      expect((await postJson(server.url, "/api/quotes/not-a-token/choice", { packageName: "BETTER" })).status).toBe(
        404,
      );

      const res = await postJson(server.url, "/api/quotes", quoteRequest());
      const token = res.json.token as string;
      const wrong = await postJson(server.url, `/api/quotes/${token}/choice`, { packageName: "Standing Seam Metal" });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual({ error: "Please choose one of the packages in your quote." });
      expect((await postJson(server.url, `/api/quotes/${token}/choice`, {})).status).toBe(400);
      const { leadId } = await quoteRow(token);
      expect((await leadRow(leadId!)).chosenPackage).toBeNull();
    });
  });

  it("a link past its 90 days finds nothing: the quote is no longer shown or changed through it", async () => {
    const res = await postJson(server.url, "/api/quotes", quoteRequest());
    const token = res.json.token as string;
    expect(await quoteByToken(server.services.db, token)).toBeDefined();
    await server.services.db
      .update(quoteRequests)
      .set({ accessExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(quoteRequests.accessToken, token));
    expect(await quoteByToken(server.services.db, token)).toBeUndefined();
    const choice = await postJson(server.url, `/api/quotes/${token}/choice`, { packageName: "GOOD" });
    expect(choice.status).toBe(404);
  });

  describe("spam", () => {
    it("answers 201 with the quote to a script that fills the hidden field, but stores it as spam and never forwards it", async () => {
      const res = await postJson(
        server.url,
        "/api/quotes",
        withoutProof(quoteRequest({ [HONEYPOT_FIELD]: "http://spam.example" })),
      );
      expect(res.status).toBe(201);
      expect(res.json.packages).toHaveLength(3);
      const { leadId } = await quoteRow(res.json.token as string);
      expect((await leadRow(leadId!)).status).toBe("spam");
      expect(await deliveriesOf(leadId!)).toEqual([]);

      // A spam lead's choice is recorded, and still not forwarded.
      await postJson(server.url, `/api/quotes/${res.json.token as string}/choice`, { packageName: "GOOD" });
      expect((await leadRow(leadId!)).chosenPackage).toBe("GOOD");
      expect(await deliveriesOf(leadId!)).toEqual([]);
    });

    it.each([
      ["sent by a script without the page's proof of work", withoutProof(quoteRequest({ form_elapsed_ms: "99999" }))],
      ["with the hidden field filled in a browser", quoteRequest({ [HONEYPOT_FIELD]: "autofill" })],
    ])("forwards a quote %s, tagged Possible Spam", async (_label, request) => {
      const res = await postJson(server.url, "/api/quotes", request);
      const { leadId } = await quoteRow(res.json.token as string);
      expect(await leadRow(leadId!)).toMatchObject({ status: "accepted", possibleSpam: true });
      const delivery = await sent(leadId!, "contact");
      expect(crm.contacts.get(delivery.remoteId!)?.tags).toEqual([
        "Instant Quote Request",
        "Website Lead",
        "Possible Spam",
      ]);
    });
  });

  describe("when storing fails", () => {
    it.each([
      [
        "the quote row is refused",
        "alter table quote_requests add constraint quote_test_block check (location <> 'Blocktown')",
        "alter table quote_requests drop constraint quote_test_block",
      ],
      [
        "the disk is full",
        `create function quote_test_full() returns trigger language plpgsql as $$ begin
          if new.location = 'Blocktown' then raise exception 'could not extend file' using errcode = '53100'; end if;
          return new; end $$;
        create trigger quote_test_full before insert on quote_requests for each row execute function quote_test_full()`,
        "drop trigger quote_test_full on quote_requests; drop function quote_test_full()",
      ],
    ])(
      "answers 503 when %s: no prices shown, nothing stored, no personal data logged",
      async (_label, setUp, tearDown) => {
        for (const statement of setUp.split(/;\s*(?=create)/)) await server.services.db.execute(sql.raw(statement));
        try {
          const before = await counts();
          const payload = quoteRequest({ location: "Blocktown" });
          const res = await postJson(server.url, "/api/quotes", payload);
          expect(res.status).toBe(503);
          expect(res.headers.get("retry-after")).toBe("30");
          expect(res.json).toEqual({
            error: "Failed to generate quote. Please try again or call us at (813) 555-0142",
          });
          // One statement: neither the lead, its delivery nor the quote row was kept.
          expect(await counts()).toEqual(before);
          const entry = server
            .logEntries()
            .findLast((l) => l.path === "/api/quotes" && String(l.msg).includes("not stored"));
          expect(entry).toMatchObject({ level: 50 });
          const logged = server.logs.join("\n");
          for (const value of [payload.name, payload.email, payload.phone, payload.address])
            expect(logged).not.toContain(value);
        } finally {
          for (const statement of tearDown.split("; ")) await server.services.db.execute(sql.raw(statement));
        }
      },
    );
  });
});

describe("POST /api/quotes when PostgreSQL is down", () => {
  it("answers 503 with the failure message and Retry-After, and logs no personal data", async () => {
    // Its own PostgreSQL, so stopping it leaves the other suites' server alone.
    const pg = await startPostgres();
    const url = await pg.createDatabase("down");
    const downServer = await startTestServer({ db: "postgres", databaseUrl: url });
    try {
      await pg.stop();
      const payload = quoteRequest();
      const res = await postJson(downServer.url, "/api/quotes", payload);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(res.json.error).toBe("Failed to generate quote. Please try again or call us at (813) 555-0142");
      expect(downServer.logs.join("\n")).not.toContain(payload.phone);
    } finally {
      await downServer.stop().catch(() => {});
      await pg.destroy();
    }
  });
});

describe("rate limit", () => {
  it("shares LEAD_RATE_LIMIT with the other forms", async () => {
    const server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "2" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await postJson(server.url, "/api/quotes", quoteRequest())).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await server.stop();
    }
  });
});
