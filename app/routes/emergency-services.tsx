import type { Route } from "./+types/emergency-services";
import { CallButton } from "~/components/phone-link";
import { CheckList } from "~/components/service-page/check-list";
import { ExploreServices } from "~/components/service-page/explore-services";
import { FaqSection } from "~/components/service-page/faq-section";
import { FeatureCards } from "~/components/service-page/feature-cards";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { PhoneBanner } from "~/components/service-page/phone-banner";
import { ProcessSteps } from "~/components/service-page/process-steps";
import { ButtonLink } from "~/components/ui/button";
import { emergencyServicesCopy } from "~/content/pages/emergency-services.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { servicePageData } from "~/lib/service-page.server";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/emergency-services` and `/es/servicio-de-emergencia`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo: _seo, ...page } = emergencyServicesCopy[locale];
  return { ...servicePageData(emergencyServicesCopy[locale], locale), page };
}

export const meta = metaFromLoader;

export default function EmergencyServices({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, heroImage, otherServices, links } = loaderData;
  const t = useUiText().pageParts;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs} image={heroImage}>
        <CallButton label={t.callNow} size="lg" />
        <ButtonLink to={links.quote} variant="outline-light" size="lg">
          {page.action}
        </ButtonLink>
      </PageHero>

      <PhoneBanner id="always-open" title={page.banner.title} text={page.banner.text} />

      <PageSection id="emergency-services" intro={page.services}>
        <CheckList items={page.services.items} className="mt-10" />
      </PageSection>

      <PageSection id="when-to-call" intro={page.whenToCall} tone="navy">
        <CheckList items={page.whenToCall.items} tone="plain-dark" columns={3} className="mt-10" />
      </PageSection>

      <PageSection id="process" intro={page.process}>
        <ProcessSteps steps={page.process.steps} />
      </PageSection>

      <PageSection id="features" intro={page.features} tone="sand">
        <FeatureCards cards={page.features.cards} />
      </PageSection>

      <FaqSection id="emergency-faq" section={page.faq} />

      <PhoneBanner id="emergency-line" title={page.cta.title} text={page.cta.text} size="cta" />

      <ExploreServices services={otherServices} />
    </>
  );
}
