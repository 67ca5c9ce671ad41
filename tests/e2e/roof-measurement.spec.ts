import type { APIRequestContext, Page } from "@playwright/test";
import { generateQuote, type QuoteRequest } from "~/lib/quote/engine";
import { formatDollars } from "~/lib/format";
import { PROOF_FIELD } from "~/lib/spam";
import { startProductionServer, type BenchServer } from "../../scripts/bench/servers";
import { goHighLevelEnv } from "../support/fake-crm";
import { FAKE_GOOGLE_KEY, type FakeGoogle, startFakeGoogle } from "../support/fake-google";
import { proofFor } from "../support/proof";
import { CENTRED, COARSE_IMAGERY, FAKE_HOUSES, FOURTEEN_FACES, TYPICAL } from "../support/fake-google-houses";
import { crmState, expect, expectAccessible, gotoHydrated, test, uniqueVisitor } from "./fixtures";

/**
 * The instant quote with roof measurement on: a second server from the same build, measuring
 * against local servers that answer like Google's Geocoding and Solar APIs. The build was made
 * with measurement off, so that server renders the page per request (the same page a build with
 * measurement on prerenders).
 */

test.describe.configure({ mode: "serial" });

let google: FakeGoogle;
let server: BenchServer;

/**
 * Two houses on one street that no other test here measures (the server keeps what it measured, and
 * answers it again without asking the stand-ins): their answers can be held. The same ZIP code, so
 * changing the street alone names the other building. Solar finds the roofs of TYPICAL and
 * FOURTEEN_FACES, at the same points.
 */
const EARLY = { ...TYPICAL, street: "40 Early Bird Ln" };
const NEXT_DOOR = { ...FOURTEEN_FACES, street: "42 Early Bird Ln", city: EARLY.city, zip: EARLY.zip };
/** The steep, cut-up roof again, at addresses of their own: one measured late, one by another visitor first. */
const LATE = { ...FOURTEEN_FACES, street: "44 Early Bird Ln", city: EARLY.city, zip: EARLY.zip };
const MEASURED_BEFORE = { ...FOURTEEN_FACES, street: "46 Early Bird Ln", city: EARLY.city, zip: EARLY.zip };
/** A distribution warehouse: 12 faces, 9,600 m² (103,330 sq ft), more roof than an instant quote prices. */
const WAREHOUSE = {
  ...FOURTEEN_FACES,
  street: "9000 Port Logistics Pkwy",
  city: "Tampa",
  zip: "33605",
  point: { lat: 27.9012345, lng: -82.4412345 },
  building: {
    ...FOURTEEN_FACES.building,
    center: { latitude: 27.9012345, longitude: -82.4412345 },
    segments: Array.from({ length: 12 }, () => ({ area: 800, pitch: 33.69 })),
  },
};

