import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { homeFaqs } from "~/content/faqs";
import { serviceIn, services } from "~/content/services";
import { site } from "~/content/site";
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
  it("describes the site's card in the page's language when the page has no picture of its own", () => {
    const alts = (path: string) =>
      (pageMeta({ title: "t", description: "d", path }) as Array<Record<string, string>>)
        .filter((m) => ["og:image:alt", "twitter:image:alt"].includes(m.property ?? m.name ?? ""))
        .map((m) => m.content);
    expect(alts("/roof-repair")).toEqual(Array(2).fill(`${site.name}, Family-owned Tampa Bay roofers since 1987`));
    for (const path of ["/es", "/es/reparacion-de-techos"])
      expect(alts(path)).toEqual(Array(2).fill(`${site.name}, Empresa familiar de techos en Tampa Bay desde 1987`));
    const own = { url: "https://x.example/a.jpg", width: 1, height: 1, alt: "Un techo de tejas" };
    const withPicture = pageMeta({ title: "t", description: "d", path: "/es", image: own });
    expect(withPicture).toContainEqual({ property: "og:image:alt", content: own.alt });
  });
  it("lists each keyword once, as a city page's own and its profile's can repeat one", () => {
    const keywords = pageMeta({
      title: "t",
      description: "d",
      path: "/es/techos-tampa-fl",
      keywords: ["techador en Tampa", "reemplazo de techo Tampa", "Techador en Tampa", "techos en Seminole Heights"],
    }).find((m) => (m as Record<string, unknown>).name === "keywords");
    expect(keywords).toEqual({
      name: "keywords",
      content: "techador en Tampa, reemplazo de techo Tampa, techos en Seminole Heights",
    });
  });
  it("keeps the home page's canonical at the root", () => {
    expect(pageMeta({ title: "t", description: "d", path: "/" }).find((m) => "rel" in m)).toMatchObject({
      href: "https://www.suncoastfamilyroofing.example/",
    });
  });
});

describe("structured data", () => {
  it("describes the business with the config's phone, address, hours and rating", () => {
    expect(roofingContractorLd("en")).toMatchObject({
      "@type": "RoofingContractor",
      telephone: "+18135550142",
      address: { streetAddress: "11515 Pyramid Dr", postalCode: "33556" },
      openingHoursSpecification: [{ opens: "08:00", closes: "17:00" }],
      aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
    });
  });
  it("describes the business in the page's language: slogan, licence, catalogue and services", () => {
    type Offer = { itemOffered: { name: string; description: string; url: string } };
    const offers = (ld: Record<string, unknown>) =>
      (ld.hasOfferCatalog as { itemListElement: Offer[] }).itemListElement.map((o) => o.itemOffered);
    const en = roofingContractorLd("en");
    expect(en).toMatchObject({
      slogan: site.tagline,
      hasCredential: { name: `Florida Certified Roofing Contractor ${site.license}` },
      hasOfferCatalog: { name: "Roofing services" },
    });
    expect(offers(en)[0]).toEqual({
      "@type": "Service",
      name: services[0]!.name,
      description: services[0]!.summary,
      url: `https://www.suncoastfamilyroofing.example${services[0]!.path}`,
    });
    const es = roofingContractorLd("es");
    expect(es).toMatchObject({
      slogan: site.taglineEs,
      hasCredential: { name: `Contratista de techos certificado en Florida ${site.license}` },
      hasOfferCatalog: { name: "Servicios de techado" },
    });
    expect(offers(es).map((s) => [s.name, s.description])).toEqual(
      services.map((s) => serviceIn(s, "es")).map((s) => [s.name, s.summary]),
    );
    for (const service of offers(es)) {
      expect(service.url).toMatch(/^https:\/\/www\.suncoastfamilyroofing\.example\/es\//);
      expect(offers(en).map((s) => s.name)).not.toContain(service.name);
    }
    // The business itself, its numbers and its places are the same in both.
    const worded = ["slogan", "hasCredential", "hasOfferCatalog"];
    const same = (ld: Record<string, unknown>) => Object.entries(ld).filter(([key]) => !worded.includes(key));
    expect(same(es)).toEqual(same(en));
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

  it("renders the Spanish business block the same way, its accents and all", () => {
    const business = roofingContractorLd("es");
    const Stub = createRoutesStub([
      { path: "/", Component: () => <Meta />, meta: () => [{ "script:ld+json": business }] },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).not.toMatch(/[<>]/);
    expect(JSON.parse(script!)).toEqual(business);
  });
});
