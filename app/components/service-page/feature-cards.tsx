import { Icon } from "~/components/ui/icon";
import type { FeatureCard } from "~/content/schemas";
import { cn } from "~/lib/cn";

const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/**
 * Cards with an icon, a title and a sentence. The icon comes with the card's data from the
 * loader, so a page's script carries no icon set it might not draw.
 */
export function FeatureCards({ cards, tone = "light" }: { cards: readonly FeatureCard[]; tone?: "light" | "dark" }) {
  return (
    <ul className={cn("mt-10 grid gap-6 sm:grid-cols-2", columns[cards.length === 4 ? 4 : 3])}>
      {cards.map((card) => (
        <li
          key={card.title}
          className={cn(
            "grid grid-cols-[auto_1fr] gap-x-4 rounded-card p-5 sm:block sm:p-6",
            tone === "dark"
              ? "bg-white/5 ring-1 ring-white/10"
              : "card-lift border border-slate-200 bg-white shadow-card",
          )}
        >
          <span
            className={cn(
              "row-span-2 inline-flex size-12 items-center justify-center rounded-xl",
              tone === "dark" ? "bg-ember-600/20 text-ember-300" : "bg-ember-50 text-ember-600",
            )}
          >
            <Icon node={card.icon} className="size-6" />
          </span>
          <h3 className={cn("text-lg font-bold sm:mt-4", tone === "dark" && "text-white")}>{card.title}</h3>
          <p className={cn("mt-1 leading-relaxed sm:mt-2", tone === "dark" ? "text-navy-100" : "text-slate-600")}>
            {card.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
