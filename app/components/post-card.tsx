import { ArrowRight, CalendarDays, Clock } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { BlogCard } from "~/content/blog.server";
import { paths } from "~/lib/paths";

/** A card's own words in the page's language; `lang` marks the article's words when the page's differ. */
export type PostCardWords = { minutes: string; read: string; lang?: string };

/**
 * A blog post as a card. The title is the card's one link, stretched over the whole card, so a
 * screen reader hears each post once and a tap anywhere on the card opens it.
 */
export function PostCard({
  post,
  words,
  headingLevel = 3,
}: {
  /** The category as the page names it (the Spanish list translates it). */
  post: Omit<BlogCard, "category"> & { category: string };
  words: PostCardWords;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group card-lift flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card hover:border-ember-500 sm:p-7">
      <p className="w-fit rounded-full bg-ember-50 px-3 py-1 text-sm font-semibold text-ember-700 ring-1 ring-ember-100">
        {post.category}
      </p>
      <Heading lang={words.lang} className="mt-4 text-xl font-bold leading-snug">
        <Link
          to={paths.blogPost(post.slug)}
          prefetch="intent"
          className="group-hover:text-navy-700 after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ember-500"
        >
          {post.title}
        </Link>
      </Heading>
      <p lang={words.lang} className="mt-3 flex-1 text-slate-600">
        {post.excerpt}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm text-slate-600">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <Icon node={CalendarDays} className="size-4 text-navy-600" />
            <time dateTime={post.date}>{post.dateDisplay}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon node={Clock} className="size-4 text-navy-600" />
            {post.readingMinutes} {words.minutes}
          </span>
        </p>
        <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-navy-800">
          {words.read}
          <Icon node={ArrowRight} className="size-4 text-ember-600 transition group-hover:icon-nudged" />
        </span>
      </div>
    </article>
  );
}
