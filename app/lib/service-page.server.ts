import { servicePhotos } from "~/content/images";
import type { ServicePage } from "~/content/schemas";
import { findService, serviceIn, services } from "~/content/services";
import { ogImage, serviceCards, servicePicture } from "~/lib/images/pictures.server";

export { projectCards } from "~/lib/images/pictures.server";
import { breadcrumbLd, faqPageLd, serviceLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";

/**
 * What every service page's loader returns besides its copy: the head (title, description,
 * canonical, and Service, FAQPage and BreadcrumbList structured data), the breadcrumb trail, the
 * hero picture and the other services for 'Explore Our Services'.
 */
export function servicePageData(page: ServicePage) {
  const service = findService(page.serviceId);
  const crumbs = [{ name: service.name, path: service.path }];
  return {
    meta: pageMeta({
      title: page.seo.title,
      description: page.seo.description,
      path: service.path,
      jsonLd: [serviceLd(service), faqPageLd(page.faq.faqs), breadcrumbLd(crumbs)],
      image: ogImage(servicePhotos[service.id]),
    }),
    crumbs,
    heroImage: servicePicture(service.id),
    otherServices: serviceCards(services.filter((s) => s.id !== service.id).map((s) => serviceIn(s, "en"))),
  };
}
