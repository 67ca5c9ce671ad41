import { Award, Clock, HardHat } from "lucide";
import { figures, formatPerSqFtRange, formatYears } from "~/content/figures";
import type { CommercialRoofingPage } from "~/content/schemas";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";
import { trustCardsIn } from "./shared.server";

const perSqFt = figures.commercialPerSqFt;
const warranty = `${formatYears(figures.commercialWarrantyYears)} years`;
const small = `${figures.commercialSmallDays.min}-${figures.commercialSmallDays.max} days`;
const large = `${figures.commercialLargeWeeks.min}-${figures.commercialLargeWeeks.max} weeks`;
const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;

const en: CommercialRoofingPage = {
  serviceId: "commercial-roofing",
  seo: {
    title: `Commercial Roofing in Tampa Bay | ${site.name}`,
    description: `TPO, modified bitumen and metal roofs for Tampa Bay businesses, with system warranties of ${warranty} and work scheduled around your hours.`,
  },
  hero: {
    eyebrow: "Commercial roofing",
    title: "Commercial roofs that keep Tampa Bay businesses open",
    lead: "Re-roofs, repairs and maintenance for offices, retail centers, warehouses, churches and condominium buildings, with crews scheduled around your hours and one point of contact from survey to warranty.",
    points: ["Work scheduled around your hours", `Warranties of ${warranty}`, `License ${site.license}`],
  },
  action: "Request a Roof Survey",
  systems: {
    eyebrow: "Roof systems",
    title: "Commercial systems we install",
    lead: "Installed prices per square foot of roof, materials and labor. Tear-off, insulation, drainage changes and access move a project within the range.",
    items: [
      {
        title: `TPO single-ply membrane: ${formatPerSqFtRange(perSqFt.tpo)} per sq ft`,
        text: "A white, heat-welded membrane that reflects the Florida sun and lowers cooling loads. Our most requested low-slope system.",
      },
      {
        title: `Metal roofing: ${formatPerSqFtRange(perSqFt.metal)} per sq ft`,
        text: "Standing-seam and panel systems for pitched commercial roofs and canopies, with decades of service and strong wind ratings.",
      },
      {
        title: `Modified bitumen: ${formatPerSqFtRange(perSqFt.modifiedBitumen)} per sq ft`,
        text: "Multi-ply asphalt membrane with a granulated cap sheet: tough underfoot where technicians service rooftop equipment.",
      },
      {
        title: "Coatings and restoration",
        text: "For a membrane or metal roof that is worn but dry underneath, a reinforced coating system can add years of service for less than a re-roof.",
      },
    ],
  },
  services: {
    eyebrow: "Services",
    title: "For owners, managers and associations",
    items: [
      {
        title: "Re-roofing and tear-offs",
        text: "Complete replacements with new insulation and tapered drainage where water has been ponding.",
      },
      {
        title: "Leak repair and emergency response",
        text: `A crew is typically on site within ${response} to stop active leaks, at any hour.`,
      },
      {
        title: "Preventive maintenance plans",
        text: "Scheduled inspections, drain and scupper clearing and small repairs, logged with photos for your records.",
      },
      {
        title: "Inspections and condition reports",
        text: "Written reports with photos for buyers, lenders, insurers and reserve studies.",
      },
      {
        title: "Flashing, parapets and drainage",
        text: "Coping, counterflashing, scuppers and gutters rebuilt, where most commercial leaks begin.",
      },
      {
        title: "Rooftop equipment curbs",
        text: "Curbs and penetrations for HVAC units and vents, coordinated with your mechanical contractor.",
      },
    ],
  },
  process: {
    eyebrow: "How a project runs",
    title: "Planned around your business",
    steps: [
      {
        title: "Roof survey",
        text: "We walk the roof, check drainage and take core samples where needed to see what is under the surface.",
      },
      {
        title: "Proposal",
        text: "Clear options with per-square-foot pricing, the warranty each system carries and a schedule you can plan tenants around.",
      },
      {
        title: "Installation",
        text: `Small jobs typically take ${small} and large roofs ${large}. We phase the work so your doors stay open.`,
      },
      {
        title: "Closeout",
        text: "Final inspections, the manufacturer's warranty inspection where it applies, and a documentation package for your files.",
      },
    ],
  },
  trust: {
    eyebrow: "Why businesses choose us",
    title: "Fewer surprises, on the roof and on the invoice",
    cards: [
      {
        icon: Clock,
        title: "Work around your hours",
        text: "Early, weekend and phased schedules keep your doors open, and your tenants get notice before we start.",
      },
      {
        icon: Award,
        title: `Warranties of ${warranty}`,
        text: "Manufacturer system warranties sized to the membrane and specification you choose, registered in your name.",
      },
      {
        icon: HardHat,
        title: "Safety on every roof",
        text: "Fall protection that follows OSHA rules, staging plans for public areas and a clean site at the end of every day.",
      },
      trustCardsIn.en.licensed,
    ],
  },
  gallery: {
    eyebrow: "Our work",
    title: "Recent commercial projects",
    lead: "Warehouses, offices, retail and places of worship across the Tampa Bay area.",
  },
  faq: {
    title: "Commercial roofing questions",
    faqs: [
      {
        question: "How much does a commercial roof cost per square foot?",
        answer: `Installed, TPO typically runs ${formatPerSqFtRange(perSqFt.tpo)} per square foot, metal ${formatPerSqFtRange(perSqFt.metal)} and modified bitumen ${formatPerSqFtRange(perSqFt.modifiedBitumen)}. Tear-off, added insulation, drainage changes and how hard the roof is to reach decide where your building lands in the range.`,
      },
      {
        question: "How long does a commercial roof replacement take?",
        answer: `Small buildings typically take ${small}. Large roofs take ${large}, depending on size, weather and how the work is phased around your operations.`,
      },
      {
        question: "Can my business stay open during the work?",
        answer:
          "Yes, in nearly every case. We plan staging, noise and deliveries around your hours, keep entrances protected, and phase the roof so only a section is open at a time and it is dried in each night.",
      },
      {
        question: "What warranty comes with a commercial roof?",
        answer: `Manufacturer system warranties run ${warranty}, depending on the system, its thickness and the specification. We also warrant our workmanship, and a maintenance plan helps keep the manufacturer's warranty in good standing.`,
      },
    ],
  },
  cta: {
    title: "Get a commercial roof survey",
    text: "We will walk your roof, explain what we find and send a written proposal with clear options.",
  },
};

