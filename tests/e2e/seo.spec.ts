import type { APIRequestContext } from "@playwright/test";
import { cities } from "~/content/cities";
import { expect, test } from "./fixtures";

const SITE = "https://www.suncoastfamilyroofing.example";

/** What a crawler sees without running any script. */
async function rawHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { "@type": string | string[] },
  );
  return {
    status: response.status(),
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    h1: attr(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, ""),
    jsonLd,
    types: jsonLd.map((block) => block["@type"]).flat(),
  };
}

const pages: Array<{ path: string; h1: RegExp; types: string[] }> = [
  { path: "/", h1: /trusted family roofers/, types: ["RoofingContractor", "WebSite", "FAQPage"] },
  ...cities.slice(0, 4).map((c) => ({
    path: c.path,
    h1: new RegExp(`Roofing Contractor in ${c.name.replace(".", "\\.")}, FL`),
    types: ["LocalBusiness", "FAQPage", "BreadcrumbList"],
  })),
];

for (const { path, h1, types } of pages) {
  test(`${path} is complete without JavaScript: H1, title, description, canonical, og:url, JSON-LD`, async ({
    request,
  }) => {
    const head = await rawHead(request, path);
    expect(head.status).toBe(200);
    expect(head.h1).toMatch(h1);
    expect(head.title!.length).toBeGreaterThan(10);
    expect(head.title!.length).toBeLessThanOrEqual(65);
    expect(head.description!.length).toBeGreaterThanOrEqual(70);
    expect(head.description!.length).toBeLessThanOrEqual(170);
    expect(head.canonical).toBe(`${SITE}${path}`);
    expect(head.ogUrl).toBe(`${SITE}${path}`);
    expect(head.types).toEqual(expect.arrayContaining(types));
    expect(head.html).toContain('name="twitter:card" content="summary_large_image"');
  });
}

test("the home page's structured data describes the business", async ({ request }) => {
  const { jsonLd } = await rawHead(request, "/");
  const business = jsonLd.find((b) => b["@type"] === "RoofingContractor") as Record<string, unknown>;
  expect(business).toMatchObject({
    name: "Suncoast Family Roofing",
    telephone: "+18135550142",
    address: { streetAddress: "11515 Pyramid Dr", addressLocality: "Odessa", postalCode: "33556" },
    aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
  });
  expect((business.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(7);
  expect(business.areaServed).toHaveLength(32);
});

test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${SITE}/`);
  for (const city of cities) expect(locs).toContain(`${SITE}${city.path}`);
  expect(locs).not.toContain(`${SITE}/webhook-config`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test.describe("URL policy and hostile paths", () => {
  test("a trailing slash redirects permanently to the path without it, keeping the query", async ({ request }) => {
    const res = await request.get("/roofing-tampa-fl/?utm_source=card", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/roofing-tampa-fl?utm_source=card");
  });

  test("a doubled slash cannot redirect to another host", async ({ request }) => {
    const res = await request.get(`${process.env.E2E_BASE_URL}//evil.example/`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/evil.example");
  });

  for (const path of [
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e/server/index.js",
    "/%E0%A4%A",
    "/a%00b",
    "/<script>alert(1)</script>",
    `/${"x".repeat(4000)}`,
    "/build/server/index.js",
    "/roofing-tampa-fl/index.html",
  ]) {
    test(`${path.slice(0, 40)} gets a clean 404`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      const body = await res.text();
      expect(body).not.toContain("root:x:");
      expect(body).not.toContain('"name": "suncoast-family-roofing"');
      expect(body).not.toContain("<script>alert(1)</script>");
    });
  }
});

test("prerendered pages are sent precompressed, and a repeat visit is answered 304 Not Modified", async ({
  request,
}) => {
  for (const [accept, encoding] of [
    ["gzip, deflate, br, zstd", "br"], // what Chromium sends
    ["gzip", "gzip"],
  ]) {
    const response = await request.get("/roofing-101", { headers: { "accept-encoding": accept! } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["vary"]).toContain("Accept-Encoding");
    expect(await response.text()).toContain("<h1");
  }
  const first = await request.get("/roofing-101");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/roofing-101", { headers: { "if-none-match": etag! } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  // Another page's tag does not match.
  const other = await request.get("/roofing-tampa-fl", { headers: { "if-none-match": etag! } });
  expect(other.status()).toBe(200);
});
