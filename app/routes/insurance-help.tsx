import { Clock, Phone, Scale } from "lucide";
import type { Route } from "./+types/insurance-help";
import { CallButton, PhoneLink } from "~/components/phone-link";
import { SectionHeading } from "~/components/section-heading";
import { CheckList } from "~/components/service-page/check-list";
import { ExploreServices } from "~/components/service-page/explore-services";
import { FaqSection } from "~/components/service-page/faq-section";
import { FeatureCards } from "~/components/service-page/feature-cards";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { ProcessSteps } from "~/components/service-page/process-steps";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { insuranceHelpCopy } from "~/content/pages/insurance-help.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { servicePageData } from "~/lib/service-page.server";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/insurance-help` and `/es/ayuda-con-el-seguro`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo: _seo, ...page } = insuranceHelpCopy[locale];
  return {
    ...servicePageData(insuranceHelpCopy[locale], locale),
    page,
    // Icons travel as data: an icon imported by a component ships in every page's script.
    limitsIcon: Scale,
  };
}

export const meta = metaFromLoader;

export default function InsuranceHelp({ loaderData }: Route.ComponentProps) {
  const { page, home, crumbs, heroImage, otherServices, limitsIcon, links } = loaderData;
  const t = useUiText().pageParts;
  const contact = page.contact;
  return (
    <>
      <PageHero {...page.hero} home={home} crumbs={crumbs} image={heroImage}>
        <ButtonAnchor href="#contact" size="lg">
          {page.action}
        </ButtonAnchor>
        <CallButton label={t.call} variant="outline-light" size="lg" />
      </PageHero>

      <PageSection id="benefits" intro={page.benefits}>
        <FeatureCards cards={page.benefits.cards} />
      </PageSection>

      <PageSection id="process" intro={page.process} tone="sand">
        <ProcessSteps steps={page.process.steps} />
      </PageSection>

      <PageSection id="claim-types" intro={page.claimTypes}>
        <CheckList items={page.claimTypes.items} columns={3} className="mt-10" />
      </PageSection>

      <PageSection id="numbers" intro={page.numbers} tone="navy">
        <CheckList items={page.numbers.items} tone="dark" columns={3} className="mt-10" />
        <aside
          aria-labelledby="limits-title"
          className="mt-10 flex gap-4 rounded-card border border-white/15 bg-navy-900 p-6 sm:p-7"
        >
          <Icon node={limitsIcon} className="mt-1 size-7 shrink-0 text-ember-300" />
          <div>
            <h3 id="limits-title" className="text-lg font-bold text-white">
              {page.limits.title}
            </h3>
            <p className="mt-2 max-w-4xl leading-relaxed">{page.limits.text}</p>
          </div>
        </aside>
      </PageSection>

      <FaqSection id="insurance-faq" section={page.faq} />

      <section aria-labelledby="contact-title" id="contact" className="section bg-sand-100">
        <div className="container-page grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <SectionHeading id="contact-title" eyebrow={contact.eyebrow} title={page.cta.title} lead={page.cta.text} />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={links.instantQuote} size="lg">
                {contact.action}
              </ButtonLink>
              <CallButton label={t.call} variant="outline" size="lg" />
            </div>
          </div>
          <ul className="space-y-5 rounded-card bg-white p-7 shadow-card">
            <li className="flex gap-4">
              <Icon node={Phone} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">{contact.callUs}</span>
                <PhoneLink className="text-lg font-bold text-navy-900 underline-offset-2 hover:underline" />
                <span className="block text-sm text-slate-600">{contact.activeLeaks}</span>
              </span>
            </li>
            <li className="flex gap-4">
              <Icon node={Clock} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">{contact.officeHours}</span>
                <span className="text-slate-700">{contact.hours}</span>
              </span>
            </li>
          </ul>
        </div>
      </section>

      <ExploreServices services={otherServices} />
    </>
  );
}
