import type { Locale } from "~/lib/i18n/locale";
import { site } from "~/content/site";
import { optionLabelsEs, wizardText } from "./wizard.server";

/**
 * What a homeowner receives after an instant quote, in their language: the quote e-mail, the
 * package-choice e-mail, the quote's PDF and the private quote page. The owner's messages stay
 * in English.
 */

// ---------------------------------------------------------------------------------------------
// What the homeowner receives: the quote e-mail, the package-choice e-mail and the quote's PDF.
// The owner's own messages stay in English.

export type QuoteMailText = {
  subject: string;
  /** "Your choice: the {name} for your roof" */
  choiceSubject: string;
  preview: string;
  /** "Your roof quote, {name}" */
  heading: string;
  /** "Here is the estimate you asked for on our website{forAddress}. ..." */
  intro: string;
  forAddress: string;
  yourChoiceMark: string;
  /** "or about {amount} a month with financing" */
  monthly: string;
  seeOnline: string;
  seeQuote: string;
  nextStep: [before: string, or: string, link: string, after: string];
  thankYou: string;
  /** "You chose the {name} for your roof{atAddress}. ..." */
  chose: [before: string, after: string];
  atAddress: string;
  factPackage: string;
  factPrice: string;
  factMonthly: string;
  attached: string;
  changedMind: string;
  footerLicense: string;
  pdf: {
    /** "Roof quote for {name}" */
    title: string;
    subject: string;
    license: string;
    property: string;
    quoted: string;
    packages: string;
    questions: string;
    online: string;
    filename: string;
  };
};

export const mailText: Record<Locale, QuoteMailText> = {
  en: {
    subject: `Your roof quote from ${site.name}`,
    choiceSubject: "Your choice: the {name} for your roof",
    preview: "Your three packages, with prices and monthly payments.",
    heading: "Your roof quote, {name}",
    intro:
      "Here is the estimate you asked for on our website{forAddress}. The PDF attached has the same quote to print or keep.",
    forAddress: ", for {address}",
    yourChoiceMark: " (your choice)",
    monthly: "or about {amount} a month with financing",
    seeOnline: "See your quote online, choose a package, or print it (the link works for 90 days):",
    seeQuote: "See your quote",
    nextStep: [
      "The next step is a free inspection: we measure the roof, check the deck and turn this estimate into a written quote. Call us at",
      "or",
      "ask for an inspection",
      ".",
    ],
    thankYou: "Thank you, {name}",
    chose: ["You chose the", "for your roof{atAddress}. We have it on your quote, and the PDF attached marks it."],
    atAddress: " at {address}",
    factPackage: "Package",
    factPrice: "Price",
    factMonthly: "Monthly payment",
    attached: "Your quote is attached as a PDF.",
    changedMind: "Changed your mind? Choose another package on your quote page:",
    footerLicense: "Florida license",
    pdf: {
      title: "Roof quote for {name}",
      subject: "Instant roof quote",
      license: "Florida license",
      property: "Property",
      quoted: "Quoted",
      packages: "Your packages",
      questions: "Questions, or ready for your free inspection? Call {phone}.",
      online: " Your quote online: ",
      filename: "roof-quote.pdf",
    },
  },
  es: {
    subject: `Su cotización de techo de ${site.name}`,
    choiceSubject: "Su elección para su techo: {name}",
    preview: "Sus tres paquetes, con precios y pagos mensuales.",
    heading: "Su cotización de techo, {name}",
    intro:
      "Aquí tiene el estimado que pidió en nuestro sitio web{forAddress}. El PDF adjunto tiene la misma cotización para imprimirla o guardarla.",
    forAddress: ", para {address}",
    yourChoiceMark: " (su elección)",
    monthly: "o unos {amount} al mes con financiamiento",
    seeOnline: "Vea su cotización en línea, elija un paquete o imprímala (el enlace funciona durante 90 días):",
    seeQuote: "Ver mi cotización",
    nextStep: [
      "El siguiente paso es una inspección gratis: medimos el techo, revisamos el entablado y convertimos este estimado en una cotización por escrito. Llámenos al",
      "o",
      "pida una inspección",
      ".",
    ],
    thankYou: "Gracias, {name}",
    chose: ["Eligió la opción", "para su techo{atAddress}. Lo anotamos en su cotización y el PDF adjunto lo marca."],
    atAddress: " en {address}",
    factPackage: "Paquete",
    factPrice: "Precio",
    factMonthly: "Pago mensual",
    attached: "Su cotización va adjunta en PDF.",
    changedMind: "¿Cambió de opinión? Elija otro paquete en la página de su cotización:",
    footerLicense: "Licencia de Florida",
    pdf: {
      title: "Cotización de techo para {name}",
      subject: "Cotización de techo al instante",
      license: "Licencia de Florida",
      property: "Propiedad",
      quoted: "Fecha",
      packages: "Sus paquetes",
      questions: "¿Preguntas, o listo para su inspección gratis? Llame al {phone}.",
      online: " Su cotización en línea: ",
      filename: "cotizacion-de-techo.pdf",
    },
  },
};

