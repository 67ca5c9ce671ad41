import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { homeFaqs } from "~/content/faqs";
import { breadcrumbLd, faqPageLd, roofingContractorLd } from "./json-ld";
import { pageMeta } from "./meta";

describe("page meta", () => {
  const meta = pageMeta({
    title: "Roof Repair | Suncoast",
    description: "d".repeat(80),
    path: "/roof-repair/",
    keywords: ["a", "b"],
  });
  const find = (key: string, value: string) =>
    meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("builds canonical and og:url from SITE_URL and the path without its trailing slash", () => {
    expect(find("rel", "canonical")?.href).toBe("https://www.suncoastfamilyroofing.example/roof-repair");
    expect(find("property", "og:url")?.content).toBe("https://www.suncoastfamilyroofing.example/roof-repair");
    expect(find("name", "keywords")?.content).toBe("a, b");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });
  it("keeps the home page's canonical at the root", () => {
    expect(pageMeta({ title: "t", description: "d", path: "/" }).find((m) => "rel" in m)).toMatchObject({
      href: "https://www.suncoastfamilyroofing.example/",
    });
  });
});

describe("structured data", () => {
  it("describes the business with the config's phone, address, hours and rating", () => {
    expect(roofingContractorLd()).toMatchObject({
      "@type": "RoofingContractor",
      telephone: "+18135550142",
      address: { streetAddress: "11515 Pyramid Dr", postalCode: "33556" },
      openingHoursSpecification: [{ opens: "08:00", closes: "17:00" }],
      aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
    });
  });
  it("lists breadcrumbs from Home", () => {
    expect(breadcrumbLd([{ name: "Blog", path: "/blog" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.suncoastfamilyroofing.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.suncoastfamilyroofing.example/blog" },
    ]);
  });

  it("is rendered so that text from a visitor or an editor cannot close the script element", () => {
    const hostile = faqPageLd([
      { question: "</script><script>alert(1)</script>", answer: "a & b < c > d \u2028" },
      ...homeFaqs,
    ]);
    const Stub = createRoutesStub([
      { path: "/", Component: () => <Meta />, meta: () => [{ "script:ld+json": hostile }] },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/<\/?script/i);
    expect(script).not.toContain("\u2028");
    expect(JSON.parse(script!)).toEqual(hostile);
  });
});
