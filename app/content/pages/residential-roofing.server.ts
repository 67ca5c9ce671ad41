import { figures, formatUsdRange, formatYears } from "~/content/figures";
import type { ResidentialRoofingPage } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import type { Locale } from "~/lib/i18n/locale";
import { trustCardsIn } from "./shared.server";

const cost = figures.residentialCost;
const life = figures.lifespanFlorida;
const days = `${figures.residentialReplacementDays.min}-${figures.residentialReplacementDays.max}`;

const trustCards = trustCardsIn.en;

const en: ResidentialRoofingPage = {
  serviceId: "residential-roofing",
  seo: {
    title: `Residential Roofing in Tampa Bay | ${site.name}`,
    description: `New shingle, metal and tile roofs for Tampa Bay homes, permitted, built to Florida code and finished in ${days} days. Family-owned since ${site.founded}.`,
  },
  hero: {
    eyebrow: "Residential roofing",
    title: "New roofs for Tampa Bay homes, built for Florida weather",
    lead: `Shingle, metal and tile roofs installed by our own crews, permitted, inspected and finished in ${days} days for most homes. We have been roofing Tampa Bay neighborhoods for ${yearsInBusiness}+ years.`,
    points: [`License ${site.license}`, `Most homes done in ${days} days`, "Free written estimates"],
  },
  action: "Get Free Quote",
  systems: {
    eyebrow: "Roof systems",
    title: "The right roof for your home and budget",
    lead: "We install every major residential system and will tell you honestly which one fits your house, your HOA and how long you plan to stay.",
    items: [
      {
        title: "Architectural shingles",
        text: `The most popular roof in Tampa Bay: about ${formatUsdRange(cost.asphalt)} for a typical home and ${formatYears(life.asphalt)} years of service in Florida sun, with high-wind ratings when nailed to the manufacturer's pattern.`,
      },
      {
        title: "Standing-seam metal",
        text: `Concealed fasteners, excellent wind resistance and ${formatYears(life.metal)} years of life. Typically ${formatUsdRange(cost.metal)} for an average home, and reflective finishes keep the attic cooler.`,
      },
      {
        title: "Stone-coated metal",
        text: "Steel panels with a granule finish that look like shake, tile or shingle, with the strength of metal and a Class 4 impact rating on many products.",
      },
      {
        title: "Concrete and clay tile",
        text: `The classic Florida look, lasting ${formatYears(life.tile)} years over sound underlayment. Expect about ${formatUsdRange(cost.tile)}; we check that your framing can carry the weight first.`,
      },
      {
        title: "Low-slope sections",
        text: "Modified bitumen or TPO over porches, lanais and additions, tied into the main roof so water has nowhere to hide.",
      },
      {
        title: "Solar-ready roofs",
        text: "Planning panels? We coordinate mount locations and flashing with your solar installer so the roof and its warranty stay watertight.",
      },
    ],
  },
  included: {
    eyebrow: "No shortcuts",
    title: "What every roof replacement includes",
    items: [
      { title: "Permit and county inspections handled for you" },
      { title: "Full tear-off down to the roof deck" },
      { title: "Damaged or rotted decking replaced at the agreed unit price" },
      { title: "Deck fastened to current Florida Building Code" },
      { title: "Underlayment installed to the code's high-wind rules" },
      { title: "New drip edge, flashing, pipe boots and vents" },
      { title: "Attic ventilation checked and corrected" },
      { title: "Daily clean-up and a magnetic sweep for nails" },
      { title: "Product approvals and permit records for your wind-mitigation inspection" },
      { title: "Final walk-through and warranty registration" },
    ],
  },
  process: {
    eyebrow: "How it works",
    title: "From estimate to final inspection",
    steps: [
      {
        title: "Free inspection and estimate",
        text: "We measure the roof, photograph the problem areas and give you a written, itemized estimate with your material options.",
      },
      {
        title: "Permit and scheduling",
        text: "We pull the permit, order materials and give you a start date. If you have an HOA, we supply the color and product sheets it asks for.",
      },
      {
        title: "Installation",
        text: `Most homes are torn off, dried in and finished in ${days} days, with the property cleaned up every evening.`,
      },
      {
        title: "Inspection and warranty",
        text: "The county inspects the finished roof, we walk the property with you, and your manufacturer warranty is registered in your name.",
      },
    ],
  },
  trust: {
    eyebrow: "Why homeowners choose us",
    title: "A roofer you can still call in ten years",
    cards: [trustCards.family, trustCards.licensed, trustCards.warranty, trustCards.financing],
  },
  gallery: {
    eyebrow: "Our work",
    title: "Recent residential projects",
    lead: "A few of the homes our crews have re-roofed across Hillsborough, Pasco and Pinellas counties.",
  },
  faq: {
    title: "Residential roofing questions",
    lead: "Straight answers to what homeowners ask us most before a replacement.",
    faqs: [
      {
        question: "How much does a new roof cost for a Tampa Bay home?",
        answer: `For a typical home, asphalt shingles run about ${formatUsdRange(cost.asphalt)}, metal about ${formatUsdRange(cost.metal)} and tile about ${formatUsdRange(cost.tile)}. Roof size, pitch, the number of stories and the condition of the deck move the price within those ranges, and your written estimate itemizes all of it.`,
      },
      {
        question: "Which roofing material lasts longest in Florida?",
        answer: `Tile and metal outlast shingles here: tile lasts ${formatYears(life.tile)} years and metal ${formatYears(life.metal)} years, against ${formatYears(life.asphalt)} years for shingles in full Florida sun. Shingles cost the least up front, so the best choice depends on your budget, your HOA and how long you plan to stay in the house.`,
      },
      {
        question: "How long does a roof replacement take?",
        answer: `Most homes take ${days} days from tear-off to clean-up. Larger, steeper or tile roofs can take longer, and we schedule around the forecast so your home is never left open to rain.`,
      },
      {
        question: "Can a new roof lower my homeowners insurance?",
        answer:
          "Often, yes. Florida insurers must offer discounts for features that reduce wind losses, such as how the roof deck is fastened and a secondary water barrier. After your new roof is finished, a wind-mitigation inspection documents those features; we give you the permit and product records the inspector needs. Your agent can tell you what the discount will be.",
      },
      {
        question: "Do I need to be home while you work?",
        answer:
          "No. We need access to an outdoor outlet, the driveway cleared for the dumpster, and pets kept inside. Most homeowners go about their day; we send an update each evening and call if we find anything unexpected under the old roof.",
      },
    ],
  },
  cta: {
    title: "Ready for a roof you won't have to think about?",
    text: "Book a free inspection with a written estimate, or call and talk to a roofer today.",
  },
};

