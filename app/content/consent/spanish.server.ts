import type { FormType } from "~/lib/form-types";
import { site } from "../site";

/**
 * Each form's notice as a Spanish page shows it (the root loader and the quote's words carry it
 * there), and as the lead stores it: what the visitor read is what the business keeps.
 */
export const spanishConsent: Record<FormType, string> = {
  "Header Contact Form": `Al enviar, usted acepta que ${site.name} le contacte por teléfono, mensaje de texto o correo electrónico sobre su solicitud. Pueden aplicarse tarifas de mensajes y datos. El consentimiento no es condición de compra.`,
  "Instant Quote Request": `Al pedir una cotización, usted acepta que ${site.name} le contacte por teléfono, mensaje de texto o correo electrónico sobre su estimado. Pueden aplicarse tarifas de mensajes y datos. El consentimiento no es condición de compra.`,
  "Financing Application": `Al enviar esta solicitud, usted autoriza a ${site.name} a contactarle sobre el financiamiento y a compartir sus datos con nuestras compañías de financiamiento para que revisen su solicitud. Todos los planes están sujetos a aprobación de crédito.`,
  "Newsletter Signup": `Al suscribirse, usted acepta recibir por correo electrónico consejos ocasionales sobre techos y recordatorios de temporada de ${site.name}. Puede darse de baja en cualquier momento.`,
};
