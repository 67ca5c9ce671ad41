import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

const SITE = "https://www.suncoastfamilyroofing.example";

type LdBlock = { "@type": string; itemListElement?: Array<{ name: string; item: string }>; mainEntity?: unknown[] };

/** What a crawler sees without running any script. */
async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as LdBlock,
  );
  return {
    status: response.status(),
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    h1s: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'"),
    ),
    jsonLd,
  };
}

test("every page in the sitemap has a title of at most 60 characters and a description of 70-160", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(90);
  const text = (html: string | undefined) =>
    (html ?? "")
      .replace(/&(?:#x27|#39|apos);/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  const outside: string[] = [];
  for (const path of paths) {
    const page = await rawPage(request, path);
    const title = text(page.title);
    const description = text(page.description);
    if (title.length > 60) outside.push(`${path}: title of ${title.length}`);
    if (description.length < 70 || description.length > 160)
      outside.push(`${path}: description of ${description.length}`);
  }
  expect(outside).toEqual([]);
});

const pages = [
  { path: "/residential-roofing", h1: "New roofs for Tampa Bay homes", service: "Residential Roofing", faqs: 5 },
  { path: "/commercial-roofing", h1: "Commercial roofs that keep", service: "Commercial Roofing", faqs: 4 },
  { path: "/storm-damage", h1: "Storm damage repair", service: "Storm Damage Repair", faqs: 4 },
  { path: "/roof-repair", h1: "Roof repairs done right", service: "Roof Repair", faqs: 4 },
  { path: "/roof-inspection", h1: "A free roof inspection", service: "Free Roof Inspection", faqs: 4 },
  { path: "/emergency-services", h1: "Emergency roof repair", service: "24/7 Emergency Services", faqs: 4 },
  { path: "/insurance-help", h1: "Roof insurance claims", service: "Insurance Claim Help", faqs: 4 },
  { path: "/roofing-101", h1: "Roofing 101", crumb: "Roofing 101" },
  { path: "/service-areas", h1: "Roofing across Tampa Bay", crumb: "Service Areas" },
];

for (const { path, h1, service, faqs, crumb } of pages) {
  test(`${path} is prerendered with its H1, title, description, canonical and structured data`, async ({ request }) => {
    const page = await rawPage(request, path);
    expect(page.status).toBe(200);
    expect(page.h1s).toHaveLength(1);
    expect(page.h1s[0]).toContain(h1);
    expect(page.title!.length).toBeGreaterThan(20);
    expect(page.title!.length).toBeLessThanOrEqual(60);
    expect(page.description!.length).toBeGreaterThanOrEqual(70);
    expect(page.description!.length).toBeLessThanOrEqual(160);
    expect(page.canonical).toBe(`${SITE}${path}`);
    expect(page.robots).toBeUndefined();

    const byType = (type: string) => page.jsonLd.filter((b) => b["@type"] === type);
    const [breadcrumbs] = byType("BreadcrumbList");
    expect(breadcrumbs!.itemListElement!.map((i) => i.name)).toEqual(["Home", service ?? crumb]);
    expect(breadcrumbs!.itemListElement!.at(-1)!.item).toBe(`${SITE}${path}`);
    if (service) {
      expect(byType("Service")).toHaveLength(1);
      expect(byType("Service")[0]).toMatchObject({ name: service, url: `${SITE}${path}` });
      expect(byType("FAQPage")[0]!.mainEntity).toHaveLength(faqs!);
      // The answers are in the HTML, not only in the structured data.
      expect(page.html).toContain("<details");
    } else {
      expect(page.jsonLd.map((b) => b["@type"])).toEqual(["BreadcrumbList"]);
    }
  });
}

test("/webhook-config is rendered per request, noindex and nofollow", async ({ request }) => {
  const page = await rawPage(request, "/webhook-config");
  expect(page.status).toBe(200);
  expect(page.robots).toBe("noindex, nofollow");
  expect(page.h1s).toEqual(["CRM integration"]);
  expect(page.canonical).toBe(`${SITE}/webhook-config`);
  expect(page.jsonLd.map((b) => b["@type"])).toEqual(["BreadcrumbList"]);
});

test("sitemap.xml lists every page built here, but not /webhook-config", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const { path } of pages) expect(locs).toContain(`${SITE}${path}`);
  expect(locs).not.toContain(`${SITE}/webhook-config`);
});