const es: ResidentialRoofingPage = {
  serviceId: "residential-roofing",
  seo: {
    title: `Techos residenciales en Tampa Bay | ${site.name}`,
    description: `Techos nuevos de tejas asfálticas, metal y teja para hogares de Tampa Bay, con permiso, según el código de Florida y listos en ${days} días.`,
  },
  hero: {
    eyebrow: "Techos residenciales",
    title: "Techos nuevos para hogares de Tampa Bay, hechos para el clima de Florida",
    lead: `Techos de tejas asfálticas, metal y teja instalados por nuestras propias cuadrillas, con permiso, inspeccionados y terminados en ${days} días en la mayoría de las casas. Llevamos más de ${yearsInBusiness} años techando los vecindarios de Tampa Bay.`,
    points: [`Licencia ${site.license}`, `La mayoría de las casas, en ${days} días`, "Estimados gratis por escrito"],
  },
  action: "Pida su estimado gratis",
  systems: {
    eyebrow: "Sistemas de techo",
    title: "El techo adecuado para su casa y su presupuesto",
    lead: "Instalamos todos los sistemas residenciales principales y le diremos con franqueza cuál le conviene a su casa, a su HOA y al tiempo que piensa quedarse.",
    items: [
      {
        title: "Tejas asfálticas arquitectónicas",
        text: `El techo más común en Tampa Bay: alrededor de ${formatUsdRange(cost.asphalt)} para una casa típica y ${formatYears(life.asphalt)} años de vida bajo el sol de Florida, con clasificación para vientos fuertes si se clavan según el patrón del fabricante.`,
      },
      {
        title: "Metal de junta alzada (standing seam)",
        text: `Sujetadores ocultos, excelente resistencia al viento y ${formatYears(life.metal)} años de vida. Por lo general ${formatUsdRange(cost.metal)} para una casa promedio, y los acabados reflectivos mantienen más fresco el ático.`,
      },
      {
        title: "Metal con recubrimiento de piedra",
        text: "Paneles de acero con acabado granulado que parecen madera, teja o tejas asfálticas, con la fuerza del metal y, en muchos productos, resistencia al impacto Clase 4.",
      },
      {
        title: "Teja de concreto y de barro",
        text: `El aspecto clásico de Florida, que dura ${formatYears(life.tile)} años sobre una membrana base en buen estado. Cuente con unos ${formatUsdRange(cost.tile)}; antes revisamos que la estructura de su casa aguante el peso.`,
      },
      {
        title: "Secciones de poca pendiente",
        text: "Betún modificado o TPO sobre porches, lanais y ampliaciones, unidos al techo principal para que el agua no encuentre por dónde entrar.",
      },
      {
        title: "Techos listos para paneles solares",
        text: "¿Piensa poner paneles? Coordinamos con su instalador solar dónde van los soportes y los tapajuntas, para que el techo y su garantía sigan sin filtraciones.",
      },
    ],
  },
  included: {
    eyebrow: "Sin atajos",
    title: "Lo que incluye cada reemplazo de techo",
    items: [
      { title: "Permiso e inspecciones del condado, de nuestra cuenta" },
      { title: "Se retira todo el techo viejo hasta el entablado" },
      { title: "Madera dañada o podrida reemplazada al precio unitario acordado" },
      { title: "Entablado fijado según el Código de Construcción de Florida vigente" },
      { title: "Membrana base instalada según las reglas del código para vientos fuertes" },
      { title: "Bordes de goteo, tapajuntas, sellos de tubería y ventilas nuevos" },
      { title: "Ventilación del ático revisada y corregida" },
      { title: "Limpieza diaria y barrido con imán para recoger clavos" },
      { title: "Aprobaciones de producto y registros del permiso para su inspección de mitigación de viento" },
      { title: "Recorrido final y registro de la garantía" },
    ],
  },
  process: {
    eyebrow: "Cómo trabajamos",
    title: "Del estimado a la inspección final",
    steps: [
      {
        title: "Inspección y estimado gratis",
        text: "Medimos el techo, fotografiamos las áreas con problemas y le entregamos un estimado detallado por escrito con sus opciones de material.",
      },
      {
        title: "Permiso y fecha de inicio",
        text: "Sacamos el permiso, pedimos los materiales y le damos una fecha de inicio. Si tiene HOA, le damos las muestras de color y las fichas de producto que le pidan.",
      },
      {
        title: "Instalación",
        text: `En la mayoría de las casas retiramos el techo viejo, impermeabilizamos y terminamos en ${days} días, y dejamos la propiedad limpia cada tarde.`,
      },
      {
        title: "Inspección y garantía",
        text: "El condado inspecciona el techo terminado, recorremos la propiedad con usted y la garantía del fabricante queda registrada a su nombre.",
      },
    ],
  },
  trust: {
    eyebrow: "Por qué nos eligen",
    title: "Un techador al que podrá llamar dentro de diez años",
    cards: [trustCardsIn.es.family, trustCardsIn.es.licensed, trustCardsIn.es.warranty, trustCardsIn.es.financing],
  },
  gallery: {
    eyebrow: "Nuestro trabajo",
    title: "Proyectos residenciales recientes",
    lead: "Algunas de las casas a las que nuestras cuadrillas les pusieron techo nuevo en los condados de Hillsborough, Pasco y Pinellas.",
  },
  faq: {
    title: "Preguntas sobre techos residenciales",
    lead: "Respuestas claras a lo que más nos preguntan los propietarios antes de cambiar el techo.",
    faqs: [
      {
        question: "¿Cuánto cuesta un techo nuevo para una casa en Tampa Bay?",
        answer: `Para una casa típica, las tejas asfálticas cuestan alrededor de ${formatUsdRange(cost.asphalt)}, el metal unos ${formatUsdRange(cost.metal)} y la teja unos ${formatUsdRange(cost.tile)}. El tamaño del techo, la inclinación, los pisos de la casa y el estado del entablado mueven el precio dentro de esos rangos, y su estimado por escrito lo detalla todo.`,
      },
      {
        question: "¿Qué material de techo dura más en Florida?",
        answer: `La teja y el metal duran más que las tejas asfálticas aquí: la teja dura ${formatYears(life.tile)} años y el metal ${formatYears(life.metal)} años, frente a ${formatYears(life.asphalt)} años de las tejas asfálticas a pleno sol de Florida. Las tejas asfálticas cuestan menos al principio, así que la mejor opción depende de su presupuesto, su HOA y cuánto tiempo piensa vivir en la casa.`,
      },
      {
        question: "¿Cuánto tarda un cambio de techo?",
        answer: `La mayoría de las casas toman ${days} días, desde retirar el techo viejo hasta la limpieza final. Los techos más grandes, más empinados o de teja pueden tardar más, y programamos según el pronóstico para que su casa nunca quede expuesta a la lluvia.`,
      },
      {
        question: "¿Un techo nuevo puede bajar mi seguro de vivienda?",
        answer:
          "Muchas veces, sí. En Florida las aseguradoras deben ofrecer descuentos por las características que reducen las pérdidas por viento, como la forma en que se fija el entablado del techo y una segunda barrera contra el agua. Cuando su techo nuevo esté terminado, una inspección de mitigación de viento documenta esas características; le damos los registros del permiso y de los productos que el inspector necesita. Su agente le dirá cuánto será el descuento.",
      },
      {
        question: "¿Tengo que estar en casa mientras trabajan?",
        answer:
          "No. Necesitamos acceso a un tomacorriente exterior, la entrada libre para el contenedor y las mascotas adentro. La mayoría de los propietarios siguen con su día; le mandamos un informe cada tarde y le llamamos si encontramos algo inesperado debajo del techo viejo.",
      },
    ],
  },
  cta: {
    title: "¿Listo para un techo del que no tenga que preocuparse?",
    text: "Reserve una inspección gratis con estimado por escrito, o llame hoy y hable con un techador.",
  },
};

/** The page in each language: both fill in `ResidentialRoofingPage`, so neither can miss a section. */
export const residentialRoofingCopy: Record<Locale, ResidentialRoofingPage> = { en, es };

/** The English page, as the content check and the tests name it. */
export const residentialRoofingPage = en;
