import { ArrowLeft, CalendarDays, Clock } from "lucide";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { CtaBand } from "~/components/cta-band";
import { PostCard } from "~/components/post-card";
import { SitePicture } from "~/components/site-picture";
import { Icon } from "~/components/ui/icon";
import { ctaFor, findArticle, relatedArticles } from "~/content/blog.server";
import { cardWordsIn } from "~/content/pages/blog-list.server";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";
import { ogImage, picture } from "~/lib/images/pictures.server";
import { articleLd, breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta, type PageSeo } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** The site name follows the title when the whole <title> still fits in 60 characters. */
function pageTitle(title: string): string {
  const withName = `${title} | ${site.name}`;
  return withName.length <= 60 ? withName : title;
}

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const path = paths.blogPost(article.slug);
  const og = ogImage(article.photo);
  const seo: PageSeo = {
    title: pageTitle(article.title),
    description: article.excerpt,
    path,
    keywords: article.keywords,
    ogType: "article",
    image: og,
    jsonLd: [
      articleLd({
        title: article.title,
        description: article.excerpt,
        path,
        datePublished: article.date,
        keywords: article.keywords,
        section: article.category,
        image: og?.url,
      }),
      breadcrumbLd([
        { name: "Blog", path: paths.blog },
        { name: article.title, path },
      ]),
    ],
  };
  const { html, title, date, dateDisplay, category, categorySlug, readingMinutes, excerpt } = article;
  return {
    meta: pageMeta(seo),
    article: { title, excerpt, date, dateDisplay, category, categorySlug, readingMinutes, html },
    photo: picture(article.photo),
    cta: ctaFor(article),
    related: relatedArticles(article),
    cardWords: cardWordsIn("en"),
  };
}

export const meta = metaFromLoader;

const ARTICLE_BODY = cn(
  "prose-roof [&>:first-child]:mt-0",
  // Tables (GFM): ruled rows with the row label in the first column; smaller type on phones so
  // three columns fit in 390 px.
  "[&_table]:my-8 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm sm:[&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-navy-900 [&_th]:px-1.5 [&_th]:py-2 [&_th]:text-left [&_th]:text-navy-950 sm:[&_th]:px-2",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-1.5 [&_td]:py-2.5 [&_td]:align-top sm:[&_td]:px-2",
  "[&_td:first-child]:font-semibold [&_td:first-child]:text-navy-950",
);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, photo, cta, related } = loaderData;
  return (
    <>
      <article aria-labelledby="post-title">
        <header id="hero" className="border-b border-sand-200 bg-sand-50">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
            <Link
              to={paths.blog}
              prefetch="intent"
              className="inline-flex items-center gap-2 font-semibold text-navy-800 hover:text-ember-700"
            >
              <Icon node={ArrowLeft} className="size-4" />
              Back to Blog
            </Link>
            <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600">
              <Link
                to={paths.blogCategory(article.categorySlug)}
                className="rounded-full bg-ember-50 px-3 py-1 font-semibold text-ember-700 ring-1 ring-ember-100 hover:bg-ember-100"
              >
                {article.category}
              </Link>
              <span className="inline-flex items-center gap-1.5">
                <Icon node={CalendarDays} className="size-4 text-navy-600" />
                <time dateTime={article.date}>{article.dateDisplay}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Icon node={Clock} className="size-4 text-navy-600" />
                {article.readingMinutes} min read
              </span>
            </div>
            <h1 id="post-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl sm:leading-tight">
              {article.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-700 sm:text-xl">{article.excerpt}</p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          {photo ? (
            <SitePicture
              picture={photo}
              sizes="(min-width: 768px) 720px, 92vw"
              priority
              className="mb-10 aspect-[8/5] h-auto w-full rounded-card object-cover shadow-card"
            />
          ) : null}
          <div
            className={ARTICLE_BODY}
            // Our own Markdown from app/content/blog, rendered to HTML on the server at build time
            // (blog-parse.server.ts): no visitor input ever reaches it.
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="section border-t border-slate-200 bg-sand-50">
          <div className="container-page max-w-5xl">
            <h2 id="related-title" className="section-title">
              Keep reading
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {related.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} words={loaderData.cardWords} />
                </li>
              ))}
            </ul>
            <p className="mt-8">
              <Link
                to={paths.blog}
                className="font-semibold text-navy-800 underline underline-offset-2 hover:text-ember-700"
              >
                All articles
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <CtaBand title={cta.title} text={cta.text} primary={{ label: cta.label, to: cta.to }} />
    </>
  );
}
