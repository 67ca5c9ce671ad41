import type { Locale } from "~/lib/i18n/locale";
import { site } from "./site";

/**
 * What the server answers a visitor it cannot take a form from just now, in the visitor's words.
 * The forms show these as they come; `ui-text.server.ts` has their Spanish for the Spanish pages'
 * forms, and for a Spanish page's form posted without JavaScript.
 */
export const TOO_MANY_SUBMISSIONS_TEXT = `Too many submissions from your connection. Please wait a few minutes, or call us at ${site.phone.display}.`;
export const SUBMISSION_NOT_STORED_TEXT = `We couldn't save your request just now. Please try again in a minute, or call us at ${site.phone.display}.`;

/**
 * A form another site's page made a visitor's browser post (403), and one sent to a name that is
 * not ours (421), for the site at `siteUrl`, in the language of the page it was posted to. Our own
 * pages never get these, so their scripts need no Spanish for them: only a Spanish page's address
 * (/es/solicitud) does, in the answer itself.
 */
export const crossSiteText = (siteUrl: URL): Record<Locale, string> => ({
  en: `This form can only be sent from our own website. Please use the form on ${siteUrl.host} or call us at ${site.phone.display}.`,
  es: `Solo aceptamos este formulario desde nuestro propio sitio web. Use el formulario de ${siteUrl.host} o llámenos al ${site.phone.display}.`,
});
export const misdirectedText = (siteUrl: URL): Record<Locale, string> => ({
  en: `This server does not take forms sent to that address. Please use ${siteUrl.origin}.`,
  es: `Este servidor no acepta formularios enviados a esa dirección. Use ${siteUrl.origin}.`,
});
