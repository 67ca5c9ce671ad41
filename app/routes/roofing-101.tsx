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
import { roofing101Copy, roofing101Words } from "~/content/pages/roofing-101.server";
import { uiText } from "~/content/ui-text.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { paths } from "~/lib/paths";
import { breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/roofing-101` and `/es/techado-101`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo, ...page } = roofing101Copy[locale];
  const path = linkIn(paths.roofing101, locale);
  const home = { name: uiText[locale].pageParts.home, path: linkIn(paths.home, locale) };
  const crumbs = [{ name: page.hero.eyebrow, path }];
  return {
    meta: pageMeta({ ...seo, path, jsonLd: [breadcrumbLd(crumbs, home)] }),
    home: home.path,
    crumbs,
    page,
    words: roofing101Words[locale],
    links: {
      scheduleInspection: linkIn(paths.scheduleInspection, locale),
      instantQuote: linkIn(paths.instantQuote, locale),
    },
    // Icons travel as data: an icon imported by a component ships in every page's script.
    noteIcon: Landmark,
  };
}

export const meta = metaFromLoader;

export default function Roofing101({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, words, links, noteIcon } = loaderData;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs}>
        <ButtonLink to={links.scheduleInspection} size="lg">
          {words.scheduleInspection}
        </ButtonLink>
        <ButtonLink to={links.instantQuote} variant="outline-light" size="lg">
          {words.instantQuote}
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
                <span className="sr-only">{words.lifespanAfter}</span>
              </p>
              <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase" aria-hidden="true">
                {words.lifespan}
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
        primary={{ label: words.scheduleInspection, to: links.scheduleInspection }}
      />
    </>
  );
}
