import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, quoteRequests } from "~/lib/db/schema";
import { generateQuote } from "~/lib/quote/engine";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { FAKE_GOOGLE_KEY, type FakeGoogle, startFakeGoogle } from "../support/fake-google";
import { type FakeHouse, FOURTEEN_FACES, TYPICAL } from "../support/fake-google-houses";
import { postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer, toCrm } from "../support/test-server";

/**
 * The instant quote priced and stored from the roof measured at its address: once the wizard has
 * shown the visitor that measurement (`roofShown`), its pitch and faces count whatever area the
 * visitor gives, until the visitor says the roof measured is not theirs; the owner, the CRM and the
 * homeowner's quote page are told which area was priced and what was measured. A measurement the
 * visitor never saw prices nothing.
 */

const addressOf = (house: FakeHouse) => ({ address: house.street, city: house.city, zipCode: house.zip });

/** The request the wizard sends for the 14-face, 8/12 house, and what the engine is asked to price. */
const REQUEST = {
  projectType: "roof-replacement",
  roofType: "asphalt",
  squareFeet: 3100,
  stories: "1",
  currentCondition: "Fair",
  location: "Tampa",
} as const;
/** 8/12 is steep (+15%) and 14 faces are more than 10 (+5%). */
const MEASURED = { pitchRise: 8, roofFaces: 14 };

