import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { META_GRAPH_API_VERSION } from "~/lib/conversions/meta.server";
import { deliveries, leads } from "~/lib/db/schema";
import { parseEnv } from "~/lib/env.server";
import { deliveryPlan, plannedDeliveries } from "~/lib/outbox/channels.server";
import { sendersFromEnv } from "../../server/senders";
import {
  adPlatformsEnv,
  type FakeAdPlatforms,
  GA4_ID,
  GA4_SECRET,
  META_PIXEL,
  startFakeAdPlatforms,
} from "../support/fake-ad-platforms";
import { financingLead, headerLead } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { eventually, startTestServer, type TestServer } from "../support/test-server";
import { Visitor } from "../support/visits";
import { HONEYPOT_FIELD } from "~/lib/spam";
import { withoutProof } from "../support/proof";

/**
 * Conversion signals sent by the server through the outbox: GA4's Measurement Protocol and Meta's
 * Conversions API, each a channel of its own, one event per accepted lead, none for spam, none
 * when not configured. The ad platforms are local stand-ins (tests/support/fake-ad-platforms.ts).
 */

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const SITE = "https://www.suncoastfamilyroofing.example";

let ads: FakeAdPlatforms;
let server: TestServer;
beforeAll(async () => {
  ads = await startFakeAdPlatforms();
  server = await startTestServer({ db: "pglite", env: { ...adPlatformsEnv(ads), LEAD_RATE_LIMIT: "1000" } });
});
afterAll(async () => {
  await server?.stop();
  await ads?.close();
});

const ga4For = (leadId: unknown) =>
  eventually(() => ads.ga4.find((hit) => JSON.stringify(hit.body).includes(String(leadId))));
const metaFor = (leadId: unknown) =>
  eventually(() => ads.meta.find((hit) => JSON.stringify(hit.body).includes(String(leadId))));

describe("a lead from a visitor who came through a Facebook ad", () => {
  let visitor: Visitor;
  let payload: ReturnType<typeof financingLead>;
  let leadId: string;
  beforeAll(async () => {
    visitor = new Visitor(server.url);
    visitor.setCookie("_ga", "GA1.1.1187635423.1762000000");
    visitor.setCookie("_fbp", "fb.1.1762000000123.987654321");
    await visitor.visit("/storm-damage?utm_source=facebook&utm_medium=paid_social&fbclid=IwAR3_stormAd");
    payload = financingLead({ email: "  Linda.Patel@Example.com " });
    const res = await visitor.post("/api/leads", payload, { from: "/financing" });
    expect(res.status).toBe(201);
    leadId = res.json.id as string;
    // The page pushes this event to its dataLayer: the same lead, form and value the platforms get.
    expect(res.json.conversion).toEqual({
      event: "generate_lead",
      lead_id: leadId,
      form_type: "Financing Application",
      value: 250,
      currency: "USD",
    });
  });

  it("reaches GA4 once, as generate_lead with the visitor's own client id", async () => {
    const hit = await ga4For(leadId);
    expect(hit.query).toEqual({ measurement_id: GA4_ID, api_secret: GA4_SECRET });
    const [lead] = await server.services.db.select().from(leads).where(eq(leads.id, leadId));
    expect(hit.body).toEqual({
      client_id: "1187635423.1762000000",
      timestamp_micros: lead!.createdAt.getTime() * 1000,
      events: [
        {
          name: "generate_lead",
          params: { lead_id: leadId, form_type: "Financing Application", value: 250, currency: "USD" },
        },
      ],
    });
  });

  it("reaches Meta once, as Lead with hashed e-mail and phone, fbp, and fbc from the ad click", async () => {
    const hit = await metaFor(leadId);
    expect(hit.path).toBe(`/${META_GRAPH_API_VERSION}/${META_PIXEL}/events`);
    const [lead] = await server.services.db.select().from(leads).where(eq(leads.id, leadId));
    const clickAt = lead!.attribution!.lastTouch!.at;
    expect(hit.body.data).toEqual([
      {
        event_name: "Lead",
        event_time: Math.floor(lead!.createdAt.getTime() / 1000),
        event_id: leadId,
        action_source: "website",
        event_source_url: `${SITE}/financing`,
        user_data: {
          em: [sha256("linda.patel@example.com")],
          ph: [sha256(`1${payload.formData.phone}`)],
          client_user_agent: visitor.userAgent,
          fbp: "fb.1.1762000000123.987654321",
          fbc: `fb.1.${clickAt}.IwAR3_stormAd`,
        },
        custom_data: { value: 250, currency: "USD", form_type: "Financing Application" },
      },
    ]);
    // Neither the e-mail nor the phone travels in the clear.
    expect(JSON.stringify(hit.body)).not.toMatch(/linda|patel/i);
    expect(JSON.stringify(hit.body)).not.toContain(payload.formData.phone);
  });

  it("sends each once, recorded as its own delivery", async () => {
    await metaFor(leadId);
    await ga4For(leadId);
    const rows = await eventually(async () => {
      const found = await server.services.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.leadId, leadId), inArray(deliveries.channel, ["ga4", "meta"])));
      return found.every((d) => d.status === "sent") && found.length === 2 ? found : undefined;
    });
    expect(rows.map((d) => [d.channel, d.provider, d.attempts]).sort()).toEqual([
      ["ga4", "ga4", 1],
      ["meta", "meta", 1],
    ]);
    expect(ads.ga4.filter((h) => JSON.stringify(h.body).includes(leadId))).toHaveLength(1);
    expect(ads.meta.filter((h) => JSON.stringify(h.body).includes(leadId))).toHaveLength(1);
  });
});

