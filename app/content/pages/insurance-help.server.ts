import { ClipboardCheck, Hammer, HeartHandshake } from "lucide";
import { figures, formatUsdRange } from "~/content/figures";
import type { InsuranceHelpPage } from "~/content/schemas";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";

const deadline = figures.claimDeadlineYears.min;
const deadlineText = `${deadline} year${deadline === 1 ? "" : "s"}`;
const documentWithin = `${figures.documentDamageHours.min}-${figures.documentDamageHours.max} hours`;
const hurricaneDeductible = `${figures.hurricaneDeductiblePercent.min}-${figures.hurricaneDeductiblePercent.max}%`;

const en: InsuranceHelpPage = {
  serviceId: "insurance-help",
  seo: {
    title: `Roof Insurance Claim Help | ${site.name}`,
    description:
      "Free roof inspection, photo documentation, filing help and adjuster meetings for Tampa Bay storm damage claims, then repairs done to code.",
  },
  hero: {
    eyebrow: "Insurance claim help",
    title: "Roof insurance claims, without the guesswork",
    lead: "After storm damage we inspect the roof, document every problem with photos, help you file and meet your adjuster on the roof, so the claim reflects the real damage. Then we make the repairs.",
    points: ["Free inspection", "Photo reports your insurer can use", "Adjuster meetings on site"],
  },
  action: "Start Your Claim",
  benefits: {
    eyebrow: "Why it helps",
    title: "A roofer in your corner",
    cards: [
      {
        icon: ClipboardCheck,
        title: "Nothing missed",
        text: "We know how wind and hail damage shows on shingles, tile and metal, and we photograph every slope so the adjuster sees all of it.",
      },
      {
        icon: HeartHandshake,
        title: "Less stress for you",
        text: "We prepare the documentation and explain each step in plain language, so you are never guessing what comes next.",
      },
      {
        icon: Hammer,
        title: "Repairs done right",
        text: "Once the claim is settled, the same local crew does the work to Florida Building Code, permitted, inspected and warranted.",
      },
    ],
  },
  process: {
    eyebrow: "The claims process",
    title: "Five steps from damage to repaired",
    steps: [
      {
        title: "Free inspection",
        text: "We inspect the whole roof and the attic and tell you honestly whether the damage looks like storm damage or age.",
      },
      {
        title: "Documentation",
        text: "Dated photos, drone images, measurements and a written report describing each area of damage.",
      },
      {
        title: "Filing help",
        text: "You file the claim with your insurer; we give you the report and photos and help you organize what they ask for.",
      },
      {
        title: "Adjuster meeting",
        text: "We meet your insurer's adjuster on the roof and point out every area of damage we documented.",
      },
      {
        title: "Repairs",
        text: "After the claim is settled, we repair or replace the roof to code and send you the final paperwork.",
      },
    ],
  },
  claimTypes: {
    eyebrow: "Claims we help with",
    title: "Types of roof damage claims",
    items: [
      { title: "Wind damage" },
      { title: "Hail damage" },
      { title: "Storm damage" },
      { title: "Hurricane damage" },
      { title: "Fallen tree damage" },
      { title: "Water leaks" },
      { title: "Missing shingles" },
      { title: "Structural damage" },
      { title: "Lightning damage" },
    ],
  },
  numbers: {
    eyebrow: "Good to know",
    title: "Numbers worth knowing before you file",
    lead: "Typical figures for Florida homeowners policies. Your own policy and declarations page are what count.",
    items: [
      {
        title: `Document damage within ${documentWithin}`,
        text: "Photograph everything, inside and out, before cleanup begins.",
      },
      {
        title: `Inspection within ${figures.inspectAfterStormHours} hours`,
        text: "A professional inspection soon after the storm catches damage while it is easy to prove.",
      },
      {
        title: `File within about ${deadlineText}`,
        text: "Florida generally gives you about a year from the date of loss to report a new claim. Don't wait.",
      },
      {
        title: `Standard deductible: ${formatUsdRange(figures.standardDeductible)}`,
        text: "The usual range for claims other than hurricanes; yours is on your declarations page.",
      },
      {
        title: `Hurricane deductible: ${hurricaneDeductible} of dwelling coverage`,
        text: "A separate, percentage-based deductible that applies to hurricane losses.",
      },
      {
        title: "Keep every receipt",
        text: "Tarping and temporary repairs that prevent further damage are commonly part of the claim.",
      },
    ],
  },
  limits: {
    title: "What a roofer can and can't do",
    text: "We document damage, meet adjusters and repair roofs. Under Florida law a contractor may not interpret your policy or negotiate your claim, and we never offer to waive or pay your deductible. For coverage questions, talk to your agent or a licensed public adjuster.",
  },
  contact: {
    eyebrow: "Contact",
    action: "Get Free Inspection",
    callUs: "Call us",
    activeLeaks: `${site.emergency.display} for active leaks`,
    officeHours: "Office hours",
    hours: site.hours.display,
  },
  faq: {
    title: "Insurance claim questions",
    faqs: [
      {
        question: "Does my homeowners insurance cover roof damage?",
        answer:
          "Most Florida homeowners policies cover sudden damage from wind, hail, falling trees and similar events, less your deductible. Wear and tear, age and poor maintenance are not covered, and some policies pay only the depreciated value of an older roof. Your policy decides; our report shows your insurer exactly what the damage is and what caused it.",
      },
      {
        question: "How long do I have to file a roof claim?",
        answer: `Usually about ${deadlineText} from the date of loss for a new claim in Florida, with a somewhat longer window for supplemental claims. Don't wait for the deadline: photograph the damage within ${documentWithin}, report it promptly, and get an inspection while the damage is fresh.`,
      },
      {
        question: "Will filing a claim raise my insurance rates?",
        answer:
          "It depends on your insurer, your claim history and the cause of the loss. Weather claims are generally viewed differently from claims caused by neglect, and your agent can tell you how your insurer treats them. What tends to cost homeowners more is waiting: an unreported leak can grow into a larger loss, or be refused as long-term deterioration.",
      },
      {
        question: "What if my claim is denied?",
        answer:
          "Ask for the denial in writing with the policy language it relies on. You can ask for a re-inspection, send additional evidence such as our report and photos, use the free mediation program for residential property claims run by the Florida Department of Financial Services, or hire a licensed public adjuster or an attorney.",
      },
    ],
  },
  /** The page's own contact section (#contact), which the hero's 'Start Your Claim' links to. */
  cta: {
    title: "Start your claim with a free inspection",
    text: "Tell us about the damage and we will inspect the roof and prepare the documentation. Or call, and talk to a roofer today.",
  },
};

