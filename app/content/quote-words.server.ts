import type { Locale } from "~/lib/i18n/locale";
import { priceBook, type PackageSpec } from "~/content/price-book";
import { site } from "~/content/site";
import { figures } from "~/content/figures";
import { formatCents, formatDollars } from "~/lib/format";
import { ESTIMATE_TERMS, monthlyPayment } from "~/lib/payment";
import { displayName } from "~/lib/quote/display";
import { QUOTE_DISCLAIMER, quoteMessages } from "~/lib/quote/messages";
import type { QuotePackage } from "~/lib/quote/quote-text";
import {
  type Condition,
  LOCATION_MAX,
  QUOTE_NAME_MAX,
  type QuoteProjectType,
  type RoofType,
  ROOF_TYPES,
  type Stories,
} from "~/lib/schemas/quote-options";
import type { ResultsText, WizardText } from "./wizard-content";

/**
 * The instant quote's words in both languages, for everything the homeowner sees or receives: the
 * wizard, its results, the private quote page, the quote e-mail and its PDF. The shapes are shared
 * types, so a Spanish set cannot miss a word the English one has. Prices and rules are the same in
 * both: only the words change. Written for Florida homeowners (usted), not word for word.
 */

// ---------------------------------------------------------------------------------------------
// The price book's packages in Spanish, in the price book's order (a tuple of three per list, so a
// package added in English without its Spanish does not compile).

type Spanish = readonly [PackageSpec, PackageSpec, PackageSpec];
type MaterialSpanish = { packages: Spanish; repairPackages: Spanish };

const TIER_NAMES_ES: Record<string, string> = {
  GOOD: "Paquete Esencial",
  BETTER: "Paquete Premium",
  BEST: "Paquete Élite",
};

