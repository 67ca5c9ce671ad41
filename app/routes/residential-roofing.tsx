import type { Route } from "./+types/residential-roofing";
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
import { residentialRoofingPage } from "~/content/pages/residential-roofing.server";
import { residentialProjects } from "~/content/projects";
import { paths } from "~/lib/paths";
import { projectCards, servicePageData } from "~/lib/service-page.server";
import { metaFromLoader } from "~/lib/seo/route-meta";

export function loader() {
  const { seo: _seo, ...page } = residentialRoofingPage;
  return { ...servicePageData(residentialRoofingPage), page, projects: projectCards(residentialProjects) };
}

export const meta = metaFromLoader;

export default function ResidentialRoofing({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, heroImage, otherServices, projects } = loaderData;
  return (
    <>
      <PageHero {...page.hero} crumbs={crumbs} image={heroImage}>
        <ButtonLink to={paths.contact} size="lg">
          Get Free Quote
        </ButtonLink>
        <CallButton variant="outline-light" size="lg" />
      </PageHero>

      <PageSection id="systems" intro={page.systems}>
        <CheckList items={page.systems.items} columns={3} className="mt-10" />
      </PageSection>

      <PageSection id="included" intro={page.included} tone="navy">
        <CheckList items={page.included.items} tone="plain-dark" className="mt-10" />
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

      <FaqSection id="residential-faq" section={page.faq} />

      <CtaBand title={page.cta.title} text={page.cta.text} />

      <ExploreServices services={otherServices} />
    </>
  );
}
