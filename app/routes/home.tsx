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
import { homeFaqs } from "~/content/faqs";
import { popularByLocation, trustPoints } from "~/content/home";
import { homeHeroPhoto, drawingFor } from "~/content/images";
import { reviews } from "~/content/reviews";
import { services } from "~/content/services";
import type { Picture } from "~/lib/images/picture";
import { addressLine, site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import { ogImage, picture, serviceCards } from "~/lib/images/pictures.server";
import { paths } from "~/lib/paths";
import { isServiceValue } from "~/lib/schemas/options";
import { faqPageLd, roofingContractorLd, websiteLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

export function loader() {
  return {
    meta: pageMeta({
      title: `Tampa Bay Roofing Contractor Since ${site.founded} | ${site.name}`,
      description: `Family-owned roofers serving Tampa Bay for ${yearsInBusiness}+ years: roof replacement, repair, storm damage and free inspections. Licensed ${site.license}. Call ${site.phone.display}.`,
      path: paths.home,
      jsonLd: [roofingContractorLd(), websiteLd(), faqPageLd(homeFaqs)],
      image: ogImage(homeHeroPhoto),
    }),
    hero: picture(homeHeroPhoto, drawingFor.homeHero)!,
    serviceCards: serviceCards(services.filter((s) => s.inHeaderMenu)),
    reviews,
    faqs: homeFaqs,
    trustPoints,
    popular: popularByLocation,
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
  const { reviews, faqs, trustPoints, popular, hero, serviceCards } = loaderData;
  return (
    <>
      <Hero picture={hero} />
      <section aria-labelledby="services-title" id="services" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading
            id="services-title"
            eyebrow="What we do"
            title="Roofing services for every Tampa Bay home and business"
            lead="From a single cracked tile to a full commercial re-roof, one local crew handles the inspection, the permit, the work and the warranty."
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
            eyebrow="Testimonials"
            title="What our neighbors say"
            lead="Real words from homeowners and business owners across Hillsborough, Pasco and Pinellas counties."
            align="center"
          />
          <div className="mt-10">
            <ReviewsPanel reviews={reviews} />
          </div>
        </div>
      </section>

      <About trustPoints={trustPoints} />

      <section aria-labelledby="popular-title" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading
            id="popular-title"
            eyebrow="Local service"
            title="Popular services by location"
            lead="We work across the whole Tampa Bay area. These are the jobs our neighbors ask for most."
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {popular.map((item) => (
              <li key={item.label}>
                <Link
                  to={item.path}
                  prefetch="intent"
                  className="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-card transition hover:border-ember-500"
                >
                  <span>
                    <span className="block font-semibold text-navy-950">{item.label}</span>
                    <span className="mt-1 block text-sm text-slate-600">{item.county} County</span>
                  </span>
                  <Icon
                    node={ArrowRight}
                    className="size-5 shrink-0 text-ember-600 transition group-hover:translate-x-1"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link
              to={paths.serviceAreas}
              className="font-semibold text-navy-800 underline underline-offset-2 hover:text-ember-700"
            >
              See all the cities we serve
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Questions homeowners ask us"
            lead={
              <>
                Something else on your mind? Call{" "}
                <a href={`tel:${site.phone.e164}`} className="font-semibold text-navy-900 underline">
                  {site.phone.display}
                </a>{" "}
                and talk to a roofer, not a call center.
              </>
            }
          />
          <FaqList faqs={faqs} name="home-faq" />
        </div>
      </section>

      <Contact />
    </>
  );
}

function Hero({ picture }: { picture: Picture }) {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden bg-navy-950 text-white">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="eyebrow text-ember-300">
            Family-owned · {site.serviceRegion} · Since {site.founded}
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
          >
            {site.serviceRegion}'s trusted family roofers for {yearsInBusiness}+ years
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-100 sm:text-xl">
            Roof replacement, repair and storm damage for homes and businesses from Odessa to St. Petersburg. Free
            inspections with a written report, a crew on call around the clock, and financing that fits.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonAnchor href="#contact" size="lg">
              Get Free Quote
            </ButtonAnchor>
            <ButtonLink to={paths.instantQuote} variant="outline-light" size="lg">
              Instant Quote in 60 Seconds
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100">
            <li className="flex items-center gap-2">
              <Icon node={ShieldCheck} className="size-4 text-ember-300" /> License {site.license}
            </li>
            <li className="flex items-center gap-2">
              <Icon node={Clock} className="size-4 text-ember-300" /> 24/7 emergency service
            </li>
            <li className="flex items-center gap-2">
              <Icon node={ClipboardCheck} className="size-4 text-ember-300" /> Free inspections
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

function About({ trustPoints }: { trustPoints: Route.ComponentProps["loaderData"]["trustPoints"] }) {
  return (
    <section aria-labelledby="about-title" id="about" className="section bg-navy-950 text-navy-100">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            tone="light"
            title={`A Tampa Bay family business since ${site.founded}`}
            lead={`We started with one truck in Odessa. ${yearsInBusiness}+ years and thousands of roofs later, we still quote every job ourselves, still answer our own phone, and still stand behind every roof we put on.`}
          />
          <p className="mt-6 max-w-xl leading-relaxed">
            Our crews are our own employees, trained on the Florida Building Code's high-wind requirements and the
            manufacturers' installation standards that keep warranties valid. We pull the permits, pass the inspections
            and leave your property clean.
          </p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {trustPoints.map((point) => {
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

function Contact() {
  const [params] = useSearchParams();
  const preset = params.get("service");
  return (
    <section aria-labelledby="contact-title" id="contact" className="section bg-sand-100">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            title="Get your free quote"
            lead="Tell us about your roof and we will call you back, usually the same business day."
          />
          <ul className="mt-8 space-y-5">
            <li className="flex gap-4">
              <Icon node={Phone} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">Call us</span>
                <a
                  href={`tel:${site.phone.e164}`}
                  className="text-lg font-bold text-navy-900 underline-offset-2 hover:underline"
                >
                  {site.phone.display}
                </a>
                <span className="block text-sm text-slate-600">{site.emergency.display} on the same number</span>
              </span>
            </li>
            <li className="flex gap-4">
              <Icon node={MapPin} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">Visit our office</span>
                <span className="text-slate-700">{addressLine}</span>
              </span>
            </li>
            <li className="flex gap-4">
              <Icon node={Clock} className="mt-1 size-6 shrink-0 text-ember-600" />
              <span>
                <span className="block font-semibold text-navy-950">Office hours</span>
                <span className="text-slate-700">{site.hours.display}</span>
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
