import type { IconNode } from "lucide";
import * as z from "zod/mini";

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
  /** In English and in Spanish: the social card's description and the structured data's slogan. */
  tagline: z.string(),
  taglineEs: z.string(),
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
    /** As printed in the footer, in English and in Spanish. */
    display: z.string(),
    displayEs: z.string(),
    days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])),
    opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  }),
  emergency: z.object({ display: z.string(), responseTime: z.string() }),
  social: z.array(z.object({ name: z.enum(["Facebook", "Instagram", "YouTube", "Google"]), url: z.url() })),
  serviceRegion: z.string(),
  /** IANA name; the lead inbox reads and shows dates in it. */
  timeZone: z.string().check(
    z.refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "an IANA time zone such as America/New_York"),
  ),
});

export type Site = z.infer<typeof SiteSchema>;

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const CLOCK = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
/** A calendar day, `2026-11-26`, that exists. */
const DAY = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "a real date, YYYY-MM-DD"),
);

export const InspectionCalendarSchema = z.object({
  /** The hours inspections can start and must end, per weekday; a day left out has none. */
  hours: z.partialRecord(
    z.enum(WEEKDAYS),
    z.object({ opens: CLOCK, closes: CLOCK }).check(z.refine((h) => h.opens < h.closes, "opens before it closes")),
  ),
  /** Days the office is closed. */
  holidays: z.array(z.object({ date: DAY, name: z.string().check(z.minLength(2)) })),
  /** Other days no inspection can be booked (the crews are booked out, a training day). */
  blocked: z.array(z.object({ date: DAY, reason: z.string().check(z.minLength(2)) })),
});

export type InspectionCalendar = z.infer<typeof InspectionCalendarSchema>;
export type Weekday = (typeof WEEKDAYS)[number];

export const CitySchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  name: z.string().check(z.minLength(2)),
  county: z.enum(["Hillsborough", "Pasco", "Pinellas"]),
});

export type CityInput = z.infer<typeof CitySchema>;

/** A point in the Tampa Bay area. */
export const CityLocationSchema = z.object({
  latitude: z.number().check(z.gte(27), z.lte(29)),
  longitude: z.number().check(z.gte(-83.5), z.lte(-81.5)),
});

export type CityLocation = z.infer<typeof CityLocationSchema>;

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
  /** Its name, menu label and summary on the Spanish pages. */
  es: z.object({
    name: z.string(),
    menuLabel: z.string(),
    summary: z.string().check(z.minLength(40), z.maxLength(220)),
  }),
  /** lucide icon name, resolved in `service-icon.tsx`. */
  icon: z.enum(["home", "building", "cloud-lightning", "wrench", "search-check", "siren", "file-check"]),
  inHeaderMenu: z.boolean(),
  /** Optional clip for the home page card; without one the card shows its poster (docs/decisions/0013-open-points.md). */
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

/** A photo's file in app/content/photos/ (a sub-folder is fine), as it came from the camera. */
export const PHOTO_FILE = /^[A-Za-z0-9][\w .-]*(?:\/[A-Za-z0-9][\w .-]*)*\.(?:jpe?g|png|webp|avif)$/i;

/** A photo and what it shows, for people who cannot see it. */
export const PhotoRefSchema = z.strictObject({
  file: z
    .string()
    .check(z.regex(PHOTO_FILE, "a file name in app/content/photos/ ending in .jpg, .jpeg, .png, .webp or .avif")),
  alt: z.string().check(z.minLength(20), z.maxLength(200)),
});

export const ProjectSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(8)),
  location: z.string(),
  description: z.string().check(z.minLength(60), z.maxLength(260)),
  /** Without one, the project shows its drawing (drawings/projects/{slug}.svg). */
  photo: z.optional(PhotoRefSchema),
});

export type ProjectInput = z.infer<typeof ProjectSchema>;

/*
 * Content pages (the service pages, Roofing 101, Service Areas, the CRM help page). Their copy
 * lives in `app/content/pages/*.server.ts` and reaches the browser only as loader data; the page
 * components import these types alone.
 */

/** A lucide icon's node data, chosen by the content and drawn by `<Icon node>`. */
export const IconNodeSchema = z.custom<IconNode>(
  (v) => Array.isArray(v) && v.length > 0 && v.every((n) => Array.isArray(n) && typeof n[0] === "string"),
  "Expected a lucide icon",
);

export const PageSeoSchema = z.object({
  /** The whole <title>. */
  title: z.string().check(z.minLength(20), z.maxLength(60)),
  description: z.string().check(z.minLength(70), z.maxLength(160)),
});
export type PageSeo = z.infer<typeof PageSeoSchema>;

export const PageHeroSchema = z.object({
  eyebrow: z.string().check(z.minLength(3)),
  /** The page's one H1. */
  title: z.string().check(z.minLength(10), z.maxLength(90)),
  lead: z.string().check(z.minLength(60), z.maxLength(340)),
  /** Short reassurances under the buttons. */
  points: z.array(z.string().check(z.minLength(3), z.maxLength(60))).check(z.maxLength(4)),
});
export type PageHero = z.infer<typeof PageHeroSchema>;