/** The lead's language, as stored (anything but Spanish is English). */
export function leadLocale(lead: { language?: string | null }): Locale {
  return lead.language === "es" ? "es" : "en";
}

/** A date as the homeowner's language writes it: "November 27, 2026", "27 de noviembre de 2026". */
export function longDateIn(instant: Date, locale: Locale): string {
  return instant.toLocaleDateString(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "long",
    timeZone: site.timeZone,
  });
}

// ---------------------------------------------------------------------------------------------
// The answers, as the Spanish PDF and quote page list them (English: `answers` in facts.server).

const ROW_NAMES_ES = {
  project: "Proyecto",
  roof: "Techo",
  area: "Área del techo",
  stories: "Pisos",
  condition: "Estado",
  location: "Ciudad de la propiedad",
};

type AnswerLead = {
  projectType: string | null;
  roofType: string | null;
  squareFeet: number | null;
  stories: string | null;
  currentCondition: string | null;
  location: string | null;
  payload: Record<string, unknown>;
};
type AnswerQuote = {
  measuredSquareFeet: number | null;
  measuredPitch: string | null;
  measuredRoofFaces: number | null;
  imageryDate: string | null;
  areaSource: string | null;
};

const pick = (labels: Record<string, string>, value: string | null) =>
  value === null ? null : (labels[value] ?? value);

/** The instant quote's answers in Spanish, in the English list's order. */
export function answersEs(lead: AnswerLead, quote?: AnswerQuote): Array<[string, string]> {
  const months = wizardText.es.measured.months;
  let area: string | null = null;
  if (lead.squareFeet !== null) {
    area = `${lead.squareFeet.toLocaleString("en-US")} pies cuadrados`;
    if (quote && lead.payload.notMyRoof === true) area += ", según lo indicado (no el techo medido en esta dirección)";
    else if (quote?.measuredSquareFeet && quote.measuredPitch && quote.measuredRoofFaces && quote.imageryDate) {
      const [year, month] = quote.imageryDate.split("-");
      const name = months[Number(month) - 1];
      const imagery =
        name && year ? `imágenes satelitales de ${name} de ${year}` : `imágenes satelitales de ${quote.imageryDate}`;
      area +=
        quote.areaSource === "measured"
          ? `, medidos con ${imagery} (inclinación ${quote.measuredPitch}, ${quote.measuredRoofFaces} caras de techo)`
          : `, según lo indicado (las ${imagery} midieron unos ${quote.measuredSquareFeet.toLocaleString("en-US")} pies cuadrados, inclinación ${quote.measuredPitch}; el precio usa esa inclinación y esas caras)`;
    }
  }
  const rows: Array<[string, string | null]> = [
    [ROW_NAMES_ES.project, pick(optionLabelsEs.projectType, lead.projectType)],
    [ROW_NAMES_ES.roof, pick(optionLabelsEs.roofType, lead.roofType)],
    [ROW_NAMES_ES.area, area],
    [ROW_NAMES_ES.stories, pick(optionLabelsEs.stories, lead.stories)],
    [ROW_NAMES_ES.condition, pick(optionLabelsEs.currentCondition, lead.currentCondition)],
    [ROW_NAMES_ES.location, lead.location],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

/** The private quote page's own words (its results: `resultsText`). */
export const quotePageText: Record<
  Locale,
  {
    description: string;
    expiredTitle: string;
    title: string;
    expiredH1: string;
    expiredLead: string;
    newQuote: string;
    orCall: string;
    /** "Your roof quote, {name}" */
    h1: string;
    /** "Quoted on {date}." */
    quotedOn: string;
    property: string;
    /** "Financing example: the {name}" */
    example: string;
    print: string;
  }
> = {
  en: {
    description: `A roof quote from ${site.name}.`,
    expiredTitle: `Quote link expired | ${site.name}`,
    title: `Your roof quote | ${site.name}`,
    expiredH1: "This quote link has expired",
    expiredLead:
      "Quote links work for 90 days, and this one has run out or was mistyped. A new instant quote takes about a minute, or call us and we'll price your roof on the phone.",
    newQuote: "Get a new quote",
    orCall: "Or call",
    h1: "Your roof quote, {name}",
    quotedOn: "Quoted on {date}.",
    property: "Property",
    example: "Financing example: the {name}",
    print: "Print this quote",
  },
  es: {
    description: `Una cotización de techo de ${site.name}.`,
    expiredTitle: `Enlace de cotización vencido | ${site.name}`,
    title: `Su cotización de techo | ${site.name}`,
    expiredH1: "Este enlace de cotización ya venció",
    expiredLead:
      "Los enlaces de cotización funcionan durante 90 días, y este ya venció o se escribió mal. Una nueva cotización al instante toma cerca de un minuto, o llámenos y le damos el precio de su techo por teléfono.",
    newQuote: "Pedir una nueva cotización",
    orCall: "O llame al",
    h1: "Su cotización de techo, {name}",
    quotedOn: "Cotizada el {date}.",
    property: "Propiedad",
    example: "Ejemplo de financiamiento: {name}",
    print: "Imprimir esta cotización",
  },
};
