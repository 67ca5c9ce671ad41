import type { Page } from "@playwright/test";
import { generateQuote } from "~/lib/quote/engine";
import { formatDollars } from "~/lib/format";
import { startProductionServer, type BenchServer } from "../../scripts/bench/servers";
import { goHighLevelEnv } from "../support/fake-crm";
import { FAKE_GOOGLE_KEY, type FakeGoogle, startFakeGoogle } from "../support/fake-google";
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

test.beforeAll(async () => {
  // A server of its own on a new embedded database: its first start creates the database.
  test.setTimeout(120_000);
  google = await startFakeGoogle([...FAKE_HOUSES, EARLY, NEXT_DOOR]);
  server = await startProductionServer({
    ROOF_MEASUREMENT: "google-solar",
    GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY,
    GOOGLE_GEOCODING_API_BASE: google.url,
    GOOGLE_SOLAR_API_BASE: google.url,
    ...goHighLevelEnv(process.env.E2E_CRM_URL!),
    LEAD_RATE_LIMIT: "1000",
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
