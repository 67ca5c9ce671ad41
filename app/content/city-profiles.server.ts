import type { CitySlug } from "./cities";
import {
  type CityProfile,
  ProfilesSchema,
  type SpanishCityProfile,
  SpanishProfilesSchema,
} from "./city-profile-schema";
import { hillsboroughNorthEs } from "./city-profiles/es/hillsborough-north.server";
import { hillsboroughSouthEastEs } from "./city-profiles/es/hillsborough-south-east.server";
import { pascoEs } from "./city-profiles/es/pasco.server";
import { pinellasEs } from "./city-profiles/es/pinellas.server";
import { tampaEs } from "./city-profiles/es/tampa.server";
import { hillsboroughNorth } from "./city-profiles/hillsborough-north.server";
import { hillsboroughSouthEast } from "./city-profiles/hillsborough-south-east.server";
import { pasco } from "./city-profiles/pasco.server";
import { pinellas } from "./city-profiles/pinellas.server";
import { tampa } from "./city-profiles/tampa.server";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The city pages' own copy. Server-only: it reaches the browser as page data, never in a script
 * bundle. The schema requires one profile for every city in `cities.ts`, so a missing or misspelt
 * city fails the build; a content test keeps the pages from sharing sentences.
 */
export const cityProfiles: Record<CitySlug, CityProfile> = ProfilesSchema.parse({
  ...tampa,
  ...hillsboroughNorth,
  ...hillsboroughSouthEast,
  ...pasco,
  ...pinellas,
});

/**
 * The Spanish pages' copy (`city-profiles/es/`): every city again, so adding a city means writing
 * both. Its facts (nearby cities, ZIP codes, the photo, the neighborhoods) are the English profile's.
 */
const spanishProfiles: Record<CitySlug, SpanishCityProfile> = SpanishProfilesSchema.parse({
  ...tampaEs,
  ...hillsboroughNorthEs,
  ...hillsboroughSouthEastEs,
  ...pascoEs,
  ...pinellasEs,
});

/** A city's profile in `locale`. */
export function cityProfileIn(slug: CitySlug, locale: Locale): CityProfile {
  const english = cityProfiles[slug];
  if (locale === "en") return english;
  const { photoAlt, neighborhoodNames = {}, ...spanish } = spanishProfiles[slug];
  return {
    ...spanish,
    photo: english.photo && photoAlt ? { file: english.photo.file, alt: photoAlt } : undefined,
    neighborhoods: english.neighborhoods.map((name) => neighborhoodNames[name] ?? name),
    nearby: english.nearby,
    zipCodes: english.zipCodes,
  };
}

/**
 * What does not match between a city's Spanish profile and its English one: a photo described
 * that is not there (or one not described), a neighborhood named that the English does not list.
 */
export function spanishProfileMismatches(): string[] {
  return (Object.keys(cityProfiles) as CitySlug[]).flatMap((slug) => {
    const [english, spanish] = [cityProfiles[slug], spanishProfiles[slug]];
    const problems =
      Boolean(english.photo) === Boolean(spanish.photoAlt)
        ? []
        : [`${slug} needs photoAlt exactly when its English profile has a photo`];
    for (const name of Object.keys(spanish.neighborhoodNames ?? {}))
      if (!english.neighborhoods.includes(name)) problems.push(`${slug} names "${name}", not one of its neighborhoods`);
    return problems;
  });
}