describe.each(DB_KINDS)("an instant quote for a measured roof, %s", (db) => {
  let google: FakeGoogle;
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    [google, crm] = await Promise.all([startFakeGoogle(), startFakeCrm()]);
    server = await startTestServer({
      db,
      // The homeowner's quote page too, which tells what priced the quote.
      pages: "built",
      env: {
        ROOF_MEASUREMENT: "google-solar",
        GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY,
        GOOGLE_GEOCODING_API_BASE: google.url,
        GOOGLE_SOLAR_API_BASE: google.url,
        LEAD_RATE_LIMIT: "1000",
        // Visitors of their own addresses (X-Forwarded-For), each with its own measurement allowance.
        TRUST_PROXY: "1",
        ...goHighLevelEnv(crm.url),
      },
    });
    // The wizard measures the address while the visitor answers the next questions.
    const measured = await postJson(server.url, "/api/roof-measurement", addressOf(FOURTEEN_FACES));
    expect(measured.json).toMatchObject({ found: true, areaSqFt: 3100, pitch: "8/12", segments: 14 });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([google?.close(), crm?.close()]);
  });

  const quote = async (overrides: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await postJson(
      server.url,
      "/api/quotes",
      quoteRequest({ ...addressOf(FOURTEEN_FACES), ...overrides }),
      headers,
    );
    expect(res.status).toBe(201);
    const [row] = await server.services.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.accessToken, res.json.token as string));
    return { text: res.json.quote as string, row: row! };
  };
  /** The homeowner's private quote page (English, or its Spanish twin): its text, tags dropped. */
  const quotePage = async (token: string, path = "/quote/") => {
    const html = await (await fetch(`${server.url}${path}${token}`)).text();
    return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  };

  it("prices a kept measurement from its pitch and faces, and stores where the area came from", async () => {
    const kept = await quote({ squareFeet: "3,100", roofShown: "true" });
    expect(kept.text).toBe(generateQuote({ ...REQUEST, measuredRoof: MEASURED }).text);
    expect(kept.text).not.toBe(generateQuote(REQUEST).text);
    expect(kept.row).toMatchObject({
      squareFeet: 3100,
      areaSource: "measured",
      measuredSquareFeet: 3100,
      measuredPitch: "8/12",
      measuredRoofFaces: 14,
      imageryDate: "2023-11-02",
      imageryQuality: "MEDIUM",
    });
    expect(await ownerAlertText(kept.row.email)).toContain(
      "3,100 sq ft, measured from satellite imagery of November 2023 (8/12 pitch, 14 roof faces)",
    );
    // The homeowner's page says so too, beside the prices that pitch and those faces raised.
    expect(await quotePage(kept.row.accessToken!)).toContain(
      "3,100 sq ft, measured from satellite imagery of November 2023 (8/12 pitch, 14 roof faces)",
    );
    expect(await quotePage(kept.row.accessToken!, "/es/cotizacion/")).toContain(
      "3,100 pies cuadrados, medidos con imágenes satelitales de noviembre de 2023 (inclinación 8/12, 14 caras de techo)",
    );
  });

  it("an area corrected by one square foot keeps the steep roof's price; both areas are stored and sent", async () => {
    const corrected = await quote({ squareFeet: "3,099", roofShown: "true" });
    expect(corrected.text).toBe(generateQuote({ ...REQUEST, squareFeet: 3099, measuredRoof: MEASURED }).text);
    expect(corrected.text).not.toBe(generateQuote({ ...REQUEST, squareFeet: 3099 }).text);
    expect(corrected.row).toMatchObject({
      squareFeet: 3099,
      areaSource: "entered",
      measuredSquareFeet: 3100,
      measuredPitch: "8/12",
      measuredRoofFaces: 14,
    });
    expect(await ownerAlertText(corrected.row.email)).toContain(
      "3,099 sq ft, as entered (satellite imagery of November 2023 measured about 3,100 sq ft, 8/12 pitch, 14 roof faces; priced with that pitch and those faces)",
    );
    expect(await crmFields(corrected.row.leadId!)).toEqual(
      expect.arrayContaining([
        { key: "square_feet", field_value: "3099" },
        { key: "roof_area_source", field_value: "entered" },
        { key: "measured_square_feet", field_value: "3100" },
        { key: "roof_pitch", field_value: "8/12" },
        { key: "roof_faces", field_value: "14" },
        { key: "imagery_date", field_value: "2023-11-02" },
        { key: "imagery_quality", field_value: "MEDIUM" },
      ]),
    );
  });

  it("'not my roof' prices the area given without the measurement, and tells the owner and the CRM so", async () => {
    const notMine = await quote({ squareFeet: "3,099", notMyRoof: "true", roofShown: "true" });
    expect(notMine.text).toBe(generateQuote({ ...REQUEST, squareFeet: 3099 }).text);
    expect(notMine.row).toMatchObject({
      squareFeet: 3099,
      areaSource: "entered",
      measuredSquareFeet: null,
      measuredPitch: null,
      measuredRoofFaces: null,
      imageryDate: null,
    });
    expect(await ownerAlertText(notMine.row.email)).toContain(
      "3,099 sq ft, as entered (not the roof measured at this address)",
    );
    expect(await quotePage(notMine.row.accessToken!)).toContain(
      "3,099 sq ft, as entered (not the roof measured at this address)",
    );
    const fields = await crmFields(notMine.row.leadId!);
    expect(fields).toEqual(
      expect.arrayContaining([
        { key: "square_feet", field_value: "3099" },
        { key: "roof_area_source", field_value: "entered" },
      ]),
    );
    expect(fields.map((f) => f.key)).not.toContain("roof_pitch");
    // Even the area exactly as measured is the visitor's once they say the roof is not theirs.
    const same = await quote({ squareFeet: "3100", notMyRoof: true, roofShown: true });
    expect(same.text).toBe(generateQuote(REQUEST).text);
    expect(same.row).toMatchObject({ areaSource: "entered", measuredSquareFeet: null });
  });

  it("a measurement the visitor was never shown prices nothing: their own was refused, another visitor's is stored", async () => {
    // This visitor's measurements are used up: the wizard said "We couldn't measure your roof just
    // now" and asked for the area, while the server holds the first visitor's measurement.
    const visitor = { "X-Forwarded-For": "203.0.113.77" };
    for (let i = 0; i < 10; i++) {
      expect((await postJson(server.url, "/api/roof-measurement", addressOf(TYPICAL), visitor)).status).toBe(200);
    }
    const refused = await postJson(server.url, "/api/roof-measurement", addressOf(FOURTEEN_FACES), visitor);
    expect(refused.status).toBe(429);
    const unseen = await quote({ squareFeet: "3,000" }, visitor);
    // $12,867 for the Essential package, not the $15,486 of a steep, cut-up roof nobody showed them.
    expect(unseen.text).toBe(generateQuote({ ...REQUEST, squareFeet: 3000 }).text);
    expect(unseen.text).not.toBe(generateQuote({ ...REQUEST, squareFeet: 3000, measuredRoof: MEASURED }).text);
    expect(unseen.row).toMatchObject({
      squareFeet: 3000,
      areaSource: "entered",
      measuredSquareFeet: null,
      measuredPitch: null,
      measuredRoofFaces: null,
      imageryDate: null,
    });
    const alert = await ownerAlertText(unseen.row.email);
    expect(alert).toContain("3,000 sq ft");
    expect(alert).not.toContain("priced with that pitch");
    expect(await quotePage(unseen.row.accessToken!)).not.toContain("8/12");
    // Even the measured area itself, typed without the measurement shown, is the visitor's.
    const typed = await quote({ squareFeet: "3100" });
    expect(typed.text).toBe(generateQuote(REQUEST).text);
    expect(typed.row).toMatchObject({ areaSource: "entered", measuredSquareFeet: null });
  });

  it("stores a quote for an address never measured as entered, with no measurement", async () => {
    const other = await quote({ address: "400 Never Measured Way", roofShown: "true" });
    expect(other.row).toMatchObject({
      areaSource: "entered",
      measuredSquareFeet: null,
      measuredPitch: null,
      imageryDate: null,
    });
  });

  /** The contact's custom fields, once the lead's CRM delivery is sent. */
  async function crmFields(leadId: string) {
    const delivery = await eventually(
      async () =>
        (await server.services.db.select().from(deliveries).where(toCrm(leadId))).find((d) => d.status === "sent"),
      { message: "the quote sent to the CRM" },
    );
    return crm.contacts.get(delivery.remoteId!)!.customFields;
  }

  /** The text of the owner's alert about the lead with this e-mail, once it is written (lines unwrapped). */
  function ownerAlertText(email: string) {
    return eventually(
      async () => {
        const dir = path.join(server.dataDir, "mail");
        for (const file of (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"))) {
          const mail = await simpleParser(await readFile(path.join(dir, file)));
          if (mail.subject?.startsWith("New Instant Quote Request") && mail.replyTo?.text === email)
            return mail.text?.replace(/\s+/g, " ");
        }
        return undefined;
      },
      { message: `the owner's alert about ${email}` },
    );
  }
});
