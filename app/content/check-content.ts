import * as z from "zod/mini";
import { readBlogFiles } from "./blog-files.server";
import { parseArticles } from "./blog-parse.server";
import { cities } from "./cities";
import { homeFaqs } from "./faqs";
import { allProjects } from "./projects";
import { reviews } from "./reviews";
import { CitySchema, FaqSchema, ProjectSchema, ReviewSchema, ServiceSchema, SiteSchema } from "./schemas";
import { services } from "./services";
import { site } from "./site";

/**
 * Parses every content module with its schema and checks what ties them together (unique slugs
 * and paths). Runs at the start of `npm run build` and in the unit tests; returns the problems
 * found, an empty list when all is well.
 */
export function checkContent(): string[] {
  const problems: string[] = [];
  const check = (name: string, schema: z.ZodMiniType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${name}.${issue.path.join(".")}: ${issue.message}`);
    }
  };
  check("site", SiteSchema, site);
  check(
    "cities",
    z.array(CitySchema),
    cities.map(({ milesFromOffice: _m, path: _p, ...city }) => city),
  );
  check("services", z.array(ServiceSchema), services);
  check("reviews", z.array(ReviewSchema).check(z.length(8)), reviews);
  check("homeFaqs", z.array(FaqSchema).check(z.length(6)), homeFaqs);
  check(
    "projects",
    z.array(ProjectSchema),
    allProjects.map(({ image: _i, ...project }) => project),
  );

  // The articles: front matter, structure and every figure they quote (blog-parse.server.ts).
  problems.push(...parseArticles(readBlogFiles()).problems);

  const duplicates = (name: string, values: readonly string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`${name}: "${value}" appears twice`);
      seen.add(value);
    }
  };
  duplicates(
    "city slugs",
    cities.map((c) => c.slug),
  );
  duplicates(
    "service paths",
    services.map((s) => s.path),
  );
  duplicates(
    "project slugs",
    allProjects.map((p) => p.slug),
  );
  return problems;
}
