import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type CSSProperties, startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { StarRating } from "~/components/star-rating";
import type { Review } from "~/content/reviews";
import { fill } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { cn } from "~/lib/cn";

export const ADVANCE_EVERY_MS = 3000;
export const SLIDE_MS = 600;
/** The most reviews the track shows at once (on wide screens). */
const MOST_IN_VIEW = 3;

const avatarColours: Record<Review["colour"], string> = {
  navy: "bg-navy-800",
  teal: "bg-teal-800",
  rust: "bg-ember-700",
  plum: "bg-purple-800",
  forest: "bg-emerald-800",
  slate: "bg-slate-700",
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's motion preference; null while rendering on the server (not known there). */
function usePrefersReducedMotion(): boolean | null {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => null,
  );
}

/**
 * The reviews carousel: one item further every 3 s with a 600 ms slide, looping seamlessly. It
 * pauses while hovered or focused, has a pause button (WCAG 2.2.2) and never moves on its own
 * for visitors who ask for reduced motion. The server renders the eight real reviews; the copies
 * that make the loop seamless exist only in the browser, only while the track nears or passes the
 * last review, and are hidden from assistive technology.
 */
export function ReviewsPanel({ reviews }: { reviews: readonly Review[] }) {
  const t = useUiText().reviews;
  const count = reviews.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [sliding, setSliding] = useState(true);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // The panel starts moving after the page has become interactive, as a transition React renders in
  // small slices, so it never holds up a tap.
  const [settled, setSettled] = useState(false);
  useEffect(() => startTransition(() => setSettled(true)), []);

  const animated = settled && reducedMotion === false;
  const running = animated && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setSliding(true);
      setIndex((i) => i + 1);
    }, ADVANCE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // Once the track has slid onto the first copy, jump back to the real item without a slide.
  const onTransitionEnd = () => {
    if (index >= count) {
      setSliding(false);
      setIndex((i) => i - count);
    }
  };

  const go = (step: 1 | -1) => {
    if (step === -1 && index === 0) {
      // Jump to the identical copy of item 0, then slide back one.
      setSliding(false);
      setIndex(count);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          setSliding(animated);
          setIndex(count - 1);
        }),
      );
      return;
    }
    setSliding(animated);
    setIndex((i) => (animated ? i + step : (i + step + count) % count));
  };

  // Past the last review the track shows copies of the first ones, as many as the view needs, until
  // it jumps back to the real ones.
  const items = animated
    ? Array.from({ length: Math.max(count, index + MOST_IN_VIEW) }, (_, i) => reviews[i % count]!)
    : reviews;
  const current = (index % count) + 1;

  return (
    <div
      role="region"
      aria-roledescription={t.carouselRole}
      aria-label={t.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden">
        <div
          aria-live={running ? "off" : "polite"}
          onTransitionEnd={onTransitionEnd}
          data-testid="reviews-track"
          data-index={index}
          className={cn(
            "flex [--per-view:1] md:[--per-view:2] lg:[--per-view:3]",
            "[transform:translateX(calc(var(--index)*-100%/var(--per-view)))]",
            sliding && "transition-transform ease-in-out",
          )}
          style={{ "--index": index, transitionDuration: `${SLIDE_MS}ms` } as CSSProperties}
        >
          {items.map((review, i) => {
            const copy = i >= count;
            return (
              <div
                key={`${review.name}-${i}`}
                role={copy ? undefined : "group"}
                aria-roledescription={copy ? undefined : t.slideRole}
                aria-label={copy ? undefined : fill(t.slide, { n: i + 1, count })}
                aria-hidden={copy || undefined}
                inert={copy || undefined}
                className="shrink-0 basis-[calc(100%/var(--per-view))] px-2.5"
              >
                <ReviewCard review={review} rated={fill(t.rated, { n: review.rating })} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => go(-1)}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-navy-900 hover:bg-navy-50"
        >
          <Icon node={ChevronLeft} className="size-5" />
          <span className="sr-only">{t.previous}</span>
        </button>
        {animated ? (
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-pressed={stopped}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-navy-50"
          >
            {stopped ? <Icon node={Play} className="size-4" /> : <Icon node={Pause} className="size-4" />}
            {stopped ? t.play : t.pause}
          </button>
        ) : null}
        <p className="min-w-16 text-center text-sm text-slate-600" aria-hidden="true">
          {current} / {count}
        </p>
        <button
          type="button"
          onClick={() => go(1)}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-navy-900 hover:bg-navy-50"
        >
          <Icon node={ChevronRight} className="size-5" />
          <span className="sr-only">{t.next}</span>
        </button>
      </div>
    </div>
  );
}

/** A customer's review, in the words (and language: English) they wrote it in. */
function ReviewCard({ review, rated }: { review: Review; rated: string }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
      <div className="flex items-center justify-between">
        <StarRating rating={review.rating} />
        <Icon node={Quote} className="size-6 text-navy-100" />
      </div>
      <p className="sr-only">{rated}</p>
      <blockquote lang="en" className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-11 items-center justify-center rounded-full text-lg font-bold text-white",
            avatarColours[review.colour],
          )}
        >
          {review.initial}
        </span>
        <span>
          <span className="block font-semibold text-navy-950">{review.name}</span>
          <span lang="en" className="block text-sm text-slate-600">
            {review.place} · {review.timeAgo}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
