import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locatedCities as cities } from "~/content/city-locations";
import { figures } from "~/content/figures";
import { priceBook } from "~/content/price-book";
import { CONDITIONS, QUOTE_PROJECT_TYPES, ROOF_TYPES, STORIES } from "~/lib/schemas/quote-options";
import {
  generateQuote,
  measuredRoofMultiplier,
  milesFromOffice,
  priceQuote,
  type QuoteRequest,
  travelMultiplier,
} from "./engine";
import { formatQuote, parseQuote } from "./quote-text";

const request = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  projectType: "roof-replacement",
  roofType: "asphalt",
  squareFeet: 2_000,
  stories: "1",
  currentCondition: "Good",
  location: "Odessa",
  ...overrides,
});

const prices = (r: QuoteRequest) => priceQuote(r).map((p) => p.price);

const arbRequest = fc.record({
  projectType: fc.constantFrom(...QUOTE_PROJECT_TYPES),
  roofType: fc.constantFrom(...ROOF_TYPES),
  squareFeet: fc.integer({ min: 1, max: 100_000 }),
  stories: fc.constantFrom(...STORIES),
  currentCondition: fc.constantFrom(...CONDITIONS),
  location: fc.oneof(fc.constantFrom(...cities.map((c) => c.name)), fc.string({ maxLength: 40 })),
});

/** Where each package sits in the order of quality (the metal list starts with its top option). */
const cheapestFirst = (names: string[]) => (/standing seam/i.test(names[0]!) ? [...names].reverse() : names);

describe("the price book", () => {
  it.each(ROOF_TYPES)("%s: every installed price per square foot lies inside the published range", (roof) => {
    const range = figures.installedPerSqFt[roof];
    for (const p of priceBook.materials[roof].packages) {
      expect(p.installedPerSqFt).toBeGreaterThanOrEqual(range.min);
      expect(p.installedPerSqFt).toBeLessThanOrEqual(range.max);
    }
  });

  it("names asphalt and tile packages GOOD, BETTER, BEST and every metal package with 'Metal'", () => {
    for (const roof of ["asphalt", "tile"] as const) {
      expect(priceBook.materials[roof].packages.map((p) => p.name)).toEqual(["GOOD", "BETTER", "BEST"]);
      expect(priceBook.materials[roof].repairPackages.map((p) => p.name)).toEqual(["GOOD", "BETTER", "BEST"]);
    }
    for (const p of [...priceBook.materials.metal.packages, ...priceBook.materials.metal.repairPackages])
      expect(p.name).toContain("Metal");
    expect(priceBook.materials.metal.packages[0].name).toMatch(/standing seam/i);
  });

  it("keeps the quote text's separators out of names and descriptions", () => {
    for (const material of Object.values(priceBook.materials)) {
      for (const p of [...material.packages, ...material.repairPackages]) {
        expect(`${p.name}${p.description}`).not.toMatch(/[|\r\n]/);
        expect(p.description.length).toBeGreaterThan(40);
      }
    }
  });
});

describe("the site's published claims hold", () => {
  // A typical home: a 2,000 sq ft one-story roof, replaced, anywhere in the 32-city service area,
  // in good or fair shape. Every package must land inside the FAQ's whole-roof range.
  it.each(ROOF_TYPES)("a typical 2,000 sq ft one-story %s replacement is inside figures.residentialCost", (roof) => {
    const range = figures.residentialCost[roof];
    for (const city of cities) {
      for (const condition of ["Good", "Fair"] as const) {
        for (const price of prices(request({ roofType: roof, location: city.name, currentCondition: condition }))) {
          expect(price, `${roof} in ${city.name}, ${condition}`).toBeGreaterThanOrEqual(range.min);
          expect(price, `${roof} in ${city.name}, ${condition}`).toBeLessThanOrEqual(range.max);
        }
      }
    }
  });

  it("prices the example in the price book's comment as it says", () => {
    expect(prices(request())).toEqual([8_250, 9_900, 11_550]);
    expect(priceQuote(request({ roofType: "tile", location: "Plant City" }))[2]!.price).toBe(33_814);
  });
});

