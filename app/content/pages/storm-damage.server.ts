import { Camera, PhoneCall } from "lucide";
import { figures, formatUsdRange } from "~/content/figures";
import type { StormDamagePage } from "~/content/schemas";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";
import { trustCardsIn } from "./shared.server";

const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;
const documentWithin = `${figures.documentDamageHours.min}-${figures.documentDamageHours.max} hours`;
const inspectWithin = `${figures.inspectAfterStormHours} hours`;
const hurricaneDeductible = `${figures.hurricaneDeductiblePercent.min}-${figures.hurricaneDeductiblePercent.max}%`;
const season = figures.hurricaneSeason;

const en: StormDamagePage = {
  serviceId: "storm-damage",
  seo: {
    title: `Storm Damage Roof Repair | ${site.name}`,
    description: `Wind, hail and hurricane roof damage tarped, documented and repaired across Tampa Bay. A crew is typically on site within ${response}.`,
  },
  hero: {
    eyebrow: "Storm damage repair",
    title: "Storm damage repair, from the first tarp to the last shingle",
    lead: "When wind, hail or a falling limb opens your roof, we stop the water, document the damage for your insurer and rebuild it properly. Day or night, a real person answers.",
    points: [`Typical response in ${response}`, "Photo reports for insurers", "Local since " + site.founded],
  },
  action: "Schedule Free Inspection",
  banner: {
    title: "Storm damage right now?",
    text: `Water coming in or a tree on the roof? Call the ${site.emergency.display}: a crew is typically on site within ${response} to tarp and dry in.`,
  },
  signs: {
    eyebrow: "What to look for",
    title: "Signs your roof took storm damage",
    lead: "Look from the ground and from inside. Please don't climb onto a wet or damaged roof: that is our job.",
    items: [
      {
        title: "Missing, creased or lifted shingles",
        text: "Wind breaks the seal strip first. A creased shingle can look fine from the street and still let water in.",
      },
      {
        title: "Cracked or slipped tiles",
        text: "Flying debris and wind uplift crack tiles and open gaps in the underlayment beneath.",
      },
      {
        title: "Dents in vents, gutters and flashing",
        text: "Soft metal shows hail first. Fresh dents mean the roof covering took hits too.",
      },
      {
        title: "Granules in gutters and downspouts",
        text: "Heavy granule loss after hail exposes the asphalt to the sun and shortens the roof's life.",
      },
      {
        title: "New stains or drips inside",
        text: "Ceiling spots, damp insulation or a musty attic after a storm point to a breach above.",
      },
      {
        title: "Limbs, debris or a tree on the roof",
        text: "Even a limb that rolled off can puncture the deck. Treat any impact as damage until it is checked.",
      },
    ],
  },
  process: {
    eyebrow: "After the storm",
    title: "How we handle storm damage",
    steps: [
      {
        title: "Emergency tarping",
        text: `A crew is typically on site within ${response} to tarp or dry in the roof and stop further water damage.`,
      },
      {
        title: "Documented inspection",
        text: `Ideally within ${inspectWithin} of the storm: every slope inspected and photographed, with the damage measured and mapped.`,
      },
      {
        title: "Insurance support",
        text: "You get our written report and photos for your claim, and we meet your adjuster on the roof to point out the damage.",
      },
      {
        title: "Permanent repair",
        text: "Repair or replacement to Florida Building Code, permitted and inspected, with matched materials wherever they still exist.",
      },
    ],
  },
  prepare: {
    eyebrow: "Be ready",
    title: "Before and after a storm",
    lead: `Hurricane season runs from ${season.start} to ${season.end}. A few steps now make the next storm cheaper.`,
    items: [
      {
        title: `Trim branches within ${figures.trimBranchesFeet} feet of the roof`,
        text: "Overhanging limbs scrape shingles in every breeze and become projectiles in a hurricane.",
      },
      {
        title: `Book an inspection before ${season.start}`,
        text: "Loose flashing and lifted shingles are cheap to fix in spring and expensive to fix after a storm.",
      },
      {
        title: "Clear gutters and downspouts",
        text: "Blocked gutters back water under the roof edge in tropical downpours.",
      },
      {
        title: "Photograph your roof and attic now",
        text: "Dated before pictures make it much easier to show what a storm changed.",
      },
      {
        title: `Document damage within ${documentWithin}`,
        text: "After the storm, photograph the damage inside and out before anything is cleaned up or thrown away.",
      },
      {
        title: `Have it inspected within ${inspectWithin}`,
        text: "Hidden damage such as broken seals and lifted tiles is easiest to prove soon after the event.",
      },
    ],
  },
  trust: {
    eyebrow: "Why call us",
    title: "Here before the storm, here long after it",
    cards: [
      {
        icon: PhoneCall,
        title: "A crew on call, 24/7",
        text: `The emergency line is answered by people, day and night, and a crew is typically on site within ${response}.`,
      },
      {
        icon: Camera,
        title: "Insurance-ready documentation",
        text: "Photos of every slope, measurements and a written report your insurer can work from.",
      },
      trustCardsIn.en.family,
    ],
  },
  gallery: {
    eyebrow: "Our work",
    title: "Storm repairs we have completed",
    lead: "From the night of the storm to the final inspection.",
  },
  faq: {
    title: "Storm damage questions",
    faqs: [
      {
        question: "Does homeowners insurance cover storm damage to my roof?",
        answer:
          "Florida homeowners policies generally cover sudden damage from wind, hail and falling trees, less your deductible. They do not cover wear, age or poor maintenance. Your policy and your agent decide coverage; what we do is document the damage thoroughly so the claim reflects what actually happened.",
      },
      {
        question: "How soon after a storm should my roof be inspected?",
        answer: `Photograph any damage within ${documentWithin} and have a professional inspection within ${inspectWithin} if you can. Damage is easiest to see and to prove while it is fresh, and a quick tarp prevents the water damage that insurers may treat separately.`,
      },
      {
        question: "Should I tarp the roof myself?",
        answer:
          "Please don't climb a wet or damaged roof. Move valuables, catch drips in buckets and take photos, then call us to tarp. Most policies expect you to take reasonable steps to prevent further damage, and a professional tarp with an invoice shows you did.",
      },
      {
        question: "What is a hurricane deductible?",
        answer: `Florida policies carry a separate deductible for hurricane losses, usually ${hurricaneDeductible} of your dwelling coverage, instead of the flat ${formatUsdRange(figures.standardDeductible)} deductible that applies to other claims. It generally applies once per calendar year rather than for each hurricane. Your declarations page shows yours.`,
      },
    ],
  },
  cta: {
    title: "Storm damage? Let's get it documented and fixed",
    text: "Book a free storm damage inspection, or call the emergency line if water is coming in now.",
  },
};

