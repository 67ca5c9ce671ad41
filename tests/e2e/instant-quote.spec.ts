import type { Locator, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { generateQuote, type QuoteRequest } from "~/lib/quote/engine";
import { formatDollars } from "~/lib/format";
import { crmState, expect, expectAccessible, leadEvents, sentMail, test, uniqueVisitor } from "./fixtures";

/** The instant quote: the six-step wizard, its validation, its results and the package choice. */

const PHONE = "(813) 555-0142";

const wizard = (page: Page) => page.getByRole("form", { name: "Instant quote" });
const next = (page: Page) => wizard(page).getByRole("button", { name: "Next" });
const back = (page: Page) => wizard(page).getByRole("button", { name: "Back" });
const submit = (page: Page) => wizard(page).getByRole("button", { name: "Get Instant Quote" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function expectQuestion(page: Page, n: number) {
  const percent = Math.round((n / 6) * 100);
  await expect(wizard(page).getByText(`Question ${n} of 6`)).toBeVisible();
  await expect(wizard(page).getByText(`${percent}% complete`)).toBeVisible();
  await expect(wizard(page).getByRole("progressbar", { name: "Quote progress" })).toHaveAttribute(
    "aria-valuenow",
    String(percent),
  );
}

type Run = {
  project?: string;
  roof?: string;
  squareFeet?: string;
  stories?: string;
  condition?: string;
  location?: string;
  contact?: Partial<Record<"name" | "email" | "phone" | "address" | "city" | "zip", string>>;
};

/** Answers every question; leaves the visitor on question 6 with the contact fields filled. */
async function answerAll(page: Page, run: Run = {}) {
  const form = wizard(page);
  const visitor = uniqueVisitor();
  await form.getByLabel(run.project ?? "Complete Roof Replacement").check();
  await next(page).click();
  await form.getByLabel(run.roof ?? "Asphalt Shingles").check();
  await next(page).click();
  await form.getByLabel("Roof area (square feet)").fill(run.squareFeet ?? "2000");
  await next(page).click();
  await form.getByLabel(run.stories ?? "1 Story").check();
  await next(page).click();
  await form.getByLabel(run.condition ?? "Good - Minor wear").check();
  await form.getByLabel("City where the property is").fill(run.location ?? "Odessa");
  await next(page).click();
  const contact = {
    name: "Maria Gonzalez",
    email: visitor.email,
    phone: visitor.phone,
    address: "1234 Bayshore Blvd",
    city: "Tampa",
    zip: "33606",
    ...run.contact,
  };
  await form.getByLabel("Full name").fill(contact.name);
  await form.getByLabel("Email").fill(contact.email);
  await form.getByLabel("Phone").fill(contact.phone);
  await form.getByLabel("Street address").fill(contact.address);
  await form.getByLabel("City", { exact: true }).fill(contact.city);
  await form.getByLabel("ZIP code").fill(contact.zip);
  return contact;
}

async function expectPackages(results: Locator, request: QuoteRequest, names: string[]) {
  const { packages } = generateQuote(request);
  const cards = results.getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const [i, pkg] of packages.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(names[i]!);
    await expect(card).toContainText(formatDollars(pkg.price));
    // The amortised payment, worked out here from the formula: P r / (1 - (1 + r)^-n).
    const r = 0.1199 / 12;
    const monthly = (pkg.price * r) / (1 - (1 + r) ** -144);
    const expected = `$${(Math.round(monthly * 100) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}/mo at 11.99% APR for 144 months`;
    await expect(card).toContainText(expected);
    await expect(card).toContainText(pkg.description);
  }
  return packages;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/instant-quote");
  await expect(wizard(page)).toBeVisible();
});

test("gates every step: Next waits for an answer, Back keeps the answers", async ({ page }) => {
  const form = wizard(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instant Roof Quote");
  await expectQuestion(page, 1);
  await expect(back(page)).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
  const q1 = form.getByRole("group", { name: "What kind of project is it?" });
  for (const label of ["Complete Roof Replacement", "Roof Repair", "New Construction"])
    await expect(q1.getByRole("radio", { name: label })).toBeVisible();
  await q1.getByRole("radio", { name: "Roof Repair" }).check();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await expectQuestion(page, 2);
  await expect(next(page)).toBeDisabled();
  const q2 = form.getByRole("group", { name: "Which roofing material would you like?" });
  for (const label of ["Asphalt Shingles", "Metal Roofing", "Tile Roofing"])
    await expect(q2.getByRole("radio", { name: label })).toBeVisible();
  await q2.getByRole("radio", { name: "Tile Roofing" }).check();
  await back(page).click();
  await expectQuestion(page, 1);
  await expect(form.getByRole("radio", { name: "Roof Repair" })).toBeChecked();
  await next(page).click();
  await expect(form.getByRole("radio", { name: "Tile Roofing" })).toBeChecked();
  await next(page).click();

  await expectQuestion(page, 3);
  await expect(form.getByText("The average home is 1,500-3,000 sq ft.")).toBeVisible();
  await expect(form.getByLabel("Roof area (square feet)")).toHaveAttribute("aria-required", "true");
  await expect(next(page)).toBeDisabled();
  await form.getByLabel("Roof area (square feet)").fill("   ");
  await expect(next(page)).toBeDisabled();
  await form.getByLabel("Roof area (square feet)").fill("1800");
  await next(page).click();

  await expectQuestion(page, 4);
  const q4 = form.getByRole("group", { name: "How many stories is the building?" });
  for (const label of ["1 Story", "2 Stories", "3+ Stories"])
    await expect(q4.getByRole("radio", { name: label })).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await q4.getByRole("radio", { name: "3+ Stories" }).check();
  await next(page).click();

  await expectQuestion(page, 5);
  const q5 = form.getByRole("group", { name: "What condition is the roof in now?" });
  for (const label of [
    "Good - Minor wear",
    "Fair - Some damage",
    "Poor - Significant issues",
    "Damaged - Urgent repair needed",
  ]) {
    await expect(q5.getByRole("radio", { name: label })).toBeVisible();
  }
  await q5.getByRole("radio", { name: "Poor - Significant issues" }).check();
  await expect(next(page)).toBeDisabled();
  const city = form.getByLabel("City where the property is");
  await expect(city).toHaveAttribute("aria-required", "true");
  await expect(page.locator(`datalist#${await city.getAttribute("list")} option`)).toHaveCount(32);
  await city.fill("Dunedin");
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await expectQuestion(page, 6);
  await expect(submit(page)).toBeDisabled();
  for (const field of [
    form.getByLabel("Full name"),
    form.getByLabel("Email"),
    form.getByLabel("Phone"),
    form.getByLabel("Street address"),
    form.getByLabel("City", { exact: true }),
    form.getByLabel("ZIP code"),
  ])
    await expect(field).toHaveAttribute("aria-required", "true");
  await form.getByLabel("Full name").fill("Ana Ruiz");
  await form.getByLabel("Email").fill("ana@example.com");
  await form.getByLabel("Phone").fill("8135550100");
  await form.getByLabel("Street address").fill("12 Main St");
  await form.getByLabel("City", { exact: true }).fill("Dunedin");
  await expect(submit(page)).toBeDisabled();
  await form.getByLabel("ZIP code").fill("34698");
  await expect(submit(page)).toBeEnabled();

  for (let n = 5; n >= 1; n--) {
    await back(page).click();
    await expectQuestion(page, n);
    await expect(next(page)).toBeEnabled();
  }
  await expectAccessible(page);
});

test.describe("validation messages", () => {
  test("square feet 0, then 200000 → 'Square feet must be between 1 and 100,000', back on question 3 each time", async ({
    page,
  }) => {
    const message = "Square feet must be between 1 and 100,000";
    const field = wizard(page).getByLabel("Roof area (square feet)");
    await answerAll(page, { squareFeet: "0" });
    for (const squareFeet of ["0", "200000"]) {
      await test.step(squareFeet, async () => {
        if (squareFeet !== "0") {
          // The visitor corrects the area, goes on to the last question and sends again.
          await field.fill(squareFeet);
          for (let n = 3; n < 6; n++) await next(page).click();
          await expectQuestion(page, 6);
        }
        await submit(page).click();
        // The first time's toast may still be showing beside the second's.
        await expect(toast(page, message).first()).toBeVisible();
        await expectQuestion(page, 3);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toBeFocused();
        await expect(wizard(page).getByText(message)).toBeVisible();
      });
    }
    await expectAccessible(page);
  });

  test("a 9-digit phone → 'Phone must be exactly 10 digits', and only that message; then a bad ZIP code → 'Invalid ZIP code format'", async ({
    page,
  }) => {
    await answerAll(page, { contact: { phone: "(813) 555-014", zip: "1" } });
    await submit(page).click();
    await expect(toast(page, "Phone must be exactly 10 digits")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await expect(wizard(page).getByLabel("Phone")).toBeFocused();

    await wizard(page).getByLabel("Phone").fill(uniqueVisitor().phone);
    await submit(page).click();
    await expect(toast(page, "Invalid ZIP code format")).toBeVisible();
    await expect(wizard(page).getByLabel("ZIP code")).toHaveAttribute("aria-invalid", "true");
    await expectQuestion(page, 6);
  });
});

test("a full asphalt run: Essential, Premium and Elite packages, monthly payments, and the choice reaches the CRM", async ({
  page,
}) => {
  // Six questions, pricing and the CRM: the longest walk in the suite.
  test.slow();
  const contact = await answerAll(page, {
    squareFeet: "2,400",
    stories: "2 Stories",
    condition: "Fair - Some damage",
    location: "Tampa",
    contact: { zip: "33606-1234" },
  });
  await submit(page).click();
  await expect(toast(page, "Quote generated! Scroll down to view your estimate.")).toBeVisible();

  const results = page.locator("#quote-results");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText("Choose Your Package");
  // The results take the focus as they appear: a screen reader reads them, a keyboard goes on from there.
  await expect(results.getByRole("heading", { level: 2 })).toBeFocused();
  const packages = await expectPackages(
    results,
    {
      projectType: "roof-replacement",
      roofType: "asphalt",
      squareFeet: 2400,
      stories: "2",
      currentCondition: "Fair",
      location: "Tampa",
    },
    ["Essential Package", "Premium Package", "Elite Package"],
  );
  await expect(results.getByRole("listitem").nth(1)).toHaveAttribute("data-emphasised", "true");
  await expect(results.locator("[data-emphasised]")).toHaveCount(1);
  // One lead, told to the page's tag manager once, worth the emphasised package: nothing is chosen yet.
  expect(await leadEvents(page)).toEqual([
    {
      event: "generate_lead",
      lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form_type: "Instant Quote Request",
      value: packages[1]!.price,
      currency: "USD",
    },
  ]);
  await expect(results.getByRole("link", { name: "Schedule Free Inspection" })).toHaveAttribute(
    "href",
    "/?service=roof-inspection&from=instant-quote#contact",
  );
  await expect(results.getByRole("link", { name: `Call ${PHONE}` })).toHaveAttribute("href", "tel:+18135550142");
  await expect(results).toContainText("This quote is an estimate");
  await expect(results).toContainText("costs may vary");

  // The form is not reset: the answers stay, ready for another quote.
  await expect(wizard(page).getByLabel("Full name")).toHaveValue(contact.name);

  await results.getByRole("button", { name: "Choose Premium Package" }).click();
  await expect(toast(page, "You chose the Premium Package.")).toBeVisible();
  await expect(results.getByRole("button", { name: "Chosen Premium Package" })).toBeVisible();
  await expect(results.getByText("Your choice. We'll be in touch.")).toBeVisible();
  await expectAccessible(page);

  await expect
    .poll(async () => (await crmState()).contacts.find((c) => c.email === contact.email)?.customFields, {
      timeout: 15_000,
    })
    .toEqual(
      expect.arrayContaining([
        { key: "roof_type", field_value: "asphalt" },
        { key: "square_feet", field_value: "2400" },
        { key: "location", field_value: "Tampa" },
        { key: "project_type", field_value: "roof-replacement" },
        { key: "chosen_package", field_value: "BETTER" },
      ]),
    );

  // Scheduling the inspection does not ask again for what the visitor already told us.
  await results.getByRole("link", { name: "Schedule Free Inspection" }).click();
  const inspection = page.getByRole("form", { name: "Free quote request" });
  await expect(inspection.getByLabel("First name")).toHaveValue("Maria");
  await expect(inspection.getByLabel("Last name")).toHaveValue("Gonzalez");
  await expect(inspection.getByLabel("Email")).toHaveValue(contact.email);
  await expect(inspection.getByLabel("Phone")).toHaveValue(contact.phone);
  await expect(inspection.getByLabel("Street address")).toHaveValue(contact.address);
  // The contact form asks for five digits: the ZIP+4 comes through as its first five.
  await expect(inspection.getByLabel("ZIP code")).toHaveValue("33606");
  await expect(inspection.getByLabel("Service needed")).toHaveValue("roof-inspection");
});

test("the link in the quote e-mail opens the same packages, where another can be chosen; a made-up link offers a new quote", async ({
  page,
}) => {
  test.slow();
  const contact = await answerAll(page, { contact: { name: "Ana Ruiz" } });
  await submit(page).click();
  await expect(toast(page, "Quote generated! Scroll down to view your estimate.")).toBeVisible();
  const names = page.locator("#quote-results").getByRole("heading", { level: 3 });
  await expect(names).toHaveCount(3);
  const shown = await names.allTextContents();

  // The homeowner opens the e-mail and follows its link.
  let mail: ParsedMail | undefined;
  await expect
    .poll(async () => (mail = await sentMail(contact.email, "Your roof quote from Suncoast Family Roofing")), {
      timeout: 15_000,
    })
    .toBeTruthy();
  expect(mail!.attachments.map((a) => a.filename)).toEqual(["roof-quote.pdf"]);
  const token = /\/quote\/([A-Za-z0-9_-]{32})/.exec(mail!.text ?? "")?.[1];
  expect(token).toBeTruthy();
  const answer = await page.goto(`/quote/${token}`);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your roof quote, Ana");
  // White on the navy band (axe leaves text it cannot place among "incomplete" results).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)");
  const online = page.locator("#quote-results");
  await expect(online.getByRole("heading", { level: 3 })).toHaveText(shown);
  await expect(page.getByRole("complementary", { name: /Financing example/ })).toContainText("144 monthly payments of");
  await expectAccessible(page);

  await online.getByRole("button", { name: "Choose Elite Package" }).click();
  await expect(toast(page, "You chose the Elite Package.")).toBeVisible();
  await page.reload();
  await expect(page.locator("#quote-results").getByRole("button", { name: "Chosen Elite Package" })).toBeVisible();
  await expect
    .poll(async () => (await crmState()).contacts.find((c) => c.email === contact.email)?.customFields, {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining([{ key: "chosen_package", field_value: "BEST" }]));

  const madeUp = await page.goto(`/quote/${"x".repeat(32)}`);
  expect(madeUp?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This quote link has expired");
  await expect(page.getByRole("link", { name: "Get a new quote" })).toHaveAttribute("href", "/instant-quote");
});

test("a full metal run: the metal heading, the metal names, the standing-seam option first and emphasised", async ({
  page,
}) => {
  // Six questions, pricing and the CRM: the longest walk in the suite.
  test.slow();
  await answerAll(page, {
    roof: "Metal Roofing",
    squareFeet: "1800",
    condition: "Damaged - Urgent repair needed",
    location: "Plant City",
  });
  await submit(page).click();
  const results = page.locator("#quote-results");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText("Choose Your Metal Roofing Option");
  await expectPackages(
    results,
    {
      projectType: "roof-replacement",
      roofType: "metal",
      squareFeet: 1800,
      stories: "1",
      currentCondition: "Damaged",
      location: "Plant City",
    },
    ["Standing Seam Metal", "Stone-Coated Metal", "5V-Crimp Metal"],
  );
  await expect(results.getByRole("listitem").first()).toHaveAttribute("data-emphasised", "true");
  await results.getByRole("button", { name: "Choose 5V-Crimp Metal" }).click();
  await expect(toast(page, "You chose 5V-Crimp Metal.")).toBeVisible();
  await expect(results.getByRole("button", { name: "Chosen 5V-Crimp Metal" })).toBeVisible();

  // Asking again gives a new quote, and nothing is chosen on it yet.
  await submit(page).click();
  await expect(results.getByRole("button", { name: "Choose 5V-Crimp Metal" })).toBeVisible();
  await expect(results.getByRole("button", { name: /^Chosen/ })).toHaveCount(0);
});

test("answers remembered from earlier, sent the moment the page is back, are a person's quote: unmarked, and e-mailed", async ({
  page,
}) => {
  const { email, phone } = uniqueVisitor();
  const contact = await answerAll(page, {
    contact: { email, phone: `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` },
  });
  // The visitor comes back to the tab later: the answers are there, and they ask for the quote at once.
  await page.reload();
  await expect(submit(page)).toBeEnabled();
  const sent = page.waitForRequest("**/api/quotes");
  await submit(page).click();
  expect((await sent).postDataJSON().altcha).toEqual(expect.any(String));
  await expect(toast(page, "Quote generated! Scroll down to view your estimate.")).toBeVisible();
  await expect
    .poll(async () => (await crmState()).contacts.find((c) => c.email === contact.email), { timeout: 15_000 })
    .toMatchObject({ phone: `+1${phone}`, tags: ["Instant Quote Request", "Website Lead"] });
  await expect
    .poll(() => sentMail(contact.email, "Your roof quote from Suncoast Family Roofing"), { timeout: 30_000 })
    .toBeDefined();
});

test("a reload in the middle keeps the answers and the question", async ({ page }) => {
  const form = wizard(page);
  await form.getByLabel("New Construction").check();
  await next(page).click();
  await form.getByLabel("Tile Roofing").check();
  await next(page).click();
  await form.getByLabel("Roof area (square feet)").fill("2750");
  await page.reload();
  await expectQuestion(page, 3);
  await expect(form.getByLabel("Roof area (square feet)")).toHaveValue("2750");
  await back(page).click();
  await expect(form.getByLabel("Tile Roofing")).toBeChecked();
  await back(page).click();
  await expect(form.getByLabel("New Construction")).toBeChecked();
});

test("answers given before the page's scripts have loaded are kept", async ({ page }) => {
  // A slow phone: the page is there, its scripts are held on their way until the answer is given.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/instant-quote", { waitUntil: "commit" });
  const form = wizard(page);
  await form.getByLabel("Roof Repair").check();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(form.getByLabel("Roof Repair")).toBeChecked();
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expectQuestion(page, 2);
});

test("'Not sure?' estimates the roof area from the living area, says it is an estimate, and keeps the stories", async ({
  page,
}) => {
  const form = wizard(page);
  await form.getByLabel("Complete Roof Replacement").check();
  await next(page).click();
  await form.getByLabel("Asphalt Shingles").check();
  await next(page).click();
  await form.getByText("Not sure? Estimate it from your home's size").click();
  await form.getByLabel("Living area (sq ft)").fill("2,400");
  await form.getByLabel("Stories", { exact: true }).selectOption("2");
  await form.getByRole("button", { name: "Use estimate" }).click();
  await expect(form.getByLabel("Roof area (square feet)")).toHaveValue("1500");
  await expect(form).toContainText("Estimated roof area: about 1,500 sq ft. This is an estimate");
  // The stories the visitor gave the helper already answer the next question.
  await next(page).click();
  await expect(form.getByLabel("2 Stories")).toBeChecked();
});

test("'Not sure?' reads the living area by the quote's rule, and fills in only an area the quote can price", async ({
  page,
}) => {
  const form = wizard(page);
  await form.getByLabel("Complete Roof Replacement").check();
  await next(page).click();
  await form.getByLabel("Asphalt Shingles").check();
  await next(page).click();
  await form.getByText("Not sure? Estimate it from your home's size").click();
  const living = form.getByLabel("Living area (sq ft)");
  const area = form.getByLabel("Roof area (square feet)");
  const estimate = form.getByRole("button", { name: "Use estimate" });

  // A decimal point is not a thousands separator: "2.400" is not read as 2.4.
  await living.fill("2.400");
  await estimate.click();
  await expect(form).toContainText("Enter the living area in whole square feet, digits only, such as 2400 or 2,400.");
  await expect(area).toHaveValue("");
  await expect(next(page)).toBeDisabled();

  // 90,000 sq ft on one floor would be a roof of 112,500: more than the quote prices.
  await living.fill("90,000");
  await estimate.click();
  await expect(form).toContainText(
    "That living area gives a roof outside what an instant quote can price (1 to 100,000 sq ft). Check the number, or call us at (813) 555-0142.",
  );
  await expect(area).toHaveValue("");
  // So would 3 sq ft, whose roof rounds to 0.
  await living.fill("3");
  await estimate.click();
  await expect(form).toContainText("That living area gives a roof outside what an instant quote can price");
  await expect(area).toHaveValue("");

  await living.fill("80,000");
  await estimate.click();
  await expect(area).toHaveValue("100000");
  await expect(form).toContainText("Estimated roof area: about 100,000 sq ft.");
  await next(page).click();
  await expectQuestion(page, 4);
});

test("shows the busy state, and the specification's message when generation fails", async ({ page, pageErrors }) => {
  // The request is held until the busy state has been seen; it is released only once it has arrived
  // (the proof of work comes first, so the button is busy before the request leaves).
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/quotes", async (route) => {
    arrived();
    await released;
    await route.abort("connectionfailed");
  });
  await answerAll(page);
  await submit(page).click();
  const busy = wizard(page).getByRole("button", { name: "Generating Your Quote..." });
  await expect(busy).toBeDisabled();
  // Busy, the button keeps the focus: it does not fall to the page.
  await expect(busy).toBeFocused();
  await expect(busy.locator("svg")).toHaveClass(/animate-spin/);
  await requested;
  release();
  await expect(toast(page, `Failed to generate quote. Please try again or call us at ${PHONE}`)).toBeVisible();
  await expect(page.locator("#quote-results")).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
  await expect(submit(page)).toBeFocused();
  expect(await leadEvents(page)).toEqual([]);
  // The browser reports the failed request we caused; nothing else may be in the console.
  const expected = pageErrors.filter((e) => e.includes("ERR_CONNECTION_FAILED"));
  expect(expected).toHaveLength(1);
  pageErrors.splice(pageErrors.indexOf(expected[0]!), 1);
});

test("the page is prerendered with its title, canonical and structured data", async ({ request }) => {
  const html = await (await request.get("/instant-quote")).text();
  expect(html).toContain("<title>Instant Roof Quote Calculator | Suncoast Family Roofing</title>");
  expect(html).toContain('<link rel="canonical" href="https://www.suncoastfamilyroofing.example/instant-quote"/>');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain("How the calculator works");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://www.suncoastfamilyroofing.example/instant-quote</loc>");
});
