import { addressLine, site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";

/**
 * What a homeowner receives about their inspection, in the lead's language: the e-mails of a
 * booking, a move, a requested time and a cancellation, and the calendar file attached to them
 * (`mail/inspection-email.server.tsx`, `mail/ics.server.ts`). The owner's own messages stay in
 * English. `{when}` is "Wednesday, November 25 at 8:00 am" ("miércoles, 25 de noviembre a las
 * 8:00 a.m."), `{day}` the day alone.
 */
export type InspectionMailText = {
  /** By where the inspection stands (`inspectionState`); "withdrawn": cancelled by the owner. */
  subject: Record<"booked" | "moved" | "requested" | "cancelled" | "withdrawn" | "refused", string>;
  heading: Record<"booked" | "moved" | "requested" | "refused" | "cancelled", string>;
  factWhen: string;
  factWhere: string;
  /** "{day}, {from} to {to} ({zone})" */
  window: string;
  visit: string;
  changeIntro: string;
  change: string;
  requested: string;
  seeBooking: string;
  /** What happened to a cancelled booking, by who cancelled it. */
  gone: Record<"refused" | "withdrawn" | "cancelled", string>;
  pickTime: string;
  questions: string;
  ics: { language: string; filename: string; summary: string; description: string };
};

export const inspectionMailText: Record<Locale, InspectionMailText> = {
  en: {
    subject: {
      booked: "Your free roof inspection: {when}",
      moved: "Your roof inspection is moved to {when}",
      requested: "Requested: your roof inspection on {when}",
      cancelled: "Your roof inspection on {day} is cancelled",
      withdrawn: "We had to cancel your roof inspection on {day}",
      refused: "We couldn't confirm your inspection time: please pick another",
    },
    heading: {
      booked: "Your free roof inspection is booked, {name}",
      moved: "Your inspection is moved, {name}",
      requested: "Your inspection time is requested, {name}",
      refused: "We couldn't confirm your inspection time, {name}",
      cancelled: "Your inspection is cancelled, {name}",
    },
    factWhen: "When",
    factWhere: "Where",
    window: "{day}, {from} to {to} ({zone})",
    visit:
      "Our estimator looks at the roof and the attic, takes measurements and photos, and turns your estimate into a written quote. It is free, with no obligation. The calendar file attached adds it to your calendar.",
    changeIntro: "Need another time, or can't make it? Change or cancel it here:",
    change: "Change or cancel",
    requested:
      "Our calendar did not confirm this time right away, so it is requested, not yet booked. We'll e-mail you as soon as it is confirmed; there is nothing else you need to do.",
    seeBooking: "See your booking",
    gone: {
      refused: "{when} was taken before our calendar could confirm it. We're sorry: please pick another time.",
      withdrawn:
        "We're sorry: we had to cancel the inspection on {when}. We'll call you to set another time, or you can pick one here.",
      cancelled: "The inspection on {when} is cancelled. Whenever you're ready, pick a new time.",
    },
    pickTime: "Pick a time",
    questions: "Questions? Call us at",
    ics: {
      language: "EN",
      filename: "inspection.ics",
      summary: `Free roof inspection: ${site.name}`,
      description: `Our estimator inspects your roof and turns your estimate into a written quote. To change or cancel: {url} or call ${site.phone.display}. ${site.name}, ${addressLine}.`,
    },
  },
  es: {
    subject: {
      booked: "Su inspección de techo gratis: {when}",
      moved: "Su inspección de techo cambió al {when}",
      requested: "Solicitada: su inspección de techo el {when}",
      cancelled: "Su inspección de techo del {day} está cancelada",
      withdrawn: "Tuvimos que cancelar su inspección de techo del {day}",
      refused: "No pudimos confirmar la hora de su inspección: elija otra, por favor",
    },
    heading: {
      booked: "Su inspección de techo gratis está reservada, {name}",
      moved: "Su inspección cambió de hora, {name}",
      requested: "La hora de su inspección está solicitada, {name}",
      refused: "No pudimos confirmar la hora de su inspección, {name}",
      cancelled: "Su inspección está cancelada, {name}",
    },
    factWhen: "Cuándo",
    factWhere: "Dónde",
    window: "{day}, de {from} a {to} ({zone})",
    visit:
      "Nuestro estimador revisa el techo y el ático, toma medidas y fotos, y convierte su estimado en una cotización por escrito. Es gratis y sin compromiso. El archivo de calendario adjunto la agrega a su calendario.",
    changeIntro: "¿Necesita otra hora o no puede estar? Cámbiela o cancélela aquí:",
    change: "Cambiar o cancelar",
    requested:
      "Nuestro calendario no confirmó esta hora de inmediato, así que está solicitada, todavía no reservada. Le escribiremos en cuanto se confirme; no tiene que hacer nada más.",
    seeBooking: "Ver mi reserva",
    gone: {
      refused:
        "El {when} se ocupó antes de que nuestro calendario pudiera confirmarlo. Lo sentimos: elija otra hora, por favor.",
      withdrawn:
        "Lo sentimos: tuvimos que cancelar la inspección del {when}. Le llamaremos para fijar otra hora, o puede elegir una aquí.",
      cancelled: "La inspección del {when} está cancelada. Cuando quiera, elija una nueva hora.",
    },
    pickTime: "Elegir una hora",
    questions: "¿Preguntas? Llámenos al",
    ics: {
      language: "ES",
      filename: "inspeccion.ics",
      summary: `Inspección de techo gratis: ${site.name}`,
      description: `Nuestro estimador inspecciona su techo y convierte su estimado en una cotización por escrito. Para cambiarla o cancelarla: {url} o llame al ${site.phone.display}. ${site.name}, ${addressLine}.`,
    },
  },
};
