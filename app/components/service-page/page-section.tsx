import type { ReactNode } from "react";
import { SectionHeading } from "~/components/section-heading";
import type { SectionIntro } from "~/content/schemas";
import { cn } from "~/lib/cn";

const tones = {
  white: "",
  sand: "bg-sand-50",
  navy: "bg-navy-950 text-navy-100",
} as const;

export type SectionTone = keyof typeof tones;

/**
 * A landmark section with its heading. The heading's id is `{id}-title` and labels the section,
 * so every section of a page can be found by name.
 */
export function PageSection({
  id,
  intro,
  anchor,
  tone = "white",
  align,
  children,
}: {
  id: string;
  /** Eyebrow, title and lead, usually straight from the page's content. */
  intro: SectionIntro;
  /** An id on the section itself, for in-page links such as `#contact`. */
  anchor?: string;
  tone?: SectionTone;
  align?: "left" | "center";
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={anchor} className={cn("section", tones[tone])}>
      <div className="container-page">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={intro.eyebrow}
          title={intro.title}
          lead={intro.lead}
          align={align}
          tone={tone === "navy" ? "light" : "dark"}
        />
        {children}
      </div>
    </section>
  );
}
