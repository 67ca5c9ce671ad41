import { cities } from "~/content/cities";
import { FAKE_LOCATION, FAKE_TOKEN } from "../support/fake-crm";
import { expect, expectAccessible, test } from "./fixtures";

const TEL = "tel:+18135550142";

test.describe("/roofing-101", () => {
  test("has materials with lifespans, eight roof parts, repair or replace, eight tips and the Florida climate", async ({
    page,
  }) => {
    await page.goto("/roofing-101");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Roofing 101: what every Florida homeowner should know",
    );
    const materials = page.getByRole("region", { name: "Roofing materials and how long they last" });
    const cards = materials.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const [i, [title, lifespan]] of [
      ["Asphalt Shingles", "15-30 years"],
      ["Metal", "40-70 years"],
      ["Tile", "50-100 years"],
      ["Stone Coated Metal", "50+ years"],
    ].entries()) {
      await expect(cards.nth(i).getByRole("heading")).toHaveText(title!);
      await expect(cards.nth(i)).toContainText(lifespan!);
    }
    const parts = page.getByRole("region", { name: "The parts of a roof, in plain English" });
    await expect(parts.getByRole("term")).toHaveCount(8);
    await expect(parts.getByRole("definition")).toHaveCount(8);

    const rule = page.getByRole("region", { name: "When a repair is enough, and when it isn't" });
    await expect(rule.getByRole("heading", { name: "Repair it when" })).toBeVisible();
    await expect(rule).toContainText("The roof is under 15 years old");
    await expect(rule).toContainText("The damage is isolated");
    await expect(rule).toContainText("The roof is 20+ years old");
    await expect(rule).toContainText("The damage is widespread");

    await expect(
      page.getByRole("region", { name: "Eight habits that add years to a roof" }).getByRole("listitem"),
    ).toHaveCount(8);
    const climate = page.getByRole("region", { name: "Why Florida is hard on roofs" });
    await expect(climate).toContainText("June 1 to November 30");
    await expect(page.getByRole("region", { name: "Want a professional opinion on your roof?" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("/service-areas", () => {
  test("has the quote button, the map, 32 city links in rows of 10, 11 and 11, and three recent projects", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    await expect(page.getByRole("link", { name: "Get a Free Quote Today" })).toHaveAttribute("href", "/#contact");

    const map = page.getByRole("img", { name: /Map of the Tampa Bay area/ });
    await expect(map).toHaveAttribute("src", /^\/images\/service-area-map-[0-9a-f]{10}\.svg$/);
    await expect(map).toHaveAttribute("width", "1000");
    await expect(map).toHaveAttribute("height", "900");
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const rows = page.getByRole("region", { name: "Find your city" }).getByRole("list");
    await expect(rows).toHaveCount(3);
    const counts = await Promise.all((await rows.all()).map((row) => row.getByRole("link").count()));
    expect(counts).toEqual([10, 11, 11]);
    const hrefs = await page
      .getByRole("region", { name: "Find your city" })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(cities.map((c) => c.path));

    const recent = page.getByRole("region", { name: "Recent work around the bay" }).getByRole("article");
    await expect(recent).toHaveCount(3);
    await expect(recent.nth(0)).toContainText("Stone coated metal");
    await expect(recent.nth(0)).toContainText("St. Petersburg, FL");
    await expect(recent.nth(1)).toContainText("Shingle installation");
    await expect(recent.nth(1)).toContainText("Sarasota, FL");
    await expect(recent.nth(2)).toContainText("Standing seam metal");
    await expect(recent.nth(2)).toContainText("Tampa Bay, FL");

    const cta = page.getByRole("region", { name: "Don't see your city?" });
    await expect(cta.getByRole("link", { name: /Call/ })).toHaveAttribute("href", TEL);
    await expectAccessible(page);
  });

  test("a city link opens the city page", async ({ page }) => {
    await page.goto("/service-areas");
    await page.getByRole("region", { name: "Find your city" }).getByRole("link", { name: "Dunedin" }).click();
    await expect(page).toHaveURL(/\/roofing-dunedin-fl$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing Contractor in Dunedin, FL");
  });
});

test.describe("/webhook-config", () => {
  test("shows the live status, what is sent, the nine workflow steps and the webhook option", async ({ page }) => {
    const response = await page.goto("/webhook-config");
    expect(response!.status()).toBe(200);
    expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRM integration");

    // The e2e server runs with CRM_PROVIDER=gohighlevel (global-setup.ts).
    const status = page.getByRole("region", { name: /^Status:/ });
    await expect(status.getByRole("heading")).toHaveText("Status: configured");
    await expect(status).toContainText("GoHighLevel");

    const sent = page.getByRole("region", { name: "What the CRM receives for each lead" });
    for (const term of ["Contact info", "Address", "Source", "Tags", "Custom fields"])
      await expect(sent.getByRole("term").filter({ hasText: term })).toHaveCount(1);
    await expect(sent).toContainText("Suncoast Family Roofing - {form type}");
    await expect(sent).toContainText("Website Lead");
    for (const key of ["service", "project_type", "estimated_cost", "roof_type", "square_feet", "location"])
      await expect(sent.getByText(key, { exact: true })).toBeVisible();

    const workflow = page.getByRole("region", { name: "Build an email and SMS notification workflow" });
    await expect(workflow.getByRole("listitem")).toHaveCount(9);
    await expect(workflow).toContainText("Contact Created");
    await expect(workflow).toContainText("Website Lead");

    const webhook = page.getByRole("region", { name: "Sending leads to a webhook instead" });
    await expect(webhook).toContainText("X-Signature-256");
    await expect(webhook).toContainText("X-Delivery-Id");
    await expect(webhook).toContainText("CRM_WEBHOOK_SECRET");
    await expectAccessible(page);
  });

  test("never shows the CRM token or location", async ({ request }) => {
    const html = await (await request.get("/webhook-config")).text();
    expect(html.replace(/<!-- -->/g, "")).toContain("Status: configured");
    // The fake CRM's credentials, which global-setup.ts started the server with.
    expect(html).not.toContain(FAKE_TOKEN);
    expect(html).not.toContain(FAKE_LOCATION);
  });
});
