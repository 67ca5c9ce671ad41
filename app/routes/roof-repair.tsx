import type { Route } from "./+types/roof-repair";
import { CtaBand } from "~/components/cta-band";
import { CallButton } from "~/components/phone-link";
import { CheckList } from "~/components/service-page/check-list";
import { ExploreServices } from "~/components/service-page/explore-services";
import { FaqSection } from "~/components/service-page/faq-section";
import { FeatureCards } from "~/components/service-page/feature-cards";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { ProcessSteps } from "~/components/service-page/process-steps";
import { RepairOrReplace } from "~/components/service-page/repair-or-replace";
import { ButtonLink } from "~/components/ui/button";
import { roofRepairCopy } from "~/content/pages/roof-repair.server";
import { repairOrReplaceIn } from "~/content/pages/shared.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { servicePageData } from "~/lib/service-page.server";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/roof-repair` and `/es/reparacion-de-techos`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo: _seo, ...page } = roofRepairCopy[locale];
  return { ...servicePageData(roofRepairCopy[locale], locale), page, repairOrReplace: repairOrReplaceIn[locale] };
}

export const meta = metaFromLoader;

export default function RoofRepair({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, heroImage, otherServices, repairOrReplace, links } = loaderData;
  const t = useUiText().pageParts;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs} image={heroImage}>
        <ButtonLink to={links.quote} size="lg">
          {page.action}
        </ButtonLink>
        <CallButton label={t.call} variant="outline-light" size="lg" />
      </PageHero>

      <PageSection id="repairs" intro={page.repairs}>
        <CheckList items={page.repairs.items} className="mt-10" />
      </PageSection>

      <PageSection id="signs" intro={page.signs} tone="navy">
        <CheckList items={page.signs.items} tone="plain-dark" columns={3} className="mt-10" />
      </PageSection>

      <RepairOrReplace id="repair-or-replace" content={repairOrReplace} tone="sand" />

      <PageSection id="process" intro={page.process}>
        <ProcessSteps steps={page.process.steps} />
      </PageSection>

      <PageSection id="trust" intro={page.trust} tone="sand">
        <FeatureCards cards={page.trust.cards} />
      </PageSection>

      <FaqSection id="repair-faq" section={page.faq} />

      <CtaBand title={page.cta.title} text={page.cta.text} primary={{ label: page.action, to: links.quote }} />

      <ExploreServices services={otherServices} />
    </>
  );
}
