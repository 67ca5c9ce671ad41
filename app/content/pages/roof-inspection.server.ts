import { Drone, HandHeart, HardHat } from "lucide";
import { figures, formatUsdRange } from "~/content/figures";
import type { RoofInspectionPage } from "~/content/schemas";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";

const industryPrice = formatUsdRange(figures.inspectionIndustryPrice);
const minutes = `${figures.inspectionMinutes} minutes`;
const season = figures.hurricaneSeason;

const en: RoofInspectionPage = {
  serviceId: "roof-inspection",
  seo: {
    title: `Free Roof Inspection in Tampa Bay | ${site.name}`,
    description: `A free roof inspection with a written report, photos, drone images and cost estimates, in under ${minutes}. Industry average: ${industryPrice}.`,
  },
  hero: {
    eyebrow: "Free roof inspection",
    title: "A free roof inspection, with the report to prove it",
    lead: `We check your roof from the shingles to the attic, photograph what we find and give you a written report with recommendations and cost estimates. It usually takes under ${minutes}, and it costs you nothing.`,
    points: ["Written report and photos", "Drone images of steep roofs", "No obligation"],
  },
  action: "Schedule Free Inspection",
  freeInspection: {
    eyebrow: "Free inspection",
    title: "Your roof inspection is free",
    text: "No fee, no obligation and no pressure. If your roof is sound, the report says so, and you keep it either way.",
    value: `Industry average: ${industryPrice}`,
    points: [
      `Usually done in under ${minutes}`,
      "Homes, rentals and commercial buildings",
      "For owners, buyers, sellers and property managers",
    ],
  },
  receive: {
    eyebrow: "What you receive",
    title: "Everything you need to decide",
    items: [
      {
        title: "Detailed report",
        text: "The condition of every part of the roof in plain language, with its remaining life estimated.",
      },
      {
        title: "Photo documentation",
        text: "Dated photos and drone images of each slope and every problem we found.",
      },
      {
        title: "Expert recommendations",
        text: "What needs attention now, what can wait, and what to watch, in order of priority.",
      },
      {
        title: "Cost estimates",
        text: "Written prices for any repair or replacement we recommend, so nothing is left to guesswork.",
      },
    ],
  },
  checklist: {
    eyebrow: "Inspection checklist",
    title: "What we inspect",
    lead: "The same checklist on every roof, whether it is five years old or thirty.",
    groups: [
      {
        title: "Roof surface",
        items: [
          "Shingles, tiles or panels: cracks, lifting, granule loss",
          "Ridge and hip caps",
          "Valleys and roof-to-wall transitions",
          "Signs of wind or hail damage",
          "Condition of earlier repairs",
        ],
      },
      {
        title: "Flashing and drainage",
        items: [
          "Wall, chimney and skylight flashing",
          "Pipe boots, vents and other penetrations",
          "Drip edge, fascia and soffit",
          "Gutters, downspouts and water runoff",
          "Sealants and exposed fasteners",
        ],
      },
      {
        title: "Attic and structure",
        items: [
          "Roof deck: soft spots, sagging or rot",
          "Stains, damp insulation or daylight",
          "Attic ventilation and intake airflow",
          "Signs of pests or mold",
          "Visible roof-to-wall straps and clips",
        ],
      },
    ],
  },
  whenToSchedule: {
    eyebrow: "When to schedule",
    title: "When to get your roof inspected",
    items: [
      {
        title: "Before buying or selling",
        text: "Know what the roof needs before the price is agreed, not after closing.",
      },
      {
        title: "After storms",
        text: `Ideally within ${figures.inspectAfterStormHours} hours of high winds or hail, while the damage is fresh and easy to document.`,
      },
      {
        title: "Annual maintenance",
        text: `Once a year, best in the spring before hurricane season starts on ${season.start}.`,
      },
      {
        title: "Visible damage",
        text: "Missing shingles, cracked tile, ceiling stains or granules in the gutters.",
      },
      {
        title: "Roof 10+ years old",
        text: "Aging shows up in flashing, sealants and boots first. A yearly look catches it before it leaks.",
      },
      {
        title: "Insurance documentation",
        text: "A dated report and photos of the roof's condition to share with your agent or insurer.",
      },
      {
        title: "Warranties",
        text: "Some manufacturer warranties expect regular inspection and prompt repairs, and a dated report shows you kept up.",
      },
    ],
  },
  features: {
    eyebrow: "Why our inspections",
    title: "An inspection you can trust",
    cards: [
      {
        icon: Drone,
        title: "Drone imaging",
        text: "Steep, tall and fragile roofs are photographed from the air, so nothing is guessed from the ground and no tile cracks underfoot.",
      },
      {
        icon: HardHat,
        title: "Experienced roofers",
        text: "Our inspectors are roofers on our own staff who have installed and repaired the systems they inspect.",
      },
      {
        icon: HandHeart,
        title: "Honest, no-pressure advice",
        text: "Plenty of our reports end with 'nothing needed yet'. We would rather earn the job when your roof really needs it.",
      },
    ],
  },
  faq: {
    title: "Roof inspection questions",
    faqs: [
      {
        question: "Is the roof inspection really free?",
        answer: `Yes. Many companies charge ${industryPrice} for an inspection with a report. Ours is free and comes with no obligation: the report, the photos and the estimates are yours to keep, whoever you hire.`,
      },
      {
        question: "How long does a roof inspection take?",
        answer: `Usually under ${minutes} for a typical home, including the attic. Large or complex roofs take a little longer. You don't need to be on the roof with us, but we are happy to show you what we find.`,
      },
      {
        question: "Can I use the report for insurance or a home sale?",
        answer:
          "Yes. The report is dated and includes photos of each slope, which agents, insurers, buyers and sellers find useful. It describes the roof's condition and remaining life; it is not a substitute for a full home inspection.",
      },
      {
        question: "How often should a roof be inspected?",
        answer: `Once a year, ideally before hurricane season begins on ${season.start}, and again after any major storm. Roofs 10 years and older benefit most, since that is when sealants, boots and flashing start to age.`,
      },
    ],
  },
  cta: {
    title: "Book your free roof inspection",
    text: "Pick a time that suits you, or call and we will find one together.",
  },
};

