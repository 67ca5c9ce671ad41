import { ArrowRight, ClipboardCheck, Clock, MapPin, Phone, ShieldCheck, Users } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/home";
import { FaqList } from "~/components/faq-list";
import { ContactForm } from "~/components/forms/contact-form";
import { RatingsStrip } from "~/components/ratings-strip";
import { ReviewsPanel } from "~/components/reviews-panel";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard } from "~/components/service-card";
import { HERO_MEDIA, SitePicture } from "~/components/site-picture";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";
import { homeFaqsIn } from "~/content/faqs";
import { type HomeCopy, homeCopy } from "~/content/home";
import { drawingFor, homeHeroAltEs, homeHeroPhoto } from "~/content/images";
import { reviews } from "~/content/reviews";
import { serviceIn, services } from "~/content/services";
import type { Picture } from "~/lib/images/picture";
import { addressLine, site } from "~/content/site";
import { localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { ogImage, picture, serviceCards } from "~/lib/images/pictures.server";
import { paths } from "~/lib/paths";
import { isServiceValue } from "~/lib/schemas/options";
import { faqPageLd, roofingContractorLd, websiteLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** `/` in English and `/es` in Spanish: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const heroPhoto = homeHeroPhoto && locale === "es" ? { ...homeHeroPhoto, alt: homeHeroAltEs } : homeHeroPhoto;
  const { meta, ...copy } = homeCopy[locale];
  const faqs = homeFaqsIn[locale];
  const cards = services
    .filter((s) => s.inHeaderMenu)
    .map((s) => ({ ...serviceIn(s, locale), path: linkIn(s.path, locale) }));
  return {
    meta: pageMeta({
      ...meta,
      path: linkIn(paths.home, locale),
      jsonLd: [roofingContractorLd(locale), websiteLd(locale), faqPageLd(faqs, locale)],
      image: ogImage(heroPhoto),
    }),
    copy: {
      ...copy,
      popular: { ...copy.popular, links: copy.popular.links.map((l) => ({ ...l, path: linkIn(l.path, locale) })) },
    },
    links: { instantQuote: linkIn(paths.instantQuote, locale), serviceAreas: linkIn(paths.serviceAreas, locale) },
    hero: picture(heroPhoto, drawingFor.homeHero)!,
    serviceCards: serviceCards(cards, locale),
    reviews,
    faqs,
  };
}

export const meta = metaFromLoader;

/** The picture column: 1fr of 2.1 beside the text, in the page's 1280 px container. */
const HERO_SIZES = "(min-width: 1280px) 560px, 44vw";

const trustIcons = {
  users: Users,
  "shield-check": ShieldCheck,
  clock: Clock,
  "clipboard-check": ClipboardCheck,
} as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, links, reviews, faqs, hero, serviceCards } = loaderData;
  return (
    <>
      <Hero copy={copy.hero} picture={hero} instantQuote={links.instantQuote} />
      <section aria-labelledby="services-title" id="services" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading
            id="services-title"
            eyebrow={copy.services.eyebrow}
            title={copy.services.title}
            lead={copy.services.lead}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {serviceCards.map((card) => (
              <li key={card.service.id}>
                <ServiceCard {...card} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <RatingsStrip />

      <section aria-labelledby="testimonials-title" id="testimonials" className="section">
        <div className="container-page">
          <SectionHeading
            id="testimonials-title"
            eyebrow={copy.testimonials.eyebrow}
            title={copy.testimonials.title}
            lead={copy.testimonials.lead}
            align="center"
          />
          <div className="mt-10">
            <ReviewsPanel reviews={reviews} />
          </div>
        </div>
      </section>

      <About copy={copy.about} />

      <section aria-labelledby="popular-title" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading
            id="popular-title"
            eyebrow={copy.popular.eyebrow}
            title={copy.popular.title}
            lead={copy.popular.lead}
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {copy.popular.links.map((item) => (
              <li key={item.label}>
                <Link
                  to={item.path}
                  prefetch="intent"
                  className="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-card transition hover:border-ember-500"
                >
                  <span>
                    <span className="block font-semibold text-navy-950">{item.label}</span>
                    <span className="mt-1 block text-sm text-slate-600">{item.county}</span>
                  </span>
                  <Icon
                    node={ArrowRight}
                    className="size-5 shrink-0 text-ember-600 transition group-hover:icon-nudged"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link
              to={links.serviceAreas}
              className="font-semibold text-navy-800 underline underline-offset-2 hover:text-ember-700"
            >
              {copy.popular.allCities}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading
            id="faq-title"
            eyebrow={copy.faq.eyebrow}
            title={copy.faq.title}
            lead={
              <>
                {copy.faq.leadBeforePhone}{" "}
                <a href={`tel:${site.phone.e164}`} className="font-semibold text-navy-900 underline">
                  {site.phone.display}
                </a>{" "}
                {copy.faq.leadAfterPhone}
              </>
            }
          />
          <FaqList faqs={faqs} name="home-faq" />
        </div>
      </section>

      <Contact copy={copy.contact} />
    </>
  );
}

function Hero({ copy, picture, instantQuote }: { copy: HomeCopy["hero"]; picture: Picture; instantQuote: string }) {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden bg-navy-950 text-white">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="eyebrow text-ember-300">{copy.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
          >
            {copy.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-100 sm:text-xl">{copy.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonAnchor href="#contact" size="lg">
              {copy.freeQuote}
            </ButtonAnchor>
            <ButtonLink to={instantQuote} variant="outline-light" size="lg">
              {copy.instantQuote}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100">
            <li className="flex items-center gap-2">
              <Icon node={ShieldCheck} className="size-4 text-ember-300" /> {copy.badges.license}
            </li>
            <li className="flex items-center gap-2">
              <Icon node={Clock} className="size-4 text-ember-300" /> {copy.badges.emergency}
            </li>
            <li className="flex items-center gap-2">
              <Icon node={ClipboardCheck} className="size-4 text-ember-300" /> {copy.badges.inspections}
            </li>
          </ul>
        </div>
        {/* Only wide screens show (and download) the picture; phones get the text first. */}
        <div className="hidden lg:block">
          <SitePicture
            picture={picture}
            sizes={HERO_SIZES}
            media={HERO_MEDIA}
            priority
            className="aspect-[4/3] h-auto w-full rounded-2xl object-cover shadow-lift"
          />
        </div>
      </div>
    </section>
  );
}

function About({ copy }: { copy: HomeCopy["about"] }) {
  return (
    <section aria-labelledby="about-title" id="about" className="section bg-navy-950 text-navy-100">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-title" eyebrow={copy.eyebrow} tone="light" title={copy.title} lead={copy.lead} />
          <p className="mt-6 max-w-xl leading-relaxed">{copy.body}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {copy.trustPoints.map((point) => {
            return (
              <li key={point.title} className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
                <Icon node={trustIcons[point.icon]} className="size-8 text-ember-400" />
                <h3 className="mt-4 text-lg font-bold text-white">{point.title}</h3>
                <p className="mt-2 text-sm leading-relaxed">{point.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Contact({ copy }: { copy: HomeCopy["contact"] }) {
  const [params] = useSearchParams();
  const preset = params.get("service");
  return (
    <section aria-labelledby="contact-title" id="contact" className="section bg-sand-100">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading id="contact-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <ul className="mt-8 space-y-5">
            <li className="flex gap-4">
              <Icon node={Phone} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">{copy.callUs}</span>
                <a
                  href={`tel:${site.phone.e164}`}
                  className="text-lg font-bold text-navy-900 underline-offset-2 hover:underline"
                >
                  {site.phone.display}
                </a>
                <span className="block text-sm text-slate-600">{copy.sameNumber}</span>
              </span>
            </li>
            <li className="flex gap-4">
              <Icon node={MapPin} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">{copy.visitOffice}</span>
                <span className="text-slate-700">{addressLine}</span>
              </span>
            </li>
            <li className="flex gap-4">
              <Icon node={Clock} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">{copy.officeHours}</span>
                <span className="text-slate-700">{copy.hours}</span>
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-card bg-white p-6 shadow-lift sm:p-8">
          <ContactForm
            key={preset}
            service={isServiceValue(preset) ? preset : undefined}
            fromInstantQuote={params.get("from") === "instant-quote"}
          />
        </div>
      </div>
    </section>
  );
}
