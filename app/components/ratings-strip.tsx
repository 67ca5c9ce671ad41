import { StarRating } from "~/components/star-rating";
import { ratingBadges } from "~/content/reviews";
import { useUiText } from "~/lib/i18n/use-ui-text";

/** Google, Facebook and Yelp, each with its rating. */
export function RatingsStrip() {
  const t = useUiText().reviews;
  return (
    <section aria-label={t.ratings} className="border-y border-slate-200 bg-white">
      <ul className="container-page grid grid-cols-1 divide-y divide-slate-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {ratingBadges.map((badge) => (
          <li key={badge.platform} className="flex items-center justify-center gap-4 py-6">
            <span className="text-4xl font-extrabold text-navy-950">{badge.rating.toFixed(1)}</span>
            <span>
              <StarRating rating={badge.rating} size={20} />
              <span className="mt-1 block font-semibold text-slate-700">
                {badge.platform} <span className="sr-only">{t.ratingOutOf5}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
