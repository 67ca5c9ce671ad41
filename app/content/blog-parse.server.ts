import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import * as z from "zod/mini";
import { paths } from "../lib/paths";
import { BLOG_CATEGORY_NAMES, type BlogCategoryName, categoryByName } from "./blog-categories";
import { figureProblems } from "./blog-figures";
import { PhotoRefSchema } from "./schemas";
import { site } from "./site";

/**
 * One article: `app/content/blog/{slug}.md`, YAML front matter checked by `BlogFrontMatterSchema`,
 * then Markdown rendered to HTML here, on the server at build time. `blog.server.ts` loads the
 * folder for the site; `checkContent()` runs the same checks at the start of every build.
 */

export const TITLE_MAX = 60;
export const EXCERPT_MIN = 70;
export const EXCERPT_MAX = 160;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Pages an article may send its reader to: any page path in `paths` (no anchors, no queries). */
const PAGE_PATHS: ReadonlySet<string> = new Set(
  Object.values(paths).flatMap((p: unknown) => (typeof p === "string" && /^\/[a-z0-9-]+$/.test(p) ? [p] : [])),
);

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(
      z.trim(),
      z.minLength(min, { error: `${field} must be at least ${min} characters` }),
      z.maxLength(max, { error: `${field} must be ${max} characters or fewer` }),
    );

export const BlogFrontMatterSchema = z.strictObject(
  {
    title: text("title", 10, TITLE_MAX),
    excerpt: text("excerpt", EXCERPT_MIN, EXCERPT_MAX),
    /** ISO date, written unquoted (YAML 1.2 reads it as a string). */
    date: z.iso.date({ error: "date must be an ISO date such as 2024-03-15" }),
    category: z.enum(BLOG_CATEGORY_NAMES, { error: `category must be one of: ${BLOG_CATEGORY_NAMES.join(", ")}` }),
    keywords: z
      .array(text("each keyword", 3, 60), { error: "keywords must be a list" })
      .check(z.minLength(3, { error: "keywords: at least 3" }), z.maxLength(12, { error: "keywords: at most 12" })),
    cta: z.string({ error: "cta must be a path" }).check(
      z.refine((p) => PAGE_PATHS.has(p), {
        error: `cta must be an internal page path from paths.ts (${[...PAGE_PATHS].join(", ")})`,
      }),
    ),
    /** The article's photo (a file in app/content/photos/ and its alt text), for its page and shared link. */
    photo: z.optional(PhotoRefSchema),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `unknown field(s): ${issue.keys.join(", ")}` : undefined) },
);

export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;

export type BlogArticle = Omit<BlogFrontMatter, "category"> & {
  slug: string;
  category: BlogCategoryName;
  categorySlug: string;
  /** "March 15, 2024" */
  dateDisplay: string;
  /** The article body as HTML, rendered from our own Markdown at build time. */
  html: string;
  wordCount: number;
  readingMinutes: number;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;
const markdown = new Marked({ gfm: true, async: false });
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Words a reader reads: tokens with a letter or digit (Markdown marks and table rules are not words). */
export function countWords(body: string): number {
  return body.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Splits `---` front matter from the body. */
export function splitFrontMatter(raw: string): { data: unknown; body: string } | { error: string } {
  const match = FRONT_MATTER.exec(raw.replace(/^\uFEFF/, ""));
  if (!match) return { error: "no front matter: the file must start with a --- block" };
  try {
    return { data: parseYaml(match[1]!), body: match[2]!.trim() };
  } catch (error) {
    return { error: `front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}` };
  }
}

/** The business's details come from `site.ts` through the page around the article, never the prose. */
const LITERALS = [site.name, site.phone.display, site.phone.e164, site.address.street, site.email];

/**
 * Parses and checks one article file. Returns the article, or the list of problems (each starting
 * with the file name) when there is anything wrong with it.
 */
export function parseArticle(
  slug: string,
  raw: string,
): { article: BlogArticle; problems: [] } | { problems: string[] } {
  const where = `blog/${slug}.md`;
  const problems: string[] = [];
  if (!SLUG.test(slug)) problems.push(`${where}: the file name must be a lower-case slug (a-z, 0-9, hyphens)`);

  const split = splitFrontMatter(raw);
  if ("error" in split) return { problems: [...problems, `${where}: ${split.error}`] };
  const parsed = BlogFrontMatterSchema.safeParse(split.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${where}: ${issue.message}`);
  }

  const { body } = split;
  if (/^#\s/m.test(body)) problems.push(`${where}: the page's title is its only h1; start headings at ## (h2)`);
  if (!/^##\s/m.test(body)) problems.push(`${where}: give the article a structure with ## (h2) headings`);
  const prose = `${parsed.success ? `${parsed.data.title}\n${parsed.data.excerpt}\n` : ""}${body}`;
  for (const literal of LITERALS) {
    if (prose.includes(literal))
      problems.push(`${where}: "${literal}" is written by hand; the page adds it from site.ts`);
  }
  for (const problem of figureProblems(prose)) problems.push(`${where}: ${problem}`);

  if (!parsed.success || problems.length > 0) return { problems };
  const front = parsed.data;
  const wordCount = countWords(body);
  return {
    article: {
      ...front,
      slug,
      categorySlug: categoryByName(front.category).slug,
      dateDisplay: longDate.format(new Date(`${front.date}T00:00:00Z`)),
      html: markdown.parse(body) as string,
      wordCount,
      readingMinutes: Math.max(1, Math.round(wordCount / 225)),
    },
    problems: [],
  };
}

/** Newest first; the slug breaks a tie so the order never depends on the file system. */
export function byNewest(a: Pick<BlogArticle, "date" | "slug">, b: Pick<BlogArticle, "date" | "slug">): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/** Parses every file; the problems of all of them, or the articles newest first. */
export function parseArticles(files: ReadonlyArray<{ slug: string; raw: string }>): {
  articles: BlogArticle[];
  problems: string[];
} {
  const articles: BlogArticle[] = [];
  const problems: string[] = [];
  if (files.length === 0) problems.push("blog: no articles found in app/content/blog");
  for (const file of files) {
    const result = parseArticle(file.slug, file.raw);
    if ("article" in result) articles.push(result.article);
    else problems.push(...result.problems);
  }
  return { articles: articles.sort(byNewest), problems };
}
