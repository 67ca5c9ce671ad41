import { describe, expect, it } from "vitest";
import { cities, cityFromPath } from "~/content/cities";
import { services } from "~/content/services";
import { prerenderPaths, sitePages } from "~/lib/route-table";
import { localeOfPath } from "./locale";
import { hreflangLinks, linkIn, spanishTwins, twinOf } from "./twins";

describe("Spanish twins", () => {
  it("pairs each page with its twin both ways, every Spanish path under /es", () => {
    for (const [en, es] of spanishTwins) {
      expect(localeOfPath(en)).toBe("en");
      expect(localeOfPath(es)).toBe("es");
      expect(twinOf(en)).toBe(es);
      expect(twinOf(es)).toBe(en);
    }
    expect(twinOf("/webhook-config")).toBeUndefined();
    expect(localeOfPath("/estimate")).toBe("en");
  });

  it("gives every city page a Spanish twin that names the same city", () => {
    for (const city of cities) {
      const es = twinOf(city.path)!;
      expect(es).toBe(`/es/techos-${city.slug}-fl`);
      expect(cityFromPath(es)).toBe(city);
      expect(cityFromPath(city.path)).toBe(city);
    }
    expect(cityFromPath("/es/roofing-tampa-fl")).toBeUndefined();
  });

  it("lists every twin in the route table as its English page is listed", () => {
    const pages = new Map(sitePages([]).map((p) => [p.path, p]));
    for (const [en, es] of spanishTwins) expect({ ...pages.get(es), path: en }).toEqual(pages.get(en));
  });

  it("gives each of the seven service pages a prerendered Spanish twin under its Spanish slug", () => {
    expect(services.map((s) => twinOf(s.path))).toEqual([
      "/es/techos-residenciales",
      "/es/techos-comerciales",
      "/es/danos-por-tormenta",
      "/es/reparacion-de-techos",
      "/es/inspeccion-de-techos",
      "/es/servicio-de-emergencia",
      "/es/ayuda-con-el-seguro",
    ]);
    for (const service of services) expect(prerenderPaths()).toContain(twinOf(service.path));
  });

  it("gives the hreflang pairs, English the default, and none to a page without a twin", () => {
    const pairs = [
      { hreflang: "en-US", path: "/" },
      { hreflang: "es-US", path: "/es" },
      { hreflang: "x-default", path: "/" },
    ];
    expect(hreflangLinks("/")).toEqual(pairs);
    expect(hreflangLinks("/es")).toEqual(pairs);
    expect(hreflangLinks("/blog/metal-vs-shingle-roofing")).toEqual([]);
  });

  it("links a Spanish page to the Spanish twin, keeping the query and fragment, or else to the English page", () => {
    expect(linkIn("/#contact", "es")).toBe("/es#contact");
    expect(linkIn("/?service=roof-inspection#contact", "es")).toBe("/es?service=roof-inspection#contact");
    expect(linkIn("/blog/metal-vs-shingle-roofing", "es")).toBe("/blog/metal-vs-shingle-roofing");
    expect(linkIn("/financing#apply", "es")).toBe("/es/financiamiento#apply");
    expect(linkIn("/roof-inspection", "es")).toBe("/es/inspeccion-de-techos");
    expect(linkIn("/insurance-help#contact", "es")).toBe("/es/ayuda-con-el-seguro#contact");
    expect(linkIn("/#contact", "en")).toBe("/#contact");
  });
});
