import { type City, type CitySlug, cities } from "./cities";
import type { CityLocation } from "./schemas";
import { site } from "./site";

/**
 * Where each city is: its center, for the service-area map and the distance to the Odessa office
 * (the price book's travel adjustment). Server and build only; the browser never needs it.
 */
export const cityLocations: Record<CitySlug, CityLocation> = {
  odessa: { latitude: 28.1936, longitude: -82.5912 },
  tampa: { latitude: 27.9506, longitude: -82.4572 },
  brandon: { latitude: 27.9378, longitude: -82.2859 },
  riverview: { latitude: 27.8661, longitude: -82.3265 },
  ruskin: { latitude: 27.7209, longitude: -82.4332 },
  lutz: { latitude: 28.1511, longitude: -82.4615 },
  "wesley-chapel": { latitude: 28.2397, longitude: -82.3279 },
  "land-o-lakes": { latitude: 28.2189, longitude: -82.4576 },
  clearwater: { latitude: 27.9659, longitude: -82.8001 },
  "st-petersburg": { latitude: 27.7676, longitude: -82.6403 },
  "palm-harbor": { latitude: 28.0781, longitude: -82.7637 },
  "tarpon-springs": { latitude: 28.1461, longitude: -82.7568 },
  "citrus-park": { latitude: 28.0783, longitude: -82.5698 },
  "town-n-country": { latitude: 28.0106, longitude: -82.5773 },
  carrollwood: { latitude: 28.0503, longitude: -82.4929 },
  "temple-terrace": { latitude: 28.0353, longitude: -82.3893 },
  westchase: { latitude: 28.055, longitude: -82.6098 },
  oldsmar: { latitude: 28.0342, longitude: -82.6651 },
  "safety-harbor": { latitude: 27.9908, longitude: -82.6932 },
  dunedin: { latitude: 28.0197, longitude: -82.7718 },
  trinity: { latitude: 28.1808, longitude: -82.6818 },
  "new-port-richey": { latitude: 28.2442, longitude: -82.7193 },
  "port-richey": { latitude: 28.2717, longitude: -82.7195 },
  "plant-city": { latitude: 28.0186, longitude: -82.1129 },
  valrico: { latitude: 27.9467, longitude: -82.2437 },
  seffner: { latitude: 27.9836, longitude: -82.2757 },
  mango: { latitude: 27.9797, longitude: -82.3064 },
  dover: { latitude: 27.9942, longitude: -82.2195 },
  thonotosassa: { latitude: 28.0614, longitude: -82.3023 },
  gibsonton: { latitude: 27.8536, longitude: -82.3826 },
  zephyrhills: { latitude: 28.2336, longitude: -82.1812 },
  "dade-city": { latitude: 28.3647, longitude: -82.1959 },
};

export type LocatedCity = City &
  CityLocation & {
    /** Straight-line miles from the office, rounded. */
    milesFromOffice: number;
  };

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

export const locatedCities: readonly LocatedCity[] = cities.map((city) => {
  const location = cityLocations[city.slug as CitySlug];
  return { ...city, ...location, milesFromOffice: Math.round(milesBetween(site.geo, location)) };
});

const bySlug = new Map(locatedCities.map((city) => [city.slug, city]));

export function locatedCity(slug: CitySlug): LocatedCity {
  return bySlug.get(slug)!;
}
