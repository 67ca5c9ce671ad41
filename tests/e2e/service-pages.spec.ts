import type { Locator, Page } from "@playwright/test";
import { services } from "~/content/services";
import { expect, expectAccessible, test } from "./fixtures";

const PHONE = "(813) 555-0142";
const TEL = "tel:+18135550142";
const SCHEDULE = "/?service=roof-inspection#contact";

/** The section a heading labels. */
const region = (page: Page, name: string | RegExp) =>
  page.getByRole("region", { name, exact: typeof name === "string" });

/** The first line of each item of a list: its title. */
async function itemTitles(list: Locator) {
  const texts = await list.getByRole("listitem").allInnerTexts();
  return texts.map((text) => text.split("\n")[0]!.trim());
}

type ServicePageCase = {
  path: string;
  h1: string;
  faqName: string;
  faqCount: number;
  gallery?: { title: string; count: number };
};

const cases: ServicePageCase[] = [
  {
    path: "/residential-roofing",
    h1: "New roofs for Tampa Bay homes, built for Florida weather",
    faqName: "residential-faq",
    faqCount: 5,
    gallery: { title: "Recent residential projects", count: 7 },
  },
  {
    path: "/commercial-roofing",
    h1: "Commercial roofs that keep Tampa Bay businesses open",
    faqName: "commercial-faq",
    faqCount: 4,
    gallery: { title: "Recent commercial projects", count: 4 },
  },
  {
    path: "/storm-damage",
    h1: "Storm damage repair, from the first tarp to the last shingle",
    faqName: "storm-faq",
    faqCount: 4,
    gallery: { title: "Storm repairs we have completed", count: 2 },
  },
  {
    path: "/roof-repair",
    h1: "Roof repairs done right the first time",
    faqName: "repair-faq",
    faqCount: 4,
  },
  {
    path: "/roof-inspection",
    h1: "A free roof inspection, with the report to prove it",
    faqName: "inspection-faq",
    faqCount: 4,
  },
  {
    path: "/emergency-services",
    h1: "Emergency roof repair, any hour of the day or night",
    faqName: "emergency-faq",
    faqCount: 4,
  },
  {
    path: "/insurance-help",
    h1: "Roof insurance claims, without the guesswork",
    faqName: "insurance-faq",
    faqCount: 4,
  },
];

for (const { path, h1, faqName, faqCount, gallery } of cases) {
  test(`${path} has its hero, trust cards, phone call to action, FAQ, projects and the other services, and passes axe`, async ({
    page,
  }) => {
    await page.goto(path);
    await test.step("hero, trust cards, calls, FAQ and the other services", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

      const main = page.getByRole("main");
      const calls = main.getByRole("link", { name: new RegExp(`Call.*${PHONE.replace(/[()]/g, "\\$&")}`) });
      expect(await calls.count()).toBeGreaterThanOrEqual(2);
      for (const call of await calls.all()) await expect(call).toHaveAttribute("href", TEL);

      const faq = page.locator(`details[name="${faqName}"]`);
      await expect(faq).toHaveCount(faqCount);

      const explore = region(page, "Explore Our Services");
      await expect(explore.getByRole("article")).toHaveCount(services.length - 1);
      const current = services.find((s) => s.path === path)!;
      await expect(explore.locator(`a[href="${path}"]`)).toHaveCount(0);
      await expect(explore.getByRole("heading", { name: current.name, exact: true })).toHaveCount(0);
      for (const other of services.filter((s) => s.path !== path)) {
        await expect(explore.getByRole("link", { name: `Learn more about ${other.name}` })).toHaveAttribute(
          "href",
          other.path,
        );
      }
      // 'Explore Our Services' is the last section of the page.
      await expect(main.locator(":scope > section").last()).toHaveAttribute("aria-labelledby", "explore-title");
    });

    if (gallery) {
      await test.step(`${gallery.count} projects with picture, title, place and description`, async () => {
        const projects = region(page, gallery.title).getByRole("article");
        await expect(projects).toHaveCount(gallery.count);
        for (const project of await projects.all()) {
          const img = project.getByRole("img");
          await expect(img).toHaveAttribute("loading", "lazy");
          // The photo's own size, which gives the box its shape before the file arrives.
          const [width, height] = [await img.getAttribute("width"), await img.getAttribute("height")];
          expect(Number(width) / Number(height)).toBeCloseTo(10 / 7, 2);
          expect((await img.getAttribute("alt"))!.length).toBeGreaterThan(20);
          await expect(project.getByRole("heading", { level: 3 })).not.toBeEmpty();
          await expect(project.getByText(/, FL$/)).toBeVisible();
        }
        const first = projects.first().getByRole("img");
        await first.scrollIntoViewIfNeeded();
        await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      });
    }

    await expectAccessible(page);
  });
}

