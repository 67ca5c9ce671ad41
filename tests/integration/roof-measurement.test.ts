import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { roofMeasurements, roofMeasurementUsage } from "~/lib/db/schema";
import { businessDay } from "~/lib/business-time";
import { NO_RESULT_MESSAGES } from "~/lib/roof-measurement/measure.server";
import { quoteRequests } from "~/lib/db/schema";
import { generateQuote } from "~/lib/quote/engine";
import { FAKE_GOOGLE_KEY, type FakeGoogle, startFakeGoogle } from "../support/fake-google";
import {
  CENTRED,
  COARSE_IMAGERY,
  FAKE_HOUSES,
  type FakeHouse,
  FOURTEEN_FACES,
  NEIGHBOURS,
  NO_BUILDING,
  TYPICAL,
} from "../support/fake-google-houses";
import { postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, startTestServer, type TestServer } from "../support/test-server";
import { withoutProof } from "../support/proof";

/**
 * POST /api/roof-measurement against local servers that answer like Google's Geocoding and Solar
 * APIs (the quote priced from what it measured: roof-measurement-pricing.test.ts).
 */

const measuringEnv = (google: FakeGoogle, extra: Record<string, string> = {}) => ({
  ROOF_MEASUREMENT: "google-solar",
  GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY,
  GOOGLE_GEOCODING_API_BASE: google.url,
  GOOGLE_SOLAR_API_BASE: google.url,
  // Each test is a visitor of its own address (X-Forwarded-For), so the per-address limit is theirs.
  TRUST_PROXY: "1",
  LEAD_RATE_LIMIT: "1000",
  ...extra,
});

let visitor = 0;
/** A new visitor's address: every test measures within its own allowance. */
const newVisitor = () => `203.0.113.${++visitor}`;
const addressOf = (house: FakeHouse) => ({ address: house.street, city: house.city, zipCode: house.zip });
const measure = (server: TestServer, body: unknown, ip = newVisitor()) =>
  postJson(server.url, "/api/roof-measurement", body, { "X-Forwarded-For": ip });

/**
 * A distribution warehouse: 12 faces at 8/12, 9,600 m² (103,330 sq ft), more roof than an instant
 * quote prices (1 to 100,000 sq ft).
 */
const WAREHOUSE = {
  ...FOURTEEN_FACES,
  street: "9000 Port Logistics Pkwy",
  point: { lat: 27.9012345, lng: -82.4412345 },
  building: {
    ...FOURTEEN_FACES.building,
    center: { latitude: 27.9012345, longitude: -82.4412345 },
    segments: Array.from({ length: 12 }, () => ({ area: 800, pitch: 33.69 })),
  },
} as const satisfies FakeHouse;

const TYPICAL_ANSWER = {
  found: true,
  areaSqFt: 2350,
  pitch: "6/12",
  segments: 9,
  imageryDate: "2024-03-15",
  imageryQuality: "HIGH",
};

