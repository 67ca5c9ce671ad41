/**
 * The site's two languages. English pages live at the root; their Spanish twins under /es
 * (docs/decisions/0015-spanish.md). A page's language is its URL's: never the browser's
 * Accept-Language, so crawlers and shared links see what the URL says.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const SPANISH_ROOT = "/es";

/** The language of the page at `pathname`. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_ROOT || pathname.startsWith(`${SPANISH_ROOT}/`) ? "es" : "en";
}

/** The language of the page a loader or action is asked for (its `url`). */
export function localeOfUrl(url: URL): Locale {
  return localeOfPath(url.pathname);
}

/** `<html lang>` and `hreflang` (US English, US Spanish), and Open Graph's `og:locale`. */
export const languageTag: Record<Locale, string> = { en: "en-US", es: "es-US" };
export const ogLocale: Record<Locale, string> = { en: "en_US", es: "es_US" };

/** The cookie that remembers a visitor's choice of language, set only by the language switch. */
export const LANGUAGE_COOKIE = "lang";
