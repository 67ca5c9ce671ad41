import { Camera, Palette } from "lucide";
import { figures } from "~/content/figures";
import type { RoofRepairPage } from "~/content/schemas";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";
import { trustCardsIn } from "./shared.server";

const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;

const en: RoofRepairPage = {
  serviceId: "roof-repair",
  seo: {
    title: `Roof Repair in Tampa Bay | ${site.name}`,
    description:
      "Leaks, missing shingles, cracked tile and failed flashing repaired by Tampa Bay's family roofers, with honest advice on repairing versus replacing.",
  },
  hero: {
    eyebrow: "Roof repair",
    title: "Roof repairs done right the first time",
    lead: "Most leaks start small: a cracked pipe boot, a lifted shingle, a slipped tile. We find the real source, fix it with matching materials and tell you plainly whether a repair is the smart money.",
    points: ["Leak source found, not guessed", "Shingle, tile, metal and flat roofs", "Photos of every repair"],
  },
  action: "Get Free Quote",
  repairs: {
    eyebrow: "Repairs we handle",
    title: "Roof repair services",
    lead: "Every repair starts by tracing the water to where it actually enters, which is often several feet from the stain on your ceiling.",
    items: [
      {
        title: "Leak detection and repair",
        text: "We trace the path from the stain back to the entry point and fix the cause, not the symptom.",
      },
      {
        title: "Shingle replacement",
        text: "Blown-off, creased or cracked shingles replaced and sealed, matched as closely as the market allows.",
      },
      {
        title: "Tile repair and reset",
        text: "Cracked or slipped concrete and clay tiles replaced, and the underlayment beneath checked while they are up.",
      },
      {
        title: "Flashing repair",
        text: "Wall, chimney, skylight and valley flashing re-secured or replaced, the source of many stubborn leaks.",
      },
      {
        title: "Pipe boots and roof vents",
        text: "Sun-cracked rubber boots and rusted vents replaced before they let water into the attic.",
      },
      {
        title: "Flat and low-slope repairs",
        text: "Blisters, split seams and ponding areas on porch and commercial-style roofs repaired with compatible membrane.",
      },
      {
        title: "Soffit and fascia",
        text: "Rotted wood replaced and vented soffit restored so the attic breathes and pests stay out.",
      },
      {
        title: "Storm and impact damage",
        text: `Emergency tarping with a typical response of ${response}, then a permanent repair documented for your insurer.`,
      },
    ],
  },
  signs: {
    eyebrow: "Warning signs",
    title: "Signs your roof needs a repair",
    items: [
      { title: "A water stain on a ceiling or wall" },
      { title: "Drips or damp insulation in the attic" },
      { title: "Shingles or tile pieces in the yard" },
      { title: "Granules collecting in the gutters" },
      { title: "Rust or gaps around flashing and vents" },
      { title: "A musty smell upstairs after rain" },
    ],
  },
  process: {
    eyebrow: "How a repair works",
    title: "Find it, fix it, prove it",
    steps: [
      {
        title: "Find the source",
        text: "We inspect the roof and the attic, trace the water path and show you where it really gets in.",
      },
      {
        title: "Fix it properly",
        text: "Matching materials, new flashing or boots where needed, sealed and fastened to code, not just caulked over.",
      },
      {
        title: "Show you the proof",
        text: "Before and after photos of the repair, and a note on anything else on the roof worth watching.",
      },
    ],
  },
  trust: {
    eyebrow: "Why homeowners call us",
    title: "Small jobs get the same care as big ones",
    cards: [
      {
        icon: Camera,
        title: "Photos of every repair",
        text: "You see what was wrong and what we did, even when you can't get up on the roof yourself.",
      },
      {
        icon: Palette,
        title: "Matched materials",
        text: "We keep relationships with suppliers across Tampa Bay to find the closest shingle and tile matches available.",
      },
      trustCardsIn.en.licensed,
    ],
  },
  faq: {
    title: "Roof repair questions",
    faqs: [
      {
        question: "Should I repair or replace my roof?",
        answer: `As a rule of thumb, repair a roof under ${figures.repairUnderYears} years old with isolated damage, and consider replacement once it is ${figures.replaceAtYears}+ years old or the damage is widespread. Between those ages the condition of the deck and the shingles decides, and our inspection report tells you which side of the line you are on.`,
      },
      {
        question: "Can you match my existing shingles or tile?",
        answer:
          "Usually closely. Shingle colors change over the years and older tile profiles are discontinued, so we check suppliers and salvage stock before we start and show you the closest match. Where an exact match no longer exists, we say so up front.",
      },
      {
        question: "Will insurance pay for my roof repair?",
        answer:
          "If the damage came from a sudden event such as wind, hail or a falling limb, it may be covered, less your deductible. Leaks from age and wear generally are not. We document the cause in the report so you and your insurer can see which it was.",
      },
      {
        question: "How quickly can you fix a leak?",
        answer: `For an active leak, the emergency line is answered around the clock and a crew is typically on site within ${response} to stop the water. The permanent repair follows as soon as materials and weather allow.`,
      },
    ],
  },
  cta: {
    title: "Got a leak or a loose shingle?",
    text: "Fix it while it is small. Book a free inspection or call and describe what you see.",
  },
};

