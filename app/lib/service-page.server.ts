import { images } from "~/content/images";
import type { Project, ProjectCard } from "~/content/projects";
import type { ServicePage } from "~/content/schemas";
import { findService, services } from "~/content/services";
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
    }),
    crumbs,
    heroImage: images.services[service.id],
    otherServices: services.filter((s) => s.id !== service.id),
  };
}

/** Projects without their drawing instructions, which only the image generator needs. */
export function projectCards(projects: readonly Project[]): ProjectCard[] {
  return projects.map(({ scene: _scene, ...card }) => card);
}