const SectionIntroShape = {
  eyebrow: z.optional(z.string()),
  title: z.string().check(z.minLength(5)),
  lead: z.optional(z.string().check(z.minLength(30))),
};

/** A section's eyebrow, heading and lead, for sections whose body comes from elsewhere. */
export const SectionIntroSchema = z.object(SectionIntroShape);
export type SectionIntro = z.infer<typeof SectionIntroSchema>;

export const ListItemSchema = z.object({
  title: z.string().check(z.minLength(3)),
  text: z.optional(z.string().check(z.minLength(20))),
});
export type ListItem = z.infer<typeof ListItemSchema>;

export const ListSectionSchema = z.object({
  ...SectionIntroShape,
  items: z.array(ListItemSchema).check(z.minLength(3), z.maxLength(12)),
});
export type ListSection = z.infer<typeof ListSectionSchema>;

export const FeatureCardSchema = z.object({
  icon: IconNodeSchema,
  title: z.string().check(z.minLength(3)),
  text: z.string().check(z.minLength(40)),
});
export type FeatureCard = z.infer<typeof FeatureCardSchema>;

export const CardSectionSchema = z.object({
  ...SectionIntroShape,
  cards: z.array(FeatureCardSchema).check(z.minLength(3), z.maxLength(4)),
});
export type CardSection = z.infer<typeof CardSectionSchema>;

export const StepSchema = z.object({
  title: z.string().check(z.minLength(3)),
  text: z.string().check(z.minLength(40)),
});
export type Step = z.infer<typeof StepSchema>;

export const StepSectionSchema = z.object({
  ...SectionIntroShape,
  steps: z.array(StepSchema).check(z.minLength(3), z.maxLength(5)),
});
export type StepSection = z.infer<typeof StepSectionSchema>;

export const FaqSectionSchema = z.object({
  ...SectionIntroShape,
  faqs: z.array(FaqSchema).check(z.minLength(3), z.maxLength(6)),
});
export type FaqSection = z.infer<typeof FaqSectionSchema>;

/** A call to action or a banner: a heading and a sentence beside the buttons. */
export const CalloutSchema = z.object({
  title: z.string().check(z.minLength(10)),
  text: z.string().check(z.minLength(30)),
});
export type Callout = z.infer<typeof CalloutSchema>;

/**
 * What every service page has: its service, head, hero, FAQ and closing call to action, and the
 * words of its main button (to the quote form, or the page's own contact section). Each page's
 * content file fills in its type for English and for Spanish.
 */
export const ServicePageSchema = z.object({
  serviceId: ServiceSchema.shape.id,
  seo: PageSeoSchema,
  hero: PageHeroSchema,
  action: z.string().check(z.minLength(5), z.maxLength(40)),
  faq: FaqSectionSchema,
  cta: CalloutSchema,
});
export type ServicePage = z.infer<typeof ServicePageSchema>;

/** A checklist in groups (an inspection's areas, say), each a few short lines. */
export const GroupedListSectionSchema = z.object({
  ...SectionIntroShape,
  groups: z
    .array(z.object({ title: z.string().check(z.minLength(3)), items: z.array(z.string()).check(z.minLength(3)) }))
    .check(z.minLength(2), z.maxLength(3)),
});
export type GroupedListSection = z.infer<typeof GroupedListSectionSchema>;

const ShortListSchema = z.object({
  icon: IconNodeSchema,
  title: z.string().check(z.minLength(3)),
  items: z.array(z.string().check(z.minLength(10))).check(z.minLength(3), z.maxLength(6)),
});

/** Repair or replace: two lists side by side. */
export const RepairOrReplaceSchema = z.object({
  ...SectionIntroShape,
  repair: ShortListSchema,
  replace: ShortListSchema,
});
export type RepairOrReplace = z.infer<typeof RepairOrReplaceSchema>;

const listOf = (count: number) =>
  z.extend(ListSectionSchema, { items: z.array(ListItemSchema).check(z.length(count)) });
const cardsOf = (count: number) =>
  z.extend(CardSectionSchema, { cards: z.array(FeatureCardSchema).check(z.length(count)) });
const stepsOf = (count: number) => z.extend(StepSectionSchema, { steps: z.array(StepSchema).check(z.length(count)) });

export const ResidentialRoofingPageSchema = z.extend(ServicePageSchema, {
  systems: ListSectionSchema,
  included: ListSectionSchema,
  process: StepSectionSchema,
  trust: CardSectionSchema,
  gallery: SectionIntroSchema,
});
export type ResidentialRoofingPage = z.infer<typeof ResidentialRoofingPageSchema>;

export const CommercialRoofingPageSchema = z.extend(ServicePageSchema, {
  systems: ListSectionSchema,
  services: ListSectionSchema,
  process: StepSectionSchema,
  trust: CardSectionSchema,
  gallery: SectionIntroSchema,
});
export type CommercialRoofingPage = z.infer<typeof CommercialRoofingPageSchema>;