const años = `${formatYears(figures.commercialWarrantyYears)} años`;
const pocosDias = `${figures.commercialSmallDays.min} a ${figures.commercialSmallDays.max} días`;
const semanas = `${figures.commercialLargeWeeks.min} a ${figures.commercialLargeWeeks.max} semanas`;
const horas = `${figures.emergencyResponseHours.min} a ${figures.emergencyResponseHours.max} horas`;

const es: CommercialRoofingPage = {
  serviceId: "commercial-roofing",
  seo: {
    title: `Techos comerciales en Tampa Bay | ${site.name}`,
    description: `Techos TPO, de betún modificado y de metal para negocios de Tampa Bay, con garantías de ${años} y el trabajo programado según su horario.`,
  },
  hero: {
    eyebrow: "Techos comerciales",
    title: "Techos comerciales que mantienen abiertos los negocios de Tampa Bay",
    lead: "Techos nuevos, reparaciones y mantenimiento para oficinas, centros comerciales, almacenes, iglesias y edificios de condominios, con cuadrillas que trabajan según su horario y una sola persona de contacto desde la evaluación hasta la garantía.",
    points: ["Trabajo programado según su horario", `Garantías de ${años}`, `Licencia ${site.license}`],
  },
  action: "Pida una evaluación del techo",
  systems: {
    eyebrow: "Sistemas de techo",
    title: "Sistemas comerciales que instalamos",
    lead: "Precios instalados por pie cuadrado de techo, con materiales y mano de obra. El retiro del techo viejo, el aislamiento, los cambios de drenaje y el acceso determinan en qué parte del rango queda el proyecto.",
    items: [
      {
        title: `Membrana TPO de una capa: ${formatPerSqFtRange(perSqFt.tpo)} por pie cuadrado`,
        text: "Una membrana blanca soldada con calor que refleja el sol de Florida y baja el gasto en aire acondicionado. Nuestro sistema de poca pendiente más solicitado.",
      },
      {
        title: `Techos de metal: ${formatPerSqFtRange(perSqFt.metal)} por pie cuadrado`,
        text: "Sistemas de junta alzada y de paneles para techos comerciales inclinados y marquesinas, con décadas de servicio y alta resistencia al viento.",
      },
      {
        title: `Betún modificado: ${formatPerSqFtRange(perSqFt.modifiedBitumen)} por pie cuadrado`,
        text: "Membrana asfáltica de varias capas con lámina final granulada: aguanta bien el paso de los técnicos que dan servicio a los equipos del techo.",
      },
      {
        title: "Recubrimientos y restauración",
        text: "Para una membrana o un techo de metal gastado pero seco por debajo, un sistema de recubrimiento reforzado puede darle años más de servicio por menos que un techo nuevo.",
      },
    ],
  },
  services: {
    eyebrow: "Servicios",
    title: "Para dueños, administradores y asociaciones",
    items: [
      {
        title: "Techos nuevos y retiro del techo viejo",
        text: "Reemplazos completos con aislamiento nuevo y drenaje con pendiente donde el agua se ha estado estancando.",
      },
      {
        title: "Reparación de goteras y emergencias",
        text: `Por lo general una cuadrilla llega en ${horas} para detener las goteras activas, a cualquier hora.`,
      },
      {
        title: "Planes de mantenimiento preventivo",
        text: "Inspecciones programadas, limpieza de desagües y gárgolas y reparaciones menores, registradas con fotos para sus archivos.",
      },
      {
        title: "Inspecciones e informes del estado del techo",
        text: "Informes por escrito con fotos para compradores, prestamistas, aseguradoras y estudios de reservas.",
      },
      {
        title: "Tapajuntas, parapetos y drenaje",
        text: "Remates, contratapajuntas, gárgolas y canaletas reconstruidos, que es donde empiezan la mayoría de las goteras comerciales.",
      },
      {
        title: "Bases para equipos en el techo",
        text: "Bases y penetraciones para unidades de aire acondicionado y ventilas, coordinadas con su contratista mecánico.",
      },
    ],
  },
  process: {
    eyebrow: "Cómo avanza un proyecto",
    title: "Planeado alrededor de su negocio",
    steps: [
      {
        title: "Evaluación del techo",
        text: "Recorremos el techo, revisamos el drenaje y sacamos muestras donde haga falta para ver qué hay debajo de la superficie.",
      },
      {
        title: "Propuesta",
        text: "Opciones claras con precio por pie cuadrado, la garantía de cada sistema y un calendario con el que puede organizar a sus inquilinos.",
      },
      {
        title: "Instalación",
        text: `Los trabajos pequeños suelen tomar ${pocosDias} y los techos grandes ${semanas}. Hacemos el trabajo por etapas para que sus puertas sigan abiertas.`,
      },
      {
        title: "Entrega",
        text: "Inspecciones finales, la inspección de garantía del fabricante cuando corresponde y un paquete de documentos para sus archivos.",
      },
    ],
  },
  trust: {
    eyebrow: "Por qué nos eligen los negocios",
    title: "Menos sorpresas, en el techo y en la factura",
    cards: [
      {
        icon: Clock,
        title: "Trabajamos según su horario",
        text: "Horarios tempranos, de fin de semana o por etapas mantienen sus puertas abiertas, y sus inquilinos reciben aviso antes de empezar.",
      },
      {
        icon: Award,
        title: `Garantías de ${años}`,
        text: "Garantías del fabricante para el sistema, según la membrana y la especificación que usted elija, registradas a su nombre.",
      },
      {
        icon: HardHat,
        title: "Seguridad en cada techo",
        text: "Protección contra caídas según las normas de OSHA, planes de montaje para las áreas públicas y el sitio limpio al final de cada día.",
      },
      trustCardsIn.es.licensed,
    ],
  },
  gallery: {
    eyebrow: "Nuestro trabajo",
    title: "Proyectos comerciales recientes",
    lead: "Almacenes, oficinas, comercios e iglesias en toda el área de Tampa Bay.",
  },
  faq: {
    title: "Preguntas sobre techos comerciales",
    faqs: [
      {
        question: "¿Cuánto cuesta un techo comercial por pie cuadrado?",
        answer: `Instalado, el TPO suele costar ${formatPerSqFtRange(perSqFt.tpo)} por pie cuadrado, el metal ${formatPerSqFtRange(perSqFt.metal)} y el betún modificado ${formatPerSqFtRange(perSqFt.modifiedBitumen)}. Retirar el techo viejo, agregar aislamiento, cambiar el drenaje y qué tan difícil es llegar al techo deciden en qué parte del rango queda su edificio.`,
      },
      {
        question: "¿Cuánto tarda el reemplazo de un techo comercial?",
        answer: `Los edificios pequeños suelen tomar ${pocosDias}. Los techos grandes toman ${semanas}, según el tamaño, el clima y cómo se divida el trabajo alrededor de sus operaciones.`,
      },
      {
        question: "¿Mi negocio puede seguir abierto durante el trabajo?",
        answer:
          "Sí, en casi todos los casos. Planeamos el montaje, el ruido y las entregas según su horario, protegemos las entradas y trabajamos el techo por secciones, de modo que solo una queda abierta a la vez y se impermeabiliza cada noche.",
      },
      {
        question: "¿Qué garantía tiene un techo comercial?",
        answer: `Las garantías del fabricante para el sistema cubren ${años}, según el sistema, su grosor y la especificación. También garantizamos nuestra mano de obra, y un plan de mantenimiento ayuda a mantener vigente la garantía del fabricante.`,
      },
    ],
  },
  cta: {
    title: "Pida una evaluación de su techo comercial",
    text: "Recorremos su techo, le explicamos lo que encontramos y le enviamos una propuesta por escrito con opciones claras.",
  },
};

/** The page in each language: both fill in `CommercialRoofingPage`, so neither can miss a section. */
export const commercialRoofingCopy: Record<Locale, CommercialRoofingPage> = { en, es };

/** The English page, as the content check and the tests name it. */
export const commercialRoofingPage = en;
