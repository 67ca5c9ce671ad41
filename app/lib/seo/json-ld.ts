import type { City } from "~/content/cities";
import { cities } from "~/content/cities";
import type { Faq } from "~/content/faqs";
import { aggregateRating } from "~/content/reviews";
import type { Service } from "~/content/services";
import { serviceIn, services } from "~/content/services";
import { site } from "~/content/site";
import { absoluteUrl, SITE_URL } from "~/lib/build-info";
import { languageTag, type Locale } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { type JsonLd, OG_DEFAULT_PATH, taglineIn } from "./meta";

/** Structured data builders (schema.org). Pages compose them in their `meta` export. */

const CONTEXT = "https://schema.org";
const businessId = `${SITE_URL}/#business`;

function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

function openingHours() {
  return [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.days,
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
  ];
}

/** The business's words in each language; its names, numbers and addresses are the same in both. */
const businessWords: Record<Locale, { credential: string; catalog: string }> = {
  en: { credential: `Florida Certified Roofing Contractor ${site.license}`, catalog: "Roofing services" },
  es: { credential: `Contratista de techos certificado en Florida ${site.license}`, catalog: "Servicios de techado" },
};

/**
 * The business: a RoofingContractor with its Organization details and its offer catalogue, in the
 * language of the page that carries it (`locale`).
 */
export function roofingContractorLd(locale: Locale): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "RoofingContractor",
    "@id": businessId,
    name: site.name,
    legalName: site.legalName,
    slogan: taglineIn(locale),
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.png"),
    image: absoluteUrl(OG_DEFAULT_PATH),
    telephone: site.phone.e164,
    // The office answers in English and in Spanish (the Spanish pages under /es).
    knowsLanguage: ["en", "es"],
    email: site.email,
    foundingDate: String(site.founded),
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHours(),
    priceRange: "$$",
    areaServed: cities.map((city) => ({ "@type": "City", name: `${city.name}, FL` })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: aggregateRating.ratingValue,
      reviewCount: aggregateRating.reviewCount,
      bestRating: aggregateRating.bestRating,
    },
    sameAs: site.social.map((s) => s.url),
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      name: businessWords[locale].credential,
    },
    hasOfferCatalog: offerCatalogLd(locale),
  };
}

/** The services, named and described in `locale`, each linked to its page in that language. */
export function offerCatalogLd(locale: Locale): JsonLd {
  return {
    "@type": "OfferCatalog",
    name: businessWords[locale].catalog,
    itemListElement: services.map((original) => {
      const service = serviceIn(original, locale);
      return {
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: service.name,
          description: service.summary,
          url: absoluteUrl(linkIn(original.path, locale)),
        },
      };
    }),
  };
}

/** `inLanguage` for a block in `locale` (US English or US Spanish); nothing without one. */
function inLanguage(locale: Locale | undefined) {
  return locale ? { inLanguage: languageTag[locale] } : {};
}

/** The site; `locale` is the language of the page that carries it. */
export function websiteLd(locale?: Locale): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${SITE_URL}/#website`,
    name: site.name,
    url: absoluteUrl("/"),
    ...inLanguage(locale),
  };
}

/** A page's questions and answers, in the page's language (`locale`). */
export function faqPageLd(faqs: readonly Faq[], locale?: Locale): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    ...inLanguage(locale),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export type Crumb = { name: string; path: string };

/** Home first (the home page in the page's language), then each level down to the page itself. */
export function breadcrumbLd(trail: readonly Crumb[], home: Crumb = { name: "Home", path: "/" }): JsonLd {
  const items = [home, ...trail];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * A city page's business: the same company, serving that city from the Odessa office. `path` is
 * the page's own (the Spanish page's is under /es).
 */
export function cityBusinessLd(city: City, path = city.path): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl(path)}#business`,
    name: `${site.name} - ${city.name}`,
    url: absoluteUrl(path),
    image: absoluteUrl(OG_DEFAULT_PATH),
    telephone: site.phone.e164,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHours(),
    priceRange: "$$",
    areaServed: {
      "@type": "City",
      name: `${city.name}, FL`,
      containedInPlace: { "@type": "AdministrativeArea", name: `${city.county} County, FL` },
    },
    parentOrganization: { "@id": businessId },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: aggregateRating.ratingValue,
      reviewCount: aggregateRating.reviewCount,
      bestRating: aggregateRating.bestRating,
    },
  };
}

export function serviceLd(service: Pick<Service, "name" | "summary" | "path">): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.name,
    description: service.summary,
    url: absoluteUrl(service.path),
    serviceType: service.name,
    provider: { "@id": businessId, "@type": "RoofingContractor", name: site.name, telephone: site.phone.e164 },
    areaServed: { "@type": "Place", name: `${site.serviceRegion}, Florida` },
  };
}

export type ArticleLdInput = {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  keywords: readonly string[];
  section: string;
  /** The article's photo as its social card; without one, the site's card. */
  image?: string;
};

export function articleLd(article: ArticleLdInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    articleSection: article.section,
    keywords: article.keywords.join(", "),
    image: article.image ?? absoluteUrl(OG_DEFAULT_PATH),
    author: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    publisher: {
      "@id": businessId,
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.png") },
    },
  };
}

export type BlogLdPost = {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  /** The article's own language, which may differ from the list's. */
  locale?: Locale;
};

/** The blog index: a Blog with its posts, published by the business; `locale` is the list page's language. */
export function blogLd(blog: {
  name: string;
  description: string;
  path: string;
  posts: readonly BlogLdPost[];
  locale?: Locale;
}): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Blog",
    name: blog.name,
    description: blog.description,
    url: absoluteUrl(blog.path),
    ...inLanguage(blog.locale),
    publisher: { "@id": businessId, "@type": "Organization", name: site.name },
    blogPost: blog.posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      url: absoluteUrl(post.path),
      datePublished: post.datePublished,
      ...inLanguage(post.locale),
    })),
  };
}