describe("the pricing engine (properties)", () => {
  it("is deterministic and answers three packages with whole-dollar prices at or above the minimum job", () => {
    fc.assert(
      fc.property(arbRequest, (r) => {
        const packages = priceQuote(r);
        expect(packages).toHaveLength(3);
        for (const p of packages) {
          expect(Number.isInteger(p.price)).toBe(true);
          expect(p.price).toBeGreaterThanOrEqual(priceBook.minimumJobPrice);
        }
        expect(priceQuote(r)).toEqual(packages);
      }),
    );
  });

  it("never lowers a price when the roof grows, and raises it once above the minimum job", () => {
    fc.assert(
      fc.property(arbRequest, fc.integer({ min: 1, max: 5_000 }), (r, extra) => {
        const bigger = { ...r, squareFeet: Math.min(100_000, r.squareFeet + extra) };
        const [a, b] = [prices(r), prices(bigger)];
        a.forEach((price, i) => expect(b[i]!).toBeGreaterThanOrEqual(price));
        // Prices are whole dollars: a few square feet more may round to the same price.
        if (bigger.squareFeet >= r.squareFeet + 100 && Math.min(...a) > priceBook.minimumJobPrice) {
          a.forEach((price, i) => expect(b[i]!).toBeGreaterThan(price));
        }
      }),
    );
  });

  it("costs more for more stories", () => {
    fc.assert(
      fc.property(arbRequest, (r) => {
        const [one, two, three] = STORIES.map((stories) => prices({ ...r, stories }));
        one!.forEach((price, i) => {
          expect(two![i]!).toBeGreaterThanOrEqual(price);
          expect(three![i]!).toBeGreaterThanOrEqual(two![i]!);
        });
        // Strictly more, unless the minimum job price is what was quoted (it is flat by design).
        if (r.squareFeet >= 500)
          one!.forEach((price, i) => {
            if (price > priceBook.minimumJobPrice) expect(three![i]!).toBeGreaterThan(price);
          });
      }),
    );
  });

  it("costs more the worse the condition, except for new construction (there is no old roof)", () => {
    fc.assert(
      fc.property(arbRequest, (r) => {
        const byCondition = CONDITIONS.map((currentCondition) => prices({ ...r, currentCondition }));
        for (let c = 1; c < byCondition.length; c++) {
          byCondition[c]!.forEach((price, i) => {
            if (r.projectType === "new-construction") expect(price).toBe(byCondition[c - 1]![i]);
            else expect(price).toBeGreaterThanOrEqual(byCondition[c - 1]![i]!);
          });
        }
        if (r.projectType !== "new-construction" && r.squareFeet >= 1_000) {
          byCondition[3]!.forEach((price, i) => expect(price).toBeGreaterThan(byCondition[0]![i]!));
        }
      }),
    );
  });

  it("prices BEST > BETTER > GOOD (and each metal option above the cheaper one), however small the roof", () => {
    fc.assert(
      fc.property(arbRequest, (r) => {
        const packages = priceQuote(r);
        const ordered = cheapestFirst(packages.map((p) => p.name)).map(
          (name) => packages.find((p) => p.name === name)!.price,
        );
        expect(ordered[1]!).toBeGreaterThan(ordered[0]!);
        expect(ordered[2]!).toBeGreaterThan(ordered[1]!);
      }),
    );
  });

  it("keeps replacement prices per square foot inside the published ranges times the documented multipliers", () => {
    const maxStories = Math.max(...Object.values(priceBook.stories));
    const maxTravel = Math.max(priceBook.travel.unknownLocation, ...priceBook.travel.bands.map((b) => b.multiplier));
    const maxDeck = Math.max(...Object.values(priceBook.deckRepair.share)) * priceBook.deckRepair.perSqFt;
    fc.assert(
      fc.property(arbRequest, (r) => {
        const replacement = { ...r, projectType: "roof-replacement" as const };
        const range = figures.installedPerSqFt[r.roofType];
        const waste = 1 + priceBook.materials[r.roofType].waste;
        const low = range.min * waste;
        const high = (range.max * waste + maxDeck) * maxStories * maxTravel;
        for (const { price } of priceQuote(replacement)) {
          const perSqFt = price / r.squareFeet;
          // Tiny roofs are billed at the minimum job price; whole-dollar rounding adds at most $0.50.
          if (price > priceBook.minimumJobPrice + 1) expect(perSqFt).toBeGreaterThanOrEqual(low - 0.5 / r.squareFeet);
          expect(perSqFt).toBeLessThanOrEqual(
            Math.max(high + 0.5 / r.squareFeet, (priceBook.minimumJobPrice + 1_000) / r.squareFeet),
          );
        }
      }),
    );
  });

  it("prices a repair as a repair, well below a replacement of the same roof", () => {
    fc.assert(
      fc.property(arbRequest, (r) => {
        fc.pre(r.squareFeet >= 1_500);
        const repair = prices({ ...r, projectType: "roof-repair" });
        const replacement = prices({ ...r, projectType: "roof-replacement" });
        expect(Math.max(...repair)).toBeLessThan(Math.min(...replacement));
      }),
    );
  });

  it("charges new construction less than a replacement (no tear-off, no deck repair)", () => {
    fc.assert(
      fc.property(arbRequest, (r) => {
        fc.pre(r.squareFeet >= 500);
        const fresh = prices({ ...r, projectType: "new-construction" });
        const replacement = prices({ ...r, projectType: "roof-replacement" });
        fresh.forEach((price, i) => expect(price).toBeLessThan(replacement[i]!));
      }),
    );
  });

  it("round-trips the quote text through the parser", () => {
    fc.assert(
      fc.property(arbRequest, (r) => {
        const { text, packages } = generateQuote(r);
        expect(text.split("\n")).toHaveLength(3);
        expect(parseQuote(text)).toEqual(packages);
      }),
    );
  });
});

