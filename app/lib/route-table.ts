// Relative imports: react-router.config.ts loads this module, and its loader knows no "~/" alias.
import { cities } from "../content/cities";
import { paths } from "./paths";

/**
 * Every page of the site, with how search engines should treat it. The prerender list
 * (`react-router.config.ts`), sitemap.xml and robots.txt are generated from this table.
 */
export type SitePage = {
  path: string;
  /** Listed in the sitemap and open to crawlers. */
  indexable: boolean;
  /** Built to static HTML at build time; otherwise rendered per request. */
  prerender: boolean;
  changefreq: "weekly" | "monthly" | "yearly";
  priority: number;
};

const page = (path: string, priority: number, changefreq: SitePage["changefreq"] = "monthly"): SitePage => ({
  path,
  indexable: true,
  prerender: true,
  changefreq,
  priority,
});

export function sitePages(): SitePage[] {
  return [
    page(paths.home, 1.0, "weekly"),
    page(paths.financing, 0.8),
    page(paths.instantQuote, 0.8),
    ...cities.map((city) => page(city.path, 0.7)),
  ];
}

/** Paths React Router writes to static files at build time. */
export function prerenderPaths(): string[] {
  return [
    ...sitePages()
      .filter((p) => p.prerender)
      .map((p) => p.path),
    paths.sitemap,
    paths.robots,
  ];
}
