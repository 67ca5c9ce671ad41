import type { FormType } from "~/lib/form-types";
import type { Locale } from "~/lib/i18n/locale";
import { financingConsent } from "./consent/financing";
import { headerConsent } from "./consent/header";
import { instantQuoteConsent } from "./consent/instant-quote";
import { newsletterConsent } from "./consent/newsletter";
import { spanishConsent } from "./consent/spanish.server";

/**
 * The notice beside each form's button, by form type. The server stores the text for the submitted
 * form type with the lead, so the business can show what a visitor agreed to and when. Each form
 * imports its own notice from `consent/`, one module each: a script that carries one notice carries
 * no other (the instant quote's reaches its page as loader data). A Spanish page's forms show, and
 * its leads store, the Spanish notice (`consent/spanish.server.ts`, which reaches a page as loader
 * data only).
 */
const english: Record<FormType, string> = {
  "Header Contact Form": headerConsent,
  "Instant Quote Request": instantQuoteConsent,
  "Financing Application": financingConsent,
  "Newsletter Signup": newsletterConsent,
};

export const consentText: Record<Locale, Record<FormType, string>> = { en: english, es: spanishConsent };