const horas = `${figures.emergencyResponseHours.min} a ${figures.emergencyResponseHours.max} horas`;
const documentarEn = `${figures.documentDamageHours.min} a ${figures.documentDamageHours.max} horas`;
const inspeccionarEn = `${figures.inspectAfterStormHours} horas`;
const temporada = figures.hurricaneSeasonEs;

const es: StormDamagePage = {
  serviceId: "storm-damage",
  seo: {
    title: `Reparación de daños por tormenta | ${site.name}`,
    description: `Daños al techo por viento, granizo y huracán: lona, documentación y reparación en Tampa Bay. Una cuadrilla suele llegar en ${horas}.`,
  },
  hero: {
    eyebrow: "Daños por tormenta",
    title: "Reparación de daños por tormenta, desde la primera lona hasta la última teja",
    lead: "Cuando el viento, el granizo o una rama abren su techo, detenemos el agua, documentamos el daño para su aseguradora y lo reconstruimos como se debe. De día o de noche, le contesta una persona.",
    points: [
      `Respuesta típica en ${horas}`,
      "Informes con fotos para el seguro",
      `Empresa local desde ${site.founded}`,
    ],
  },
  action: "Reserve su inspección gratis",
  banner: {
    title: "¿Daños por tormenta ahora mismo?",
    text: `¿Le está entrando agua o tiene un árbol sobre el techo? Llame a nuestra línea de emergencias 24/7: por lo general una cuadrilla llega en ${horas} para poner la lona e impermeabilizar.`,
  },
  signs: {
    eyebrow: "Qué revisar",
    title: "Señales de que su techo sufrió daños por la tormenta",
    lead: "Revise desde el suelo y desde adentro. Por favor, no se suba a un techo mojado o dañado: ese es nuestro trabajo.",
    items: [
      {
        title: "Tejas asfálticas que faltan, dobladas o levantadas",
        text: "El viento rompe primero la tira de sellado. Una teja asfáltica doblada puede verse bien desde la calle y aun así dejar pasar el agua.",
      },
      {
        title: "Tejas de barro o concreto rajadas o corridas",
        text: "Los escombros que vuelan y la succión del viento rajan las tejas y abren huecos en la membrana base de abajo.",
      },
      {
        title: "Abolladuras en ventilas, canaletas y tapajuntas",
        text: "El metal blando muestra el granizo primero. Si hay abolladuras nuevas, el techo también recibió golpes.",
      },
      {
        title: "Gránulos en las canaletas y bajantes",
        text: "Perder muchos gránulos después del granizo deja el asfalto expuesto al sol y acorta la vida del techo.",
      },
      {
        title: "Manchas o goteras nuevas adentro",
        text: "Manchas en el techo interior, aislamiento húmedo u olor a humedad en el ático después de una tormenta indican una abertura arriba.",
      },
      {
        title: "Ramas, escombros o un árbol sobre el techo",
        text: "Hasta una rama que rodó y cayó puede perforar el entablado. Trate cualquier golpe como daño hasta que lo revisemos.",
      },
    ],
  },
  process: {
    eyebrow: "Después de la tormenta",
    title: "Cómo atendemos los daños por tormenta",
    steps: [
      {
        title: "Lona de emergencia",
        text: `Por lo general una cuadrilla llega en ${horas} para cubrir el techo con lona o impermeabilizarlo y evitar más daños por agua.`,
      },
      {
        title: "Inspección documentada",
        text: `Idealmente dentro de las ${inspeccionarEn} siguientes a la tormenta: inspeccionamos y fotografiamos cada caída del techo, y medimos y marcamos el daño.`,
      },
      {
        title: "Apoyo con el seguro",
        text: "Le entregamos nuestro informe por escrito y las fotos para su reclamo, y nos reunimos con su ajustador en el techo para mostrarle el daño.",
      },
      {
        title: "Reparación definitiva",
        text: "Reparación o reemplazo según el Código de Construcción de Florida, con permiso e inspección, y con materiales que combinen siempre que todavía existan.",
      },
    ],
  },
  prepare: {
    eyebrow: "Esté preparado",
    title: "Antes y después de una tormenta",
    lead: `La temporada de huracanes va del ${temporada.start} al ${temporada.end}. Unos pasos sencillos ahora hacen que la próxima tormenta le cueste menos.`,
    items: [
      {
        title: `Pode las ramas a menos de ${figures.trimBranchesFeet} pies del techo`,
        text: "Las ramas que cuelgan raspan las tejas asfálticas con cada brisa y se convierten en proyectiles durante un huracán.",
      },
      {
        title: `Reserve una inspección antes del ${temporada.start}`,
        text: "Un tapajuntas suelto o unas tejas asfálticas levantadas salen baratos de arreglar en primavera y caros después de una tormenta.",
      },
      {
        title: "Limpie canaletas y bajantes",
        text: "Las canaletas tapadas devuelven el agua por debajo del borde del techo en los aguaceros tropicales.",
      },
      {
        title: "Tome fotos de su techo y su ático ahora",
        text: "Tener fotos con fecha de antes hace mucho más fácil mostrar lo que cambió con la tormenta.",
      },
      {
        title: `Documente el daño en ${documentarEn}`,
        text: "Después de la tormenta, fotografíe el daño por dentro y por fuera antes de limpiar o botar cualquier cosa.",
      },
      {
        title: `Pida la inspección dentro de ${inspeccionarEn}`,
        text: "El daño oculto, como sellos rotos o tejas levantadas, es más fácil de probar poco después del evento.",
      },
    ],
  },
  trust: {
    eyebrow: "Por qué llamarnos",
    title: "Aquí antes de la tormenta, y mucho después",
    cards: [
      {
        icon: PhoneCall,
        title: "Una cuadrilla disponible 24/7",
        text: `La línea de emergencias la contestan personas, de día y de noche, y por lo general una cuadrilla llega en ${horas}.`,
      },
      {
        icon: Camera,
        title: "Documentación lista para el seguro",
        text: "Fotos de cada caída del techo, medidas y un informe por escrito con el que su aseguradora puede trabajar.",
      },
      trustCardsIn.es.family,
    ],
  },
  gallery: {
    eyebrow: "Nuestro trabajo",
    title: "Reparaciones por tormenta que hemos terminado",
    lead: "Desde la noche de la tormenta hasta la inspección final.",
  },
  faq: {
    title: "Preguntas sobre daños por tormenta",
    faqs: [
      {
        question: "¿El seguro de vivienda cubre los daños al techo por una tormenta?",
        answer:
          "Las pólizas de vivienda en Florida por lo general cubren los daños repentinos por viento, granizo y caída de árboles, menos su deducible. No cubren el desgaste, la edad ni la falta de mantenimiento. La cobertura la deciden su póliza y su agente; lo que hacemos nosotros es documentar el daño a fondo para que el reclamo refleje lo que realmente pasó.",
      },
      {
        question: "¿Qué tan pronto después de una tormenta deben inspeccionar mi techo?",
        answer: `Fotografíe cualquier daño en ${documentarEn} y, si puede, pida una inspección profesional dentro de ${inspeccionarEn}. El daño es más fácil de ver y de probar mientras está reciente, y una lona a tiempo evita los daños por agua que la aseguradora podría tratar aparte.`,
      },
      {
        question: "¿Debo poner la lona yo mismo?",
        answer:
          "Por favor, no se suba a un techo mojado o dañado. Mueva sus objetos de valor, recoja las goteras en cubetas y tome fotos; luego llámenos para poner la lona. La mayoría de las pólizas esperan que usted tome medidas razonables para evitar más daños, y una lona profesional con factura demuestra que lo hizo.",
      },
      {
        question: "¿Qué es un deducible por huracán?",
        answer: `Las pólizas de Florida tienen un deducible aparte para las pérdidas por huracán, por lo general del ${hurricaneDeductible} de la cobertura de la vivienda, en lugar del deducible fijo de ${formatUsdRange(figures.standardDeductible)} que se aplica a los demás reclamos. Normalmente se aplica una vez por año calendario y no por cada huracán. Su página de declaraciones indica el suyo.`,
      },
    ],
  },
  cta: {
    title: "¿Daños por tormenta? Documentémoslos y reparémoslos",
    text: "Reserve una inspección gratis de daños por tormenta, o llame a la línea de emergencias si le está entrando agua ahora.",
  },
};

/** The page in each language: both fill in `StormDamagePage`, so neither can miss a section. */
export const stormDamageCopy: Record<Locale, StormDamagePage> = { en, es };

/** The English page, as the content check and the tests name it. */
export const stormDamagePage = en;
