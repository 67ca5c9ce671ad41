// Relative imports: react-router.config.ts loads this module, and its loader knows no "~/" alias.
import { blogSlugsOnDisk } from "../content/blog-files.server";
import { cities } from "../content/cities";
import { spanishTwins } from "./i18n/twins";
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

/**
 * `blogSlugs`: the articles; by default the files on disk (this module also runs where
 * import.meta.glob does not). The server passes the articles bundled into it, since a deployed
 * server has only its build, not the source folder.
 */
export function sitePages(blogSlugs: readonly string[] = blogSlugsOnDisk()): SitePage[] {
  const pages: SitePage[] = [
    page(paths.home, 1.0, "weekly"),
    page(paths.financing, 0.8),
    page(paths.instantQuote, 0.8),
    page(paths.residentialRoofing, 0.9),
    page(paths.commercialRoofing, 0.9),
    page(paths.stormDamage, 0.9),
    page(paths.roofRepair, 0.9),
    page(paths.roofInspection, 0.9),
    page(paths.emergencyServices, 0.9),
    page(paths.insuranceHelp, 0.9),
    page(paths.roofing101, 0.6),
    page(paths.serviceAreas, 0.8),
    ...cities.map((city) => page(city.path, 0.7)),
    page(paths.blog, 0.6, "weekly"),
    ...blogSlugs.map((slug) => page(paths.blogPost(slug), 0.6, "yearly")),
    // The CRM help page: public but kept out of search, and rendered per request from the
    // server's configuration (docs/decisions/0013-open-points.md).
    { path: paths.webhookConfig, indexable: false, prerender: false, changefreq: "yearly", priority: 0.1 },
  ];
  // Each Spanish page as its English twin is listed.
  const english = new Map(pages.map((p) => [p.path, p]));
  return [...pages, ...spanishTwins.map(([en, es]) => ({ ...english.get(en)!, path: es }))];
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