test.beforeAll(async () => {
  // A server of its own on a new embedded database: its first start creates the database.
  test.setTimeout(120_000);
  google = await startFakeGoogle([...FAKE_HOUSES, EARLY, NEXT_DOOR, LATE, MEASURED_BEFORE, WAREHOUSE]);
  server = await startProductionServer({
    ROOF_MEASUREMENT: "google-solar",
    GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY,
    GOOGLE_GEOCODING_API_BASE: google.url,
    GOOGLE_SOLAR_API_BASE: google.url,
    ...goHighLevelEnv(process.env.E2E_CRM_URL!),
    LEAD_RATE_LIMIT: "1000",
    // Tests that measure as a visitor of their own say so (X-Forwarded-For): each address has its
    // own allowance of measurements.
    TRUST_PROXY: "1",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await google?.close();
});

const wizard = (page: Page) => page.getByRole("form", { name: "Instant quote" });
const next = (page: Page) => wizard(page).getByRole("button", { name: "Next" });

/** The address first, then the two questions the roof is measured during. */
async function answerAddressAndMore(page: Page, house: { street: string; city: string; zip: string }) {
  const form = wizard(page);
  await gotoHydrated(page, `${server.url}/instant-quote`);
  await expect(form.getByText("Question 1 of 7")).toBeVisible();
  await expect(form.getByRole("group", { name: "Where is the roof?" })).toBeVisible();
  await form.getByLabel("Street address").fill(house.street);
  await form.getByLabel("City").fill(house.city);
  await form.getByLabel("ZIP code").fill(house.zip);
  await answerToRoofSize(page);
}

/** The page's measurements are this visitor's (`ip`), with an allowance of their own. */
async function asVisitor(page: Page, ip: string) {
  await page.route("**/api/roof-measurement", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": ip } }),
  );
}

/** A measurement asked for by another visitor's page (`ip`), with its proof of work. */
async function measureAs(request: APIRequestContext, ip: string, house: { street: string; city: string; zip: string }) {
  const headers = { "X-Forwarded-For": ip };
  return request.post(`${server.url}/api/roof-measurement`, {
    headers,
    data: {
      address: house.street,
      city: house.city,
      zipCode: house.zip,
      [PROOF_FIELD]: await proofFor(server.url, headers),
    },
  });
}

/** From the roof's size on: 1 story, good condition, the contact, then Get Instant Quote; the request sent. */
async function finishAndSend(page: Page) {
  const form = wizard(page);
  await next(page).click();
  await form.getByLabel("1 Story").check();
  await next(page).click();
  await form.getByLabel("Good - Minor wear").check();
  await next(page).click();
  return sendQuote(page);
}

/** On the last question: the contact, once, then Get Instant Quote; the body the wizard sent. */
async function sendQuote(page: Page) {
  const form = wizard(page);
  const name = form.getByLabel("Full name");
  if ((await name.inputValue()) === "") {
    const visitor = uniqueVisitor();
    await name.fill("Maria Gonzalez");
    await form.getByLabel("Email").fill(visitor.email);
    await form.getByLabel("Phone").fill(visitor.phone);
  }
  const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/quotes"));
  await form.getByRole("button", { name: "Get Instant Quote" }).click();
  return (await sent).postDataJSON() as Record<string, unknown>;
}

async function expectPrices(page: Page, request: QuoteRequest) {
  const cards = page.locator("#quote-results").getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const [i, pkg] of generateQuote(request).packages.entries()) {
    await expect(cards.nth(i)).toContainText(formatDollars(pkg.price));
  }
}

/** Next on the address, then the project and the material: on to the roof-size question. */
async function answerToRoofSize(page: Page) {
  const form = wizard(page);
  await next(page).click();
  await form.getByLabel("Complete Roof Replacement").check();
  await next(page).click();
  await form.getByLabel("Asphalt Shingles").check();
  await next(page).click();
  await expect(form.getByText("Question 4 of 7")).toBeVisible();
}

test("the page asks for the address first in its HTML, before any script runs, and never names the key", async ({
  request,
}) => {
  const page = await request.get(`${server.url}/instant-quote`);
  const html = (await page.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Question 1 of 7");
  expect(html).toContain("Where is the roof?");
  expect(html).toContain("Seven quick questions");
  expect(html).not.toContain(FAKE_GOOGLE_KEY);
  // Rendered for this server's setting, not the build's: a per-request nonce, not the build's hashes.
  expect(page.headers()["content-security-policy"]).toMatch(/'nonce-/);
  const data = await (await request.get(`${server.url}/instant-quote.data`)).text();
  expect(data).toContain("Answer seven questions");
  expect(data).not.toContain(FAKE_GOOGLE_KEY);
});

test("shows the roof measured from the address; the visitor corrects it, and the quote and the CRM use the correction", async ({
  page,
}) => {
  test.slow();
  const form = wizard(page);
  await answerAddressAndMore(page, TYPICAL);

  const status = form.getByRole("status");
  await expect(status).toHaveText(
    "Measured from satellite imagery dated March 2024: about 2,350 sq ft, 6/12 pitch, 9 roof faces.Keep it, or correct the area below if you know better.",
  );
  const area = form.getByLabel("Roof area (square feet)");
  await expect(area).toHaveValue("2350");
  await expectAccessible(page);

  // The visitor knows the porch roof is not being replaced.
  await area.fill("2,100");
  await expect(status).toContainText("We'll price the area you entered, with the roof's measured pitch.");
  await expect(form.getByRole("button", { name: "Use the measured 2,350 sq ft" })).toBeVisible();
  await next(page).click();
  await form.getByLabel("1 Story").check();
  await next(page).click();
  // The property's city is the address's: only the condition is asked.
  await expect(form.getByLabel("City where the property is")).toHaveCount(0);
  await form.getByLabel("Good - Minor wear").check();
  await next(page).click();

  await expect(form.getByText("Question 7 of 7")).toBeVisible();
  await expect(form).toContainText("For the roof at 1234 Bayshore Blvd, Tampa 33606.");
  const visitor = uniqueVisitor();
  await form.getByLabel("Full name").fill("Maria Gonzalez");
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Phone").fill(visitor.phone);
  await form.getByRole("button", { name: "Get Instant Quote" }).click();

  const { packages } = generateQuote({
    projectType: "roof-replacement",
    roofType: "asphalt",
    squareFeet: 2100,
    stories: "1",
    currentCondition: "Good",
    location: "Tampa",
  });
  const cards = page.locator("#quote-results").getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const [i, pkg] of packages.entries()) await expect(cards.nth(i)).toContainText(formatDollars(pkg.price));

  await expect
    .poll(async () => (await crmState()).contacts.find((c) => c.email === visitor.email)?.customFields, {
      timeout: 15_000,
    })
    .toEqual(
      expect.arrayContaining([
        { key: "square_feet", field_value: "2100" },
        { key: "location", field_value: "Tampa" },
        { key: "roof_area_source", field_value: "entered" },
        { key: "measured_square_feet", field_value: "2350" },
        { key: "roof_pitch", field_value: "6/12" },
        { key: "roof_faces", field_value: "9" },
        { key: "imagery_date", field_value: "2024-03-15" },
        { key: "imagery_quality", field_value: "HIGH" },
      ]),
    );
});

test("in Spanish, the measurement's date reads as Spanish writes it ('marzo de 2024')", async ({ page }) => {
  const form = page.getByRole("form", { name: "Cotización al instante" });
  const next = () => form.getByRole("button", { name: "Siguiente" }).click();
  await gotoHydrated(page, `${server.url}/es/cotizacion-instantanea`);
  await form.getByLabel("Dirección").fill(TYPICAL.street);
  await form.getByLabel("Ciudad").fill(TYPICAL.city);
  await form.getByLabel("Código postal").fill(TYPICAL.zip);
  await next();
  await form.getByLabel("Reemplazo completo del techo").check();
  await next();
  await form.getByRole("group", { name: "¿Qué material de techo prefiere?" }).getByLabel("Tejas asfálticas").check();
  await next();
  await expect(form.getByRole("status")).toContainText("Medido con imágenes satelitales de marzo de 2024:");
});

test("an area corrected by one square foot keeps the steep roof's price; 'This isn't my roof' takes it off", async ({
  page,
}) => {
  test.slow();
  const form = wizard(page);
  await answerAddressAndMore(page, FOURTEEN_FACES);
  const area = form.getByLabel("Roof area (square feet)");
  await expect(area).toHaveValue("3100");
  await area.fill("3,099");
  await expect(form.getByRole("status")).toContainText(
    "We'll price the area you entered, with the roof's measured pitch.",
  );
  await next(page).click();
  await form.getByLabel("1 Story").check();
  await next(page).click();
  await form.getByLabel("Good - Minor wear").check();
  await next(page).click();
  const visitor = uniqueVisitor();
  await form.getByLabel("Full name").fill("Maria Gonzalez");
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Phone").fill(visitor.phone);
  const request = {
    projectType: "roof-replacement",
    roofType: "asphalt",
    squareFeet: 3099,
    stories: "1",
    currentCondition: "Good",
    location: "Palm Harbor",
  } as const;
  const cards = page.locator("#quote-results").getByRole("listitem");
  const expectPrices = async (packages: Array<{ price: number }>) => {
    await expect(cards).toHaveCount(3);
    for (const [i, pkg] of packages.entries()) await expect(cards.nth(i)).toContainText(formatDollars(pkg.price));
  };
  await form.getByRole("button", { name: "Get Instant Quote" }).click();
  // 8/12 and 14 faces: +15% and +5%, on the area the visitor gave.
  await expectPrices(generateQuote({ ...request, measuredRoof: { pitchRise: 8, roofFaces: 14 } }).packages);

  // Back to the roof's size: the visitor says the satellite found another building.
  for (let step = 7; step > 4; step--) await form.getByRole("button", { name: "Back" }).click();
  const notMine = form.getByRole("checkbox", { name: "This isn't my roof" });
  await expect(notMine).not.toBeChecked();
  await notMine.focus();
  await page.keyboard.press("Space");
  await expect(notMine).toBeChecked();
  await expect(form.getByRole("status")).toContainText("We'll price the area you give, without this measurement.");
  await expect(area).toHaveValue("3,099");
  await expect(form.getByText("Not sure? Estimate it from your home's size")).toBeVisible();
  await expectAccessible(page);
  for (let step = 4; step < 7; step++) await next(page).click();
  await form.getByRole("button", { name: "Get Instant Quote" }).click();
  await expectPrices(generateQuote(request).packages);
});

test("a mistyped ZIP code is said on the address question; an area typed before the measurement arrives is kept", async ({
  page,
}) => {
  const form = wizard(page);
  await gotoHydrated(page, `${server.url}/instant-quote`);
  await form.getByLabel("Street address").fill(CENTRED.street);
  await form.getByLabel("City").fill(CENTRED.city);
  await form.getByLabel("ZIP code").fill("3469");
  await next(page).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid ZIP code format" })).toBeVisible();
  await expect(form.getByText("Question 1 of 7")).toBeVisible();
  await expect(form.getByLabel("ZIP code")).toBeFocused();

  // The satellite answers only once the visitor, quicker, has typed the area they know.
  const release = google.hold();
  try {
    await form.getByLabel("ZIP code").fill(CENTRED.zip);
    await next(page).click();
    await form.getByLabel("Complete Roof Replacement").check();
    await next(page).click();
    await form.getByLabel("Asphalt Shingles").check();
    await next(page).click();
    const area = form.getByLabel("Roof area (square feet)");
    await area.fill("1800");
    release();
    await expect(form.getByRole("button", { name: /^Use the measured [\d,]+ sq ft$/ })).toBeVisible();
    await expect(area).toHaveValue("1800");
  } finally {
    release();
  }
});

test("the roof is measured as soon as the address is complete, before Next; another street drops it; back and forth keeps it", async ({
  page,
}) => {
  test.slow();
  const form = wizard(page);
  const measuring = (r: { url(): string; method(): string }) =>
    r.method() === "POST" && r.url().endsWith("/api/roof-measurement");
  const asked: string[] = [];
  page.on("request", (r) => {
    if (measuring(r)) asked.push((r.postDataJSON() as { address: string }).address);
  });
  await gotoHydrated(page, `${server.url}/instant-quote`);

  // The stand-ins answer only when the test says: every state below is seen while a measurement is on its way.
  const release = google.hold();
  try {
    const first = page.waitForRequest(measuring);
    await form.getByLabel("Street address").fill(EARLY.street);
    await form.getByLabel("City").fill(EARLY.city);
    await form.getByLabel("ZIP code").fill(EARLY.zip);
    // Nobody has pressed Next: the address is complete and valid, and its roof is being measured.
    expect((await first).postDataJSON()).toMatchObject({
      address: EARLY.street,
      city: EARLY.city,
      zipCode: EARLY.zip,
    });
    await expect(form.getByText("Question 1 of 7")).toBeVisible();

    // The visitor corrects the street: the first measurement is dropped (its request aborted, so its
    // answer can never land), and the building now named is measured.
    const dropped = page.waitForEvent("requestfailed", measuring);
    const second = page.waitForRequest((r) => measuring(r) && r.postDataJSON()?.address === NEXT_DOOR.street);
    await form.getByLabel("Street address").fill(NEXT_DOOR.street);
    expect((await dropped).postDataJSON()).toMatchObject({ address: EARLY.street });
    await second;

    await answerToRoofSize(page);
    // Still on its way: the wizard says it is measuring, never that the visitor should enter the area.
    const status = form.getByRole("status");
    await expect(status).toHaveText("Measuring your roof from satellite imagery...");
    await expect(form.getByText("Enter the roof's area below", { exact: false })).toHaveCount(0);
    release();

    const area = form.getByLabel("Roof area (square feet)");
    await expect(area).toHaveValue("3100");
    await expect(status).toContainText("about 3,100 sq ft, 8/12 pitch, 14 roof faces");
  } finally {
    release();
  }

  // Back to the address and on again: the measurement is kept, not asked for again.
  for (let step = 4; step > 1; step--) await form.getByRole("button", { name: "Back" }).click();
  await expect(form.getByLabel("Street address")).toHaveValue(NEXT_DOOR.street);
  for (let step = 1; step < 4; step++) await next(page).click();
  await expect(form.getByText("Question 4 of 7")).toBeVisible();
  await expect(form.getByLabel("Roof area (square feet)")).toHaveValue("3100");
  expect(asked).toEqual([EARLY.street, NEXT_DOOR.street]);
});

test("a roof this visitor could not have measured is not priced from another visitor's measurement of it", async ({
  page,
  request,
  pageErrors,
}) => {
  test.slow();
  // Another visitor measured the address (the server keeps it 30 days)...
  expect(await (await measureAs(request, "198.51.100.10", MEASURED_BEFORE)).json()).toMatchObject({
    found: true,
    areaSqFt: 3100,
    pitch: "8/12",
  });
  // ...and this one has used up their measurements on another address.
  const visitor = "198.51.100.11";
  for (let i = 0; i < 10; i++) expect((await measureAs(request, visitor, TYPICAL)).status()).toBe(200);
  await asVisitor(page, visitor);

  const form = wizard(page);
  await answerAddressAndMore(page, MEASURED_BEFORE);
  await expect(form.getByRole("status")).toContainText(
    "Too many roof measurements from your connection. Please enter the roof's area",
  );
  await expect(form.getByRole("checkbox", { name: "This isn't my roof" })).toHaveCount(0);
  await form.getByLabel("Roof area (square feet)").fill("3000");
  const sent = await finishAndSend(page);
  expect(sent).not.toHaveProperty("roofShown");
  // The area the visitor gave, without the pitch and faces nobody showed them.
  await expectPrices(page, {
    projectType: "roof-replacement",
    roofType: "asphalt",
    squareFeet: 3000,
    stories: "1",
    currentCondition: "Good",
    location: MEASURED_BEFORE.city,
  });
  // The browser reports the refused measurement we caused; nothing else may be in the console.
  const refused = pageErrors.filter((e) => e.includes("status of 429"));
  expect(refused).toHaveLength(1);
  pageErrors.splice(pageErrors.indexOf(refused[0]!), 1);
});

test("a measurement that arrives after the roof's size was answered prices nothing until the visitor has seen it", async ({
  page,
}) => {
  test.slow();
  await asVisitor(page, "198.51.100.12");
  const form = wizard(page);
  const request = {
    projectType: "roof-replacement",
    roofType: "asphalt",
    squareFeet: 3000,
    stories: "1",
    currentCondition: "Good",
    location: LATE.city,
  } as const;
  await gotoHydrated(page, `${server.url}/instant-quote`);
  // The satellite answers only once the visitor, quicker, has answered the roof's size and moved on.
  const release = google.hold();
  try {
    await form.getByLabel("Street address").fill(LATE.street);
    await form.getByLabel("City").fill(LATE.city);
    await form.getByLabel("ZIP code").fill(LATE.zip);
    await answerToRoofSize(page);
    await expect(form.getByRole("status")).toHaveText("Measuring your roof from satellite imagery...");
    await form.getByLabel("Roof area (square feet)").fill("3000");
    await next(page).click();
    await expect(form.getByText("Question 5 of 7")).toBeVisible();
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/roof-measurement"));
    release();
    expect(await (await answered).json()).toMatchObject({ found: true, pitch: "8/12", segments: 14 });
  } finally {
    release();
  }
  await form.getByLabel("1 Story").check();
  await next(page).click();
  await form.getByLabel("Good - Minor wear").check();
  await next(page).click();
  expect(await sendQuote(page)).not.toHaveProperty("roofShown");
  await expectPrices(page, request);

  // Back on the roof's size, the measurement is shown beside the area the visitor gave...
  for (let step = 7; step > 4; step--) await form.getByRole("button", { name: "Back" }).click();
  await expect(form.getByRole("status")).toContainText("about 3,100 sq ft, 8/12 pitch, 14 roof faces");
  await expect(form.getByRole("status")).toContainText(
    "We'll price the area you entered, with the roof's measured pitch.",
  );
  await expect(form.getByLabel("Roof area (square feet)")).toHaveValue("3000");
  // ...and from then on it prices the quote: 8/12 and 14 faces, +15% and +5%.
  for (let step = 4; step < 7; step++) await next(page).click();
  expect(await sendQuote(page)).toMatchObject({ roofShown: "true" });
  await expectPrices(page, { ...request, measuredRoof: { pitchRise: 8, roofFaces: 14 } });
});

test("a roof measured over 100,000 sq ft is not offered as the roof's area: the visitor is asked to call", async ({
  page,
}) => {
  await asVisitor(page, "198.51.100.13");
  const form = wizard(page);
  await answerAddressAndMore(page, WAREHOUSE);
  await expect(form.getByRole("status")).toHaveText(
    "The roof we found at that address is over 100,000 sq ft, too large for an instant quote. Please call us at (813) 555-0142. Enter the roof's area below, or estimate it from your home's size.",
  );
  await expect(form.getByLabel("Roof area (square feet)")).toHaveValue("");
  await expect(form.getByRole("checkbox", { name: "This isn't my roof" })).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
});

test("with the measuring service down, the wizard says so and asks for the area within seconds", async ({ page }) => {
  await google.close();
  const form = wizard(page);
  // An address no test here has measured: a measured one is answered from the server's record.
  await answerAddressAndMore(page, COARSE_IMAGERY);
  await expect(form.getByRole("status")).toHaveText(
    "We couldn't measure your roof just now. Enter the roof's area below, or estimate it from your home's size.",
    { timeout: 6_000 },
  );
  const area = form.getByLabel("Roof area (square feet)");
  await expect(area).toHaveValue("");
  await expect(form.getByText("The average home is 1,500-3,000 sq ft.")).toBeVisible();
  await expect(form.getByText("Not sure? Estimate it from your home's size")).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await area.fill("3000");
  await next(page).click();
  await expect(form.getByText("Question 5 of 7")).toBeVisible();
});
