import { CircleCheck } from "lucide";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Icon } from "~/components/ui/icon";
import { HERO_MEDIA, SitePicture } from "~/components/site-picture";
import type { Picture } from "~/lib/images/picture";
import type { Crumb } from "~/lib/seo/json-ld";

/** The picture column: 1fr of 2.2 beside the text, in the page's 1280 px container. */
const HERO_SIZES = "(min-width: 1280px) 535px, 41vw";

/**
 * The top of a content page: breadcrumbs, eyebrow, the page's one H1, the lead, the page's
 * buttons (children) and a few reassurances. The picture shows on wide screens only, and
 * phones never download it.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  crumbs,
  home,
  points = [],
  image,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** The trail below Home, ending with this page. */
  crumbs: readonly Crumb[];
  /** The home page in the page's language, where the trail starts. */
  home?: string;
  points?: readonly string[];
  image?: Picture;
  children?: ReactNode;
}) {
  return (
    <section id="hero" aria-labelledby="page-title" className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(194_65_12/0.22),transparent_55%)]"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <Breadcrumbs crumbs={crumbs} home={home} />
          <p className="eyebrow mt-6 text-ember-300">{eyebrow}</p>
          <h1 id="page-title" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">{lead}</p>
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
          {points.length > 0 ? (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Icon node={CircleCheck} className="size-4 text-ember-300" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {image ? (
          <div className="hidden lg:block">
            <SitePicture
              picture={image}
              sizes={HERO_SIZES}
              media={HERO_MEDIA}
              priority
              className="aspect-[8/5] h-auto w-full rounded-2xl object-cover shadow-lift ring-1 ring-white/10"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
