import type { Faq } from "./schemas";
import { figures, formatUsdRange } from "./figures";
import { site } from "./site";
import { yearsInBusiness } from "~/lib/build-info";
import type { Locale } from "~/lib/i18n/locale";

export type { Faq };

const {
  residentialCost: cost,
  emergencyResponseHours: response,
  residentialReplacementDays: days,
  financing: { termsMonths, contactWithinHours },
} = figures;

/** The home page's six questions. */
export const homeFaqs: readonly Faq[] = [
  {
    question: "How much does a new roof cost in Tampa Bay?",
    answer: `For a typical home, an asphalt shingle roof runs about ${formatUsdRange(cost.asphalt)}, metal about ${formatUsdRange(cost.metal)} and tile about ${formatUsdRange(cost.tile)}. The size and pitch of the roof, the number of stories, the condition of the deck and the material you choose set the final price. Our instant quote gives you a range in about a minute, and the free inspection turns it into a written estimate.`,
  },
  {
    question: "How long does a roof replacement take?",
    answer: `Most homes are done in ${days.min}-${days.max} days, including tear-off, deck repairs, underlayment, the new roof and clean-up with a magnetic sweep for nails. We pull the permit, schedule the county inspections and keep you updated each day.`,
  },
  {
    question: "Do you help with insurance claims?",
    answer:
      "Yes. We inspect and photograph the damage, prepare the documentation your insurer asks for, help you file, and meet the adjuster on your roof so nothing is missed. Many homeowners only pay their deductible when a claim is approved.",
  },
  {
    question: "Are you licensed and insured?",
    answer: `Yes. We are a Florida certified roofing contractor (license ${site.license}), fully insured with general liability and workers' compensation, and a family business that has roofed Tampa Bay homes for ${yearsInBusiness}+ years.`,
  },
  {
    question: "Do you offer emergency roof repair?",
    answer: `Our ${site.emergency.display} answers around the clock. For active leaks, storm or tree damage we typically have a crew on site within ${response.min}-${response.max} hours to tarp and dry in the roof, then schedule the permanent repair.`,
  },
  {
    question: "Can I finance a new roof?",
    answer: `Yes. Plans run from ${termsMonths[0]} months at 0% APR up to ${termsMonths[2]} months for larger projects, subject to credit approval. Most applicants hear back within ${contactWithinHours} hours, and there are no prepayment penalties. Financing lets you choose the right roof now instead of patching an old one again.`,
  },
];

/**
 * The same six in Spanish, in the same order, quoting the same figures: written for Florida
 * homeowners, not word for word.
 */
const homeFaqsEs: readonly Faq[] = [
  {
    question: "¿Cuánto cuesta un techo nuevo en Tampa Bay?",
    answer: `Para una casa típica, un techo de tejas asfálticas cuesta alrededor de ${formatUsdRange(cost.asphalt)}, uno de metal alrededor de ${formatUsdRange(cost.metal)} y uno de teja alrededor de ${formatUsdRange(cost.tile)}. El precio final depende del tamaño y la inclinación del techo, de cuántos pisos tiene la casa, del estado del entablado y del material que elija. Nuestra cotización al instante le da un rango en más o menos un minuto, y la inspección gratis lo convierte en un estimado por escrito.`,
  },
  {
    question: "¿Cuánto tiempo toma cambiar el techo?",
    answer: `La mayoría de las casas quedan listas en ${days.min} a ${days.max} días, incluidos el retiro del techo viejo, las reparaciones del entablado, la membrana base, el techo nuevo y la limpieza con un imán que recoge los clavos. Nosotros sacamos el permiso, programamos las inspecciones del condado y le mantenemos informado cada día.`,
  },
  {
    question: "¿Me ayudan con el reclamo al seguro?",
    answer:
      "Sí. Inspeccionamos y fotografiamos los daños, preparamos la documentación que pide su aseguradora, le ayudamos a presentar el reclamo y nos reunimos con el ajustador en su techo para que no se pase nada por alto. Cuando se aprueba el reclamo, muchos propietarios solo pagan su deducible.",
  },
  {
    question: "¿Tienen licencia y seguro?",
    answer: `Sí. Somos un contratista de techos certificado en Florida (licencia ${site.license}), con seguro completo de responsabilidad civil general y de compensación al trabajador, y una empresa familiar que lleva más de ${yearsInBusiness} años techando hogares de Tampa Bay.`,
  },
  {
    question: "¿Hacen reparaciones de techo de emergencia?",
    answer: `Nuestra línea de emergencias 24/7 contesta a cualquier hora. Si hay goteras activas o daños por tormenta o por un árbol, por lo general una cuadrilla llega en ${response.min} a ${response.max} horas para cubrir el techo con lona y sellarlo, y luego programamos la reparación definitiva.`,
  },
  {
    question: "¿Puedo financiar un techo nuevo?",
    answer: `Sí. Hay planes desde ${termsMonths[0]} meses con 0% de interés (APR) hasta ${termsMonths[2]} meses para proyectos más grandes, sujetos a aprobación de crédito. La mayoría de los solicitantes recibe respuesta en ${contactWithinHours} horas, y no hay penalidad por pagar antes de tiempo. Con el financiamiento puede elegir hoy el techo adecuado en lugar de volver a remendar el viejo.`,
  },
];

/** The home page's questions in the page's language. */
export const homeFaqsIn: Record<Locale, readonly Faq[]> = { en: homeFaqs, es: homeFaqsEs };