const spanishBook: Record<RoofType, MaterialSpanish> = {
  asphalt: {
    packages: [
      {
        name: "GOOD",
        description:
          "Tejas asfálticas arquitectónicas resistentes a vientos de 130 mph sobre membrana sintética, borde de goteo, botas de tubería y ventilación de cumbrera nuevos, retiro completo del techo viejo y permiso; garantía limitada de 30 años en las tejas y 10 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Tejas arquitectónicas mejoradas instaladas como sistema completo del fabricante: barrera secundaria autoadherente contra el agua sobre toda la base, hilera inicial, limatesas y cumbrera a juego, tapajuntas nuevos; garantía limitada de por vida en las tejas y 15 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Tejas de diseño resistentes al impacto Clase 4 y a vientos de 150 mph, membrana autoadherente para altas temperaturas sobre toda la base, tapajuntas metálicos y ventilación nuevos en todo el techo; garantía extendida del fabricante sin prorrateo y 25 años de garantía de mano de obra",
      },
    ],
    repairPackages: [
      {
        name: "GOOD",
        description:
          "Reparación puntual: se reemplazan las tejas y la membrana dañadas en el área afectada con tejas a juego, se sella el origen de la filtración e informe con fotos; 2 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Reparación y mantenimiento: la reparación puntual más botas de tubería nuevas, todas las penetraciones selladas de nuevo y las tejas sueltas fijadas en todo el techo; 3 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Reparación y restauración: el mantenimiento más tapajuntas nuevos en paredes y chimenea, ventilación de cumbrera y borde de goteo dañado reemplazados e informe escrito de vida útil; 5 años de garantía de mano de obra",
      },
    ],
  },
  metal: {
    packages: [
      {
        name: "Metal de junta alzada",
        description:
          "Paneles de metal de junta alzada calibre 24 con fijaciones ocultas y acabado Kynar 500, membrana autoadherente para altas temperaturas, molduras y tapajuntas a juego, retiro completo del techo viejo y permiso; garantía de 40 años en el acabado y 20 años de garantía de mano de obra",
      },
      {
        name: "Metal con recubrimiento de piedra",
        description:
          "Paneles de acero con recubrimiento de piedra con aspecto de teja asfáltica o de barro, membrana sintética sobre listones, cumbrera y molduras a juego, retiro completo del techo viejo y permiso; garantía limitada de 50 años y 15 años de garantía de mano de obra",
      },
      {
        name: "Metal 5V",
        description:
          "Paneles 5V de Galvalume calibre 26 con tornillos expuestos y arandelas de sellado, membrana sintética, borde de goteo y cumbrera nuevos, retiro completo del techo viejo y permiso; garantía de 25 años en los paneles y 10 años de garantía de mano de obra",
      },
    ],
    repairPackages: [
      {
        name: "Reparación puntual de metal",
        description:
          "Paneles y molduras de metal dañados reemplazados o parchados en el área afectada, el origen de la filtración sellado e informe con fotos; 2 años de garantía de mano de obra",
      },
      {
        name: "Renovación de tornillos y sellos",
        description:
          "La reparación puntual más cada tornillo expuesto reemplazado por uno nuevo con arandela de sellado, juntas y penetraciones selladas de nuevo en todo el techo; 3 años de garantía de mano de obra",
      },
      {
        name: "Restauración de techo de metal",
        description:
          "La renovación de tornillos más tratamiento contra el óxido y un recubrimiento elastomérico de restauración sobre todo el techo, cumbrera y tapajuntas nuevos donde estén gastados; garantía de 10 años en el recubrimiento y 5 años de garantía de mano de obra",
      },
    ],
  },
  tile: {
    packages: [
      {
        name: "GOOD",
        description:
          "Teja de concreto fijada con adhesivo de espuma sobre membrana autoadherente, limatesas y cumbrera nuevas, retiro completo del techo viejo y permiso; garantía limitada de 50 años en la teja y 10 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Teja de concreto de perfil premium, sistema de membrana de dos capas con capa superior para altas temperaturas, limahoyas y tapajuntas metálicos nuevos; garantía limitada de 50 años en la teja y 15 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Teja de barro con fijación de espuma y mecánica certificada para huracanes, sistema premium de membrana de dos capas, tapajuntas de cobre o acero inoxidable en todo el techo; garantía limitada de por vida en la teja y 25 años de garantía de mano de obra",
      },
    ],
    repairPackages: [
      {
        name: "GOOD",
        description:
          "Reparación puntual: tejas rotas reemplazadas por tejas a juego, membrana renovada bajo la filtración e informe con fotos; 2 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Reparación y mantenimiento: la reparación puntual más las tejas sueltas o rajadas reasentadas o reemplazadas en todo el techo, limatesas y cumbreras con mortero o espuma nuevos; 3 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Reparación y restauración: el mantenimiento más metal de limahoya y tapajuntas de pared nuevos, tejas levantadas y membrana renovada en cada punto propenso a filtraciones; 5 años de garantía de mano de obra",
      },
    ],
  },
};

/** The price book's English name or description → its Spanish, for every package the engine can quote. */
function spanishMaps(): { names: Record<string, string>; descriptions: Record<string, string> } {
  const names: Record<string, string> = { ...TIER_NAMES_ES };
  const descriptions: Record<string, string> = {};
  for (const roof of ROOF_TYPES) {
    for (const list of ["packages", "repairPackages"] as const) {
      priceBook.materials[roof][list].forEach((english, i) => {
        const spanish = spanishBook[roof][list][i]!;
        names[english.name] ??= spanish.name;
        descriptions[english.description] = spanish.description;
      });
    }
  }
  return { names, descriptions };
}

const SPANISH = spanishMaps();
const ENGLISH_NAMES: Record<string, string> = Object.fromEntries(
  ["GOOD", "BETTER", "BEST"].map((name) => [name, displayName(name)]),
);

/** A package as the homeowner reads it: its name and description in `locale`, its price unchanged. */
export function packageIn(pkg: QuotePackage, locale: Locale): QuotePackage & { label: string } {
  if (locale === "en") return { ...pkg, label: displayName(pkg.name) };
  return {
    ...pkg,
    label: SPANISH.names[pkg.name] ?? pkg.name,
    description: SPANISH.descriptions[pkg.description] ?? pkg.description,
  };
}