const plazo = `${deadline} año${deadline === 1 ? "" : "s"}`;
const documentarEn = `${figures.documentDamageHours.min} a ${figures.documentDamageHours.max} horas`;

const es: InsuranceHelpPage = {
  serviceId: "insurance-help",
  seo: {
    title: `Ayuda con el reclamo al seguro | ${site.name}`,
    description:
      "Inspección gratis, fotos, ayuda para presentar el reclamo y reuniones con el ajustador por daños de tormenta en Tampa Bay, y la reparación según el código.",
  },
  hero: {
    eyebrow: "Ayuda con el reclamo al seguro",
    title: "Reclamos al seguro por su techo, sin adivinanzas",
    lead: "Después de una tormenta inspeccionamos el techo, documentamos cada problema con fotos, le ayudamos a presentar el reclamo y nos reunimos con su ajustador en el techo, para que el reclamo refleje el daño real. Luego hacemos las reparaciones.",
    points: [
      "Inspección gratis",
      "Informes con fotos que su aseguradora puede usar",
      "Reunión con el ajustador en su casa",
    ],
  },
  action: "Empiece su reclamo",
  benefits: {
    eyebrow: "Por qué ayuda",
    title: "Un techador de su lado",
    cards: [
      {
        icon: ClipboardCheck,
        title: "No se pasa nada por alto",
        text: "Sabemos cómo se ve el daño por viento y granizo en tejas asfálticas, teja y metal, y fotografiamos cada caída del techo para que el ajustador lo vea todo.",
      },
      {
        icon: HeartHandshake,
        title: "Menos estrés para usted",
        text: "Preparamos la documentación y le explicamos cada paso en palabras sencillas, para que nunca tenga que adivinar qué sigue.",
      },
      {
        icon: Hammer,
        title: "Reparaciones bien hechas",
        text: "Una vez resuelto el reclamo, la misma cuadrilla local hace el trabajo según el Código de Construcción de Florida, con permiso, inspección y garantía.",
      },
    ],
  },
  process: {
    eyebrow: "El proceso del reclamo",
    title: "Cinco pasos, del daño a la reparación",
    steps: [
      {
        title: "Inspección gratis",
        text: "Inspeccionamos todo el techo y el ático y le decimos con franqueza si el daño parece de tormenta o de edad.",
      },
      {
        title: "Documentación",
        text: "Fotos con fecha, imágenes de dron, medidas y un informe por escrito que describe cada área dañada.",
      },
      {
        title: "Ayuda para presentarlo",
        text: "Usted presenta el reclamo ante su aseguradora; nosotros le damos el informe y las fotos y le ayudamos a organizar lo que le pidan.",
      },
      {
        title: "Reunión con el ajustador",
        text: "Nos reunimos en el techo con el ajustador de su aseguradora y le señalamos cada área dañada que documentamos.",
      },
      {
        title: "Reparaciones",
        text: "Cuando el reclamo está resuelto, reparamos o reemplazamos el techo según el código y le enviamos los documentos finales.",
      },
    ],
  },
  claimTypes: {
    eyebrow: "Reclamos en los que ayudamos",
    title: "Tipos de reclamos por daños al techo",
    items: [
      { title: "Daños por viento" },
      { title: "Daños por granizo" },
      { title: "Daños por tormenta" },
      { title: "Daños por huracán" },
      { title: "Daños por caída de árboles" },
      { title: "Goteras y filtraciones" },
      { title: "Tejas asfálticas que faltan" },
      { title: "Daños estructurales" },
      { title: "Daños por rayos" },
    ],
  },
  numbers: {
    eyebrow: "Bueno saberlo",
    title: "Cifras que conviene conocer antes de presentar el reclamo",
    lead: "Cifras típicas de las pólizas de vivienda en Florida. Lo que cuenta es su propia póliza y su página de declaraciones.",
    items: [
      {
        title: `Documente el daño en ${documentarEn}`,
        text: "Fotografíe todo, por dentro y por fuera, antes de empezar a limpiar.",
      },
      {
        title: `Inspección dentro de ${figures.inspectAfterStormHours} horas`,
        text: "Una inspección profesional poco después de la tormenta encuentra el daño mientras es fácil de probar.",
      },
      {
        title: `Presente el reclamo en alrededor de ${plazo}`,
        text: "En Florida, por lo general tiene alrededor de un año desde la fecha de la pérdida para presentar un reclamo nuevo. No espere.",
      },
      {
        title: `Deducible estándar: ${formatUsdRange(figures.standardDeductible)}`,
        text: "El rango habitual para los reclamos que no son por huracán; el suyo aparece en su página de declaraciones.",
      },
      {
        title: `Deducible por huracán: ${hurricaneDeductible} de la cobertura de la vivienda`,
        text: "Un deducible aparte, en porcentaje, que se aplica a las pérdidas por huracán.",
      },
      {
        title: "Guarde todos los recibos",
        text: "La lona y las reparaciones temporales que evitan más daños suelen formar parte del reclamo.",
      },
    ],
  },
  limits: {
    title: "Lo que un techador puede y no puede hacer",
    text: "Documentamos el daño, nos reunimos con ajustadores y reparamos techos. Según la ley de Florida, un contratista no puede interpretar su póliza ni negociar su reclamo, y nunca le ofreceremos perdonarle ni pagarle el deducible. Para preguntas de cobertura, hable con su agente o con un ajustador público con licencia.",
  },
  contact: {
    eyebrow: "Contacto",
    action: "Pida su inspección gratis",
    callUs: "Llámenos",
    activeLeaks: "Línea de emergencias 24/7 para goteras activas",
    officeHours: "Horario de oficina",
    hours: site.hours.displayEs,
  },
  faq: {
    title: "Preguntas sobre reclamos al seguro",
    faqs: [
      {
        question: "¿Mi seguro de vivienda cubre los daños al techo?",
        answer:
          "La mayoría de las pólizas de vivienda en Florida cubren los daños repentinos por viento, granizo, caída de árboles y eventos parecidos, menos su deducible. El desgaste, la edad y la falta de mantenimiento no están cubiertos, y algunas pólizas pagan solo el valor depreciado de un techo viejo. Su póliza decide; nuestro informe le muestra a su aseguradora exactamente cuál es el daño y qué lo causó.",
      },
      {
        question: "¿Cuánto tiempo tengo para presentar un reclamo por el techo?",
        answer: `Por lo general alrededor de ${plazo} desde la fecha de la pérdida para un reclamo nuevo en Florida, con un plazo algo más largo para los reclamos suplementarios. No espere a la fecha límite: fotografíe el daño en ${documentarEn}, repórtelo pronto y pida una inspección mientras el daño está reciente.`,
      },
      {
        question: "¿Presentar un reclamo subirá las tarifas de mi seguro?",
        answer:
          "Depende de su aseguradora, de su historial de reclamos y de la causa de la pérdida. Los reclamos por el clima por lo general se ven distinto a los causados por descuido, y su agente puede decirle cómo los trata su aseguradora. Lo que más suele costarles a los propietarios es esperar: una gotera sin reportar puede convertirse en una pérdida mayor, o ser rechazada como deterioro de largo plazo.",
      },
      {
        question: "¿Qué pasa si me niegan el reclamo?",
        answer:
          "Pida por escrito la denegación, con el texto de la póliza en que se basa. Puede pedir una nueva inspección, enviar más pruebas como nuestro informe y nuestras fotos, usar el programa gratuito de mediación para reclamos de propiedad residencial del Departamento de Servicios Financieros de Florida, o contratar a un ajustador público con licencia o a un abogado.",
      },
    ],
  },
  /** The page's own contact section (#contact), which the hero's button links to. */
  cta: {
    title: "Empiece su reclamo con una inspección gratis",
    text: "Cuéntenos sobre el daño y nosotros inspeccionamos el techo y preparamos la documentación. O llame y hable hoy con un techador.",
  },
};

/** The page in each language: both fill in `InsuranceHelpPage`, so neither can miss a section. */
export const insuranceHelpCopy: Record<Locale, InsuranceHelpPage> = { en, es };

/** The English page, as the content check and the tests name it. */
export const insuranceHelpPage = en;
