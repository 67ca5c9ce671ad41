import type { CitySlug } from "./cities";
import { type CityProfile, ProfilesSchema } from "./city-profile-schema";
import { hillsboroughNorth } from "./city-profiles/hillsborough-north.server";
import { hillsboroughSouthEast } from "./city-profiles/hillsborough-south-east.server";
import { pasco } from "./city-profiles/pasco.server";
import { pinellas } from "./city-profiles/pinellas.server";
import { tampa } from "./city-profiles/tampa.server";

/**
 * The city pages' own copy. Server-only: it reaches the browser as page data, never in a script
 * bundle. The schema requires one profile for every city in `cities.ts`, so a missing or misspelt
 * city fails the build; the overlap test keeps the pages from reading alike.
 */
export const cityProfiles: Record<CitySlug, CityProfile> = ProfilesSchema.parse({
  ...tampa,
  ...hillsboroughNorth,
  ...hillsboroughSouthEast,
  ...pasco,
  ...pinellas,
});
