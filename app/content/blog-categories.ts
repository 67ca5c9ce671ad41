/**
 * The blog's five categories, in the order of the 'Browse by Category' row. The slug is the form
 * the URL carries (`/blog?category=roofing-tips`, docs/decisions/0013-open-points.md); the name is what readers see and
 * what an article's front matter says.
 */
export const BLOG_CATEGORIES = [
  { name: "Roofing Tips", slug: "roofing-tips" },
  { name: "Maintenance", slug: "maintenance" },
  { name: "Insurance", slug: "insurance" },
  { name: "Roofing Materials", slug: "roofing-materials" },
  { name: "Storm Preparation", slug: "storm-preparation" },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogCategoryName = BlogCategory["name"];

export const BLOG_CATEGORY_NAMES = BLOG_CATEGORIES.map((c) => c.name) as [BlogCategoryName, ...BlogCategoryName[]];

export function categoryByName(name: BlogCategoryName): BlogCategory {
  return BLOG_CATEGORIES.find((c) => c.name === name)!;
}

export function categoryBySlug(slug: string | null | undefined): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((c) => c.slug === slug);
}