export const StormDamagePageSchema = z.extend(ServicePageSchema, {
  banner: CalloutSchema,
  signs: ListSectionSchema,
  process: StepSectionSchema,
  prepare: ListSectionSchema,
  trust: CardSectionSchema,
  gallery: SectionIntroSchema,
});
export type StormDamagePage = z.infer<typeof StormDamagePageSchema>;

export const RoofRepairPageSchema = z.extend(ServicePageSchema, {
  repairs: ListSectionSchema,
  signs: ListSectionSchema,
  process: StepSectionSchema,
  trust: CardSectionSchema,
});
export type RoofRepairPage = z.infer<typeof RoofRepairPageSchema>;

export const RoofInspectionPageSchema = z.extend(ServicePageSchema, {
  freeInspection: z.object({
    eyebrow: z.string().check(z.minLength(3)),
    title: z.string().check(z.minLength(10)),
    text: z.string().check(z.minLength(40)),
    /** What the inspection is worth elsewhere, printed beside "Free". */
    value: z.string(),
    points: z.array(z.string()).check(z.minLength(2), z.maxLength(5)),
  }),
  receive: listOf(4),
  checklist: GroupedListSectionSchema,
  whenToSchedule: listOf(7),
  features: cardsOf(3),
});
export type RoofInspectionPage = z.infer<typeof RoofInspectionPageSchema>;

export const EmergencyServicesPageSchema = z.extend(ServicePageSchema, {
  banner: CalloutSchema,
  services: listOf(8),
  whenToCall: ListSectionSchema,
  process: stepsOf(4),
  features: cardsOf(3),
});
export type EmergencyServicesPage = z.infer<typeof EmergencyServicesPageSchema>;

export const InsuranceHelpPageSchema = z.extend(ServicePageSchema, {
  benefits: cardsOf(3),
  process: stepsOf(5),
  claimTypes: listOf(9),
  numbers: ListSectionSchema,
  limits: CalloutSchema,
  /** The page's own contact section's words besides its heading (`cta`). */
  contact: z.object({
    eyebrow: z.string().check(z.minLength(3)),
    /** The button to the instant quote. */
    action: z.string().check(z.minLength(5)),
    callUs: z.string().check(z.minLength(3)),
    /** Under the phone number. */
    activeLeaks: z.string().check(z.minLength(10)),
    officeHours: z.string().check(z.minLength(3)),
    hours: z.string().check(z.minLength(5)),
  }),
  faq: z.extend(FaqSectionSchema, { faqs: z.array(FaqSchema).check(z.length(4)) }),
});
export type InsuranceHelpPage = z.infer<typeof InsuranceHelpPageSchema>;

export const Roofing101PageSchema = z.object({
  seo: PageSeoSchema,
  hero: PageHeroSchema,
  materials: z.object({
    ...SectionIntroShape,
    items: z
      .array(
        z.object({
          title: z.string().check(z.minLength(3)),
          description: z.string().check(z.minLength(60)),
          /** "15-30 years" ("15-30 años" on the Spanish page), from the figures module. */
          lifespan: z.string().check(z.regex(/^\d+(-\d+|\+) (years|años)$/)),
        }),
      )
      .check(z.length(4)),
  }),
  parts: z.object({
    ...SectionIntroShape,
    items: z
      .array(z.object({ term: z.string().check(z.minLength(3)), definition: z.string().check(z.minLength(40)) }))
      .check(z.length(8)),
  }),
  repairOrReplace: RepairOrReplaceSchema,
  maintenance: listOf(8),
  climate: z.extend(CardSectionSchema, { note: z.string().check(z.minLength(80)) }),
  cta: CalloutSchema,
});
export type Roofing101Page = z.infer<typeof Roofing101PageSchema>;

export const ServiceAreasPageSchema = z.object({
  seo: PageSeoSchema,
  hero: PageHeroSchema,
  map: SectionIntroSchema,
  cities: SectionIntroSchema,
  projects: SectionIntroSchema,
  cta: CalloutSchema,
});
export type ServiceAreasPage = z.infer<typeof ServiceAreasPageSchema>;

export const WebhookConfigPageSchema = z.object({
  seo: PageSeoSchema,
  hero: PageHeroSchema,
  sent: z.object({
    ...SectionIntroShape,
    rows: z
      .array(
        z.object({
          title: z.string().check(z.minLength(3)),
          text: z.string().check(z.minLength(20)),
          /** Field keys, tags or labels, shown as code. */
          values: z.array(z.string()),
        }),
      )
      .check(z.minLength(4)),
  }),
  workflow: z.extend(StepSectionSchema, {
    steps: z.array(StepSchema).check(z.length(9)),
    note: z.string().check(z.minLength(60)),
  }),
  webhook: SectionIntroSchema,
});
export type WebhookConfigPage = z.infer<typeof WebhookConfigPageSchema>;
