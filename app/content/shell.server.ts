import type { Locale } from "~/lib/i18n/locale";
import { languageTag } from "~/lib/i18n/locale";
import { linkIn, twinOf } from "~/lib/i18n/twins";
import { paths } from "~/lib/paths";
import { cities } from "./cities";
import { serviceIn, services } from "./services";
import type { ShellData } from "./shell";
import { uiText } from "./ui-text.server";

/**
 * The shell of the page at `pathname`: its language's words, the menus and the footer's links. A
 * link goes to the Spanish twin of its page on a Spanish page, when there is one.
 */
export function shellFor(pathname: string, locale: Locale): ShellData {
  const text = uiText[locale];
  const link = (name: string, path: string) => ({ name, path: linkIn(path, locale) });
  const twin = twinOf(pathname);
  const other: Locale = locale === "es" ? "en" : "es";
  return {
    text,
    nav: {
      groups: [
        {
          id: "services",
          label: text.nav.services,
          items: services
            .filter((s) => s.inHeaderMenu)
            .map((s) => serviceIn(s, locale))
            .map((s) => link(s.menuLabel, s.path)),
        },
        {
          id: "service-areas",
          label: text.nav.serviceAreas,
          items: [...cities.map((c) => link(c.name, c.path)), link(text.nav.allServiceAreas, paths.serviceAreas)],
        },
        {
          id: "about",
          label: text.nav.about,
          items: [
            link(text.nav.aboutUs, paths.about),
            link(text.pages.roofing101, paths.roofing101),
            link(text.pages.blog, paths.blog),
          ],
        },
      ],
      links: [link(text.pages.instantQuote, paths.instantQuote), link(text.pages.financing, paths.financing)],
    },
    footer: {
      // The specification's quick links, in its order.
      links: [
        link(text.pages.about, paths.about),
        link(text.pages.services, paths.services),
        link(text.pages.testimonials, paths.testimonials),
        link(text.pages.blog, paths.blog),
        link(text.pages.financing, paths.financing),
        link(text.pages.insuranceHelp, paths.insuranceHelp),
        link(text.pages.instantQuote, paths.instantQuote),
        link(text.pages.roofing101, paths.roofing101),
      ],
      services: services.map((s) => serviceIn(s, locale)).map((s) => link(s.name, s.path)),
      cities: cities.slice(0, 8).map((c) => link(c.name, c.path)),
      cityCount: cities.length,
      serviceAreas: linkIn(paths.serviceAreas, locale),
    },
    contactPath: linkIn(paths.contact, locale),
    leadFormAction: locale === "es" ? paths.leadAnswerEs : paths.leadAnswer,
    instantQuotePath: linkIn(paths.instantQuote, locale),
    homePath: linkIn(paths.home, locale),
    twin: twin
      ? {
          path: twin,
          lang: languageTag[other],
          label: uiText[other].languageSwitch.label,
          name: uiText[other].languageSwitch.name,
        }
      : undefined,
  };
}
