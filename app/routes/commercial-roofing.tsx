import type { Route } from "./+types/commercial-roofing";
import { CtaBand } from "~/components/cta-band";
import { CallButton } from "~/components/phone-link";
import { CheckList } from "~/components/service-page/check-list";
import { ExploreServices } from "~/components/service-page/explore-services";
import { FaqSection } from "~/components/service-page/faq-section";
import { FeatureCards } from "~/components/service-page/feature-cards";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { ProcessSteps } from "~/components/service-page/process-steps";
import { ProjectGallery } from "~/components/service-page/project-gallery";
import { ButtonLink } from "~/components/ui/button";
import { commercialRoofingCopy } from "~/content/pages/commercial-roofing.server";
import { commercialProjects, projectsIn } from "~/content/projects";
import { localeOfUrl } from "~/lib/i18n/locale";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { projectCards, servicePageData } from "~/lib/service-page.server";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/commercial-roofing` and `/es/techos-comerciales`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo: _seo, ...page } = commercialRoofingCopy[locale];
  return {
    ...servicePageData(commercialRoofingCopy[locale], locale),
    page,
    projects: projectCards(projectsIn(commercialProjects, locale)),
  };
}

export const meta = metaFromLoader;

export default function CommercialRoofing({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, heroImage, otherServices, projects, links } = loaderData;
  const t = useUiText().pageParts;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs} image={heroImage}>
        <ButtonLink to={links.quote} size="lg">
          {page.action}
        </ButtonLink>
        <CallButton label={t.call} variant="outline-light" size="lg" />
      </PageHero>

      <PageSection id="systems" intro={page.systems}>
        <CheckList items={page.systems.items} className="mt-10" />
      </PageSection>

      <PageSection id="services" intro={page.services} tone="navy">
        <CheckList items={page.services.items} tone="dark" columns={3} className="mt-10" />
      </PageSection>

      <PageSection id="process" intro={page.process} tone="sand">
        <ProcessSteps steps={page.process.steps} />
      </PageSection>

      <PageSection id="projects" intro={page.gallery}>
        <ProjectGallery projects={projects} />
      </PageSection>

      <PageSection id="trust" intro={page.trust} tone="sand">
        <FeatureCards cards={page.trust.cards} />
      </PageSection>

      <FaqSection id="commercial-faq" section={page.faq} />

      <CtaBand title={page.cta.title} text={page.cta.text} primary={{ label: page.action, to: links.quote }} />

      <ExploreServices services={otherServices} />
    </>
  );
}
