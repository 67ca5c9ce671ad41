import { CircleCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ListItem } from "~/content/schemas";
import { cn } from "~/lib/cn";

const columnClasses = {
  1: "",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

const tones = {
  /** Each point a white card, on a light section. */
  light: { item: "rounded-xl border border-slate-200 bg-white p-5 shadow-card", dark: false },
  /** Each point a translucent card, on a navy section. */
  dark: { item: "rounded-xl bg-white/5 p-5 ring-1 ring-white/10", dark: true },
  /** Bare points on a light section. */
  plain: { item: "", dark: false },
  /** Bare points on a navy section. */
  "plain-dark": { item: "", dark: true },
} as const;

/** A list of points, each with a check mark, a short title and an optional sentence. */
export function CheckList({
  items,
  columns = 2,
  tone = "light",
  className,
}: {
  items: readonly ListItem[];
  columns?: keyof typeof columnClasses;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const { item: itemClass, dark } = tones[tone];
  return (
    <ul className={cn("grid gap-4", columnClasses[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className={cn("flex gap-3", itemClass)}>
          <Icon
            node={CircleCheck}
            className={cn("mt-0.5 size-5 shrink-0", dark ? "text-ember-400" : "text-ember-600")}
          />
          <span>
            <span className={cn("block font-semibold", dark ? "text-white" : "text-navy-950")}>{item.title}</span>
            {item.text ? (
              <span className={cn("mt-1 block leading-relaxed", dark ? "text-navy-100" : "text-slate-600")}>
                {item.text}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
