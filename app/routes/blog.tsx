import { Mail } from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { PostCard } from "~/components/post-card";
import { Icon } from "~/components/ui/icon";
import { articles, toCard } from "~/content/blog.server";
import { BLOG_CATEGORIES, categoryBySlug } from "~/content/blog-categories";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";
import { blogLd, breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

const DESCRIPTION =
  "Roofing advice for Tampa Bay homeowners: choosing materials, spotting damage early, insurance claims and getting your roof ready for hurricane season.";

/**
 * The blog index. `?category=maintenance` filters the list (docs/decisions/0013-open-points.md): the plain /blog is
 * prerendered with every post, and the server renders a filtered view per request. An unknown
 * category shows every post with a note saying so.
 */
export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  const category = categoryBySlug(requested);
  const posts = (category ? articles.filter((a) => a.category === category.name) : articles).map(toCard);
  return {
    meta: pageMeta({
      title: category ? `${category.name} Articles | ${site.name} Blog` : `Roofing Tips & Advice Blog | ${site.name}`,
      description: DESCRIPTION,
      // Filtered views are the same page: one canonical URL.
      path: paths.blog,
      keywords: [
        "roofing blog",
        "Florida roofing tips",
        "Tampa Bay roofing advice",
        "roof maintenance",
        "roof insurance claims",
        "hurricane roof preparation",
      ],
      jsonLd: [
        blogLd({
          name: `${site.name} Blog`,
          description: DESCRIPTION,
          path: paths.blog,
          posts: articles.map((a) => ({
            title: a.title,
            description: a.excerpt,
            path: paths.blogPost(a.slug),
            datePublished: a.date,
          })),
        }),
        breadcrumbLd([{ name: "Blog", path: paths.blog }]),
      ],
    }),
    posts,
    categories: BLOG_CATEGORIES,
    active: category?.slug ?? null,
    unknownCategory: requested !== null && !category ? requested.slice(0, 60) : null,
  };
}

export const meta = metaFromLoader;

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, categories, active, unknownCategory } = loaderData;
  const activeName = categories.find((c) => c.slug === active)?.name;
  return (
    <>
      <section id="hero" aria-labelledby="blog-title" className="bg-navy-950 text-white">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow text-ember-300">Roofing blog</p>
          <h1 id="blog-title" className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Roofing advice for Florida homeowners
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">
            Straight answers from local roofers: which roof suits our climate, the warning signs worth a call, how
            insurance treats storm damage, and how to get ready before hurricane season.
          </p>
        </div>
      </section>

      <section aria-labelledby="posts-title" className="section bg-sand-50">
        <div className="container-page">
          <nav aria-labelledby="categories-title">
            <h2 id="categories-title" className="text-lg font-bold">
              Browse by Category
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2.5">
              <li>
                <CategoryLink to={paths.blog} current={active === null} label="All" />
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <CategoryLink to={paths.blogCategory(c.slug)} current={active === c.slug} label={c.name} />
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-12 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="posts-title" className="section-title">
              {activeName ? `${activeName} articles` : "Latest articles"}
            </h2>
            <p aria-live="polite" className="text-slate-600">
              {unknownCategory
                ? `There is no category called "${unknownCategory}". Showing all ${posts.length} articles.`
                : `Showing ${posts.length} ${posts.length === 1 ? "article" : "articles"}${activeName ? ` in ${activeName}` : ""}.`}
            </p>
          </div>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="newsletter-title" className="section">
        <div className="container-page">
          <div className="mx-auto grid max-w-5xl gap-8 rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.3fr] lg:items-center">
            <div>
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-ember-50 text-ember-700">
                <Icon node={Mail} className="size-6" />
              </span>
              <h2 id="newsletter-title" className="mt-4 text-2xl font-bold sm:text-3xl">
                Stay Updated
              </h2>
              <p className="mt-3 text-slate-600">
                Seasonal roofing tips, hurricane-season reminders and maintenance advice for Tampa Bay homes, sent now
                and then. No spam, and you can unsubscribe at any time.
              </p>
            </div>
            <NewsletterForm />
          </div>
        </div>
      </section>
    </>
  );
}

/** A category filter: a plain link, so it works before (or without) JavaScript. */
function CategoryLink({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex h-10 items-center rounded-full border px-4 text-[0.9375rem] font-semibold transition-colors sm:h-11 sm:px-5 sm:text-base",
        current
          ? "border-navy-900 bg-navy-900 text-white"
          : "border-slate-300 bg-white text-navy-900 hover:border-ember-600 hover:text-ember-700",
      )}
    >
      {label}
    </Link>
  );
}
