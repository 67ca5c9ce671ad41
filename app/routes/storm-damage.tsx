import type { Route } from "./+types/storm-damage";
import { CtaBand } from "~/components/cta-band";
import { CallButton } from "~/components/phone-link";
import { CheckList } from "~/components/service-page/check-list";
import { ExploreServices } from "~/components/service-page/explore-services";
import { FaqSection } from "~/components/service-page/faq-section";
import { FeatureCards } from "~/components/service-page/feature-cards";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { PhoneBanner } from "~/components/service-page/phone-banner";
import { ProcessSteps } from "~/components/service-page/process-steps";
import { ProjectGallery } from "~/components/service-page/project-gallery";
import { ButtonLink } from "~/components/ui/button";
import { stormDamageCopy } from "~/content/pages/storm-damage.server";
import { stormProjects, projectsIn } from "~/content/projects";
import { localeOfUrl } from "~/lib/i18n/locale";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { projectCards, servicePageData } from "~/lib/service-page.server";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/storm-damage` and `/es/danos-por-tormenta`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo: _seo, ...page } = stormDamageCopy[locale];
  return {
    ...servicePageData(stormDamageCopy[locale], locale),
    page,
    projects: projectCards(projectsIn(stormProjects, locale)),
  };
}

export const meta = metaFromLoader;

export default function StormDamage({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, heroImage, otherServices, projects, links } = loaderData;
  const t = useUiText().pageParts;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs} image={heroImage}>
        <ButtonLink to={links.scheduleInspection} size="lg">
          {page.action}
        </ButtonLink>
        <CallButton label={t.call} variant="outline-light" size="lg" />
      </PageHero>

      <PhoneBanner id="storm-emergency" title={page.banner.title} text={page.banner.text} label={t.callNow} />

      <PageSection id="signs" intro={page.signs}>
        <CheckList items={page.signs.items} columns={3} className="mt-10" />
      </PageSection>

      <PageSection id="process" intro={page.process} tone="sand">
        <ProcessSteps steps={page.process.steps} />
      </PageSection>

      <PageSection id="prepare" intro={page.prepare} tone="navy">
        <CheckList items={page.prepare.items} tone="dark" columns={3} className="mt-10" />
      </PageSection>

      <PageSection id="projects" intro={page.gallery}>
        <ProjectGallery projects={projects} />
      </PageSection>

      <PageSection id="trust" intro={page.trust} tone="sand">
        <FeatureCards cards={page.trust.cards} />
      </PageSection>

      <FaqSection id="storm-faq" section={page.faq} />

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        primary={{ label: page.action, to: links.scheduleInspection }}
      />

      <ExploreServices services={otherServices} />
    </>
  );
}