describe.each(DB_KINDS)("roof measurement on %s", (db) => {
  let google: FakeGoogle;
  let server: TestServer;

  beforeAll(async () => {
    google = await startFakeGoogle([...FAKE_HOUSES, WAREHOUSE]);
    server = await startTestServer({
      db,
      env: measuringEnv(google, { ROOF_MEASUREMENT_TIMEOUT_MS: "700" }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });
  afterEach(() => google.setDelay(0));

  const lookups = () => google.requests.length;

  it("measures a typical house: geocode, then the closest building, summed and weighted", async () => {
    const res = await measure(server, addressOf(TYPICAL));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toEqual(TYPICAL_ANSWER);
    const [geocode, solar] = google.requests.slice(-2);
    expect(geocode!.api).toBe("geocode");
    expect(geocode!.query.get("address")).toBe("1234 Bayshore Blvd, Tampa, FL 33606");
    expect(solar!.api).toBe("solar");
    expect(Object.fromEntries(solar!.query)).toEqual({
      "location.latitude": String(TYPICAL.point.lat),
      "location.longitude": String(TYPICAL.point.lng),
      requiredQuality: "MEDIUM",
      key: FAKE_GOOGLE_KEY,
    });
  });

  it("answers the same address again from the database, however it is spelled", async () => {
    await measure(server, addressOf(TYPICAL));
    const before = lookups();
    const again = await measure(server, { address: "1234  bayshore boulevard", city: "TAMPA", zipCode: "33606-4410" });
    expect(again.json).toEqual(TYPICAL_ANSWER);
    expect(lookups()).toBe(before);
    // The cache names no address: its key is an HMAC.
    const rows = await server.services.db.select().from(roofMeasurements);
    expect(JSON.stringify(rows)).not.toMatch(/bayshore/i);
  });

  it("measures a house of 14 faces at 8/12 from medium-quality imagery", async () => {
    const res = await measure(server, addressOf(FOURTEEN_FACES));
    expect(res.json).toEqual({
      found: true,
      areaSqFt: 3100,
      pitch: "8/12",
      segments: 14,
      imageryDate: "2023-11-02",
      imageryQuality: "MEDIUM",
    });
  });

  it("does not offer a roof over 100,000 sq ft as the roof's area, nor price from it: the visitor is asked to call", async () => {
    const res = await measure(server, addressOf(WAREHOUSE));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ found: false, reason: "too_large", message: NO_RESULT_MESSAGES.too_large });
    expect(NO_RESULT_MESSAGES.too_large).toMatch(/over 100,000 sq ft.*call us at \(813\) 555-0142/);
    // Asked again, it is answered the same from the server's record.
    const before = lookups();
    expect((await measure(server, addressOf(WAREHOUSE))).json).toMatchObject({ reason: "too_large" });
    expect(lookups()).toBe(before);
    // A quote for the address, even one claiming the measurement was shown, is the area given.
    const quote = await postJson(
      server.url,
      "/api/quotes",
      quoteRequest({ ...addressOf(WAREHOUSE), squareFeet: "5000", roofShown: "true" }),
      { "X-Forwarded-For": newVisitor() },
    );
    expect(quote.status).toBe(201);
    expect(quote.json.quote).toBe(
      generateQuote({
        projectType: "roof-replacement",
        roofType: "asphalt",
        squareFeet: 5000,
        stories: "1",
        currentCondition: "Fair",
        location: "Tampa",
      }).text,
    );
    const [row] = await server.services.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.accessToken, quote.json.token as string));
    expect(row).toMatchObject({ areaSource: "entered", measuredSquareFeet: null, measuredPitch: null });
  });
});

