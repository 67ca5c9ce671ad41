import type { CityInput } from "./schemas";
import { site } from "./site";

/**
 * The service area: one entry per city page. Routes, the prerender list, the sitemap, the menus,
 * the service-areas page and the price book's travel adjustment all derive from this list, so a
 * new city is one entry here (plus its profile in `city-profiles.server.ts`).
 *
 * Coordinates are the city center; the distance to the Odessa office is computed from them.
 */

export type City = CityInput & {
  /** Straight-line miles from the office, rounded. */
  milesFromOffice: number;
  path: string;
};

const rawCities = [
  { slug: "odessa", name: "Odessa", county: "Pasco", latitude: 28.1936, longitude: -82.5912 },
  { slug: "tampa", name: "Tampa", county: "Hillsborough", latitude: 27.9506, longitude: -82.4572 },
  { slug: "brandon", name: "Brandon", county: "Hillsborough", latitude: 27.9378, longitude: -82.2859 },
  { slug: "riverview", name: "Riverview", county: "Hillsborough", latitude: 27.8661, longitude: -82.3265 },
  { slug: "ruskin", name: "Ruskin", county: "Hillsborough", latitude: 27.7209, longitude: -82.4332 },
  { slug: "lutz", name: "Lutz", county: "Hillsborough", latitude: 28.1511, longitude: -82.4615 },
  { slug: "wesley-chapel", name: "Wesley Chapel", county: "Pasco", latitude: 28.2397, longitude: -82.3279 },
  { slug: "land-o-lakes", name: "Land O' Lakes", county: "Pasco", latitude: 28.2189, longitude: -82.4576 },
  { slug: "clearwater", name: "Clearwater", county: "Pinellas", latitude: 27.9659, longitude: -82.8001 },
  { slug: "st-petersburg", name: "St. Petersburg", county: "Pinellas", latitude: 27.7676, longitude: -82.6403 },
  { slug: "palm-harbor", name: "Palm Harbor", county: "Pinellas", latitude: 28.0781, longitude: -82.7637 },
  { slug: "tarpon-springs", name: "Tarpon Springs", county: "Pinellas", latitude: 28.1461, longitude: -82.7568 },
  { slug: "citrus-park", name: "Citrus Park", county: "Hillsborough", latitude: 28.0783, longitude: -82.5698 },
  { slug: "town-n-country", name: "Town 'n' Country", county: "Hillsborough", latitude: 28.0106, longitude: -82.5773 },
  { slug: "carrollwood", name: "Carrollwood", county: "Hillsborough", latitude: 28.0503, longitude: -82.4929 },
  { slug: "temple-terrace", name: "Temple Terrace", county: "Hillsborough", latitude: 28.0353, longitude: -82.3893 },
  { slug: "westchase", name: "Westchase", county: "Hillsborough", latitude: 28.055, longitude: -82.6098 },
  { slug: "oldsmar", name: "Oldsmar", county: "Pinellas", latitude: 28.0342, longitude: -82.6651 },
  { slug: "safety-harbor", name: "Safety Harbor", county: "Pinellas", latitude: 27.9908, longitude: -82.6932 },
  { slug: "dunedin", name: "Dunedin", county: "Pinellas", latitude: 28.0197, longitude: -82.7718 },
  { slug: "trinity", name: "Trinity", county: "Pasco", latitude: 28.1808, longitude: -82.6818 },
  { slug: "new-port-richey", name: "New Port Richey", county: "Pasco", latitude: 28.2442, longitude: -82.7193 },
  { slug: "port-richey", name: "Port Richey", county: "Pasco", latitude: 28.2717, longitude: -82.7195 },
  { slug: "plant-city", name: "Plant City", county: "Hillsborough", latitude: 28.0186, longitude: -82.1129 },
  { slug: "valrico", name: "Valrico", county: "Hillsborough", latitude: 27.9467, longitude: -82.2437 },
  { slug: "seffner", name: "Seffner", county: "Hillsborough", latitude: 27.9836, longitude: -82.2757 },
  { slug: "mango", name: "Mango", county: "Hillsborough", latitude: 27.9797, longitude: -82.3064 },
  { slug: "dover", name: "Dover", county: "Hillsborough", latitude: 27.9942, longitude: -82.2195 },
  { slug: "thonotosassa", name: "Thonotosassa", county: "Hillsborough", latitude: 28.0614, longitude: -82.3023 },
  { slug: "gibsonton", name: "Gibsonton", county: "Hillsborough", latitude: 27.8536, longitude: -82.3826 },
  { slug: "zephyrhills", name: "Zephyrhills", county: "Pasco", latitude: 28.2336, longitude: -82.1812 },
  { slug: "dade-city", name: "Dade City", county: "Pasco", latitude: 28.3647, longitude: -82.1959 },
] as const;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

export const cityPath = (slug: string) => `/roofing-${slug}-fl`;

export const cities: readonly City[] = rawCities.map((city) => ({
  ...city,
  milesFromOffice: Math.round(milesBetween(site.geo, city)),
  path: cityPath(city.slug),
}));

export type CitySlug = (typeof rawCities)[number]["slug"];

const bySlug = new Map(cities.map((city) => [city.slug, city]));

export function findCity(slug: string): City | undefined {
  return bySlug.get(slug);
}

/** The city whose page is at `pathname` (`/roofing-tampa-fl`), if any. */
export function cityFromPath(pathname: string): City | undefined {
  const match = /^\/roofing-([a-z0-9-]+)-fl\/?$/.exec(pathname);
  return match?.[1] ? findCity(match[1]) : undefined;
}
