import { site } from "~/content/site";
import { fill } from "~/content/ui-text";
import { whenLabel } from "~/lib/business-time";
import type { Locale } from "~/lib/i18n/locale";
import {
  ALREADY_BOOKED,
  CALENDAR_UNAVAILABLE,
  CALL_TO_BOOK,
  CHANGED_MEANWHILE,
  INSPECTION_PAST,
  LINK_GONE,
  NO_PROOF,
  PICK_A_TIME,
  TOO_MANY_BOOKINGS,
  TOO_MANY_CHANGES,
  TOO_SOON,
} from "~/lib/inspections/messages";

/**
 * The booking's private page (/inspection/:token, /es/inspeccion/:token) in the URL's language, and
 * the booking API's answers in the language the picker asks for (the picker's own words are
 * `UiText.booking`).
 */
export type InspectionPageText = {
  description: string;
  expiredTitle: string;
  title: string;
  expiredH1: string;
  expiredLead: string;
  call: string;
  instantQuote: string;
  /** "8:00 am to 10:00 am (Eastern Time)" */
  hours: string;
  h1: Record<"refused" | "cancelled" | "booked", string>;
  /** Under the heading, by where the booking stands ("past": its time has ended); `{when}` its time. */
  lead: Record<"refused" | "cancelled" | "requested" | "booked" | "past", string>;
  when: string;
  where: string;
  changeTime: string;
  cancel: string;
  /** "Cancel the inspection on {when}?" */
  confirmCancel: string;
  yesCancel: string;
  pickNew: string;
  moveIntro: string;
  questions: string;
  /** A booking whose time has ended, before the office's number. */
  pastCall: string;
  unknownRequest: string;
  tooLarge: string;
};

export const inspectionPageText: Record<Locale, InspectionPageText> = {
  en: {
    description: `A free roof inspection with ${site.name}.`,
    expiredTitle: `Booking link expired | ${site.name}`,
    title: `Your roof inspection | ${site.name}`,
    expiredH1: "This booking link has expired",
    expiredLead:
      "Booking links work until the day after the inspection, and this one has run out or was mistyped. Call us and we'll find your booking or set a new time.",
    call: "Call",
    instantQuote: "Get an instant quote",
    hours: "{from} to {to} ({zone})",
    h1: {
      refused: "We couldn't confirm that time, {name}",
      cancelled: "Your inspection is cancelled, {name}",
      booked: "Your free roof inspection, {name}",
    },
    lead: {
      refused: "{when} was taken before our calendar could confirm it. Please pick another time.",
      cancelled: "The inspection on {when} is cancelled. Pick a new time whenever you're ready.",
      requested: "Requested: our calendar has not confirmed it yet. We'll e-mail you as soon as it does.",
      booked: "Booked. We'll see you then.",
      past: "This inspection was scheduled for {when}.",
    },
    when: "When",
    where: "Where",
    changeTime: "Change the time",
    cancel: "Cancel the inspection",
    confirmCancel: "Cancel the inspection on {when}?",
    yesCancel: "Yes, cancel it",
    pickNew: "Pick a new time",
    moveIntro: "Choose a day, then a time. Your current time is kept until the new one is booked.",
    questions: "Questions, or a time that isn't listed? Call",
    pastCall: "It can't be changed online anymore. For anything else, call",
    unknownRequest: "Unknown request.",
    tooLarge: "That request is too large.",
  },
  es: {
    description: `Una inspección de techo gratis con ${site.name}.`,
    expiredTitle: `Enlace de reserva vencido | ${site.name}`,
    title: `Su inspección de techo | ${site.name}`,
    expiredH1: "Este enlace de reserva ya venció",
    expiredLead:
      "Los enlaces de reserva funcionan hasta el día después de la inspección, y este ya venció o se escribió mal. Llámenos y encontramos su reserva o fijamos una nueva hora.",
    call: "Llame al",
    instantQuote: "Pedir una cotización al instante",
    hours: "de {from} a {to} ({zone})",
    h1: {
      refused: "No pudimos confirmar esa hora, {name}",
      cancelled: "Su inspección está cancelada, {name}",
      booked: "Su inspección de techo gratis, {name}",
    },
    lead: {
      refused: "El {when} se ocupó antes de que nuestro calendario pudiera confirmarlo. Elija otra hora, por favor.",
      cancelled: "La inspección del {when} está cancelada. Elija una nueva hora cuando quiera.",
      requested: "Solicitada: nuestro calendario todavía no la confirma. Le escribiremos en cuanto lo haga.",
      booked: "Reservada. Nos vemos entonces.",
      past: "Esta inspección estaba programada para el {when}.",
    },
    when: "Cuándo",
    where: "Dónde",
    changeTime: "Cambiar la hora",
    cancel: "Cancelar la inspección",
    confirmCancel: "¿Cancelar la inspección del {when}?",
    yesCancel: "Sí, cancelarla",
    pickNew: "Elija una nueva hora",
    moveIntro: "Elija un día y luego una hora. Su hora actual se mantiene hasta que la nueva quede reservada.",
    questions: "¿Preguntas, o una hora que no aparece? Llame al",
    pastCall: "Ya no se puede cambiar en línea. Para cualquier otra cosa, llame al",
    unknownRequest: "Solicitud desconocida.",
    tooLarge: "Esa solicitud es demasiado grande.",
  },
};