describe("roof measurement: every way of not measuring is a plain answer; its own allowance", () => {
  let google: FakeGoogle;
  let server: TestServer;

  beforeAll(async () => {
    google = await startFakeGoogle();
    server = await startTestServer({
      db: "pglite",
      env: measuringEnv(google, { ROOF_MEASUREMENT_TIMEOUT_MS: "700", LEAD_RATE_LIMIT: "1" }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });
  afterEach(() => google.setDelay(0));

  const noResult = (reason: keyof typeof NO_RESULT_MESSAGES) => ({
    found: false,
    reason,
    message: NO_RESULT_MESSAGES[reason],
  });

  it("no building at the address (Solar's 404 NOT_FOUND): not found, and remembered", async () => {
    expect((await measure(server, addressOf(NO_BUILDING))).json).toEqual(noResult("not_found"));
    const before = google.requests.length;
    expect((await measure(server, addressOf(NO_BUILDING))).json).toEqual(noResult("not_found"));
    expect(google.requests.length).toBe(before);
  });

  it("imagery too coarse for MEDIUM (Solar answers 404): not found", async () => {
    expect((await measure(server, addressOf(COARSE_IMAGERY))).json).toEqual(noResult("not_found"));
  });

  it("an address Geocoding does not know (ZERO_RESULTS, with HTTP 200): not found", async () => {
    const res = await measure(server, { address: "1 Nowhere Ln", city: "Tampa", zipCode: "33602" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(noResult("not_found"));
    expect(google.requests.at(-1)!.api).toBe("geocode");
  });

  it("the neighbour guard: an interpolated address 38 m from the building is refused, 11 m is accepted", async () => {
    expect((await measure(server, addressOf(NEIGHBOURS))).json).toEqual(noResult("imprecise"));
    expect((await measure(server, addressOf(CENTRED))).json).toMatchObject({ found: true, areaSqFt: 1620 });
  });

  it.each(["OVER_QUERY_LIMIT", "REQUEST_DENIED", "UNKNOWN_ERROR"])(
    "Geocoding's %s (HTTP 200): unavailable, logged, not remembered",
    async (status) => {
      google.answerNext({ api: "geocode", status });
      expect((await measure(server, addressOf(TYPICAL))).json).toEqual(noResult("unavailable"));
      expect(server.logEntries().some((e) => e.msg === "roof measurement" && String(e.detail).includes(status))).toBe(
        true,
      );
    },
  );

  it("Solar's 429: unavailable, not remembered, so the next visitor gets the measurement", async () => {
    const house = addressOf(CENTRED);
    await server.services.db.delete(roofMeasurements);
    google.answerNext({ api: "solar", status: 429 });
    expect((await measure(server, house)).json).toEqual(noResult("unavailable"));
    expect(server.logEntries().some((e) => String(e.detail) === "solar: HTTP 429 RESOURCE_EXHAUSTED")).toBe(true);
    expect((await measure(server, house)).json).toMatchObject({ found: true });
  });

  it("an API that does not answer: the answer comes at the deadline, unavailable", async () => {
    await server.services.db.delete(roofMeasurements);
    // Google takes the calls and answers none until released: the answer can only be the deadline's.
    const release = google.hold();
    try {
      const started = Date.now();
      expect((await measure(server, addressOf(TYPICAL))).json).toEqual(noResult("unavailable"));
      expect(Date.now() - started).toBeGreaterThanOrEqual(650);
    } finally {
      release();
    }
  });

  it("bad input gets the quote's own messages; other content types 415", async () => {
    const bad = await measure(server, { address: "12 Main St", city: "Tampa", zipCode: "3360" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "Invalid ZIP code format", field: "zipCode" });
    expect((await measure(server, { city: "Tampa", zipCode: "33606" })).json).toMatchObject({ field: "address" });
    expect((await measure(server, "[1]")).status).toBe(400);
    const form = await fetch(`${server.url}/api/roof-measurement`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newVisitor() },
      body: "address=12+Main+St",
    });
    expect(form.status).toBe(415);
  });

  it("measures for the site's own pages only: without their proof of work, Google is not asked", async () => {
    const before = google.requests.length;
    const scripted = await measure(server, withoutProof(addressOf(FOURTEEN_FACES)));
    expect(scripted.status).toBe(200);
    expect(scripted.json).toEqual({
      found: false,
      reason: "unavailable",
      message: "We couldn't measure your roof just now.",
    });
    expect(google.requests.length).toBe(before);
  });

  it("has its own allowance per client address, apart from the submissions'", async () => {
    const ip = newVisitor();
    for (let i = 0; i < 10; i++) expect((await measure(server, addressOf(TYPICAL), ip)).status).toBe(200);
    const limited = await measure(server, addressOf(TYPICAL), ip);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(
      /^Too many roof measurements from your connection\. Please enter the roof's area/,
    );
    // Ten measurements later, the visitor's one submission (LEAD_RATE_LIMIT=1) is still there.
    const quote = await postJson(server.url, "/api/quotes", quoteRequest(), { "X-Forwarded-For": ip });
    expect(quote.status).toBe(201);
    // Another visitor measures as before.
    expect((await measure(server, addressOf(TYPICAL))).status).toBe(200);
  });

  it("never puts the key in an answer or a log line", async () => {
    google.answerNext({ api: "geocode", status: "REQUEST_DENIED" });
    const res = await measure(server, addressOf(FOURTEEN_FACES));
    expect(res.text).not.toContain(FAKE_GOOGLE_KEY);
    expect(server.logs.join("\n")).not.toContain(FAKE_GOOGLE_KEY);
  });
});

describe("roof measurement: the daily cap", () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google?.close());

  it("stops calling Google past the daily cap, counted in the database and shared by every server, like each visitor's allowance", async () => {
    const env = measuringEnv(google, { ROOF_MEASUREMENT_DAILY_CAP: "2" });
    const first = await startTestServer({ db: "postgres", env });
    const second = await startTestServer({ db: "postgres", env, databaseUrl: first.databaseUrl });
    try {
      expect((await measure(first, addressOf(TYPICAL))).json).toMatchObject({ found: true });
      expect((await measure(second, addressOf(FOURTEEN_FACES))).json).toMatchObject({ found: true });
      const before = google.requests.length;
      expect((await measure(first, addressOf(CENTRED))).json).toMatchObject({ found: false, reason: "unavailable" });
      expect((await measure(second, addressOf(CENTRED))).json).toMatchObject({ found: false, reason: "unavailable" });
      expect(google.requests.length).toBe(before);
      // What is already measured is still answered.
      expect((await measure(second, addressOf(TYPICAL))).json).toMatchObject({ found: true, areaSqFt: 2350 });
      expect(await first.services.db.select().from(roofMeasurementUsage)).toEqual([{ day: businessDay(), lookups: 2 }]);
      // One visitor's allowance is one, whichever server answers.
      const ip = newVisitor();
      for (let i = 0; i < 10; i++)
        expect((await measure(i % 2 ? first : second, addressOf(TYPICAL), ip)).status).toBe(200);
      expect((await measure(first, addressOf(TYPICAL), ip)).status).toBe(429);
      expect((await measure(second, addressOf(TYPICAL), ip)).status).toBe(429);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
