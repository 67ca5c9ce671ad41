import type { FormType } from "~/lib/form-types";
import type { Locale } from "~/lib/i18n/locale";
import { site } from "./site";

/**
 * The notice beside each form's button, by language and form type. A page shows its language's
 * notice (through the root loader's words, or the instant quote's), and the server stores the one
 * the visitor read with the lead, so the business can show what a visitor agreed to and when.
 * Server-only: it reaches a page as loader data, never in a script.
 */
export const consentText: Record<Locale, Record<FormType, string>> = {
  en: {
    "Header Contact Form": `By submitting, you agree that ${site.name} may contact you by phone, text or email about your request. Message and data rates may apply. Consent is not a condition of purchase.`,
    "Instant Quote Request": `By requesting a quote, you agree that ${site.name} may contact you by phone, text or email about your estimate. Message and data rates may apply. Consent is not a condition of purchase.`,
    "Financing Application": `By submitting this application, you authorize ${site.name} to contact you about financing and to share your information with our financing partners so they can review your request. All plans are subject to credit approval.`,
    "Newsletter Signup": `By subscribing, you agree to receive occasional roofing tips and seasonal reminders from ${site.name} by email. Unsubscribe at any time.`,
  },
  es: {
    "Header Contact Form": `Al enviar, usted acepta que ${site.name} le contacte por teléfono, mensaje de texto o correo electrónico sobre su solicitud. Pueden aplicarse tarifas de mensajes y datos. El consentimiento no es condición de compra.`,
    "Instant Quote Request": `Al pedir una cotización, usted acepta que ${site.name} le contacte por teléfono, mensaje de texto o correo electrónico sobre su estimado. Pueden aplicarse tarifas de mensajes y datos. El consentimiento no es condición de compra.`,
    "Financing Application": `Al enviar esta solicitud, usted autoriza a ${site.name} a contactarle sobre el financiamiento y a compartir sus datos con nuestras compañías de financiamiento para que revisen su solicitud. Todos los planes están sujetos a aprobación de crédito.`,
    "Newsletter Signup": `Al suscribirse, usted acepta recibir por correo electrónico consejos ocasionales sobre techos y recordatorios de temporada de ${site.name}. Puede darse de baja en cualquier momento.`,
  },
};
