import { CloudLightning, Droplets, Sun, Wind } from "lucide";
import { figures, formatYears } from "~/content/figures";
import type { Roofing101Page } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import type { Locale } from "~/lib/i18n/locale";
import { repairOrReplace, repairOrReplaceIn } from "./shared.server";

const life = figures.lifespanGeneral;
const season = figures.hurricaneSeason;
const years = (range: { min: number; max?: number }) => `${formatYears(range)} years`;

const en: Roofing101Page = {
  seo: {
    title: `Roofing 101: Florida Roof Basics | ${site.name}`,
    description:
      "Roofing materials and how long they last, the parts of a roof, when to repair or replace, and maintenance tips for Florida's sun and storms.",
  },
  hero: {
    eyebrow: "Roofing 101",
    title: "Roofing 101: what every Florida homeowner should know",
    lead: `Materials, lifespans, the parts of a roof and when a repair makes more sense than a replacement, explained plainly by roofers who have worked in ${site.serviceRegion} for ${yearsInBusiness}+ years.`,
    points: ["No jargon", "Florida-specific advice", "Free inspections if you want a second look"],
  },
  materials: {
    eyebrow: "Materials",
    title: "Roofing materials and how long they last",
    lead: "Typical service life with proper installation and maintenance. Heat, sun and storms push Florida roofs toward the lower end.",
    items: [
      {
        title: "Asphalt Shingles",
        description: `Affordable, quick to install and available in wind-rated architectural styles, which is why most Tampa Bay subdivisions wear them. In full Florida sun most last about ${years(figures.lifespanFlorida.asphalt)}.`,
        lifespan: years(life.asphalt),
      },
      {
        title: "Metal",
        description:
          "Standing-seam and panel roofs shed water fast, resist high winds and reflect heat. They cost more up front and often outlive the mortgage.",
        lifespan: years(life.metal),
      },
      {
        title: "Tile",
        description:
          "Concrete and clay tile suit Florida's Mediterranean and Spanish styles and shrug off sun. The tiles outlast the underlayment beneath them, which is renewed during a tile re-lay.",
        lifespan: years(life.tile),
      },
      {
        title: "Stone Coated Metal",
        description:
          "Steel panels coated in stone granules that look like shake, tile or shingle, with metal's strength and high impact and wind ratings.",
        lifespan: years(life.stoneCoatedMetal),
      },
    ],
  },
  parts: {
    eyebrow: "Anatomy of a roof",
    title: "The parts of a roof, in plain English",
    lead: "Eight words you will hear in any roofing estimate, and what they mean.",
    items: [
      {
        term: "Roof deck",
        definition:
          "The plywood or OSB sheathing nailed to the rafters or trusses. Everything else is fastened to it, so soft or rotted decking is replaced during a re-roof.",
      },
      {
        term: "Underlayment",
        definition:
          "The water-resistant layer between the deck and the roofing. In Florida it is the last line of defense when wind strips shingles or tiles away.",
      },
      {
        term: "Flashing",
        definition:
          "Metal pieces that seal joints where the roof meets walls, chimneys, skylights and valleys, where most leaks begin.",
      },
      {
        term: "Drip edge",
        definition:
          "An L-shaped metal strip along the eaves and rakes that steers water into the gutters and away from the fascia.",
      },
      {
        term: "Ridge",
        definition: "The peak where two roof slopes meet, usually capped and often vented so hot attic air can escape.",
      },
      {
        term: "Valley",
        definition: "The channel where two slopes meet at an inside corner. Valleys carry the most water on any roof.",
      },
      {
        term: "Soffit",
        definition:
          "The underside of the roof overhang. Vented soffits let cool air into the attic to balance the ridge vent.",
      },
      {
        term: "Fascia",
        definition:
          "The board along the roof edge behind the gutter. Rotted fascia is a sign that water has been getting behind the drip edge.",
      },
    ],
  },
  repairOrReplace,
  maintenance: {
    eyebrow: "Maintenance",
    title: "Eight habits that add years to a roof",
    items: [
      {
        title: `Trim branches within ${figures.trimBranchesFeet} feet of the roof`,
        text: "Limbs scrape shingles, drop debris and shade roofs into growing algae.",
      },
      {
        title: "Keep gutters and downspouts clear",
        text: "Clogged gutters back water under the roof edge during summer downpours.",
      },
      {
        title: `Have the roof inspected before ${season.start}`,
        text: "Small fixes before hurricane season cost far less than storm repairs after it.",
      },
      {
        title: "Check again after every major storm",
        text: `A professional look within ${figures.inspectAfterStormHours} hours finds hidden damage while it is easy to prove.`,
      },
      {
        title: "Look in the attic twice a year",
        text: "Stains, damp insulation or daylight at the deck tell you about a leak before the ceiling does.",
      },
      {
        title: "Never pressure-wash shingles",
        text: "High pressure strips the granules that protect shingles from the sun. Use a low-pressure algae treatment instead.",
      },
      {
        title: "Replace cracked pipe boots and sealant early",
        text: "Florida sun splits rubber boots long before the shingles around them wear out.",
      },
      {
        title: "Keep your roof records",
        text: "Permits, invoices, warranties and photos help with insurance, resale and warranty claims.",
      },
    ],
  },
  climate: {
    eyebrow: "Florida climate",
    title: "Why Florida is hard on roofs",
    lead: "A roof in Tampa Bay works harder than almost anywhere else in the country.",
    cards: [
      {
        icon: Sun,
        title: "Relentless sun and heat",
        text: "UV and attic temperatures bake shingles, dry out sealants and crack rubber boots years before a northern roof would.",
      },
      {
        icon: Droplets,
        title: "Humidity and algae",
        text: "Warm, damp air feeds the black streaks of roof algae. Algae-resistant shingles and good ventilation keep them at bay.",
      },
      {
        icon: Wind,
        title: "Hurricanes and high winds",
        text: `Hurricane season runs from ${season.start} to ${season.end}. Wind lifts roof edges first, so fastening and underlayment matter most.`,
      },
      {
        icon: CloudLightning,
        title: "Summer storms and salt air",
        text: "Near-daily afternoon thunderstorms test every seam, and salt air near the Gulf corrodes fasteners and metal trim.",
      },
    ],
    note: "After Hurricane Andrew in 1992, Florida adopted a statewide building code with some of the strictest wind rules in the country. Every roof we install is permitted and inspected under it, with products that carry Florida product approval.",
  },
  cta: {
    title: "Want a professional opinion on your roof?",
    text: "Our free inspection comes with a written report, photos and honest advice on what your roof needs, if anything.",
  },
};

