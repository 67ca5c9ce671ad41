import { Star } from "lucide";
import { Icon } from "~/components/ui/icon";

/** Five stars filled to `rating`; the number is given in text, the stars are decoration. */
export function StarRating({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex gap-0.5" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Icon
          node={Star}
          key={i}
          className={`${className} ${i < Math.round(rating) ? "fill-star text-star" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}