test("each project photo is the file that fills its card, no larger, on a laptop and a sharp screen", async ({
  browser,
  baseURL,
}) => {
  const widths = [400, 560, 720, 880, 1080, 1280];
  for (const [width, height, deviceScaleFactor] of [
    [1440, 900, 1],
    [1280, 800, 2],
    [1024, 768, 1],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width, height }, deviceScaleFactor });
    const page = await context.newPage();
    for (const { path, gallery } of cases) {
      if (!gallery) continue;
      await page.goto(path);
      for (const img of await region(page, gallery.title).getByRole("img").all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-\d+\.\w+$/);
        const [shown, src] = await img.evaluate((el: HTMLImageElement) => [el.clientWidth, el.currentSrc] as const);
        const file = Number(/-(\d+)\.\w+$/.exec(src)![1]);
        const needed = shown * deviceScaleFactor;
        const where = `${path} at ${width} px, ${deviceScaleFactor}x: a ${shown} px card got ${file} w`;
        // Sharp: the file is at least as wide as the card's pixels (or the widest there is)...
        expect(file >= needed * 0.97 || file === widths.at(-1), where).toBe(true);
        // ...and no larger than needed: the next smaller file would be too small.
        expect(
          widths.filter((w) => w < file).every((w) => w < needed),
          where,
        ).toBe(true);
      }
    }
    await context.close();
  }
});

test("the FAQ opens one answer at a time and closes again", async ({ page }) => {
  await page.goto("/storm-damage");
  const faq = page.locator('details[name="storm-faq"]');
  await faq.nth(0).locator("summary").click();
  await expect(faq.nth(0)).toHaveAttribute("open", "");
  await faq.nth(1).locator("summary").click();
  await expect(faq.nth(1)).toHaveAttribute("open", "");
  await expect(faq.nth(0)).not.toHaveAttribute("open", "");
  await faq.nth(1).locator("summary").click();
  await expect(faq.nth(1)).not.toHaveAttribute("open", "");
});

test("/storm-damage has an emergency banner with the phone", async ({ page }) => {
  await page.goto("/storm-damage");
  const banner = region(page, "Storm damage right now?");
  await expect(banner).toContainText("2-4 hours");
  await expect(banner.getByRole("link", { name: `Call Now ${PHONE}` })).toHaveAttribute("href", TEL);
  await expect(region(page, "Before and after a storm")).toContainText("Trim branches within 10 feet of the roof");
});

test("/roof-repair lists the repairs and the repair-or-replace rule", async ({ page }) => {
  await page.goto("/roof-repair");
  const repairs = region(page, "Roof repair services").getByRole("listitem");
  await expect(repairs).toHaveCount(8);
  await expect(repairs.first()).toContainText("Leak detection and repair");
  const rule = region(page, "When a repair is enough, and when it isn't");
  await expect(rule).toContainText("The roof is under 15 years old");
  await expect(rule).toContainText("The roof is 20+ years old");
});