// ---------------------------------------------------------------------------------------------
// Financing terms (Regulation Z: once a monthly payment is shown, the terms that give it are too).

const { apr, months } = ESTIMATE_TERMS;

/** The financing terms beside every monthly payment, in `locale`. */
export function paymentTermsIn(pkg: QuotePackage, locale: Locale): string {
  const price = formatDollars(pkg.price);
  const payment = formatCents(monthlyPayment(pkg.price));
  return locale === "es"
    ? `${price} financiados sin pago inicial: ${months} pagos mensuales de ${payment} con una tasa de porcentaje anual (APR) del ${apr}%. Sujeto a aprobación de crédito; las tasas y los plazos dependen del prestamista y de su crédito.`
    : `${price} financed with no down payment: ${months} monthly payments of ${payment} at ${apr}% APR. Subject to credit approval; rates and terms depend on the lender and your credit.`;
}

export const QUOTE_DISCLAIMER_ES =
  "Esta cotización es un estimado basado en sus respuestas. El costo real puede variar según la inclinación del techo, las capas existentes, el estado de la base, los requisitos del código local y los materiales disponibles. Los pagos mensuales son estimados y están sujetos a aprobación de crédito. Una inspección gratis convierte este estimado en una cotización por escrito.";

export const disclaimerIn: Record<Locale, string> = { en: QUOTE_DISCLAIMER, es: QUOTE_DISCLAIMER_ES };

// ---------------------------------------------------------------------------------------------
// The results (wizard and quote page).

export const resultsText: Record<Locale, ResultsText> = {
  en: {
    heading: "Choose Your Package",
    metalHeading: "Choose Your Metal Roofing Option",
    lead: "Three ways to do your roof, priced from your answers. Choose one and we'll call you to confirm it at a free inspection.",
    recommended: "Recommended",
    monthly: "{amount}/mo at {apr}% APR for {months} months",
    choose: "Choose",
    chosen: "Chosen",
    yourChoice: "Your choice. We'll be in touch.",
    chosenTitleThe: "You chose the {name}.",
    chosenTitle: "You chose {name}.",
    chosenDescription: "We'll call you to confirm the details and set up your free inspection.",
    choiceFailed: `We couldn't save your choice. Please call us at ${site.phone.display}.`,
    schedule: "Schedule Free Inspection",
    call: "Call",
    disclaimer: QUOTE_DISCLAIMER,
    inspectionRequested: "Your free inspection is requested for",
    inspectionBooked: "Your free inspection is booked for",
    changeOrCancel: "Change or cancel it",
    bookTitle: "Book your free inspection now",
    bookIntro:
      "Pick a day, then a time. An estimator comes to the property, looks at the roof and the attic, and turns your estimate into a written quote. It's free.",
    callToBook: "We'll call you to set up your free inspection. Or call us now at",
    names: ENGLISH_NAMES,
    descriptions: {},
  },
  es: {
    heading: "Elija su paquete",
    metalHeading: "Elija su opción de techo de metal",
    lead: "Tres maneras de hacer su techo, con precios según sus respuestas. Elija una y le llamaremos para confirmarla en una inspección gratis.",
    recommended: "Recomendado",
    monthly: "{amount}/mes con {apr}% de APR a {months} meses",
    choose: "Elegir",
    chosen: "Elegido",
    yourChoice: "Su elección. Nos comunicaremos con usted.",
    chosenTitleThe: "Eligió: {name}.",
    chosenTitle: "Eligió: {name}.",
    chosenDescription: "Le llamaremos para confirmar los detalles y programar su inspección gratis.",
    choiceFailed: `No pudimos guardar su elección. Llámenos al ${site.phone.display}.`,
    schedule: "Programar inspección gratis",
    call: "Llame al",
    disclaimer: QUOTE_DISCLAIMER_ES,
    inspectionRequested: "Su inspección gratis está solicitada para el",
    inspectionBooked: "Su inspección gratis está programada para el",
    changeOrCancel: "Cambiarla o cancelarla",
    bookTitle: "Reserve ahora su inspección gratis",
    bookIntro:
      "Elija un día y luego una hora. Un estimador va a la propiedad, revisa el techo y el ático, y convierte su estimado en una cotización por escrito. Es gratis.",
    callToBook: "Le llamaremos para programar su inspección gratis. O llámenos ahora al",
    names: SPANISH.names,
    descriptions: SPANISH.descriptions,
  },
};

