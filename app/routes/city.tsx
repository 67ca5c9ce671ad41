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
import { cityProfiles } from "~/content/city-profiles.server";
import { serviceIn, services } from "~/content/services";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import { cn } from "~/lib/cn";
import { ogImage, picture, serviceCards } from "~/lib/images/pictures.server";
import { mapEmbedUrl } from "~/lib/map-embed.server";
import { paths } from "~/lib/paths";
import { breadcrumbLd, cityBusinessLd, faqPageLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** The picture column: 1fr of 2.2 beside the text, in the page's 1280 px container. */
const CITY_HERO_SIZES = "(min-width: 1280px) 535px, 41vw";

/** One module renders all the city pages; the route table gives each city its own path. */
export function loader({ request }: Route.LoaderArgs) {
  const found = cityFromPath(new URL(request.url).pathname.replace(/\.data$/, ""));
  if (!found) throw data(null, { status: 404 });
  const city = locatedCity(found.slug as CitySlug);
  const profile = cityProfiles[city.slug as keyof typeof cityProfiles];
  const nearby = profile.nearby.flatMap((slug) => {
    const c = findCity(slug);
    return c ? [{ name: c.name, path: c.path }] : [];
  });
  const meta = pageMeta({
    title: `${city.name} Roofing Contractor | ${site.name}`,
    description: `Roof replacement, repair and storm damage service in ${city.name}, ${city.county} County. Family-owned since ${site.founded}, license ${site.license}. Free inspections: ${site.phone.display}.`,
    path: city.path,
    keywords: [
      `roofing ${city.name} FL`,
      `roofer ${city.name}`,
      `roof replacement ${city.name}`,
      `roof repair ${city.name}`,
      ...profile.keywords,
    ],
    image: ogImage(profile.photo),
    jsonLd: [
      cityBusinessLd(city),
      faqPageLd(profile.faqs),
      breadcrumbLd([
        { name: "Service Areas", path: paths.serviceAreas },
        { name: `${city.name}, FL`, path: city.path },
      ]),
    ],
  });
  const { photo, ...copy } = profile;
  return {
    meta,
    city,
    profile: copy,
    photo: picture(photo),
    serviceCards: serviceCards(services.map((s) => serviceIn(s, "en"))),
    nearby,
    mapSrc: mapEmbedUrl(`${city.name}, FL`),
  };
}

export const meta = metaFromLoader;

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, profile, photo, serviceCards, nearby, mapSrc } = loaderData;
  const distance =
    city.milesFromOffice <= 2
      ? `right here in ${city.name}, minutes from our office`
      : `about ${city.milesFromOffice} miles from our Odessa office`;

  return (
    <>
      <section id="hero" aria-labelledby="city-title" className="bg-navy-950 text-white">
        <div
          className={cn("container-page py-14 sm:py-20", photo && "grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]")}
        >
          <div>
            <Breadcrumbs
              crumbs={[
                { name: "Service Areas", path: paths.serviceAreas },
                { name: city.name, path: city.path },
              ]}
            />
            <p className="eyebrow mt-6 flex items-center gap-2 text-ember-300">
              <Icon node={MapPin} className="size-4" /> {city.county} County · {distance}
            </p>
            <h1 id="city-title" className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
              Roofing Contractor in {city.name}, FL
            </h1>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">{profile.headline}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.contact} size="lg">
                Get Free Quote
              </ButtonLink>
              <CallButton variant="outline-light" size="lg" />
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
          <SectionHeading
            id="city-services-title"
            eyebrow={`${city.name} roofing`}
            title={`Residential and commercial roofing in ${city.name}`}
          />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <article className="rounded-card border border-slate-200 bg-white p-7 shadow-card">
              <Icon node={House} className="size-9 text-ember-600" />
              <h3 className="mt-4 text-2xl font-bold">Residential roofing</h3>
              <p className="mt-3 text-slate-600">
                Replacement, repair and inspections for {city.name} homes: architectural shingles, standing-seam and
                stone-coated metal, concrete and clay tile, and low-slope roofs over porches and additions.
              </p>
              <Link
                to={paths.residentialRoofing}
                className="mt-5 inline-block font-semibold text-navy-800 underline underline-offset-2 hover:text-ember-700"
              >
                Residential roofing services
              </Link>
            </article>
            <article className="rounded-card border border-slate-200 bg-white p-7 shadow-card">
              <Icon node={Building2} className="size-9 text-ember-600" />
              <h3 className="mt-4 text-2xl font-bold">Commercial roofing</h3>
              <p className="mt-3 text-slate-600">
                TPO, modified bitumen and metal systems for {city.name} offices, shops, churches and warehouses, with
                maintenance plans and work scheduled around your hours.
              </p>
              <Link
                to={paths.commercialRoofing}
                className="mt-5 inline-block font-semibold text-navy-800 underline underline-offset-2 hover:text-ember-700"
              >
                Commercial roofing services
              </Link>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="city-about-title" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div className="prose-roof">
            <h2 id="city-about-title" className="!mt-0">
              Roofing in {city.name}
            </h2>
            {profile.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <h3>{city.name} homes and their roofs</h3>
            <p>{profile.housing}</p>
            <h3>Weather and storm exposure</h3>
            <p>{profile.stormExposure}</p>
            <h3>Permits and local requirements</h3>
            <p>{profile.localNotes}</p>
          </div>
          <aside aria-labelledby="why-title" className="h-fit rounded-card bg-navy-950 p-7 text-navy-100">
            <h2 id="why-title" className="text-2xl font-bold text-white">
              Why {city.name} chooses us
            </h2>
            <ul className="mt-5 space-y-4">
              {[
                ...profile.whyChoose,
                `Family-owned for ${yearsInBusiness}+ years and licensed (${site.license}) and insured`,
              ].map((reason) => (
                <li key={reason} className="flex gap-3">
                  <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-ember-400" />
                  <span>{reason}</span>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 font-bold text-white">Neighborhoods we serve</h3>
            <p className="mt-2 text-sm leading-relaxed">{profile.neighborhoods.join(" · ")}</p>
            <p className="mt-4 text-sm">ZIP codes: {profile.zipCodes.join(", ")}</p>
          </aside>
        </div>
      </section>

      <section aria-labelledby="map-title" className="bg-sand-50 py-16">
        <div className="container-page">
          <h2 id="map-title" className="section-title">
            {city.name} on the map
          </h2>
          <iframe
            title={`Map of ${city.name}, FL`}
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
          <SectionHeading id="city-faq-title" eyebrow="FAQ" title={`${city.name} roofing questions`} />
          <FaqList faqs={profile.faqs} name="city-faq" />
        </div>
      </section>

      <section aria-labelledby="related-title" className="border-t border-slate-200 py-12">
        <div className="container-page">
          <h2 id="related-title" className="text-xl font-bold">
            Also serving nearby
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {nearby.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  prefetch="intent"
                  className="inline-block rounded-full border border-slate-300 px-4 py-2 font-medium text-navy-900 hover:border-ember-600 hover:text-ember-700"
                >
                  Roofing in {link.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={paths.serviceAreas}
                className="inline-block rounded-full bg-navy-900 px-4 py-2 font-medium text-white hover:bg-navy-800"
              >
                All service areas
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="more-services-title" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading id="more-services-title" title={`More Services in ${city.name}`} />
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

      <CtaBand
        title={`Ready for a better roof in ${city.name}?`}
        text={`Book a free inspection or call ${site.phone.display}. We answer around the clock for emergencies.`}
      />
    </>
  );
}
