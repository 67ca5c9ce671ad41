// Relative imports: react-router.config.ts loads this module, and its loader knows no "~/" alias.
import { cityPath } from "../content/cities";

/** Every internal URL the site links to. No component writes a path by hand. */
export const paths = {
  home: "/",
  about: "/#about",
  services: "/#services",
  testimonials: "/#testimonials",
  contact: "/#contact",
  /** The quote form with the service preset to Free Roof Inspection (docs/decisions/0013-open-points.md). */
  scheduleInspection: "/?service=roof-inspection#contact",
  /** The same, from the instant quote's results: the form fills in what the visitor told the wizard. */
  scheduleInspectionAfterQuote: "/?service=roof-inspection&from=instant-quote#contact",
  instantQuote: "/instant-quote",
  /** Where a form posts without JavaScript, and the page that answers it (in Spanish: the second). */
  leadAnswer: "/api/leads",
  leadAnswerEs: "/es/solicitud",
  /** A homeowner's private quote page. */
  quote: (token: string) => `/quote/${encodeURIComponent(token)}`,
  /** The same page for a lead who asked in Spanish, under /es (docs/decisions/0015-spanish.md). */
  quoteEs: (token: string) => `/es/cotizacion/${encodeURIComponent(token)}`,
  /** A homeowner's private page for their booked inspection: change or cancel it. */
  inspection: (token: string) => `/inspection/${encodeURIComponent(token)}`,
  /** The same page for a lead who asked in Spanish, and for a booking made on a Spanish page. */
  inspectionEs: (token: string) => `/es/inspeccion/${encodeURIComponent(token)}`,
  financing: "/financing",
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  blogCategory: (category: string) => `/blog?category=${encodeURIComponent(category)}`,
  roofing101: "/roofing-101",
  serviceAreas: "/service-areas",
  webhookConfig: "/webhook-config",
  city: cityPath,
  residentialRoofing: "/residential-roofing",
  commercialRoofing: "/commercial-roofing",
  stormDamage: "/storm-damage",
  roofRepair: "/roof-repair",
  roofInspection: "/roof-inspection",
  emergencyServices: "/emergency-services",
  insuranceHelp: "/insurance-help",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const;

/** The path without a trailing slash (the site's one URL policy); "/" stays "/". */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The page a loader is asked for: its URL's path without a trailing slash. The build prerenders a
 * page by asking for `/instant-quote/`; the site links to it, and serves it, as `/instant-quote`.
 */
export function pagePathOf(url: URL): string {
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
}
