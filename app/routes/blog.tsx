import { Mail } from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { PostCard } from "~/components/post-card";
import { Icon } from "~/components/ui/icon";
import { articles, toCard } from "~/content/blog.server";
import { BLOG_CATEGORIES, categoryBySlug } from "~/content/blog-categories";
import { blogListWords, cardWordsIn } from "~/content/pages/blog-list.server";
import { uiText } from "~/content/ui-text.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";
import { blogLd, breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/**
 * The blog index, `/blog` and `/es/blog`: the Spanish list shows the same English articles and says
 * so. `?category=maintenance` filters the list (docs/decisions/0013-open-points.md): the plain list
 * is prerendered with every post, and the server renders a filtered view per request. An unknown
 * category shows every post with a note saying so.
 */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const words = blogListWords[locale];
  const requested = url.searchParams.get("category");
  const category = categoryBySlug(requested);
  const categoryName = category && words.categories[category.name];
  const posts = (category ? articles.filter((a) => a.category === category.name) : articles).map((article) => ({
    ...toCard(article),
    category: words.categories[article.category],
    dateDisplay: words.card.date.format(new Date(`${article.date}T00:00:00Z`)),
  }));
  const path = linkIn(paths.blog, locale);
  const home = { name: uiText[locale].pageParts.home, path: linkIn(paths.home, locale) };
  const unknownCategory = requested !== null && !category ? requested.slice(0, 60) : null;
  return {
    meta: pageMeta({
      title: words.seo.title(categoryName),
      description: words.seo.description,
      // Filtered views are the same page: one canonical URL.
      path,
      keywords: words.seo.keywords,
      jsonLd: [
        blogLd({
          name: words.seo.name,
          description: words.seo.description,
          path,
          locale,
          // The articles are written in English only, on either language's list.
          posts: articles.map((a) => ({
            title: a.title,
            description: a.excerpt,
            path: paths.blogPost(a.slug),
            datePublished: a.date,
            locale: "en",
          })),
        }),
        breadcrumbLd([{ name: "Blog", path }], home),
      ],
    }),
    text: {
      eyebrow: words.eyebrow,
      title: words.title,
      lead: words.lead,
      articlesNote: words.articlesNote,
      categoriesTitle: words.categoriesTitle,
      postsTitle: words.postsTitle(categoryName),
      count: unknownCategory
        ? words.unknownCategory(unknownCategory, posts.length)
        : words.showing(posts.length, categoryName),
      newsletter: words.newsletter,
    },
    cardWords: cardWordsIn(locale),
    posts,
    categories: [
      { slug: null, label: words.all, to: path },
      ...BLOG_CATEGORIES.map((c) => ({
        slug: c.slug,
        label: words.categories[c.name],
        to: `${path}?category=${encodeURIComponent(c.slug)}`,
      })),
    ],
    active: category?.slug ?? null,
  };
}

export const meta = metaFromLoader;

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { text, posts, cardWords, categories, active } = loaderData;
  return (
    <>
      <section id="hero" aria-labelledby="blog-title" className="bg-navy-950 text-white">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow text-ember-300">{text.eyebrow}</p>
          <h1 id="blog-title" className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {text.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">{text.lead}</p>
          {text.articlesNote ? (
            <p className="mt-4 max-w-3xl rounded-lg bg-navy-900 px-4 py-3 text-navy-50 ring-1 ring-white/10">
              {text.articlesNote}
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="posts-title" className="section bg-sand-50">
        <div className="container-page">
          <nav aria-labelledby="categories-title">
            <h2 id="categories-title" className="text-lg font-bold">
              {text.categoriesTitle}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2.5">
              {categories.map((c) => (
                <li key={c.to}>
                  <CategoryLink to={c.to} current={active === c.slug} label={c.label} />
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-12 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="posts-title" className="section-title">
              {text.postsTitle}
            </h2>
            <p aria-live="polite" className="text-slate-600">
              {text.count}
            </p>
          </div>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} words={cardWords} />
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
                {text.newsletter.title}
              </h2>
              <p className="mt-3 text-slate-600">{text.newsletter.text}</p>
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