// ---------------------------------------------------------------------------------------------
// The wizard.

const sqFt = (n: number, locale: string) => n.toLocaleString(locale);

export const wizardText: Record<Locale, WizardText> = {
  en: {
    formLabel: "Instant quote",
    question: "Question {n} of {count}",
    complete: "{percent}% complete",
    progressLabel: "Quote progress",
    progressValue: "Question {n} of {count}, {percent}% complete",
    back: "Back",
    next: "Next",
    submit: "Get Instant Quote",
    generating: "Generating Your Quote...",
    fillEvery: "Fill in every field to get your quote.",
    answerToContinue: "Answer the question to continue.",
    success: quoteMessages.success,
    failure: quoteMessages.failure,
    projectType: "What kind of project is it?",
    roofType: "Which roofing material would you like?",
    stories: "How many stories is the building?",
    condition: "What condition is the roof in now?",
    location: {
      label: "City where the property is",
      hint: "Start typing to pick one of the cities we serve, or type your own.",
    },
    address: {
      legend: "Where is the roof?",
      intro: "We measure it from satellite imagery while you answer the next questions. You can correct what we find.",
      street: "Street address",
      city: "City",
      zipCode: "ZIP code",
      zipHint: "5 digits, or ZIP+4",
    },
    contact: {
      legend: "Where should we send your quote?",
      forRoof: "For the roof at {address}, {city} {zipCode}.",
      name: "Full name",
      email: "Email",
      phone: "Phone",
      phoneHint: "10 digits",
    },
    squareFeet: {
      legend: "How big is the roof?",
      measuring: "Measuring your roof from satellite imagery...",
      enterBelow: "Enter the roof's area below, or estimate it from your home's size.",
      notMine: "This isn't my roof",
      notMineHint:
        "If the satellite found another building, such as a neighbor's, we'll price the area you give without its pitch.",
      label: "Roof area (square feet)",
      measuredHint: "The measured area; change it if you know the roof is bigger or smaller.",
      estimateSummary: "Not sure? Estimate it from your home's size",
      livingArea: "Living area (sq ft)",
      stories: "Stories",
      useEstimate: "Use estimate",
      estimated:
        "Estimated roof area: about {area} sq ft. This is an estimate: we measure your roof at the free inspection.",
      howEstimated:
        "We divide the living area by the stories to get the footprint, then add 25% for the roof's slope and overhangs.",
    },
    measured: {
      from: "Measured from satellite imagery dated {month}:",
      summary: "about {area} sq ft, {pitch} pitch, {faces} roof faces",
      oneFace: "about {area} sq ft, {pitch} pitch, 1 roof face",
      months: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
      ],
      disowned: "We'll price the area you give, without this measurement.",
      kept: "Keep it, or correct the area below if you know better.",
      entered: "We'll price the area you entered, with the roof's measured pitch.",
      use: "Use the measured {area} sq ft",
      unavailable: "We couldn't measure your roof just now.",
    },
    numberLocale: "en-US",
  },
  es: {
    formLabel: "Cotización al instante",
    question: "Pregunta {n} de {count}",
    complete: "{percent}% completado",
    progressLabel: "Progreso de la cotización",
    progressValue: "Pregunta {n} de {count}, {percent}% completado",
    back: "Atrás",
    next: "Siguiente",
    submit: "Ver mi cotización",
    generating: "Preparando su cotización...",
    fillEvery: "Complete todos los campos para ver su cotización.",
    answerToContinue: "Responda la pregunta para continuar.",
    success: "¡Cotización lista! Desplácese hacia abajo para ver su estimado.",
    failure: `No pudimos preparar su cotización. Inténtelo de nuevo o llámenos al ${site.phone.display}`,
    projectType: "¿Qué tipo de proyecto es?",
    roofType: "¿Qué material de techo prefiere?",
    stories: "¿Cuántos pisos tiene el edificio?",
    condition: "¿En qué estado está el techo ahora?",
    location: {
      label: "Ciudad donde está la propiedad",
      hint: "Empiece a escribir para elegir una de las ciudades que atendemos, o escriba la suya.",
    },
    address: {
      legend: "¿Dónde está el techo?",
      intro:
        "Lo medimos con imágenes satelitales mientras usted contesta las siguientes preguntas. Puede corregir lo que encontremos.",
      street: "Dirección",
      city: "Ciudad",
      zipCode: "Código postal",
      zipHint: "5 dígitos, o ZIP+4",
    },
    contact: {
      legend: "¿A dónde le enviamos su cotización?",
      forRoof: "Para el techo en {address}, {city} {zipCode}.",
      name: "Nombre completo",
      email: "Correo electrónico",
      phone: "Teléfono",
      phoneHint: "10 dígitos",
    },
    squareFeet: {
      legend: "¿Qué tamaño tiene el techo?",
      measuring: "Midiendo su techo con imágenes satelitales...",
      enterBelow: "Escriba abajo el área del techo, o calcúlela según el tamaño de su casa.",
      notMine: "Este no es mi techo",
      notMineHint:
        "Si el satélite encontró otro edificio, como el de un vecino, le daremos el precio del área que usted indique, sin su inclinación.",
      label: "Área del techo (pies cuadrados)",
      measuredHint: "El área medida; cámbiela si sabe que el techo es más grande o más pequeño.",
      estimateSummary: "¿No está seguro? Calcúlela según el tamaño de su casa",
      livingArea: "Área habitable (pies cuadrados)",
      stories: "Pisos",
      useEstimate: "Usar el cálculo",
      estimated:
        "Área estimada del techo: unos {area} pies cuadrados. Es un estimado: medimos su techo en la inspección gratis.",
      howEstimated:
        "Dividimos el área habitable entre los pisos para obtener la huella de la casa y sumamos un 25% por la inclinación del techo y los aleros.",
    },
    measured: {
      from: "Medido con imágenes satelitales de {month}:",
      summary: "unos {area} pies cuadrados, inclinación {pitch}, {faces} caras de techo",
      oneFace: "unos {area} pies cuadrados, inclinación {pitch}, 1 cara de techo",
      months: [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
      ],
      disowned: "Le daremos el precio del área que usted indique, sin esta medición.",
      kept: "Consérvela, o corrija el área abajo si sabe que es otra.",
      entered: "Le daremos el precio del área que escribió, con la inclinación medida del techo.",
      use: "Usar los {area} pies cuadrados medidos",
      unavailable: "No pudimos medir su techo en este momento.",
    },
    numberLocale: "en-US",
  },
};