describe("a roof measured from the address", () => {
  const measured = (pitchRise: number, roofFaces: number) => request({ measuredRoof: { pitchRise, roofFaces } });

  it.each([
    [0, 1],
    [6, 1],
    [7, 1.15],
    [9, 1.15],
    [10, 1.3],
    [14, 1.3],
  ])(
    "a %i/12 pitch multiplies the price per square foot by %f (up to 6/12 walkable, 7-9 steep, 10+ very steep)",
    (rise, multiplier) => {
      expect(measuredRoofMultiplier({ pitchRise: rise, roofFaces: 4 })).toBe(multiplier);
    },
  );

  it("adds 5% for more than 10 faces, on top of the pitch", () => {
    expect(measuredRoofMultiplier({ pitchRise: 6, roofFaces: 10 })).toBe(1);
    expect(measuredRoofMultiplier({ pitchRise: 6, roofFaces: 11 })).toBe(1.05);
    expect(measuredRoofMultiplier({ pitchRise: 8, roofFaces: 14 })).toBeCloseTo(1.15 * 1.05, 12);
  });

  it("a walkable roof with few faces prices as an entered area does", () => {
    expect(prices(measured(6, 9))).toEqual(prices(request()));
    expect(prices(measured(4, 2))).toEqual(prices(request()));
  });

  it("scales the installed price per square foot, not the deck allowance or the tear-off credit", () => {
    // Asphalt GOOD, 2,000 sq ft, Fair (2% deck at $4), at the office: 2,000 x 3.75 x 1.15 x 1.10 + 160.
    expect(prices(request({ currentCondition: "Fair", measuredRoof: { pitchRise: 8, roofFaces: 6 } }))[0]).toBe(
      Math.round(2_000 * 3.75 * 1.15 * 1.1 + 160),
    );
    // New construction: the $1 tear-off credit is taken off unscaled.
    expect(
      prices(request({ projectType: "new-construction", measuredRoof: { pitchRise: 10, roofFaces: 12 } }))[0],
    ).toBe(Math.round(2_000 * 3.75 * 1.3 * 1.05 * 1.1 - 2_000));
  });

  it("scales a repair's per-square-foot work, not its fixed part", () => {
    // Asphalt BETTER repair, Good (5% repaired at $7), $250 fixed, $0.30 per sq ft of roof, 7/12.
    expect(prices(request({ projectType: "roof-repair", measuredRoof: { pitchRise: 7, roofFaces: 4 } }))[1]).toBe(
      Math.round((2_000 * 0.05 * 7 + 2_000 * 0.3) * 1.15 + 250),
    );
  });

  it("never lowers a price, and keeps the packages in order", () => {
    fc.assert(
      fc.property(arbRequest, fc.integer({ min: 0, max: 24 }), fc.integer({ min: 1, max: 40 }), (r, rise, faces) => {
        const plain = prices(r);
        const steep = prices({ ...r, measuredRoof: { pitchRise: rise, roofFaces: faces } });
        steep.forEach((price, i) => expect(price).toBeGreaterThanOrEqual(plain[i]!));
      }),
    );
  });
});

