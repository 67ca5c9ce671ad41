import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "./check-content";
import { cities, type CitySlug } from "./cities";
import { locatedCities } from "./city-locations";
import { cityProfileIn, cityProfiles } from "./city-profiles.server";
import { homeFaqs } from "./faqs";
import { drawingFor, PHOTOS_DIR } from "./images";
import { figures, formatUsdRange } from "./figures";
import { shellFor } from "./shell.server";
import { missingPictures, picturesInUse } from "./pictures.server";
import { services } from "./services";
import { site } from "./site";

describe("content", () => {
  it("matches its schemas and ties together", () => {
    expect(checkContent()).toEqual([]);
  });

  it("finds every picture it names in the photos folder, and names the entry of one that is not there", () => {
    const uses = picturesInUse();
    expect(uses.find((u) => u.usedBy.startsWith("project westchase"))?.file).toBe(
      "sample-westchase-architectural-shingle.jpg",
    );
    expect(uses.find((u) => u.usedBy === "the service-area map")?.file).toBe("drawings/service-area-map.svg");
    expect(uses.find((u) => u.usedBy === "the Spanish service-area map")?.file).toBe(
      "drawings/service-area-map-es.svg",
    );
    expect(missingPictures()).toEqual([]);
    const elsewhere = missingPictures("app/content/blog");
    expect(elsewhere).toHaveLength(uses.length);
    expect(elsewhere).toContain(
      "blog/metal-vs-shingle-roofing.md: app/content/photos/sample-palm-harbor-standing-seam.jpg is not there (file names are case-sensitive)",
    );
  });

  it("draws the Spanish page's service-area map in Spanish, its English twin in English", () => {
    const svg = (file: string) => readFileSync(path.join(PHOTOS_DIR, file), "utf8");
    const words = (source: string) => [...source.matchAll(/<(title|text)\b[^>]*>([^<]+)</g)].map((m) => m[2]!);
    const es = words(svg(drawingFor.serviceAreaMapEs));
    const en = words(svg(drawingFor.serviceAreaMap));
    // Its title is the picture's alt text on the Spanish page.
    expect(es[0]).toBe(
      "Mapa de la zona de Tampa Bay con las 32 ciudades donde trabajamos en los condados de Hillsborough, Pasco y Pinellas, y nuestra oficina en Odessa",
    );
    expect(es).toEqual(
      expect.arrayContaining(["Golfo de", "México", "Nuestra oficina", "Ciudad donde trabajamos", "Límite de condado"]),
    );
    const english = ["Gulf of", "Mexico", "Our office", "City we serve", "County line"];
    for (const word of english) expect(es, word).not.toContain(word);
    expect(es.join(" ")).not.toMatch(/\b(Map|Gulf|office|serve|County|counties)\b/);
    expect(en).toEqual(expect.arrayContaining(english));
    // The names stay: the bays, the counties and the cities.
    for (const name of ["Tampa Bay", "Old Tampa Bay", "PASCO", "HILLSBOROUGH", "Odessa", "St. Petersburg"])
      expect(es).toContain(name);
  });

  it("has the 32 cities of the settled city list, each with its own profile", () => {
    expect(cities).toHaveLength(32);
    expect(Object.keys(cityProfiles).sort()).toEqual(cities.map((c) => c.slug).sort());
  });

  it("puts the office in Odessa and measures each city's distance from it", () => {
    const miles = (slug: string) => locatedCities.find((c) => c.slug === slug)!.milesFromOffice;
    expect(miles("odessa")).toBeLessThanOrEqual(2);
    expect(miles("tampa")).toBeGreaterThan(12);
    expect(miles("tampa")).toBeLessThan(25);
  });

  it("gives every city its own words in both languages: no sentence of one city's page on another's", () => {
    for (const locale of ["en", "es"] as const) {
      const seen = new Map<string, string>();
      for (const city of cities) {
        const { headline, intro, housing, stormExposure, localNotes, whyChoose, faqs } = cityProfileIn(
          city.slug as CitySlug,
          locale,
        );
        const text = [
          headline,
          ...intro,
          housing,
          stormExposure,
          localNotes,
          ...whyChoose,
          ...faqs.map((f) => f.answer),
        ];
        for (const sentence of text.join(" ").split(/(?<=[.!?])\s+/)) {
          if (sentence.length < 40) continue;
          expect(seen.get(sentence), `${locale}: "${sentence}"`).toBeUndefined();
          seen.set(sentence, city.slug);
        }
      }
      expect(seen.size).toBeGreaterThan(32 * 10);
    }
  });

  it("writes a percentage in Spanish as the rest of the Spanish site does, with no space before %", () => {
    const spanish = JSON.stringify(cities.map((city) => cityProfileIn(city.slug as CitySlug, "es")));
    expect(spanish.match(/.{0,30}\d\s%/g) ?? []).toEqual([]);
  });

  it("links every city profile's nearby cities to real city pages", () => {
    for (const profile of Object.values(cityProfiles))
      for (const slug of profile.nearby) expect(cities.some((c) => c.slug === slug)).toBe(true);
  });

  it("has the header menus of the specification", () => {
    const navGroups = shellFor("/", "en").nav.groups;
    expect(navGroups.map((g) => g.label)).toEqual(["Services", "Service Areas", "About Us"]);
    expect(navGroups[0]!.items.map((i) => i.name)).toEqual([
      "Residential Roofing",
      "Commercial Roofing",
      "Storm Damage",
      "Roof Repair",
      "Roof Inspection",
      "Insurance Help",
    ]);
    expect(navGroups[1]!.items).toHaveLength(33);
    expect(services).toHaveLength(7);
  });

  it("has the same menus in Spanish, each link to the Spanish page when there is one", () => {
    const [english, spanish] = [shellFor("/", "en"), shellFor("/es", "es")];
    expect(spanish.nav.groups.map((g) => g.label)).toEqual(["Servicios", "Ciudades", "Nosotros"]);
    expect(spanish.nav.groups.map((g) => g.items.length)).toEqual(english.nav.groups.map((g) => g.items.length));
    expect(spanish.nav.groups[0]!.items.map((i) => i.name)).toContain("Reparación de techos");
    expect(spanish.footer.links.find((l) => l.path.includes("#about"))?.path).toBe("/es#about");
    expect(spanish.twin).toMatchObject({ path: "/", lang: "en-US", name: "English" });
    expect(english.twin).toMatchObject({ path: "/es", lang: "es-US", name: "Español" });
    expect(shellFor("/roof-repair", "en").twin).toMatchObject({ path: "/es/reparacion-de-techos", lang: "es-US" });
    expect(shellFor("/blog/hurricane-roof-checklist", "en").twin).toBeUndefined();
    expect(spanish.nav.groups[1]!.items[0]!.path).toBe("/es/techos-odessa-fl");
  });

  it("quotes the published price ranges from the figures module", () => {
    const costAnswer = homeFaqs[0]!.answer;
    expect(costAnswer).toContain(formatUsdRange(figures.residentialCost.asphalt));
    expect(costAnswer).toContain("$5,000-$15,000");
    expect(costAnswer).toContain("$15,000-$30,000");
    expect(costAnswer).toContain("$20,000-$40,000");
  });

  it("never writes the phone number or the street address into copy by hand", () => {
    const copy = JSON.stringify([cityProfiles, homeFaqs, services]);
    expect(copy).not.toContain(site.phone.display);
    expect(copy).not.toContain("555-0142");
    expect(copy).not.toContain(site.address.street);
  });
});
