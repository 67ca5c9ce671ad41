import { CircleCheck } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { SiteImage } from "~/content/images";
import { paths } from "~/lib/paths";

export type Crumb = { name: string; path: string };

const TRANSPARENT_PIXEL = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * The top of a content page: breadcrumbs, eyebrow, the page's one H1, the lead, the page's
 * buttons (children) and a few reassurances. The illustration shows on wide screens only, and
 * phones never download it.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  crumbs,
  points = [],
  image,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** The trail below Home, ending with this page. */
  crumbs: readonly Crumb[];
  points?: readonly string[];
  image?: SiteImage;
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
          <nav aria-label="Breadcrumb" className="text-sm text-navy-200">
            <ol className="flex flex-wrap gap-2">
              <li>
                <Link to={paths.home} className="hover:text-white hover:underline">
                  Home
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              {crumbs.map((crumb, i) =>
                i === crumbs.length - 1 ? (
                  <li key={crumb.path} aria-current="page" className="text-white">
                    {crumb.name}
                  </li>
                ) : (
                  <li key={crumb.path}>
                    <Link to={crumb.path} className="hover:text-white hover:underline">
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true"> /</span>
                  </li>
                ),
              )}
            </ol>
          </nav>
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
          <picture className="hidden lg:block">
            <source media="(min-width: 1024px)" srcSet={image.src} width={image.width} height={image.height} />
            <img
              src={TRANSPARENT_PIXEL}
              width={image.width}
              height={image.height}
              alt={image.alt}
              fetchPriority="high"
              className="h-auto w-full rounded-2xl shadow-lift ring-1 ring-white/10"
            />
          </picture>
        ) : null}
      </div>
    </section>
  );
}
