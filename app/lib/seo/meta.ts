import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/build-info";
import { type Locale, localeOfPath, ogLocale } from "~/lib/i18n/locale";
import { hreflangLinks } from "~/lib/i18n/twins";
import { normalizePathname } from "~/lib/paths";

export type JsonLd = Record<string, unknown>;

export type PageSeo = {
  /** The whole <title>, 60 characters or fewer. */
  title: string;
  /** 70-160 characters: what a searcher reads under the title. */
  description: string;
  /** The page's own path; the canonical link and og:url are SITE_URL + this path. */
  path: string;
  keywords?: readonly string[];
  ogType?: "website" | "article";
  noindex?: boolean;
  jsonLd?: readonly JsonLd[];
  /** The page's own social card (made from its photo); without one, the site's card. */
  image?: OgImage;
};

export type OgImage = { url: string; width: number; height: number; alt: string };

/** The site's tagline in `locale`: the site's card's description and the business's slogan. */
export function taglineIn(locale: Locale): string {
  return locale === "es" ? site.taglineEs : site.tagline;
}

/** The site's card: the logo beside the hero drawing (public/og-default.jpg, made by scripts/generate-images.ts). */
export const OG_DEFAULT_PATH = "/og-default.jpg";

/**
 * The head of a page: title, description, canonical, the other language's page (hreflang, both
 * ways, English as the default), Open Graph, Twitter card and JSON-LD. Every
 * route's `meta` export returns this, so no page can forget its canonical link.
 * (React Router's `script:ld+json` escapes `<`, `>`, `&`, U+2028 and U+2029 when it renders.)
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const path = normalizePathname(seo.path);
  const url = absoluteUrl(path);
  const locale = localeOfPath(path);
  const image = seo.image ?? {
    url: absoluteUrl(OG_DEFAULT_PATH),
    width: 1200,
    height: 630,
    alt: `${site.name}, ${taglineIn(locale)}`,
  };
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...hreflangLinks(path).map(({ hreflang, path }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href: absoluteUrl(path),
    })),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: ogLocale[locale] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
  // A page's own keywords and its profile's can name the same phrase: each is listed once.
  const keywords = (seo.keywords ?? []).filter(
    (k, i, all) => all.findIndex((other) => other.toLowerCase() === k.toLowerCase()) === i,
  );
  if (keywords.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const block of seo.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}