const horas = `${figures.emergencyResponseHours.min} a ${figures.emergencyResponseHours.max} horas`;

const es: RoofRepairPage = {
  serviceId: "roof-repair",
  seo: {
    title: `Reparación de techos en Tampa Bay | ${site.name}`,
    description:
      "Goteras, tejas asfálticas que faltan, teja rota y tapajuntas dañados: techadores familiares de Tampa Bay, con consejos honestos sobre reparar o reemplazar.",
  },
  hero: {
    eyebrow: "Reparación de techos",
    title: "Reparaciones de techo bien hechas desde la primera vez",
    lead: "La mayoría de las goteras empiezan pequeñas: un sello de tubería rajado, una teja asfáltica levantada, una teja de barro corrida. Encontramos el origen real, lo reparamos con materiales que combinan y le decimos claramente si reparar es lo que más le conviene.",
    points: [
      "Encontramos el origen de la gotera",
      "Techos de tejas asfálticas, teja, metal y planos",
      "Fotos de cada reparación",
    ],
  },
  action: "Pida su estimado gratis",
  repairs: {
    eyebrow: "Reparaciones que hacemos",
    title: "Servicios de reparación de techos",
    lead: "Cada reparación empieza por seguir el agua hasta donde realmente entra, que muchas veces está a varios pies de la mancha en su techo interior.",
    items: [
      {
        title: "Detección y reparación de goteras",
        text: "Seguimos el camino del agua desde la mancha hasta el punto de entrada y reparamos la causa, no el síntoma.",
      },
      {
        title: "Reemplazo de tejas asfálticas",
        text: "Tejas arrancadas por el viento, dobladas o rajadas, reemplazadas y selladas, con el color más parecido que ofrezca el mercado.",
      },
      {
        title: "Reparación y reacomodo de teja",
        text: "Tejas de concreto y de barro rajadas o corridas, reemplazadas, y la membrana base de abajo revisada mientras están levantadas.",
      },
      {
        title: "Reparación de tapajuntas",
        text: "Tapajuntas de paredes, chimeneas, tragaluces y limahoyas fijados de nuevo o reemplazados: el origen de muchas goteras difíciles.",
      },
      {
        title: "Sellos de tubería y ventilas",
        text: "Sellos de goma rajados por el sol y ventilas oxidadas, reemplazados antes de que dejen entrar agua al ático.",
      },
      {
        title: "Reparación de techos planos y de poca pendiente",
        text: "Ampollas, uniones abiertas y zonas donde se estanca el agua en porches y techos tipo comercial, reparadas con una membrana compatible.",
      },
      {
        title: "Sofitos y fascias",
        text: "Madera podrida reemplazada y sofitos ventilados restaurados, para que el ático respire y las plagas no entren.",
      },
      {
        title: "Daños por tormenta e impactos",
        text: `Lona de emergencia con una respuesta típica de ${horas}, y luego una reparación definitiva documentada para su aseguradora.`,
      },
    ],
  },
  signs: {
    eyebrow: "Señales de alerta",
    title: "Señales de que su techo necesita una reparación",
    items: [
      { title: "Una mancha de agua en el techo interior o en una pared" },
      { title: "Goteras o aislamiento húmedo en el ático" },
      { title: "Pedazos de tejas asfálticas o de teja en el patio" },
      { title: "Gránulos acumulados en las canaletas" },
      { title: "Óxido o huecos alrededor de tapajuntas y ventilas" },
      { title: "Olor a humedad en el piso de arriba después de llover" },
    ],
  },
  process: {
    eyebrow: "Cómo hacemos una reparación",
    title: "Lo encontramos, lo reparamos y se lo mostramos",
    steps: [
      {
        title: "Encontrar el origen",
        text: "Inspeccionamos el techo y el ático, seguimos el camino del agua y le mostramos por dónde entra de verdad.",
      },
      {
        title: "Repararlo como se debe",
        text: "Materiales que combinan, tapajuntas o sellos nuevos donde hace falta, sellado y fijado según el código, no solo tapado con masilla.",
      },
      {
        title: "Mostrarle la prueba",
        text: "Fotos del antes y el después de la reparación, y una nota sobre cualquier otra cosa del techo que convenga vigilar.",
      },
    ],
  },
  trust: {
    eyebrow: "Por qué nos llaman",
    title: "Los trabajos pequeños reciben el mismo cuidado que los grandes",
    cards: [
      {
        icon: Camera,
        title: "Fotos de cada reparación",
        text: "Usted ve qué estaba mal y qué hicimos, aunque no pueda subirse al techo.",
      },
      {
        icon: Palette,
        title: "Materiales que combinan",
        text: "Trabajamos con proveedores de todo Tampa Bay para encontrar las tejas más parecidas a las suyas.",
      },
      trustCardsIn.es.licensed,
    ],
  },
  faq: {
    title: "Preguntas sobre reparación de techos",
    faqs: [
      {
        question: "¿Debo reparar o reemplazar mi techo?",
        answer: `Como regla general, repare un techo de menos de ${figures.repairUnderYears} años con daño localizado, y piense en reemplazarlo cuando tenga ${figures.replaceAtYears} años o más o el daño esté extendido. Entre esas edades decide el estado del entablado y de las tejas, y nuestro informe de inspección le dice de qué lado de la línea está.`,
      },
      {
        question: "¿Pueden igualar mis tejas asfálticas o mi teja actual?",
        answer:
          "Por lo general, muy de cerca. Los colores de las tejas asfálticas cambian con los años y algunos modelos de teja se descontinúan, así que antes de empezar buscamos con los proveedores y en material recuperado y le mostramos la opción más parecida. Si ya no existe una igual, se lo decimos desde el principio.",
      },
      {
        question: "¿El seguro pagará la reparación de mi techo?",
        answer:
          "Si el daño vino de un evento repentino, como viento, granizo o la caída de una rama, puede estar cubierto, menos su deducible. Las goteras por edad y desgaste por lo general no lo están. Anotamos la causa en el informe para que usted y su aseguradora vean cuál fue.",
      },
      {
        question: "¿Qué tan rápido pueden arreglar una gotera?",
        answer: `Si la gotera está activa, la línea de emergencias contesta a toda hora y por lo general una cuadrilla llega en ${horas} para detener el agua. La reparación definitiva se hace en cuanto lo permitan los materiales y el clima.`,
      },
    ],
  },
  cta: {
    title: "¿Tiene una gotera o una teja asfáltica suelta?",
    text: "Arréglela mientras es pequeña. Reserve una inspección gratis o llame y cuéntenos lo que ve.",
  },
};

/** The page in each language: both fill in `RoofRepairPage`, so neither can miss a section. */
export const roofRepairCopy: Record<Locale, RoofRepairPage> = { en, es };

/** The English page, as the content check and the tests name it. */
export const roofRepairPage = en;