describe("travel from the Odessa office", () => {
  it("recognises the 32 cities however they are typed", () => {
    expect(milesFromOffice("Odessa")).toBe(1);
    expect(milesFromOffice("st petersburg, fl")).toBe(milesFromOffice("St. Petersburg"));
    expect(milesFromOffice("Saint Petersburg FL 33701")).toBe(milesFromOffice("St. Petersburg"));
    expect(milesFromOffice("Land O Lakes")).toBe(milesFromOffice("Land O' Lakes"));
    expect(milesFromOffice("town n country")).toBe(milesFromOffice("Town 'n' Country"));
    expect(milesFromOffice("New Port Richey")).not.toBe(undefined);
    expect(milesFromOffice("South Tampa")).toBe(milesFromOffice("Tampa"));
    expect(milesFromOffice("Atlantis")).toBeUndefined();
    for (const city of cities) expect(milesFromOffice(city.name)).toBe(city.milesFromOffice);
  });

  it("adds more the farther the city, and prices an unknown place like the middle of the service area", () => {
    expect(travelMultiplier("Odessa")).toBe(1);
    expect(travelMultiplier("Tampa")).toBe(1.02); // 18 miles
    expect(travelMultiplier("St. Petersburg")).toBe(1.04); // 29 miles
    expect(travelMultiplier("Plant City")).toBe(1.06); // 31 miles
    expect(travelMultiplier("Somewhere else")).toBe(priceBook.travel.unknownLocation);
    const sorted = [...cities].sort((a, b) => a.milesFromOffice - b.milesFromOffice);
    for (let i = 1; i < sorted.length; i++)
      expect(travelMultiplier(sorted[i]!.name)).toBeGreaterThanOrEqual(travelMultiplier(sorted[i - 1]!.name));
  });
});

describe("quote text", () => {
  it("writes one package per line as name|price|description", () => {
    const text = formatQuote([
      { name: "GOOD", price: 8_250, description: "Shingles" },
      { name: "Standing Seam Metal", price: 23_760, description: "Panels" },
    ]);
    expect(text).toBe("GOOD|$8,250|Shingles\nStanding Seam Metal|$23,760|Panels");
  });

  it("reads quote text a person may have edited", () => {
    expect(parseQuote("\n BEST | 12,000 | Top shelf \r\nnot a package\nBETTER|$9,900|A | B\n")).toEqual([
      { name: "BEST", price: 12_000, description: "Top shelf" },
      { name: "BETTER", price: 9_900, description: "A | B" },
    ]);
  });
});
