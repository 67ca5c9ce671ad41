import { CircleCheck } from "lucide";
import type { Route } from "./+types/roof-inspection";
import { CtaBand } from "~/components/cta-band";
import { CallButton } from "~/components/phone-link";
import { SectionHeading } from "~/components/section-heading";
import { CheckList } from "~/components/service-page/check-list";
import { ExploreServices } from "~/components/service-page/explore-services";
import { FaqSection } from "~/components/service-page/faq-section";
import { FeatureCards } from "~/components/service-page/feature-cards";
import { GroupedChecklist } from "~/components/service-page/grouped-checklist";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { roofInspectionCopy } from "~/content/pages/roof-inspection.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { servicePageData } from "~/lib/service-page.server";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/roof-inspection` and `/es/inspeccion-de-techos`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo: _seo, ...page } = roofInspectionCopy[locale];
  return { ...servicePageData(roofInspectionCopy[locale], locale), page };
}

export const meta = metaFromLoader;

export default function RoofInspection({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, heroImage, otherServices, links } = loaderData;
  const t = useUiText().pageParts;
  const free = page.freeInspection;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs} image={heroImage}>
        <ButtonLink to={links.scheduleInspection} size="lg">
          {page.action}
        </ButtonLink>
        <CallButton label={t.call} variant="outline-light" size="lg" />
      </PageHero>

      <div className="section">
        <div className="container-page grid items-start gap-12 lg:grid-cols-[1fr_1.4fr]">
          <section
            aria-labelledby="free-inspection-title"
            className="rounded-card bg-navy-950 p-7 text-navy-100 shadow-lift sm:p-9"
          >
            <p className="eyebrow text-ember-300">{free.eyebrow}</p>
            <h2 id="free-inspection-title" className="mt-2 text-2xl font-bold text-white sm:text-3xl">
              {free.title}
            </h2>
            <p className="mt-5 flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <span className="text-5xl font-extrabold text-white">$0</span>
              <span className="text-navy-200">{free.value}</span>
            </p>
            <p className="mt-4 leading-relaxed">{free.text}</p>
            <ul className="mt-6 space-y-3">
              {free.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-ember-400" />
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink to={links.scheduleInspection} size="lg" className="mt-8 w-full">
              {page.action}
            </ButtonLink>
          </section>
          <section aria-labelledby="receive-title">
            <SectionHeading
              id="receive-title"
              eyebrow={page.receive.eyebrow}
              title={page.receive.title}
              lead={page.receive.lead}
            />
            <CheckList items={page.receive.items} className="mt-8" />
          </section>
        </div>
      </div>

      <PageSection id="checklist" intro={page.checklist} tone="sand">
        <GroupedChecklist groups={page.checklist.groups} />
      </PageSection>

      <PageSection id="when" intro={page.whenToSchedule}>
        <CheckList items={page.whenToSchedule.items} columns={4} className="mt-10" />
      </PageSection>

      <PageSection id="features" intro={page.features} tone="navy">
        <FeatureCards cards={page.features.cards} tone="dark" />
      </PageSection>

      <FaqSection id="inspection-faq" section={page.faq} />

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        primary={{ label: page.action, to: links.scheduleInspection }}
      />

      <ExploreServices services={otherServices} />
    </>
  );
}
