import { figures } from "~/content/figures";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";
import { SERVICE_LABELS, type ServiceValue } from "~/lib/schemas/options";

/**
 * The short confirmation a homeowner receives after the contact, header or financing form, in
 * their language, and the words that say when the office calls back. `{name}`-style marks are
 * filled in with `fill`.
 */
export type ConfirmationWords = {
  subject: { financing: string; request: string };
  /** "We'll call you {when}." */
  preview: string;
  heading: string;
  /** "We received {what}." */
  received: string;
  what: { financing: string; request: string; forService: string; anyService: string };
  services: Record<ServiceValue, string>;
  next: string;
  /** "we'll call you {when}" */
  callYou: string;
  atNumber: string;
  withPlans: string;
  toSeeRoof: string;
  /** "Our office is open {hours}." */
  officeOpen: string;
  hours: string;
  factOffice: string;
  factPhone: string;
  emergency: string;
  financingWhen: string;
  /** When the office calls back a request, by when it was sent (mail/call-back.ts). */
  callBack: {
    today: string;
    /** "this morning after {time}" */
    thisMorning: string;
    tomorrow: string;
    /** "on {day} morning" */
    onDay: string;
    whenOpen: string;
    /** The week from Sunday. */
    days: readonly string[];
  };
};

const hours = figures.financing.contactWithinHours;

export const confirmationWords: Record<Locale, ConfirmationWords> = {
  en: {
    subject: { financing: "We received your financing application", request: "We received your request" },
    preview: "We'll call you {when}.",
    heading: "Thank you, {name}",
    received: "We received {what}.",
    what: {
      financing: "your financing application",
      request: "your request",
      forService: " for {service}",
      anyService: "roofing help",
    },
    services: SERVICE_LABELS,
    next: "What happens next:",
    callYou: "we'll call you {when}",
    atNumber: " at the number you gave us",
    withPlans: " with the plans you qualify for",
    toSeeRoof: " to set up a time to see the roof",
    officeOpen: "Our office is open {hours}.",
    hours: site.hours.display,
    factOffice: "Office",
    factPhone: "Phone",
    emergency: `A leak or storm damage that can't wait? Our ${site.emergency.display} answers now:`,
    financingWhen: `within ${hours} hours, during office hours`,
    callBack: {
      today: "today",
      thisMorning: "this morning after {time}",
      tomorrow: "tomorrow morning",
      onDay: "on {day} morning",
      whenOpen: "as soon as the office opens",
      days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    },
  },
  es: {
    subject: { financing: "Recibimos su solicitud de financiamiento", request: "Recibimos su solicitud" },
    preview: "Le llamaremos {when}.",
    heading: "Gracias, {name}",
    received: "Recibimos {what}.",
    what: {
      financing: "su solicitud de financiamiento",
      request: "su solicitud",
      forService: " de {service}",
      anyService: "ayuda con su techo",
    },
    services: {
      "roof-inspection": "inspección de techo gratis",
      "roof-repair": "reparación de techo",
      "roof-replacement": "reemplazo de techo",
      "insurance-claim": "ayuda con un reclamo al seguro",
    },
    next: "Lo que sigue:",
    callYou: "le llamaremos {when}",
    atNumber: " al número que nos dio",
    withPlans: " con los planes para los que califica",
    toSeeRoof: " para acordar una hora y ver el techo",
    // The hours end in "p.m.", which closes the sentence.
    officeOpen: "Nuestro horario de oficina es {hours}",
    hours: site.hours.displayEs,
    factOffice: "Oficina",
    factPhone: "Teléfono",
    emergency:
      "¿Una gotera o daños por tormenta que no pueden esperar? Nuestra línea de emergencias 24/7 contesta ahora:",
    financingWhen: `en menos de ${hours} horas, en horario de oficina`,
    callBack: {
      today: "hoy",
      thisMorning: "esta mañana después de las {time}",
      tomorrow: "mañana por la mañana",
      onDay: "el {day} por la mañana",
      whenOpen: "en cuanto abra la oficina",
      days: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    },
  },
};