const temporada = figures.hurricaneSeasonEs;
const años = (range: { min: number; max?: number }) => `${formatYears(range)} años`;

const es: Roofing101Page = {
  seo: {
    title: `Techado 101: techos en Florida | ${site.name}`,
    description:
      "Materiales de techo y cuánto duran, las partes de un techo, cuándo reparar o reemplazar y cómo cuidarlo del sol y las tormentas de Florida.",
  },
  hero: {
    eyebrow: "Techado 101",
    title: "Techado 101: lo que todo propietario de vivienda en Florida debe saber",
    lead: `Materiales, vida útil, las partes de un techo y cuándo conviene más reparar que reemplazar, explicado con palabras sencillas por techadores que llevan más de ${yearsInBusiness} años trabajando en ${site.serviceRegion}.`,
    points: ["Sin tecnicismos", "Consejos pensados para Florida", "Inspección gratis si quiere una segunda opinión"],
  },
  materials: {
    eyebrow: "Materiales",
    title: "Materiales de techo y cuánto duran",
    lead: "Vida útil típica con una buena instalación y mantenimiento. El calor, el sol y las tormentas acercan los techos de Florida al extremo más bajo del rango.",
    items: [
      {
        title: "Tejas asfálticas",
        description: `Las tejas asfálticas (shingles) son económicas, se instalan rápido y vienen en estilos arquitectónicos clasificados para viento; por eso las lleva la mayoría de las urbanizaciones de Tampa Bay. Bajo el sol pleno de Florida, casi todas duran unos ${años(figures.lifespanFlorida.asphalt)}.`,
        lifespan: años(life.asphalt),
      },
      {
        title: "Metal",
        description:
          "Los techos de metal de junta alzada y de paneles desaguan rápido, resisten los vientos fuertes y reflejan el calor. Cuestan más al principio y muchas veces duran más que la hipoteca.",
        lifespan: años(life.metal),
      },
      {
        title: "Tejas de concreto y barro",
        description:
          "Las tejas de concreto y de barro van muy bien con los estilos mediterráneo y español de Florida y aguantan el sol sin problema. Duran más que la membrana base que tienen debajo, que se renueva cuando se levantan las tejas y se vuelven a colocar.",
        lifespan: años(life.tile),
      },
      {
        title: "Metal con recubrimiento de piedra",
        description:
          "Paneles de acero recubiertos de gránulos de piedra que imitan la teja de madera, la teja de barro o la teja asfáltica, con la resistencia del metal y altas clasificaciones contra impactos y viento.",
        lifespan: años(life.stoneCoatedMetal),
      },
    ],
  },
  parts: {
    eyebrow: "Anatomía de un techo",
    title: "Las partes de un techo, en palabras sencillas",
    lead: "Ocho palabras que va a oír en cualquier estimado de techo, y lo que significan.",
    items: [
      {
        term: "Entablado",
        definition:
          "Las planchas de madera contrachapada (plywood) u OSB clavadas a las vigas o cerchas: la plataforma del techo. Todo lo demás se fija sobre él, así que en un reemplazo de techo se cambia el entablado blando o podrido.",
      },
      {
        term: "Membrana base",
        definition:
          "La capa resistente al agua entre el entablado y el material del techo. En Florida es la última línea de defensa cuando el viento arranca las tejas.",
      },
      {
        term: "Tapajuntas",
        definition:
          "Piezas de metal que sellan las uniones donde el techo se encuentra con paredes, chimeneas, tragaluces y limahoyas, que es donde empiezan la mayoría de las goteras.",
      },
      {
        term: "Borde de goteo",
        definition:
          "Una tira de metal en forma de L a lo largo de los aleros y los bordes laterales del techo, que lleva el agua a las canaletas y la aleja de la fascia.",
      },
      {
        term: "Cumbrera",
        definition:
          "La parte más alta, donde se juntan dos caídas del techo. Normalmente lleva un remate y muchas veces ventilación, para que salga el aire caliente del ático.",
      },
      {
        term: "Limahoya",
        definition:
          "El canal que se forma donde dos caídas del techo se juntan en un ángulo hacia adentro. Las limahoyas reciben más agua que cualquier otra parte del techo.",
      },
      {
        term: "Sofito",
        definition:
          "La parte de abajo del alero del techo. Los sofitos ventilados dejan entrar aire fresco al ático y equilibran la ventilación de la cumbrera.",
      },
      {
        term: "Fascia",
        definition:
          "La tabla que corre por el borde del techo, detrás de la canaleta. Una fascia podrida es señal de que el agua se ha estado metiendo por detrás del borde de goteo.",
      },
    ],
  },
  repairOrReplace: repairOrReplaceIn.es,
  maintenance: {
    eyebrow: "Mantenimiento",
    title: "Ocho hábitos que le dan más años a su techo",
    items: [
      {
        title: `Corte las ramas que estén a menos de ${figures.trimBranchesFeet} pies del techo`,
        text: "Las ramas raspan las tejas asfálticas, dejan caer hojas y basura, y dan una sombra en la que crecen las algas.",
      },
      {
        title: "Mantenga limpias las canaletas y los bajantes",
        text: "Con las canaletas tapadas, el agua de los aguaceros de verano se devuelve por debajo del borde del techo.",
      },
      {
        title: `Haga inspeccionar el techo antes del ${temporada.start}`,
        text: "Los arreglos pequeños antes de la temporada de huracanes cuestan mucho menos que las reparaciones por tormenta después.",
      },
      {
        title: "Revíselo otra vez después de cada tormenta fuerte",
        text: `Una revisión profesional dentro de las ${figures.inspectAfterStormHours} horas siguientes encuentra los daños ocultos mientras todavía es fácil demostrarlos.`,
      },
      {
        title: "Revise el ático dos veces al año",
        text: "Las manchas, el aislamiento húmedo o la luz del día que se ve por el entablado le avisan de una gotera antes que el cielo raso.",
      },
      {
        title: "Nunca lave a presión las tejas asfálticas",
        text: "El agua a alta presión arranca los gránulos que protegen las tejas del sol. Use en su lugar un tratamiento contra algas a baja presión.",
      },
      {
        title: "Cambie a tiempo los sellos de tubería rajados y el sellador",
        text: "El sol de Florida raja los sellos de goma mucho antes de que se desgasten las tejas asfálticas que los rodean.",
      },
      {
        title: "Guarde los documentos de su techo",
        text: "Los permisos, las facturas, las garantías y las fotos le sirven para el seguro, para vender la casa y para los reclamos de garantía.",
      },
    ],
  },
  climate: {
    eyebrow: "El clima de Florida",
    title: "Por qué Florida es tan dura con los techos",
    lead: "Un techo en Tampa Bay trabaja más que en casi cualquier otra parte del país.",
    cards: [
      {
        icon: Sun,
        title: "Sol y calor sin tregua",
        text: "Los rayos UV y el calor del ático resecan las tejas asfálticas, secan los selladores y rajan los sellos de goma años antes que en un techo del norte.",
      },
      {
        icon: Droplets,
        title: "Humedad y algas",
        text: "El aire cálido y húmedo alimenta las rayas negras que dejan las algas en el techo. Las tejas asfálticas resistentes a las algas y una buena ventilación las mantienen a raya.",
      },
      {
        icon: Wind,
        title: "Huracanes y vientos fuertes",
        text: `La temporada de huracanes va del ${temporada.start} al ${temporada.end}. El viento levanta primero los bordes del techo, así que la fijación y la membrana base son lo que más importa.`,
      },
      {
        icon: CloudLightning,
        title: "Tormentas de verano y aire salino",
        text: "Las tormentas de la tarde, casi diarias, ponen a prueba cada unión, y cerca del Golfo el aire salino corroe los clavos, los tornillos y los remates de metal.",
      },
    ],
    note: "Después del huracán Andrew en 1992, Florida adoptó un código de construcción estatal con algunas de las normas contra el viento más estrictas del país. Cada techo que instalamos lleva permiso y se inspecciona según ese código, con productos que tienen la aprobación de producto de Florida (Florida Product Approval).",
  },
  cta: {
    title: "¿Quiere la opinión de un profesional sobre su techo?",
    text: "Nuestra inspección gratis incluye un informe por escrito, fotos y un consejo honesto sobre lo que necesita su techo, si es que necesita algo.",
  },
};

/** The page in each language: both fill in `Roofing101Page`, so neither can miss a section. */
export const roofing101Copy: Record<Locale, Roofing101Page> = { en, es };

/** The English page, as the route, the content check and the tests name it. */
export const roofing101Page = en;

/** The words of the page's own parts around its copy: its buttons and the lifespan's caption. */
export const roofing101Words: Record<
  Locale,
  { scheduleInspection: string; instantQuote: string; lifespan: string; lifespanAfter: string }
> = {
  en: {
    scheduleInspection: "Schedule Free Inspection",
    instantQuote: "Instant Quote",
    lifespan: "Typical lifespan",
    lifespanAfter: " typical lifespan",
  },
  es: {
    scheduleInspection: "Pida una inspección gratis",
    instantQuote: "Cotización instantánea",
    lifespan: "Vida útil típica",
    lifespanAfter: " de vida útil típica",
  },
};
