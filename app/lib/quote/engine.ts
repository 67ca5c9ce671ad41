import { locatedCities } from "~/content/city-locations";
import { type PriceBook, priceBook } from "~/content/price-book";
import type { Condition, QuoteProjectType, RoofType, Stories } from "~/lib/schemas/quote-options";
import { formatQuote, type QuotePackage } from "./quote-text";

/**
 * The pricing engine: a quote request in, the packages and the quote text out. Pure and
 * synchronous (no I/O, no clock, no randomness), so the same request always gets the same quote
 * and the engine can be tested with properties. Every number comes from the price book; the
 * formula is explained at the top of `app/content/price-book.ts`.
 */

export type QuoteRequest = {
  projectType: QuoteProjectType;
  roofType: RoofType;
  /** The roof's area in square feet (docs/decisions/0013-open-points.md), 1 to 100,000. */
  squareFeet: number;
  stories: Stories;
  currentCondition: Condition;
  /** The city the property is in, as the visitor typed it. */
  location: string;
  /** The roof as measured from the address, when the visitor kept the measured area. */
  measuredRoof?: MeasuredRoofShape;
};

export type MeasuredRoofShape = {
  /** The x of an x/12 pitch. */
  pitchRise: number;
  roofFaces: number;
};

export type GeneratedQuote = { text: string; packages: QuotePackage[] };

/** "St. Petersburg, FL" and "saint petersburg" both become "st petersburg". */
export function normalizePlace(text: string): string {
  return text
    .toLowerCase()
    .replace(/\bsaint\b/g, "st")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(?:fl|florida|usa|us|\d+)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** What people call some of the cities besides their names. */
const ALIASES: Record<string, string> = {
  "st pete": "st-petersburg",
  "town and country": "town-n-country",
  "land of lakes": "land-o-lakes",
  "zephyr hills": "zephyrhills",
};

const milesByPlace = new Map<string, number>();
for (const city of locatedCities) {
  milesByPlace.set(normalizePlace(city.name), city.milesFromOffice);
  milesByPlace.set(normalizePlace(city.slug), city.milesFromOffice);
}
for (const [alias, slug] of Object.entries(ALIASES)) {
  const city = locatedCities.find((c) => c.slug === slug);
  if (city) milesByPlace.set(alias, city.milesFromOffice);
}
/** Longest first, so "new port richey" wins over "port richey". */
const placesByLength = [...milesByPlace.keys()].sort((a, b) => b.length - a.length);

/**
 * Miles from the office to the place the visitor named: an exact city name, or a city named
 * inside it ("South Tampa", "Wesley Chapel 33544"). Undefined for a place we do not know.
 */
export function milesFromOffice(location: string): number | undefined {
  const place = normalizePlace(location);
  const exact = milesByPlace.get(place);
  if (exact !== undefined) return exact;
  const padded = ` ${place} `;
  const found = placesByLength.find((name) => padded.includes(` ${name} `));
  return found === undefined ? undefined : milesByPlace.get(found);
}

export function travelMultiplier(location: string, book: PriceBook = priceBook): number {
  const miles = milesFromOffice(location);
  if (miles === undefined) return book.travel.unknownLocation;
  return book.travel.bands.find((band) => miles <= band.upToMiles)?.multiplier ?? book.travel.unknownLocation;
}

/** What a measured roof's pitch and faces do to the price per square foot; 1 without a measurement. */
export function measuredRoofMultiplier(roof: MeasuredRoofShape | undefined, book: PriceBook = priceBook): number {
  if (!roof) return 1;
  const { pitchBands, complexity } = book.measuredRoof;
  const band = pitchBands.find((b) => roof.pitchRise <= b.upToRise) ?? pitchBands.at(-1)!;
  return band.multiplier * (roof.roofFaces > complexity.moreThanFaces ? complexity.multiplier : 1);
}

/** The packages for a request, in the price book's order, prices in whole dollars. */
export function priceQuote(request: QuoteRequest, book: PriceBook = priceBook): QuotePackage[] {
  const material = book.materials[request.roofType];
  const project = book.projectTypes[request.projectType];
  const area = request.squareFeet;
  const condition = request.currentCondition;
  const multiplier = book.stories[request.stories] * travelMultiplier(request.location, book);
  const roof = measuredRoofMultiplier(request.measuredRoof, book);

  let specs: Array<{ name: string; description: string; raw: number }>;
  if (project.pricing === "repair") {
    const repairedArea = area * book.repair.repairedShare[condition];
    specs = material.repairPackages.map((p) => ({
      name: p.name,
      description: p.description,
      raw: ((repairedArea * material.repairPerSqFt + area * p.perSqFtOfRoof) * roof + p.fixed) * multiplier,
    }));
  } else {
    const tearOffCredit = project.tearOff ? 0 : area * book.tearOffPerSqFt;
    const deck = project.deckRepair ? area * book.deckRepair.share[condition] * book.deckRepair.perSqFt : 0;
    specs = material.packages.map((p) => ({
      name: p.name,
      description: p.description,
      raw: (area * p.installedPerSqFt * roof * (1 + material.waste) - tearOffCredit + deck) * multiplier,
    }));
  }

  // The cheapest package is lifted to the minimum job price and the others keep their difference
  // from it, so a better package always costs more, however small the roof.
  let cheapest = Number.POSITIVE_INFINITY;
  for (const spec of specs) cheapest = Math.min(cheapest, spec.raw);
  const lift = Math.max(0, book.minimumJobPrice - cheapest);
  return specs.map((s) => ({ name: s.name, price: Math.round(s.raw + lift), description: s.description }));
}

/** The packages and the quote text the specification's 'generate-roofing-quote' answers with. */
export function generateQuote(request: QuoteRequest, book: PriceBook = priceBook): GeneratedQuote {
  const packages = priceQuote(request, book);
  return { packages, text: formatQuote(packages) };
}