/** The booking's refusals in Spanish, keyed by the English the booking module says (as `UiText.messages`). */
const bookingMessagesEs: Record<string, string> = {
  [LINK_GONE]: `Este enlace de reserva ya venció. Llámenos al ${site.phone.display} para fijar una hora.`,
  [PICK_A_TIME]: "Elija una de las horas que se muestran, por favor.",
  [TOO_SOON]:
    "Esa hora ya está demasiado cerca para reservarla en línea. Elija una de las horas que siguen libres, por favor.",
  [TOO_MANY_CHANGES]: `Su inspección ya se cambió todas las veces que permite el sitio web. Llámenos al ${site.phone.display} para cambiarla de nuevo.`,
  [INSPECTION_PAST]: `La hora de su inspección ya pasó, así que no se puede cambiar en línea. Para cualquier otra cosa, llámenos al ${site.phone.display}.`,
  [CHANGED_MEANWHILE]: "Su reserva cambió mientras tanto. Vuelva a cargar la página e inténtelo de nuevo.",
  [CALENDAR_UNAVAILABLE]: `No podemos comunicarnos con nuestro calendario en este momento. Inténtelo de nuevo en un minuto o llámenos al ${site.phone.display} para fijar una hora.`,
  [CALL_TO_BOOK]: `Le llamaremos para acordar su inspección gratis. O llámenos ahora al ${site.phone.display}.`,
  [NO_PROOF]: `No pudimos confirmar que esta reserva venía de nuestro sitio web. Inténtelo de nuevo o llámenos al ${site.phone.display}.`,
  [ALREADY_BOOKED]: `Ya hay una inspección reservada para este correo electrónico, teléfono o conexión. Para cambiarla, use el enlace de su correo de confirmación o llámenos al ${site.phone.display}.`,
  [TOO_MANY_BOOKINGS]: `Demasiados intentos de reserva desde su conexión. Llámenos al ${site.phone.display} para fijar una hora.`,
};

const takenEs = {
  nearby: "Lo sentimos, el {when} se acaba de ocupar. Estas horas cercanas siguen libres:",
  none: `Lo sentimos, el {when} se acaba de ocupar y no queda otra hora libre en las próximas dos semanas. Llámenos al ${site.phone.display}, por favor.`,
};

/**
 * A refusal in `locale`: the booking module's English, or its Spanish (a time just taken told with
 * its Spanish label). A message without Spanish shows in English rather than not at all.
 */
export function bookingErrorIn(
  locale: Locale,
  { error, taken, alternatives }: { error: string; taken?: Date; alternatives?: readonly unknown[] },
): string {
  if (locale === "en") return error;
  if (taken)
    return fill(alternatives?.length ? takenEs.nearby : takenEs.none, {
      when: whenLabel(taken, site.timeZone, locale),
    });
  return bookingMessagesEs[error] ?? error;
}
