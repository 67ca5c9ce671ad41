import * as z from "zod/mini";
import { cities, type CitySlug } from "./cities";
import { FaqSchema, PhotoRefSchema } from "./schemas";

const citySlugs = cities.map((c) => c.slug) as [CitySlug, ...CitySlug[]];

/** What makes each city page its own: the neighborhoods, the housing, the weather, the local rules. */
export const CityProfileSchema = z.object({
  /** A photo for the page's hero and its shared link; without one the hero is text alone. */
  photo: z.optional(PhotoRefSchema),
  /** One sentence under the H1. */
  headline: z.string().check(z.minLength(60), z.maxLength(200)),
  /** Two or three paragraphs about roofing in this city. */
  intro: z.array(z.string().check(z.minLength(200))).check(z.minLength(2), z.maxLength(3)),
  neighborhoods: z.array(z.string().check(z.minLength(3))).check(z.minLength(4), z.maxLength(10)),
  /** The typical homes and roofs: ages, styles, materials, HOAs. */
  housing: z.string().check(z.minLength(250)),
  /** Wind, water and hail: what the weather does to roofs here. */
  stormExposure: z.string().check(z.minLength(250)),
  /** Permits, codes and other local specifics. */
  localNotes: z.string().check(z.minLength(150)),
  /** Reasons to hire us here; at least one is about this city. */
  whyChoose: z.array(z.string().check(z.minLength(30))).check(z.minLength(4), z.maxLength(6)),
  faqs: z.array(FaqSchema).check(z.minLength(3), z.maxLength(4)),
  keywords: z.array(z.string().check(z.minLength(4))).check(z.minLength(3), z.maxLength(8)),
  /** Nearby service cities, for the related links. */
  nearby: z.array(z.enum(citySlugs)).check(z.minLength(3), z.maxLength(5)),
  zipCodes: z.array(z.string().check(z.regex(/^\d{5}$/))).check(z.minLength(1), z.maxLength(12)),
});

export type CityProfile = z.infer<typeof CityProfileSchema>;
export type CityProfiles = Partial<Record<CitySlug, z.input<typeof CityProfileSchema>>>;

export const ProfilesSchema = z.record(z.enum(citySlugs), CityProfileSchema);

/**
 * A city page's copy in Spanish: the same sections, written for the Spanish page (not word for
 * word), with the city's facts taken from the English profile: its nearby cities, ZIP codes, photo
 * file and neighborhoods. `neighborhoodNames` gives the Spanish of a neighborhood whose name is a
 * description ("Gunn Highway corridor"); a proper name stays as it is. `photoAlt` describes the
 * English profile's photo, and the content check requires it exactly when that profile has one.
 */
export const SpanishCityProfileSchema = z.extend(
  z.omit(CityProfileSchema, { photo: true, nearby: true, zipCodes: true, neighborhoods: true }),
  {
    photoAlt: z.optional(z.string().check(z.minLength(20), z.maxLength(200))),
    neighborhoodNames: z.optional(z.record(z.string(), z.string().check(z.minLength(3)))),
  },
);

export type SpanishCityProfile = z.infer<typeof SpanishCityProfileSchema>;
export type SpanishCityProfiles = Partial<Record<CitySlug, z.input<typeof SpanishCityProfileSchema>>>;

export const SpanishProfilesSchema = z.record(z.enum(citySlugs), SpanishCityProfileSchema);
