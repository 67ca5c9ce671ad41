import { Building2, CheckCircle2, House, MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import { data, Link } from "react-router";
import type { Route } from "./+types/city";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { FaqList } from "~/components/faq-list";
import { SectionHeading } from "~/components/section-heading";
import { ServiceCard } from "~/components/service-card";
import { HERO_MEDIA, SitePicture } from "~/components/site-picture";
import { CallButton } from "~/components/phone-link";
import { ButtonLink } from "~/components/ui/button";
import { type CitySlug, cityFromPath, findCity } from "~/content/cities";
import { locatedCity } from "~/content/city-locations";
import { cityProfileIn } from "~/content/city-profiles.server";
import { cityPageWords } from "~/content/pages/city.server";
import { serviceAreasWords } from "~/content/pages/service-areas.server";
import { uiText } from "~/content/ui-text.server";
import { serviceIn, services } from "~/content/services";
import { cn } from "~/lib/cn";
import { localeOfPath } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { ogImage, picture, serviceCards } from "~/lib/images/pictures.server";
import { mapEmbedUrl } from "~/lib/map-embed.server";
import { pagePathOf, paths } from "~/lib/paths";
import { breadcrumbLd, cityBusinessLd, faqPageLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** The picture column: 1fr of 2.2 beside the text, in the page's 1280 px container. */
const CITY_HERO_SIZES = "(min-width: 1280px) 535px, 41vw";

/**
 * One module renders all the city pages, in both languages (`/roofing-tampa-fl`,
 * `/es/techos-tampa-fl`); the route table gives each its own path.
 */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = pagePathOf(url);
  const found = cityFromPath(pathname);
  if (!found) throw data(null, { status: 404 });
  const locale = localeOfPath(pathname);
  const city = locatedCity(found.slug as CitySlug);
  const path = linkIn(city.path, locale);
  const profile = cityProfileIn(city.slug as CitySlug, locale);
  const { nearby: nearbyWords, seo, ...words } = cityPageWords[locale](city);
  const nearby = profile.nearby.flatMap((slug) => {
    const c = findCity(slug);
    return c ? [{ label: nearbyWords.link(c.name), path: linkIn(c.path, locale) }] : [];
  });
  const home = { name: uiText[locale].pageParts.home, path: linkIn(paths.home, locale) };
  const crumbs = [
    { name: serviceAreasWords[locale].crumb, path: linkIn(paths.serviceAreas, locale) },
    { name: `${city.name}, FL`, path },
  ];
  const meta = pageMeta({
    title: seo.title,
    description: seo.description,
    path,
    keywords: [...seo.keywords, ...profile.keywords],
    image: ogImage(profile.photo),
    jsonLd: [cityBusinessLd(city, path), faqPageLd(profile.faqs, locale), breadcrumbLd(crumbs, home)],
  });
  // What the page shows of the profile: its keywords and nearby cities went into the head and the links.
  const { photo, keywords: _keywords, nearby: _nearby, ...copy } = profile;
  return {
    meta,
    words,
    nearbyTitle: nearbyWords.title,
    allAreas: { label: nearbyWords.all, path: crumbs[0]!.path },
    home: home.path,
    crumbs: [crumbs[0]!, { name: city.name, path }],
    profile: copy,
    photo: picture(photo),
    serviceCards: serviceCards(
      services.map((s) => ({ ...serviceIn(s, locale), path: linkIn(s.path, locale) })),
      locale,
    ),
    links: {
      quote: linkIn(paths.contact, locale),
      residential: linkIn(paths.residentialRoofing, locale),
      commercial: linkIn(paths.commercialRoofing, locale),
    },
    nearby,
    mapSrc: mapEmbedUrl(`${city.name}, FL`, locale),
  };
}

export const meta = metaFromLoader;

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { words, profile, photo, serviceCards, nearby, nearbyTitle, allAreas, links, mapSrc } = loaderData;
  const t = useUiText().pageParts;

  return (
    <>
      <section id="hero" aria-labelledby="city-title" className="bg-navy-950 text-white">
        <div
          className={cn("container-page py-14 sm:py-20", photo && "grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]")}
        >
          <div>
            <Breadcrumbs crumbs={loaderData.crumbs} home={loaderData.home} />
            <p className="eyebrow mt-6 flex items-center gap-2 text-ember-300">
              <Icon node={MapPin} className="size-4" /> {words.county} · {words.distance}
            </p>
            <h1 id="city-title" className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
              {words.title}
            </h1>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">{profile.headline}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={links.quote} size="lg">
                {t.getFreeQuote}
              </ButtonLink>
              <CallButton label={t.call} variant="outline-light" size="lg" />
            </div>
          </div>
          {photo ? (
            <div className="hidden lg:block">
              <SitePicture
                picture={photo}
                sizes={CITY_HERO_SIZES}
                media={HERO_MEDIA}
                priority
                className="aspect-[10/7] h-auto w-full rounded-2xl object-cover shadow-lift ring-1 ring-white/10"
              />
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="city-services-title" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading id="city-services-title" eyebrow={words.services.eyebrow} title={words.services.title} />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <article className="rounded-card border border-slate-200 bg-white p-7 shadow-card">
              <Icon node={House} className="size-9 text-ember-600" />
              <h3 className="mt-4 text-2xl font-bold">{words.residential.title}</h3>
              <p className="mt-3 text-slate-600">{words.residential.text}</p>
              <Link
                to={links.residential}
                className="mt-5 inline-block font-semibold text-navy-800 underline underline-offset-2 hover:text-ember-700"
              >
                {words.residential.link}
              </Link>
            </article>
            <article className="rounded-card border border-slate-200 bg-white p-7 shadow-card">
              <Icon node={Building2} className="size-9 text-ember-600" />
              <h3 className="mt-4 text-2xl font-bold">{words.commercial.title}</h3>
              <p className="mt-3 text-slate-600">{words.commercial.text}</p>
              <Link
                to={links.commercial}
                className="mt-5 inline-block font-semibold text-navy-800 underline underline-offset-2 hover:text-ember-700"
              >
                {words.commercial.link}
              </Link>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="city-about-title" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div className="prose-roof">
            <h2 id="city-about-title" className="!mt-0">
              {words.about.title}
            </h2>
            {profile.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <h3>{words.about.housing}</h3>
            <p>{profile.housing}</p>
            <h3>{words.about.weather}</h3>
            <p>{profile.stormExposure}</p>
            <h3>{words.about.permits}</h3>
            <p>{profile.localNotes}</p>
          </div>
          <aside aria-labelledby="why-title" className="h-fit rounded-card bg-navy-950 p-7 text-navy-100">
            <h2 id="why-title" className="text-2xl font-bold text-white">
              {words.why.title}
            </h2>
            <ul className="mt-5 space-y-4">
              {[...profile.whyChoose, words.why.family].map((reason) => (
                <li key={reason} className="flex gap-3">
                  <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-ember-400" />
                  <span>{reason}</span>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 font-bold text-white">{words.why.neighborhoods}</h3>
            <p className="mt-2 text-sm leading-relaxed">{profile.neighborhoods.join(" · ")}</p>
            <p className="mt-4 text-sm">
              {words.why.zipCodes}: {profile.zipCodes.join(", ")}
            </p>
          </aside>
        </div>
      </section>

      <section aria-labelledby="map-title" className="bg-sand-50 py-16">
        <div className="container-page">
          <h2 id="map-title" className="section-title">
            {words.map.title}
          </h2>
          <iframe
            title={words.map.frame}
            src={mapSrc}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            height={450}
            className="mt-8 h-[450px] w-full rounded-card border border-slate-200 bg-navy-50"
          />
        </div>
      </section>

      <section aria-labelledby="city-faq-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="city-faq-title" eyebrow={t.faqEyebrow} title={words.faqTitle} />
          <FaqList faqs={profile.faqs} name="city-faq" />
        </div>
      </section>

      <section aria-labelledby="related-title" className="border-t border-slate-200 py-12">
        <div className="container-page">
          <h2 id="related-title" className="text-xl font-bold">
            {nearbyTitle}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {nearby.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  prefetch="intent"
                  className="inline-block rounded-full border border-slate-300 px-4 py-2 font-medium text-navy-900 hover:border-ember-600 hover:text-ember-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={allAreas.path}
                className="inline-block rounded-full bg-navy-900 px-4 py-2 font-medium text-white hover:bg-navy-800"
              >
                {allAreas.label}
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="more-services-title" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading id="more-services-title" title={words.moreServices} />
          {/* Rows of three, the last one centred: seven services leave one card alone. */}
          <ul className="mt-10 flex flex-wrap justify-center gap-6">
            {serviceCards.map((card) => (
              <li key={card.service.id} className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
                <ServiceCard {...card} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand title={words.cta.title} text={words.cta.text} primary={{ label: t.getFreeQuote, to: links.quote }} />
    </>
  );
}