export const squareFeetHintIn: Record<Locale, string> = {
  en: `The average home is ${sqFt(figures.squareFeet.typicalHomeMin, "en-US")}-${sqFt(figures.squareFeet.typicalHomeMax, "en-US")} sq ft. Enter the roof's area if you know it.`,
  es: `La casa promedio tiene entre ${sqFt(figures.squareFeet.typicalHomeMin, "en-US")} y ${sqFt(figures.squareFeet.typicalHomeMax, "en-US")} pies cuadrados. Escriba el área del techo si la conoce.`,
};

export const instantQuoteConsentEs = `Al pedir una cotización, usted acepta que ${site.name} le contacte por teléfono, mensaje de texto o correo electrónico sobre su estimado. Pueden aplicarse tarifas de mensajes y datos. El consentimiento no es condición de compra.`;

/** The wizard's choices in Spanish (the values sent stay the English ones). */
export const optionLabelsEs = {
  projectType: {
    "roof-replacement": "Reemplazo completo del techo",
    "roof-repair": "Reparación de techo",
    "new-construction": "Construcción nueva",
  } satisfies Record<QuoteProjectType, string>,
  roofType: {
    asphalt: "Tejas asfálticas",
    metal: "Techo de metal",
    tile: "Techo de teja",
  } satisfies Record<RoofType, string>,
  stories: { "1": "1 piso", "2": "2 pisos", "3+": "3 pisos o más" } satisfies Record<Stories, string>,
  currentCondition: {
    Good: "Bueno: desgaste leve",
    Fair: "Regular: algún daño",
    Poor: "Malo: problemas serios",
    Damaged: "Dañado: necesita reparación urgente",
  } satisfies Record<Condition, string>,
};

