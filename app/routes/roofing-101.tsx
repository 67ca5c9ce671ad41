import { Landmark } from "lucide";
import type { Route } from "./+types/roofing-101";
import { CtaBand } from "~/components/cta-band";
import { CheckList } from "~/components/service-page/check-list";
import { FeatureCards } from "~/components/service-page/feature-cards";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { RepairOrReplace } from "~/components/service-page/repair-or-replace";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { roofing101Page } from "~/content/pages/roofing-101.server";
import { paths } from "~/lib/paths";
import { breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

export function loader() {
  const { seo, ...page } = roofing101Page;
  const crumbs = [{ name: "Roofing 101", path: paths.roofing101 }];
  return {
    meta: pageMeta({ ...seo, path: paths.roofing101, jsonLd: [breadcrumbLd(crumbs)] }),
    crumbs,
    page,
    // Icons travel as data: an icon imported by a component ships in every page's script.
    noteIcon: Landmark,
  };
}

export const meta = metaFromLoader;

export default function Roofing101({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, noteIcon } = loaderData;
  return (
    <>
      <PageHero {...page.hero} crumbs={crumbs}>
        <ButtonLink to={paths.scheduleInspection} size="lg">
          Schedule Free Inspection
        </ButtonLink>
        <ButtonLink to={paths.instantQuote} variant="outline-light" size="lg">
          Instant Quote
        </ButtonLink>
      </PageHero>

      <PageSection id="materials" intro={page.materials}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.materials.items.map((material) => (
            <li
              key={material.title}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card"
            >
              <h3 className="text-xl font-bold">{material.title}</h3>
              <p className="mt-3 text-3xl font-extrabold text-ember-700">
                {material.lifespan}
                <span className="sr-only"> typical lifespan</span>
              </p>
              <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase" aria-hidden="true">
                Typical lifespan
              </p>
              <p className="mt-4 leading-relaxed text-slate-600">{material.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="parts" intro={page.parts} tone="sand">
        <dl className="mt-10 grid gap-x-10 gap-y-6 md:grid-cols-2">
          {page.parts.items.map((part) => (
            <div key={part.term} className="border-l-4 border-ember-600 bg-white py-4 pr-5 pl-5 shadow-card">
              <dt className="text-lg font-bold text-navy-950">{part.term}</dt>
              <dd className="mt-1 leading-relaxed text-slate-600">{part.definition}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <RepairOrReplace id="repair-or-replace" content={page.repairOrReplace} />

      <PageSection id="maintenance" intro={page.maintenance} tone="navy">
        <CheckList items={page.maintenance.items} tone="dark" className="mt-10" />
      </PageSection>

      <PageSection id="climate" intro={page.climate} tone="sand">
        <FeatureCards cards={page.climate.cards} />
        <p className="mt-8 flex max-w-4xl gap-4 rounded-card bg-white p-6 leading-relaxed text-slate-700 shadow-card">
          <Icon node={noteIcon} className="mt-0.5 size-6 shrink-0 text-navy-700" />
          {page.climate.note}
        </p>
      </PageSection>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        primary={{ label: "Schedule Free Inspection", to: paths.scheduleInspection }}
      />
    </>
  );
}
