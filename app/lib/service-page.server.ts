import type { ServicePage } from "~/content/schemas";
import { findService, serviceIn, services } from "~/content/services";
import { uiText } from "~/content/ui-text.server";
import type { Locale } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { ogImage, serviceCards, servicePhoto, servicePicture } from "~/lib/images/pictures.server";
import { paths } from "~/lib/paths";

export { projectCards } from "~/lib/images/pictures.server";
import { breadcrumbLd, faqPageLd, serviceLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";

/**
 * What every service page's loader returns besides its copy, in the page's language: the head
 * (title, description, canonical, hreflang, and Service, FAQPage and BreadcrumbList structured
 * data), the breadcrumb trail from the home page in that language, the hero picture, the other
 * services for 'Explore Our Services' (each to its page in that language) and the links of the
 * page's buttons (a Spanish page's open the Spanish home page's quote form).
 */
export function servicePageData(page: ServicePage, locale: Locale) {
  const original = findService(page.serviceId);
  const service = { ...serviceIn(original, locale), path: linkIn(original.path, locale) };
  const home = { name: uiText[locale].pageParts.home, path: linkIn(paths.home, locale) };
  const crumbs = [{ name: service.name, path: service.path }];
  return {
    meta: pageMeta({
      title: page.seo.title,
      description: page.seo.description,
      path: service.path,
      jsonLd: [serviceLd(service), faqPageLd(page.faq.faqs, locale), breadcrumbLd(crumbs, home)],
      image: ogImage(servicePhoto(service.id, locale)),
    }),
    locale,
    home: home.path,
    crumbs,
    heroImage: servicePicture(service.id, locale),
    otherServices: serviceCards(
      services
        .filter((s) => s.id !== service.id)
        .map((s) => ({ ...serviceIn(s, locale), path: linkIn(s.path, locale) })),
      locale,
    ),
    links: {
      quote: linkIn(paths.contact, locale),
      scheduleInspection: linkIn(paths.scheduleInspection, locale),
      instantQuote: linkIn(paths.instantQuote, locale),
    },
  };
}
