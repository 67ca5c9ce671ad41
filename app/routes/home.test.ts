import { describe, expect, it, vi } from "vitest";
import type { Service } from "~/content/services";
import { twinOf } from "~/lib/i18n/twins";
import { routeArgs } from "../../tests/support/route-args";
import { loader } from "./home";

// The pictures come from the build's image manifest, which a fresh checkout has not made yet.
vi.mock("~/lib/images/pictures.server", () => {
  const picture = { src: "/x.jpg", alt: "x" };
  return {
    picture: () => picture,
    ogImage: () => undefined,
    serviceCards: (list: readonly Service[]) => list.map((service) => ({ service, picture })),
  };
});

const SITE = "https://www.suncoastfamilyroofing.example";
const load = (path: string) => loader(routeArgs(new Request(`${SITE}${path}`)));
const tag = (data: ReturnType<typeof load>, key: string, value: string) =>
  data.meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const jsonLd = (data: ReturnType<typeof load>, type: string) =>
  data.meta
    .map((m) => (m as Record<string, unknown>)["script:ld+json"] as Record<string, unknown> | undefined)
    .find((block) => block?.["@type"] === type);

describe("the home page's loader", () => {
  it("gives / in English, as before, its blocks marked en-US", () => {
    const data = load("/");
    expect(data.meta[0]).toEqual({ title: "Tampa Bay Roofing Contractor | Suncoast Family Roofing" });
    expect(tag(data, "rel", "canonical")?.href).toBe(`${SITE}/`);
    expect(data.copy.hero.freeQuote).toBe("Get Free Quote");
    expect(data.links).toEqual({ instantQuote: "/instant-quote", serviceAreas: "/service-areas" });
    expect(data.serviceCards[0]!.service.name).toBe("Residential Roofing");
    expect(jsonLd(data, "WebSite")?.inLanguage).toBe("en-US");
    expect(jsonLd(data, "FAQPage")).toMatchObject({ inLanguage: "en-US", mainEntity: expect.any(Array) });
    expect(jsonLd(data, "RoofingContractor")).toMatchObject({ hasOfferCatalog: { name: "Roofing services" } });
  });

  it("gives /es in Spanish: its own title, canonical, cards, questions and structured data", () => {
    const data = load("/es");
    expect(data.meta[0]).toEqual({ title: "Techos en Tampa Bay desde 1987 | Suncoast Family Roofing" });
    expect(tag(data, "rel", "canonical")?.href).toBe(`${SITE}/es`);
    expect(data.copy.hero.freeQuote).toBe("Pida su estimado gratis");
    expect(data.serviceCards.map((c) => c.service.name)).toContain("Reparación de techos");
    expect(data.faqs[0]!.question).toBe("¿Cuánto cuesta un techo nuevo en Tampa Bay?");
    expect(jsonLd(data, "WebSite")?.inLanguage).toBe("es-US");
    const faqPage = jsonLd(data, "FAQPage") as { inLanguage: string; mainEntity: Array<{ name: string }> };
    expect(faqPage.inLanguage).toBe("es-US");
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(data.faqs.map((f) => f.question));
    // The business too: its slogan and its services in Spanish, linked to their Spanish pages.
    const business = jsonLd(data, "RoofingContractor") as {
      slogan: string;
      hasOfferCatalog: { name: string; itemListElement: Array<{ itemOffered: { name: string; url: string } }> };
    };
    expect(business.slogan).toBe("Empresa familiar de techos en Tampa Bay desde 1987");
    expect(business.hasOfferCatalog.name).toBe("Servicios de techado");
    expect(business.hasOfferCatalog.itemListElement.map((o) => o.itemOffered)).toContainEqual(
      expect.objectContaining({ name: "Reparación de techos", url: `${SITE}/es/reparacion-de-techos` }),
    );
    // The popular cities link to their Spanish pages.
    expect(data.copy.popular.links[0]!.path).toBe(twinOf(load("/").copy.popular.links[0]!.path));
    expect(data.copy.popular.links[0]!.path).toMatch(/^\/es\/techos-[a-z-]+-fl$/);
  });
});
