// Relative imports: react-router.config.ts loads this module (through the route table), and its
// loader knows no "~/" alias.
import { cities, spanishCityPath } from "../../content/cities";
import { paths } from "../paths";
import { languageTag, type Locale, localeOfPath, SPANISH_ROOT } from "./locale";

/**
 * Each English page that has a Spanish twin, and the twin's path (Spanish slugs under /es). The
 * route table, the sitemap, the hreflang links and the language switch all read this list.
 */
export const spanishTwins: ReadonlyArray<readonly [english: string, spanish: string]> = [
  [paths.home, SPANISH_ROOT],
  [paths.residentialRoofing, `${SPANISH_ROOT}/techos-residenciales`],
  [paths.commercialRoofing, `${SPANISH_ROOT}/techos-comerciales`],
  [paths.stormDamage, `${SPANISH_ROOT}/danos-por-tormenta`],
  [paths.roofRepair, `${SPANISH_ROOT}/reparacion-de-techos`],
  [paths.roofInspection, `${SPANISH_ROOT}/inspeccion-de-techos`],
  [paths.emergencyServices, `${SPANISH_ROOT}/servicio-de-emergencia`],
  [paths.insuranceHelp, `${SPANISH_ROOT}/ayuda-con-el-seguro`],
  [paths.instantQuote, `${SPANISH_ROOT}/cotizacion-instantanea`],
  [paths.roofing101, `${SPANISH_ROOT}/techado-101`],
  [paths.serviceAreas, `${SPANISH_ROOT}/areas-de-servicio`],
  [paths.blog, `${SPANISH_ROOT}/blog`],
  [paths.financing, `${SPANISH_ROOT}/financiamiento`],
  ...cities.map((city) => [city.path, spanishCityPath(city.slug)] as const),
];

const toSpanish = new Map(spanishTwins);
const toEnglish = new Map(spanishTwins.map(([en, es]) => [es, en]));

/** The same page in the other language, when it has one. */
export function twinOf(path: string): string | undefined {
  return localeOfPath(path) === "es" ? toEnglish.get(path) : toSpanish.get(path);
}

/**
 * The hreflang alternates of a page with a twin (none otherwise): each language's page, and the
 * English one as the default for any other language. The head and the sitemap list these.
 */
export function hreflangLinks(path: string): Array<{ hreflang: string; path: string }> {
  const twin = twinOf(path);
  if (!twin) return [];
  const [en, es] = localeOfPath(path) === "es" ? [twin, path] : [path, twin];
  return [
    { hreflang: languageTag.en, path: en },
    { hreflang: languageTag.es, path: es },
    { hreflang: "x-default", path: en },
  ];
}

/**
 * A link for a page in `locale`: to the Spanish twin of the page it names when there is one,
 * keeping its query and fragment; otherwise to the page as it is.
 */
export function linkIn(href: string, locale: Locale): string {
  if (locale === "en") return href;
  const split = /^([^?#]*)(.*)$/.exec(href)!;
  const twin = toSpanish.get(split[1] || paths.home);
  return twin ? `${twin}${split[2]}` : href;
}
