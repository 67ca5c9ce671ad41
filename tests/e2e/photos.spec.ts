import sharp from "sharp";
import { expect, test } from "./fixtures";

// A context of its own for each test: what a page downloads is checked, so nothing may come from
// another test's cache.
test.use({ ownContext: true });

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

test("the home hero is a responsive photo, preloaded for wide screens, cached for a year and free of EXIF", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const hero = page.locator("#hero picture");
  const sources = hero.locator("source");
  await expect(sources).toHaveCount(3);
  for (const [i, type] of ["image/avif", "image/webp", "image/jpeg"].entries()) {
    await expect(sources.nth(i)).toHaveAttribute("type", type);
    await expect(sources.nth(i)).toHaveAttribute("srcset", / 400w, .+ 560w, .+ 720w, .+ 880w, .+ 1080w, .+ 1280w$/);
    await expect(sources.nth(i)).toHaveAttribute("sizes", /560px/);
    await expect(sources.nth(i)).toHaveAttribute("media", "(min-width: 1024px)");
  }
  const img = page.getByRole("img", { name: /two-story Florida home/ });
  await expect(img).toHaveAttribute("width", "2000");
  await expect(img).toHaveAttribute("height", "1500");
  await expect(img).toHaveAttribute("fetchpriority", "high");

  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  await expect(preload).toHaveAttribute("media", "(min-width: 1024px)");
  await expect(preload).toHaveAttribute("imagesrcset", (await sources.first().getAttribute("srcset"))!);

  // At 1280 px on a 1x screen the 560 px column takes the 560 px AVIF.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-560\.avif$/);
  const url = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const response = await request.get(url);
  expect(response.headers()["cache-control"]).toBe(YEAR_IMMUTABLE);
  expect(response.headers()["content-type"]).toBe("image/avif");
  const meta = await sharp(await response.body()).metadata();
  expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([560, 420, undefined, undefined]);
});

test("a phone downloads no hero picture, only the cards it scrolls to", async ({ browser, baseURL }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const images: string[] = [];
  phone.on("request", (r) => {
    if (r.resourceType() === "image") images.push(new URL(r.url()).pathname);
  });
  await phone.goto(`${baseURL}/`, { waitUntil: "load" });
  expect(images.filter((p) => p.includes("hero"))).toEqual([]);
  await phone.locator("#services article").last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.filter((p) => /^\/images\/sample-[a-z-]+-[0-9a-f]{10}-400\.avif$/.test(p)).length)
    .toBe(6);
  await phone.close();
});

test("a city page's shared link shows its own photo as a 1200 x 630 card", async ({ page, request }) => {
  await page.goto("/roofing-tampa-fl");
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(/\/images\/sample-south-tampa-barrel-tile-[0-9a-f]{10}-og\.jpg$/);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /South Tampa/);
  const response = await request.get(new URL(og!).pathname);
  expect(response.headers()["cache-control"]).toBe(YEAR_IMMUTABLE);
  const meta = await sharp(await response.body()).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 1200, 630, undefined]);
});
