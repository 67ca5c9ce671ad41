import { MapPin } from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/service-areas";
import { CtaBand } from "~/components/cta-band";
import { CallButton } from "~/components/phone-link";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { SitePicture } from "~/components/site-picture";
import { ProjectGallery } from "~/components/service-page/project-gallery";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { cities } from "~/content/cities";
import { drawingFor } from "~/content/images";
import { serviceAreasCopy, serviceAreasWords } from "~/content/pages/service-areas.server";
import { projectsIn, recentProjects } from "~/content/projects";
import { uiText } from "~/content/ui-text.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { paths } from "~/lib/paths";
import { breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";
import { picture, projectCards } from "~/lib/images/pictures.server";

/** The city links in three rows of 10, 11 and 11 (docs/decisions/0013-open-points.md). */
const ROW_SIZES = [10, 11, 11] as const;

/** `/service-areas` and `/es/areas-de-servicio`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo, ...page } = serviceAreasCopy[locale];
  const { citiesIn, ...words } = serviceAreasWords[locale];
  const path = linkIn(paths.serviceAreas, locale);
  const home = { name: uiText[locale].pageParts.home, path: linkIn(paths.home, locale) };
  const crumbs = [{ name: words.crumb, path }];
  const links = cities.map((city) => ({ name: city.name, path: linkIn(city.path, locale) }));
  let start = 0;
  const rows = ROW_SIZES.map((size) => links.slice(start, (start += size)));
  const counties = (["Hillsborough", "Pasco", "Pinellas"] as const).map((county) => {
    const count = cities.filter((c) => c.county === county).length;
    return { county, count, label: citiesIn(count, county) };
  });
  return {
    meta: pageMeta({ ...seo, path, jsonLd: [breadcrumbLd(crumbs, home)] }),
    home: home.path,
    crumbs,
    page,
    words,
    quotePath: linkIn(paths.contact, locale),
    rows,
    counties,
    // The map's drawing in the page's language: its words, and its title as the alt text.
    map: picture(undefined, locale === "es" ? drawingFor.serviceAreaMapEs : drawingFor.serviceAreaMap)!,
    projects: projectCards(projectsIn(recentProjects, locale)),
  };
}

export const meta = metaFromLoader;

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, words, quotePath, rows, counties, map, projects } = loaderData;
  const t = useUiText().pageParts;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs}>
        <ButtonLink to={quotePath} size="lg">
          {words.quoteToday}
        </ButtonLink>
        <CallButton label={t.call} variant="outline-light" size="lg" />
      </PageHero>

      <section aria-labelledby="map-title" className="section">
        <div className="container-page grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
          <SitePicture
            picture={map}
            sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 92vw"
            className="h-auto w-full rounded-card border border-slate-200 bg-sand-50 shadow-card"
          />
          <div>
            <p className="eyebrow">{page.map.eyebrow}</p>
            <h2 id="map-title" className="section-title mt-2">
              {page.map.title}
            </h2>
            {page.map.lead ? <p className="section-lead">{page.map.lead}</p> : null}
            <ul className="mt-8 grid gap-4 sm:grid-cols-3">
              {counties.map(({ county, count, label }) => (
                <li key={county} className="rounded-xl border border-slate-200 bg-sand-50 p-5">
                  <span className="block text-3xl font-extrabold text-navy-950">{count}</span>
                  <span className="block text-sm font-medium text-slate-600">{label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PageSection id="cities" intro={page.cities} tone="sand">
        <div className="mt-10 space-y-4">
          {rows.map((row, i) => (
            <ul key={i} className="flex flex-wrap gap-3 border-b border-sand-200 pb-4 last:border-b-0">
              {row.map((city) => (
                <li key={city.path}>
                  <Link
                    to={city.path}
                    prefetch="intent"
                    className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 font-medium text-navy-900 shadow-sm transition hover:border-ember-600 hover:text-ember-700"
                  >
                    <Icon node={MapPin} className="size-4 text-ember-600" />
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </PageSection>

      <PageSection id="recent-projects" intro={page.projects}>
        <ProjectGallery projects={projects} />
      </PageSection>

      <CtaBand title={page.cta.title} text={page.cta.text} primary={{ label: words.quote, to: quotePath }} />
    </>
  );
}