it("values a quote at its recommended package, the middle one, and makes a client id when the browser has no _ga", async () => {
  const visitor = new Visitor(server.url);
  const res = await visitor.post("/api/quotes", quoteRequest(), { from: "/instant-quote" });
  const packages = res.json.packages as Array<{ price: number }>;
  const ga4 = await ga4For(res.json.leadId);
  const body = ga4.body as { client_id: string; events: Array<{ params: { value: number } }> };
  expect(body.events[0]!.params.value).toBe(packages[1]!.price);
  expect(body.client_id).toMatch(/^\d{1,10}\.\d{10}$/);
  const meta = (await metaFor(res.json.leadId)).body.data as Array<Record<string, Record<string, unknown>>>;
  expect(meta[0]!.custom_data!.value).toBe(packages[1]!.price);
  expect(meta[0]!.event_source_url).toBe(`${SITE}/instant-quote`);
  expect(meta[0]!.user_data!.fbc).toBeUndefined();
});

it("values a metal roof's quote at the package its results recommend: standing seam, on the first line", async () => {
  const visitor = new Visitor(server.url);
  const res = await visitor.post("/api/quotes", quoteRequest({ roofType: "metal" }), { from: "/instant-quote" });
  const packages = res.json.packages as Array<{ name: string; price: number }>;
  expect(packages[0]!.name).toMatch(/standing seam/i);
  const [ga4, meta] = [await ga4For(res.json.leadId), await metaFor(res.json.leadId)];
  expect((ga4.body as { events: Array<{ params: { value: number } }> }).events[0]!.params.value).toBe(
    packages[0]!.price,
  );
  expect((meta.body.data as Array<{ custom_data: { value: number } }>)[0]!.custom_data.value).toBe(packages[0]!.price);
  expect(res.json.conversion).toMatchObject({ value: packages[0]!.price });
});

it("tells neither platform about spam, nor about a lead marked Possible Spam, which still reaches the CRM", async () => {
  const visitor = new Visitor(server.url);
  const spam = await visitor.post("/api/leads", withoutProof(headerLead({ [HONEYPOT_FIELD]: "https://seo.example" })));
  // Sent by a script, without the page's proof of work: accepted, marked Possible Spam.
  const possible = await visitor.post("/api/leads", withoutProof(headerLead()));
  expect(possible.status).toBe(201);
  const real = await visitor.post("/api/leads", headerLead());
  await ga4For(real.json.id);
  await metaFor(real.json.id);
  const everything = JSON.stringify([ads.ga4, ads.meta]);
  expect(everything).not.toContain(spam.json.id as string);
  expect(everything).not.toContain(possible.json.id as string);
  const rows = await server.services.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.leadId, spam.json.id as string));
  expect(rows).toEqual([]);
  const possibleRows = await server.services.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.leadId, possible.json.id as string));
  expect(possibleRows.map((d) => d.channel)).toContain("crm");
  expect(possibleRows.map((d) => d.channel)).not.toEqual(expect.arrayContaining(["ga4"]));
  expect(possibleRows.map((d) => d.channel)).not.toEqual(expect.arrayContaining(["meta"]));
});

it("retries Meta's passing troubles (its rate limit answers 400) and GA4's 5xx", async () => {
  ads.answerNext("meta", {
    status: 400,
    body: { error: { message: "Application request limit reached", code: 4, is_transient: true } },
  });
  ads.answerNext("ga4", { status: 503 });
  const visitor = new Visitor(server.url);
  const res = await visitor.post("/api/leads", headerLead());
  const rows = await eventually(async () => {
    const found = await server.services.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, res.json.id as string), inArray(deliveries.channel, ["ga4", "meta"])));
    return found.every((d) => d.status !== "pending") ? found : undefined;
  });
  // Each failed once, then went through on its second attempt.
  expect(rows.map((d) => [d.channel, d.status, d.attempts]).sort()).toEqual([
    ["ga4", "sent", 2],
    ["meta", "sent", 2],
  ]);
});

it("sends nothing to either when they are not configured, and refuses half a configuration", () => {
  const env = parseEnv({});
  expect(deliveryPlan(env).conversions).toEqual([]);
  expect(Object.keys(sendersFromEnv(env, server.services.logger)).sort()).toEqual(["homeowner-email", "owner-email"]);
  const planned = plannedDeliveries({ formType: "Header Contact Form", email: "a@example.com" }, deliveryPlan(env));
  expect(planned.map((d) => d.channel)).not.toContain("ga4");
  expect(() => parseEnv({ GA4_MEASUREMENT_ID: GA4_ID })).toThrow(/GA4_MEASUREMENT_ID and GA4_API_SECRET go together/);
  expect(() => parseEnv({ META_CAPI_TOKEN: "token" })).toThrow(/META_PIXEL_ID and META_CAPI_TOKEN go together/);
});
