import * as z from "zod/mini";
import { ROOF_MATERIALS } from "./projects";

/**
 * The shape of every content module. The data modules import only the types, so these schemas
 * never reach the browser; `checkContent()` (run at the start of every build and in the unit
 * tests) parses all content with them, so a typo in a city or a review fails the build.
 */

const PhoneSchema = z.object({
  /** As printed on the page. */
  display: z.string(),
  /** E.164, for tel: and sms: links and structured data. */
  e164: z.string().check(z.regex(/^\+1\d{10}$/)),
});

export const SiteSchema = z.object({
  name: z.string().check(z.minLength(2)),
  legalName: z.string().check(z.minLength(2)),
  tagline: z.string(),
  founded: z.int().check(z.gte(1900)),
  phone: PhoneSchema,
  email: z.email(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string().check(z.length(2)),
    postalCode: z.string().check(z.regex(/^\d{5}$/)),
    country: z.literal("US"),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  license: z.string(),
  hours: z.object({
    /** As printed in the footer. */
    display: z.string(),
    days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])),
    opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  }),
  emergency: z.object({ display: z.string(), responseTime: z.string() }),
  social: z.array(z.object({ name: z.enum(["Facebook", "Instagram", "YouTube", "Google"]), url: z.url() })),
  serviceRegion: z.string(),
});

export type Site = z.infer<typeof SiteSchema>;

export const CitySchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  name: z.string().check(z.minLength(2)),
  county: z.enum(["Hillsborough", "Pasco", "Pinellas"]),
  latitude: z.number().check(z.gte(27), z.lte(29)),
  longitude: z.number().check(z.gte(-83.5), z.lte(-81.5)),
});

export type CityInput = z.infer<typeof CitySchema>;

export const ServiceSchema = z.object({
  id: z.enum([
    "residential-roofing",
    "commercial-roofing",
    "storm-damage",
    "roof-repair",
    "roof-inspection",
    "emergency-services",
    "insurance-help",
  ]),
  name: z.string(),
  /** The short label in menus. */
  menuLabel: z.string(),
  path: z.string().check(z.startsWith("/")),
  summary: z.string().check(z.minLength(40), z.maxLength(200)),
  /** lucide icon name, resolved in `service-icon.tsx`. */
  icon: z.enum(["home", "building", "cloud-lightning", "wrench", "search-check", "siren", "file-check"]),
  inHeaderMenu: z.boolean(),
  /** Optional clip for the home page card; without one the card shows its poster (DECISIONS.md). */
  videoUrl: z.optional(z.url()),
});

export type Service = z.infer<typeof ServiceSchema>;

export const ReviewSchema = z.object({
  name: z.string(),
  initial: z.string().check(z.length(1)),
  text: z.string().check(z.minLength(60), z.maxLength(420)),
  timeAgo: z.string(),
  rating: z.int().check(z.gte(1), z.lte(5)),
  /** Avatar background, a brand token that keeps white text at AA contrast. */
  colour: z.enum(["navy", "teal", "rust", "plum", "forest", "slate"]),
  place: z.string(),
});

export type Review = z.infer<typeof ReviewSchema>;

export const FaqSchema = z.object({
  question: z.string().check(z.minLength(10)),
  answer: z.string().check(z.minLength(40)),
});
export type Faq = z.infer<typeof FaqSchema>;

export const SceneSchema = z.object({
  kind: z.enum(["house", "commercial", "storm-repair"]),
  roof: z.enum(ROOF_MATERIALS),
  /** Roof colour, as a CSS hex. */
  roofColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
  /** Wall colour, as a CSS hex. */
  wallColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
  stories: z.union([z.literal(1), z.literal(2)]),
  time: z.enum(["day", "golden", "dusk", "overcast"]),
  /** Varies palms, clouds and details so no two pictures match. */
  seed: z.int(),
});
export type Scene = z.infer<typeof SceneSchema>;

export const ProjectSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(8)),
  location: z.string(),
  description: z.string().check(z.minLength(60), z.maxLength(260)),
  alt: z.string().check(z.minLength(30)),
  scene: SceneSchema,
});

export type ProjectInput = z.infer<typeof ProjectSchema>;