/** The quote schema's and the quote API's English messages in Spanish (the same rules). */
export const quoteMessagesEs: Record<string, string> = {
  "Name must be at least 2 characters": "El nombre debe tener al menos 2 caracteres",
  [`Name must be less than ${QUOTE_NAME_MAX} characters`]: `El nombre debe tener menos de ${QUOTE_NAME_MAX} caracteres`,
  "Phone must be exactly 10 digits": "El teléfono debe tener exactamente 10 dígitos",
  "Invalid ZIP code format": "Formato de código postal no válido",
  "Square feet must be a number": "Los pies cuadrados deben ser un número",
  "Square feet must be between 1 and 100,000": "Los pies cuadrados deben estar entre 1 y 100,000",
  "Property city must be at least 2 characters": "La ciudad de la propiedad debe tener al menos 2 caracteres",
  [`Property city must be less than ${LOCATION_MAX} characters`]: `La ciudad de la propiedad debe tener menos de ${LOCATION_MAX} caracteres`,
  "Roof type is required": "Elija el tipo de techo",
  "Project type is required": "Elija el tipo de proyecto",
  "Number of stories is required": "Elija el número de pisos",
  "Current condition is required": "Elija el estado actual del techo",
  "Please say whether the measured roof is yours": "Indique si el techo medido es el suyo",
  "Please answer the questions and try again.": "Conteste las preguntas e inténtelo de nuevo.",
  [quoteMessages.failure]: `No pudimos preparar su cotización. Inténtelo de nuevo o llámenos al ${site.phone.display}`,
  "We couldn't find that quote. Please get a new quote, or call us.":
    "No encontramos esa cotización. Pida una cotización nueva o llámenos.",
  "Please choose one of the packages in your quote.": "Elija uno de los paquetes de su cotización.",
  "We couldn't find your roof in satellite imagery sharp enough to measure it.":
    "No encontramos su techo en imágenes satelitales lo bastante nítidas para medirlo.",
  "We couldn't tell your roof from your neighbors' at that address.":
    "No pudimos distinguir su techo del de sus vecinos en esa dirección.",
  "We couldn't measure your roof just now.": "No pudimos medir su techo en este momento.",
  "Please enter the property's street address, city and ZIP code.":
    "Escriba la dirección, la ciudad y el código postal de la propiedad.",
  [`Too many roof measurements from your connection. Please enter the roof's area, or call us at ${site.phone.display}.`]: `Demasiadas mediciones desde su conexión. Escriba el área del techo o llámenos al ${site.phone.display}.`,
};

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
    choiceSubject: "Su elección: el {name} para su techo",
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
      "El siguiente paso es una inspección gratis: medimos el techo, revisamos la base y convertimos este estimado en una cotización por escrito. Llámenos al",
      "o",
      "pida una inspección",
      ".",
    ],
    thankYou: "Gracias, {name}",
    chose: ["Eligió el", "para su techo{atAddress}. Lo anotamos en su cotización y el PDF adjunto lo marca."],
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
      const imagery = `imágenes satelitales de ${months[Number(month) - 1] ?? ""} ${year ?? ""}`.trim();
      area +=
        quote.areaSource === "measured"
          ? `, medido con ${imagery} (inclinación ${quote.measuredPitch}, ${quote.measuredRoofFaces} caras de techo)`
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
    example: "Ejemplo de financiamiento: el {name}",
    print: "Imprimir esta cotización",
  },
};
