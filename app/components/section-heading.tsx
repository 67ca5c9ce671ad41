import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Eyebrow, title and lead of a page section; `id` labels the section for assistive technology. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  tone = "dark",
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
  tone?: "dark" | "light";
}) {
  return (
    <div className={cn(align === "center" && "mx-auto text-center", "max-w-3xl")}>
      {eyebrow ? <p className={cn("eyebrow", tone === "light" && "text-ember-300")}>{eyebrow}</p> : null}
      <h2 id={id} className={cn("section-title mt-2", tone === "light" && "text-white")}>
        {title}
      </h2>
      {lead ? (
        <p className={cn("section-lead", align === "center" && "mx-auto", tone === "light" && "text-navy-100")}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}
