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
import { cities } from "~/content/cities";
import { drawingFor } from "~/content/images";
import { serviceAreasPage } from "~/content/pages/service-areas.server";
import { recentProjects } from "~/content/projects";
import { paths } from "~/lib/paths";
import { breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";
import { picture, projectCards } from "~/lib/images/pictures.server";

/** The city links in three rows of 10, 11 and 11 (docs/decisions/0013-open-points.md). */
const ROW_SIZES = [10, 11, 11] as const;

export function loader() {
  const { seo, ...page } = serviceAreasPage;
  const crumbs = [{ name: "Service Areas", path: paths.serviceAreas }];
  const links = cities.map((city) => ({ name: city.name, path: city.path }));
  let start = 0;
  const rows = ROW_SIZES.map((size) => links.slice(start, (start += size)));
  const counties = (["Hillsborough", "Pasco", "Pinellas"] as const).map((county) => ({
    county,
    count: cities.filter((c) => c.county === county).length,
  }));
  return {
    meta: pageMeta({ ...seo, path: paths.serviceAreas, jsonLd: [breadcrumbLd(crumbs)] }),
    crumbs,
    page,
    rows,
    counties,
    map: picture(undefined, drawingFor.serviceAreaMap)!,
    projects: projectCards(recentProjects),
  };
}

export const meta = metaFromLoader;

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, rows, counties, map, projects } = loaderData;
  return (
    <>
      <PageHero {...page.hero} crumbs={crumbs}>
        <ButtonLink to={paths.contact} size="lg">
          Get a Free Quote Today
        </ButtonLink>
        <CallButton variant="outline-light" size="lg" />
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
              {counties.map(({ county, count }) => (
                <li key={county} className="rounded-xl border border-slate-200 bg-sand-50 p-5">
                  <span className="block text-3xl font-extrabold text-navy-950">{count}</span>
                  <span className="block text-sm font-medium text-slate-600">
                    {count === 1 ? "city" : "cities"} in {county} County
                  </span>
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

      <CtaBand title={page.cta.title} text={page.cta.text} primary={{ label: "Get a Free Quote", to: paths.contact }} />
    </>
  );
}
