import { type BlogArticle, parseArticles } from "./blog-parse.server";

/**
 * The blog: every `blog/*.md`, bundled into the server build by Vite at build time, parsed and
 * checked once when the module loads (a bad article stops the build's prerender, as well as its
 * content check). Server-only: the articles reach the browser as loader data, never as script.
 */

const files = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

const loaded = parseArticles(
  Object.entries(files).map(([file, raw]) => ({ slug: file.replace(/^\.\/blog\//, "").replace(/\.md$/, ""), raw })),
);
if (loaded.problems.length > 0) throw new Error(`Blog content is invalid:\n  ${loaded.problems.join("\n  ")}`);

export type { BlogArticle };

/** All articles, newest first. */
export const articles: readonly BlogArticle[] = loaded.articles;

export function findArticle(slug: string): BlogArticle | undefined {
  return articles.find((a) => a.slug === slug);
}

/** What a post card shows: the article without its body. */
export type BlogCard = Pick<
  BlogArticle,
  "slug" | "title" | "excerpt" | "date" | "dateDisplay" | "category" | "categorySlug" | "readingMinutes"
>;

export function toCard({
  slug,
  title,
  excerpt,
  date,
  dateDisplay,
  category,
  categorySlug,
  readingMinutes,
}: BlogArticle): BlogCard {
  return { slug, title, excerpt, date, dateDisplay, category, categorySlug, readingMinutes };
}

export type BlogCta = { title: string; text: string; label: string; to: string };

/** The closing call to action for each page an article may point to (the band adds the phone). */
const CTAS: Record<string, Omit<BlogCta, "to">> = {
  "/instant-quote": {
    title: "See what a new roof would cost you",
    text: "Answer a few questions about your home for an instant estimate, then let us confirm it with a free inspection.",
    label: "Get an Instant Quote",
  },
  "/roof-inspection": {
    title: "Not sure what shape your roof is in?",
    text: "Our free roof inspections take under an hour and come with photos and a written report. Book one, or call us.",
    label: "Free Roof Inspection",
  },
  "/insurance-help": {
    title: "Dealing with storm damage?",
    text: "We inspect and photograph the damage, meet your adjuster on the roof and make the repairs once your claim is settled.",
    label: "Get Insurance Claim Help",
  },
};

export function ctaFor(article: Pick<BlogArticle, "cta">): BlogCta {
  const copy = CTAS[article.cta] ?? {
    title: "Questions about your roof?",
    text: "Talk to a local roofer. Inspections are free.",
    label: "Learn More",
  };
  return { ...copy, to: article.cta };
}

/** Up to `count` other articles, the same category first, then the newest. */
export function relatedArticles(article: BlogArticle, count = 2): BlogCard[] {
  const others = articles.filter((a) => a.slug !== article.slug);
  const same = others.filter((a) => a.category === article.category);
  return [...same, ...others.filter((a) => a.category !== article.category)].slice(0, count).map(toCard);
}
