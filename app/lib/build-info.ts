import { site } from "~/content/site";
import { resolveSiteUrl } from "~/lib/site-url";

// Vite fixes both at build time (`vite.config.ts`); scripts run by tsx read the environment.
const builtSiteUrl = typeof __SITE_URL__ === "string" ? __SITE_URL__ : undefined;
const builtYear = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : undefined;

/** The canonical base: `SITE_URL` when the site was built. A path is appended to it. */
export const SITE_URL: string = builtSiteUrl ?? resolveSiteUrl(globalThis.process?.env.SITE_URL);

export const BUILD_YEAR: number = builtYear ?? new Date().getFullYear();

/** Years in business, counted to the year the site was built. */
export const yearsInBusiness: number = BUILD_YEAR - site.founded;

/** `SITE_URL` + path, for canonical links, og:url and structured data. */
export function absoluteUrl(path: string): string {
  if (!path.startsWith("/")) throw new Error(`Expected a site path, got ${path}`);
  return `${SITE_URL}${path}`;
}