test.describe("/roof-inspection", () => {
  test("has the checklist, when-to-schedule list, free card, three features and what you receive", async ({ page }) => {
    await page.goto("/roof-inspection");
    const checklist = region(page, "What we inspect");
    await expect(checklist.getByRole("heading", { level: 3 })).toHaveCount(3);
    expect(await checklist.getByRole("listitem").count()).toBeGreaterThanOrEqual(12);

    const when = region(page, "When to get your roof inspected");
    expect(await itemTitles(when.getByRole("list"))).toEqual([
      "Before buying or selling",
      "After storms",
      "Annual maintenance",
      "Visible damage",
      "Roof 10+ years old",
      "Insurance documentation",
      "Warranties",
    ]);

    const free = region(page, "Your roof inspection is free");
    await expect(free).toContainText("$0");
    await expect(free).toContainText("$200-$400");
    await expect(free.getByRole("link", { name: "Schedule Free Inspection" })).toHaveAttribute("href", SCHEDULE);

    await expect(region(page, "An inspection you can trust").getByRole("listitem")).toHaveCount(3);

    const receive = region(page, "Everything you need to decide");
    expect(await itemTitles(receive.getByRole("list"))).toEqual([
      "Detailed report",
      "Photo documentation",
      "Expert recommendations",
      "Cost estimates",
    ]);

    const closing = region(page, "Book your free roof inspection");
    await expect(closing.getByRole("link", { name: `Call ${PHONE}` })).toHaveAttribute("href", TEL);
    await expect(closing.getByRole("link", { name: "Schedule Free Inspection" })).toHaveAttribute("href", SCHEDULE);
  });

  test("every 'Schedule Free Inspection' button opens the quote form with the inspection preset", async ({ page }) => {
    await page.goto("/roof-inspection");
    const buttons = page.getByRole("main").getByRole("link", { name: "Schedule Free Inspection" });
    expect(await buttons.count()).toBe(3);
    for (const button of await buttons.all()) await expect(button).toHaveAttribute("href", SCHEDULE);
    await buttons.first().click();
    await expect(page).toHaveURL(/\/\?service=roof-inspection#contact$/);
    await expect(page.locator("#contact").getByLabel("Service needed")).toHaveValue("roof-inspection");
  });
});

test("/emergency-services has Call Now, the 24/7 banner, eight services, when to call, four steps and the emergency line", async ({
  page,
}) => {
  await page.goto("/emergency-services");
  const hero = region(page, "Emergency roof repair, any hour of the day or night");
  await expect(hero.getByRole("link", { name: `Call Now ${PHONE}` })).toHaveAttribute("href", TEL);
  await expect(region(page, "Open 24 hours a day, 7 days a week").getByRole("link", { name: /Call/ })).toHaveAttribute(
    "href",
    TEL,
  );
  await expect(region(page, "What we handle in an emergency").getByRole("listitem")).toHaveCount(8);
  const whenToCall = region(page, "Call the emergency line when you see");
  await expect(whenToCall).toContainText("call 911 first");
  expect(await whenToCall.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
  const steps = region(page, "From your call to a permanent fix").getByRole("listitem");
  await expect(steps).toHaveCount(4);
  for (const [i, title] of [
    "Immediate Response",
    "Damage Assessment",
    "Emergency Mitigation",
    "Permanent Solution",
  ].entries())
    await expect(steps.nth(i).getByRole("heading")).toHaveText(`Step ${i + 1}: ${title}`);
  await expect(region(page, "Help that arrives when it matters").getByRole("listitem")).toHaveCount(3);
  await expect(region(page, "Roof emergency? Call our emergency line now").getByRole("link")).toHaveAttribute(
    "href",
    TEL,
  );
});

test.describe("/insurance-help", () => {
  test("has three benefits, five steps, nine claim types and the four FAQs", async ({ page }) => {
    await page.goto("/insurance-help");
    await expect(region(page, "A roofer in your corner").getByRole("listitem")).toHaveCount(3);
    await expect(region(page, "Five steps from damage to repaired").getByRole("listitem")).toHaveCount(5);
    const types = region(page, "Types of roof damage claims");
    expect(await itemTitles(types.getByRole("list"))).toEqual([
      "Wind damage",
      "Hail damage",
      "Storm damage",
      "Hurricane damage",
      "Fallen tree damage",
      "Water leaks",
      "Missing shingles",
      "Structural damage",
      "Lightning damage",
    ]);
    const faq = region(page, "Insurance claim questions");
    await expect(faq.locator("details")).toHaveCount(4);
    const deadline = faq.getByText("How long do I have to file a roof claim?");
    await deadline.click();
    await expect(faq.getByText(/Usually about 1 year from the date of loss/)).toBeVisible();
    for (const question of [/cover roof damage/, /raise my insurance rates/, /claim is denied/])
      await expect(faq.getByText(question)).toBeVisible();
  });

  test("'Start Your Claim' goes to this page's contact section, with Get Free Inspection and the phone", async ({
    page,
  }) => {
    await page.goto("/insurance-help");
    const start = page.getByRole("link", { name: "Start Your Claim" });
    await expect(start).toHaveAttribute("href", "#contact");
    await start.click();
    await expect(page).toHaveURL(/\/insurance-help#contact$/);
    const contact = page.locator("#contact");
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole("link", { name: "Get Free Inspection" })).toHaveAttribute("href", "/instant-quote");
    await expect(contact.getByRole("link", { name: PHONE, exact: true })).toHaveAttribute("href", TEL);
  });
});
