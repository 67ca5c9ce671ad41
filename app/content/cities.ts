import type { CityInput } from "./schemas";

/**
 * The service area: one entry per city page. Routes, the prerender list, the sitemap, the menus
 * and the service-areas page derive from this list, so a new city is one entry here, plus its
 * location in `city-locations.ts` (the map and the price book's travel adjustment) and its profile
 * in `city-profiles.server.ts`. This module reaches the browser (the menus), so it holds only what
 * a page shows.
 */

export type City = CityInput & { path: string };

const rawCities = [
  { slug: "odessa", name: "Odessa", county: "Pasco" },
  { slug: "tampa", name: "Tampa", county: "Hillsborough" },
  { slug: "brandon", name: "Brandon", county: "Hillsborough" },
  { slug: "riverview", name: "Riverview", county: "Hillsborough" },
  { slug: "ruskin", name: "Ruskin", county: "Hillsborough" },
  { slug: "lutz", name: "Lutz", county: "Hillsborough" },
  { slug: "wesley-chapel", name: "Wesley Chapel", county: "Pasco" },
  { slug: "land-o-lakes", name: "Land O' Lakes", county: "Pasco" },
  { slug: "clearwater", name: "Clearwater", county: "Pinellas" },
  { slug: "st-petersburg", name: "St. Petersburg", county: "Pinellas" },
  { slug: "palm-harbor", name: "Palm Harbor", county: "Pinellas" },
  { slug: "tarpon-springs", name: "Tarpon Springs", county: "Pinellas" },
  { slug: "citrus-park", name: "Citrus Park", county: "Hillsborough" },
  { slug: "town-n-country", name: "Town 'n' Country", county: "Hillsborough" },
  { slug: "carrollwood", name: "Carrollwood", county: "Hillsborough" },
  { slug: "temple-terrace", name: "Temple Terrace", county: "Hillsborough" },
  { slug: "westchase", name: "Westchase", county: "Hillsborough" },
  { slug: "oldsmar", name: "Oldsmar", county: "Pinellas" },
  { slug: "safety-harbor", name: "Safety Harbor", county: "Pinellas" },
  { slug: "dunedin", name: "Dunedin", county: "Pinellas" },
  { slug: "trinity", name: "Trinity", county: "Pasco" },
  { slug: "new-port-richey", name: "New Port Richey", county: "Pasco" },
  { slug: "port-richey", name: "Port Richey", county: "Pasco" },
  { slug: "plant-city", name: "Plant City", county: "Hillsborough" },
  { slug: "valrico", name: "Valrico", county: "Hillsborough" },
  { slug: "seffner", name: "Seffner", county: "Hillsborough" },
  { slug: "mango", name: "Mango", county: "Hillsborough" },
  { slug: "dover", name: "Dover", county: "Hillsborough" },
  { slug: "thonotosassa", name: "Thonotosassa", county: "Hillsborough" },
  { slug: "gibsonton", name: "Gibsonton", county: "Hillsborough" },
  { slug: "zephyrhills", name: "Zephyrhills", county: "Pasco" },
  { slug: "dade-city", name: "Dade City", county: "Pasco" },
] as const;

export const cityPath = (slug: string) => `/roofing-${slug}-fl`;

/** The city's Spanish page (lib/i18n/twins.ts pairs the two). */
export const spanishCityPath = (slug: string) => `/es/techos-${slug}-fl`;

export const cities: readonly City[] = rawCities.map((city) => ({ ...city, path: cityPath(city.slug) }));

export type CitySlug = (typeof rawCities)[number]["slug"];

const bySlug = new Map(cities.map((city) => [city.slug, city]));

export function findCity(slug: string): City | undefined {
  return bySlug.get(slug);
}

/** The city whose page, in either language, is at `pathname` (`/roofing-tampa-fl`, `/es/techos-tampa-fl`). */
export function cityFromPath(pathname: string): City | undefined {
  const match = /^\/(?:roofing|es\/techos)-([a-z0-9-]+)-fl\/?$/.exec(pathname);
  return match?.[1] ? findCity(match[1]) : undefined;
}
