import { cities } from "~/content/cities";
import { resemblance, shingles } from "~/lib/text-similarity";
import { expect, expectAccessible, test } from "./fixtures";

const sample = ["odessa", "tampa", "st-petersburg", "town-n-country", "dade-city"].map((slug) =>
  cities.find((c) => c.slug === slug)!,
);

for (const city of sample) {
  test(`${city.name}: hero, services, why-choose, text, map, FAQs, related links, more services, phone`, async ({
    page,
  }) => {
    await page.goto(city.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Roofing Contractor in ${city.name}, FL`);
    // A long name (Town 'n' Country) takes the shorter title: search results show about 60 characters.
    const title = `${city.name} Roofing Contractor | Suncoast Family Roofing`;
    await expect(page).toHaveTitle(title.length <= 60 ? title : `${city.name} Roofer | Suncoast Family Roofing`);
    await expect(page.getByRole("heading", { name: "Residential roofing", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Commercial roofing", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Why ${city.name} chooses us` })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Roofing in ${city.name}`, exact: true })).toBeVisible();

    const map = page.frameLocator(`iframe[title="Map of ${city.name}, FL"]`);
    const iframe = page.locator(`iframe[title="Map of ${city.name}, FL"]`);
    await expect(iframe).toHaveAttribute("loading", "lazy");
    await expect(iframe).toHaveAttribute("height", "450");
    const src = new URL((await iframe.getAttribute("src"))!);
    expect(src.searchParams.get("q")).toBe(`${city.name}, FL`);
    expect(src.searchParams.get("z") ?? src.searchParams.get("zoom")).toBe("12");
    void map;

    await expect(page.locator("details[name=city-faq]").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Also serving nearby" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `More Services in ${city.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call \(813\) 555-0142/ }).first()).toHaveAttribute(
      "href",
      "tel:+18135550142",
    );
  });
}

test("a city page passes axe", async ({ page }) => {
  await page.goto("/roofing-wesley-chapel-fl");
  await expectAccessible(page);
});

/**
 * Doorway-page check: the visible text of every pair of city pages, compared as sets of
 * three-word sequences (Jaccard resemblance). Shingling is how near-duplicate pages are found;
 * crawler tooling commonly flags pairs above 0.9 and plagiarism checkers start near 0.5. Our
 * pages share the header, footer and section headings, so the bar is 0.40: under it, well over
 * half of what two city pages say differs.
 */
const MAX_RESEMBLANCE = 0.4;

test("no two city pages are near-duplicates", async ({ request }) => {
  const texts = new Map<string, Set<string>>();
  for (const city of cities) {
    const html = await (await request.get(city.path)).text();
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
    const text = main
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&");
    texts.set(city.slug, shingles(text));
  }
  let worst = { pair: "", value: 0 };
  const slugs = [...texts.keys()];
  for (let i = 0; i < slugs.length; i++) {
    for (let j = i + 1; j < slugs.length; j++) {
      const value = resemblance(texts.get(slugs[i]!)!, texts.get(slugs[j]!)!);
      if (value > worst.value) worst = { pair: `${slugs[i]} / ${slugs[j]}`, value };
    }
  }
  test
    .info()
    .annotations.push({ type: "most similar city pages", description: `${worst.pair}: ${worst.value.toFixed(3)}` });
  expect(worst.value, `most similar pair: ${worst.pair}`).toBeLessThan(MAX_RESEMBLANCE);
});
