import type { Locale } from "~/lib/i18n/locale";
import { site } from "~/content/site";
import { figures } from "~/content/figures";
import { QUOTE_DISCLAIMER, quoteMessages } from "~/lib/quote/messages";
import {
  type Condition,
  LOCATION_MAX,
  QUOTE_NAME_MAX,
  type QuoteProjectType,
  type RoofType,
  type Stories,
} from "~/lib/schemas/quote-options";
import type { ResultsText, WizardText } from "../wizard-content";
import { ENGLISH_PACKAGE_NAMES, QUOTE_DISCLAIMER_ES, SPANISH_PACKAGE_WORDS } from "./packages.server";

/**
 * The instant quote wizard's and its results' words in both languages, and the Spanish of the
 * quote's validation messages. The shapes are shared types, so a Spanish set cannot miss a word
 * the English one has.
 */

/** The months' names as `locale` writes them: "January", "enero". */
const monthNames = (locale: string) =>
  Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2000, month, 1)).toLocaleString(locale, { month: "long", timeZone: "UTC" }),
  );

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
    inspectionPast: "Your free inspection was scheduled for",
    inspectionPastCall: "For anything else, call",
    changeOrCancel: "Change or cancel it",
    bookTitle: "Book your free inspection now",
    bookIntro:
      "Pick a day, then a time. An estimator comes to the property, looks at the roof and the attic, and turns your estimate into a written quote. It's free.",
    callToBook: "We'll call you to set up your free inspection. Or call us now at",
    names: ENGLISH_PACKAGE_NAMES,
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
    inspectionPast: "Su inspección gratis estaba programada para el",
    inspectionPastCall: "Para cualquier otra cosa, llame al",
    changeOrCancel: "Cambiarla o cancelarla",
    bookTitle: "Reserve ahora su inspección gratis",
    bookIntro:
      "Elija un día y luego una hora. Un estimador va a la propiedad, revisa el techo y el ático, y convierte su estimado en una cotización por escrito. Es gratis.",
    callToBook: "Le llamaremos para programar su inspección gratis. O llámenos ahora al",
    names: SPANISH_PACKAGE_WORDS.names,
    descriptions: SPANISH_PACKAGE_WORDS.descriptions,
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
      livingAreaNotNumber: "Enter the living area in whole square feet, digits only, such as 2400 or 2,400.",
      estimateOutOfRange: `That living area gives a roof outside what an instant quote can price (1 to 100,000 sq ft). Check the number, or call us at ${site.phone.display}.`,
    },
    measured: {
      from: "Measured from satellite imagery dated {month}:",
      summary: "about {area} sq ft, {pitch} pitch, {faces} roof faces",
      oneFace: "about {area} sq ft, {pitch} pitch, 1 roof face",
      months: monthNames("en-US"),
      monthYear: "{month} {year}",
      disowned: "We'll price the area you give, without this measurement.",
      kept: "Keep it, or correct the area below if you know better.",
      entered: "We'll price the area you entered, with the roof's measured pitch.",
      use: "Use the measured {area} sq ft",
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
      livingAreaNotNumber: "Escriba el área habitable en pies cuadrados enteros, solo con dígitos, como 2400 o 2,400.",
      estimateOutOfRange: `Con esa área habitable, el techo queda fuera de lo que podemos cotizar al instante (de 1 a 100,000 pies cuadrados). Revise el número o llámenos al ${site.phone.display}.`,
    },
    measured: {
      from: "Medido con imágenes satelitales de {month}:",
      summary: "unos {area} pies cuadrados, inclinación {pitch}, {faces} caras de techo",
      oneFace: "unos {area} pies cuadrados, inclinación {pitch}, 1 cara de techo",
      months: monthNames("es-US"),
      monthYear: "{month} de {year}",
      disowned: "Le daremos el precio del área que usted indique, sin esta medición.",
      kept: "Consérvela, o corrija el área abajo si sabe que es otra.",
      entered: "Le daremos el precio del área que escribió, con la inclinación medida del techo.",
      use: "Usar los {area} pies cuadrados medidos",
    },
    numberLocale: "en-US",
  },
};

export const squareFeetHintIn: Record<Locale, string> = {
  en: `The average home is ${sqFt(figures.squareFeet.typicalHomeMin, "en-US")}-${sqFt(figures.squareFeet.typicalHomeMax, "en-US")} sq ft. Enter the roof's area if you know it.`,
  es: `La casa promedio tiene entre ${sqFt(figures.squareFeet.typicalHomeMin, "en-US")} y ${sqFt(figures.squareFeet.typicalHomeMax, "en-US")} pies cuadrados. Escriba el área del techo si la conoce.`,
};

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
  [`The roof we found at that address is over 100,000 sq ft, too large for an instant quote. Please call us at ${site.phone.display}.`]: `El techo que encontramos en esa dirección mide más de 100,000 pies cuadrados, demasiado para una cotización al instante. Llámenos al ${site.phone.display}.`,
  "Please enter the property's street address, city and ZIP code.":
    "Escriba la dirección, la ciudad y el código postal de la propiedad.",
  [`Too many roof measurements from your connection. Please enter the roof's area, or call us at ${site.phone.display}.`]: `Demasiadas mediciones desde su conexión. Escriba el área del techo o llámenos al ${site.phone.display}.`,
};