const minutos = `${figures.inspectionMinutes} minutos`;
const temporada = figures.hurricaneSeasonEs;

const es: RoofInspectionPage = {
  serviceId: "roof-inspection",
  seo: {
    title: `Inspección de techo gratis | ${site.name}`,
    description: `Inspección de techo gratis con informe por escrito, fotos, imágenes de dron y costos estimados, en menos de ${minutos}. Promedio del sector: ${industryPrice}.`,
  },
  hero: {
    eyebrow: "Inspección de techo gratis",
    title: "Una inspección de techo gratis, con el informe que lo demuestra",
    lead: `Revisamos su techo desde las tejas hasta el ático, fotografiamos lo que encontramos y le damos un informe por escrito con recomendaciones y costos estimados. Por lo general toma menos de ${minutos} y no le cuesta nada.`,
    points: ["Informe por escrito y fotos", "Imágenes de dron en techos empinados", "Sin compromiso"],
  },
  action: "Reserve su inspección gratis",
  freeInspection: {
    eyebrow: "Inspección gratis",
    title: "Su inspección de techo es gratis",
    text: "Sin cargo, sin compromiso y sin presión. Si su techo está bien, el informe lo dice, y usted se queda con él de todas formas.",
    value: `Promedio del sector: ${industryPrice}`,
    points: [
      `Por lo general, lista en menos de ${minutos}`,
      "Casas, propiedades de alquiler y edificios comerciales",
      "Para dueños, compradores, vendedores y administradores",
    ],
  },
  receive: {
    eyebrow: "Lo que recibe",
    title: "Todo lo que necesita para decidir",
    items: [
      {
        title: "Informe detallado",
        text: "El estado de cada parte del techo en palabras sencillas, con un cálculo de la vida que le queda.",
      },
      {
        title: "Documentación con fotos",
        text: "Fotos con fecha e imágenes de dron de cada caída del techo y de cada problema que encontramos.",
      },
      {
        title: "Recomendaciones de expertos",
        text: "Qué necesita atención ahora, qué puede esperar y qué conviene vigilar, en orden de prioridad.",
      },
      {
        title: "Costos estimados",
        text: "Precios por escrito para cualquier reparación o reemplazo que recomendemos, para que nada quede a la imaginación.",
      },
    ],
  },
  checklist: {
    eyebrow: "Lista de inspección",
    title: "Lo que inspeccionamos",
    lead: "La misma lista en cada techo, tenga cinco años o treinta.",
    groups: [
      {
        title: "Superficie del techo",
        items: [
          "Tejas asfálticas, tejas o paneles: grietas, levantamientos, pérdida de gránulos",
          "Cumbreras y limatesas",
          "Limahoyas y uniones del techo con las paredes",
          "Señales de daños por viento o granizo",
          "Estado de las reparaciones anteriores",
        ],
      },
      {
        title: "Tapajuntas y drenaje",
        items: [
          "Tapajuntas de paredes, chimeneas y tragaluces",
          "Sellos de tubería, ventilas y otras penetraciones",
          "Bordes de goteo, fascias y sofitos",
          "Canaletas, bajantes y salida del agua",
          "Selladores y sujetadores expuestos",
        ],
      },
      {
        title: "Ático y estructura",
        items: [
          "Entablado: zonas blandas, hundidas o podridas",
          "Manchas, aislamiento húmedo o luz que se cuela",
          "Ventilación del ático y entrada de aire",
          "Señales de plagas o moho",
          "Amarres y grapas visibles entre techo y paredes",
        ],
      },
    ],
  },
  whenToSchedule: {
    eyebrow: "Cuándo reservarla",
    title: "Cuándo conviene inspeccionar su techo",
    items: [
      {
        title: "Antes de comprar o vender",
        text: "Sepa qué necesita el techo antes de acordar el precio, no después del cierre.",
      },
      {
        title: "Después de una tormenta",
        text: `Idealmente dentro de las ${figures.inspectAfterStormHours} horas siguientes a vientos fuertes o granizo, mientras el daño está reciente y es fácil de documentar.`,
      },
      {
        title: "Mantenimiento anual",
        text: `Una vez al año, mejor en primavera, antes de que empiece la temporada de huracanes el ${temporada.start}.`,
      },
      {
        title: "Daño visible",
        text: "Tejas asfálticas que faltan, tejas rajadas, manchas en el techo interior o gránulos en las canaletas.",
      },
      {
        title: "Techo de 10 años o más",
        text: "La edad se nota primero en los tapajuntas, los selladores y los sellos. Una revisión al año lo detecta antes de que gotee.",
      },
      {
        title: "Documentación para el seguro",
        text: "Un informe con fecha y fotos del estado del techo para compartir con su agente o su aseguradora.",
      },
      {
        title: "Garantías",
        text: "Algunas garantías del fabricante piden inspecciones periódicas y reparaciones a tiempo, y un informe con fecha demuestra que usted cumplió.",
      },
    ],
  },
  features: {
    eyebrow: "Por qué nuestras inspecciones",
    title: "Una inspección en la que puede confiar",
    cards: [
      {
        icon: Drone,
        title: "Imágenes de dron",
        text: "Los techos empinados, altos o frágiles se fotografían desde el aire, así que nada se adivina desde el suelo y ninguna teja se rompe bajo los pies.",
      },
      {
        icon: HardHat,
        title: "Techadores con experiencia",
        text: "Nuestros inspectores son techadores de nuestro propio personal que han instalado y reparado los sistemas que inspeccionan.",
      },
      {
        icon: HandHeart,
        title: "Consejos honestos, sin presión",
        text: "Muchos de nuestros informes terminan con “por ahora no necesita nada”. Preferimos ganarnos el trabajo cuando su techo de verdad lo necesite.",
      },
    ],
  },
  faq: {
    title: "Preguntas sobre la inspección de techos",
    faqs: [
      {
        question: "¿La inspección del techo es gratis de verdad?",
        answer: `Sí. Muchas empresas cobran ${industryPrice} por una inspección con informe. La nuestra es gratis y sin compromiso: el informe, las fotos y los estimados son suyos, contrate a quien contrate.`,
      },
      {
        question: "¿Cuánto tarda una inspección de techo?",
        answer: `Por lo general menos de ${minutos} en una casa típica, incluido el ático. Los techos grandes o complicados toman un poco más. No necesita subir al techo con nosotros, pero con gusto le mostramos lo que encontremos.`,
      },
      {
        question: "¿Puedo usar el informe para el seguro o para vender la casa?",
        answer:
          "Sí. El informe tiene fecha e incluye fotos de cada caída del techo, lo que les sirve a agentes, aseguradoras, compradores y vendedores. Describe el estado del techo y la vida que le queda; no sustituye una inspección completa de la vivienda.",
      },
      {
        question: "¿Cada cuánto se debe inspeccionar un techo?",
        answer: `Una vez al año, idealmente antes de que empiece la temporada de huracanes el ${temporada.start}, y otra vez después de cualquier tormenta fuerte. Los techos de 10 años o más son los que más se benefician, porque a esa edad los selladores, los sellos y los tapajuntas empiezan a envejecer.`,
      },
    ],
  },
  cta: {
    title: "Reserve su inspección de techo gratis",
    text: "Elija la hora que le convenga, o llámenos y la buscamos juntos.",
  },
};

/** The page in each language: both fill in `RoofInspectionPage`, so neither can miss a section. */
export const roofInspectionCopy: Record<Locale, RoofInspectionPage> = { en, es };

/** The English page, as the content check and the tests name it. */
export const roofInspectionPage = en;
