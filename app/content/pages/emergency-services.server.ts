import { Camera, PhoneCall, Timer } from "lucide";
import { figures } from "~/content/figures";
import type { EmergencyServicesPage } from "~/content/schemas";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";

const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;

const en: EmergencyServicesPage = {
  serviceId: "emergency-services",
  seo: {
    title: `24/7 Emergency Roof Repair | ${site.name}`,
    description: `Emergency roof repair across Tampa Bay, day or night: leaks, tarping, storm and tree damage. A crew is typically on site within ${response}.`,
  },
  hero: {
    eyebrow: "24/7 emergency service",
    title: "Emergency roof repair, any hour of the day or night",
    lead: "A leak at 2 a.m., a limb through the roof, shingles peeling off in a squall: call us and a real person answers, then a crew comes to stop the water and protect your home.",
    points: [`On site in ${response}, typically`, "Answered by people, not a machine", "Nights, weekends and holidays"],
  },
  action: "Request Service Online",
  banner: {
    title: "Open 24 hours a day, 7 days a week",
    text: "Storms don't keep office hours, and neither does our emergency line. Crews are on call nights, weekends and holidays.",
  },
  services: {
    eyebrow: "Emergency services",
    title: "What we handle in an emergency",
    items: [
      {
        title: "Emergency leak repair",
        text: "We find where the water gets in and seal it, so the ceiling and insulation stop soaking up rain.",
      },
      {
        title: "Emergency roof tarping",
        text: "Heavy-duty tarps fastened and battened to hold through the next storm, not flap off in the first gust.",
      },
      {
        title: "Storm and wind damage",
        text: "Blown-off shingles, lifted tiles and torn underlayment secured before the next band of rain arrives.",
      },
      {
        title: "Fallen tree and limb damage",
        text: "We work with the tree crew, then close the opening in the deck so the house is weathertight again.",
      },
      {
        title: "Hail damage",
        text: "Punctures and cracked roofing found, sealed and photographed for your claim.",
      },
      {
        title: "Emergency dry-in",
        text: "Exposed decking covered with underlayment or membrane to keep water out until the permanent repair.",
      },
      {
        title: "Flashing, vent and ridge blow-offs",
        text: "Loose metal and ridge caps secured before they tear more of the roof loose.",
      },
      {
        title: "Insurance claim documentation",
        text: "Photos and notes taken on the first visit, when the damage is freshest.",
      },
    ],
  },
  whenToCall: {
    eyebrow: "When to call",
    title: "Call the emergency line when you see",
    lead: "If part of the roof or a ceiling is sagging, or you smell gas or see sparks, get everyone out and call 911 first.",
    items: [
      { title: "Water dripping through a ceiling or light fixture" },
      { title: "Missing shingles or bare decking after a storm" },
      { title: "A tree or large limb on the roof" },
      { title: "A ceiling or roofline that has started to sag" },
      { title: "Flashing, vents or ridge caps blown loose" },
      { title: "Storm damage that needs documenting before cleanup" },
    ],
  },
  process: {
    eyebrow: "Our process",
    title: "From your call to a permanent fix",
    steps: [
      {
        title: "Immediate Response",
        text: `A person answers, asks the right questions and dispatches a crew, typically on site within ${response}.`,
      },
      {
        title: "Damage Assessment",
        text: "We find where water is getting in, check the deck and the attic, and photograph everything for your records.",
      },
      {
        title: "Emergency Mitigation",
        text: "Tarping, dry-in or a temporary repair that stops the water and keeps your home safe until the permanent work.",
      },
      {
        title: "Permanent Solution",
        text: "A written estimate for the lasting repair or replacement, then the work itself, permitted and done to code.",
      },
    ],
  },
  features: {
    eyebrow: "Why call us",
    title: "Help that arrives when it matters",
    cards: [
      {
        icon: Timer,
        title: `Typically on site in ${response}`,
        text: `Crews on call across Hillsborough, Pasco and Pinellas counties, dispatched from our ${site.address.city} office.`,
      },
      {
        icon: PhoneCall,
        title: "Real people, around the clock",
        text: "No call center and no voicemail maze: you talk to someone who can send a crew.",
      },
      {
        icon: Camera,
        title: "Documented for your insurer",
        text: "Photos and notes from the first visit, so your claim starts with evidence, not memory.",
      },
    ],
  },
  faq: {
    title: "Emergency roofing questions",
    faqs: [
      {
        question: "What counts as a roofing emergency?",
        answer:
          "Anything that lets water in now or threatens to: an active leak, missing roofing after a storm, a tree or limb on the roof, or loose metal that wind could tear away. If in doubt, call; we will tell you honestly whether it can wait until morning.",
      },
      {
        question: "How fast can you get to me?",
        answer: `A crew is typically on site within ${response} of your call. After a major storm, when many homes are hit at once, we work through calls in order of urgency and keep you updated on timing.`,
      },
      {
        question: "Does insurance cover emergency tarping?",
        answer:
          "Most policies expect you to take reasonable steps to prevent further damage after a covered loss, and emergency tarping is commonly part of the claim. Keep our invoice and photos with your claim paperwork; your insurer decides what is covered.",
      },
      {
        question: "What should I do while I wait for the crew?",
        answer:
          "Stay off the roof. Move valuables and electronics away from the leak, catch drips in buckets, and turn off power to wet areas if you can do it safely from the breaker panel. Take photos of the damage inside and out.",
      },
    ],
  },
  cta: {
    title: "Roof emergency? Call our emergency line now",
    text: `Day or night, a person answers and a crew is typically on site within ${response}.`,
  },
};

const horas = `${figures.emergencyResponseHours.min} a ${figures.emergencyResponseHours.max} horas`;

const es: EmergencyServicesPage = {
  serviceId: "emergency-services",
  seo: {
    title: `Reparación urgente de techos 24/7 | ${site.name}`,
    description: `Reparación urgente de techos en Tampa Bay, de día o de noche: goteras, lonas y daños por tormenta o árboles. Una cuadrilla suele llegar en ${horas}.`,
  },
  hero: {
    eyebrow: "Servicio de emergencia 24/7",
    title: "Reparación urgente de techos, a cualquier hora del día o de la noche",
    lead: "Una gotera a las 2 de la madrugada, una rama que atravesó el techo, tejas asfálticas que se desprenden en un chubasco: llámenos y le contesta una persona, y luego llega una cuadrilla para detener el agua y proteger su casa.",
    points: [
      `En su casa en ${horas}, por lo general`,
      "Le contestan personas, no una máquina",
      "Noches, fines de semana y feriados",
    ],
  },
  action: "Pida el servicio en línea",
  banner: {
    title: "Abiertos las 24 horas, los 7 días de la semana",
    text: "Las tormentas no respetan horarios de oficina, y nuestra línea de emergencias tampoco. Hay cuadrillas de guardia por la noche, los fines de semana y los feriados.",
  },
  services: {
    eyebrow: "Servicios de emergencia",
    title: "Lo que atendemos en una emergencia",
    items: [
      {
        title: "Reparación urgente de goteras",
        text: "Encontramos por dónde entra el agua y lo sellamos, para que el techo interior y el aislamiento dejen de empaparse.",
      },
      {
        title: "Lonas de emergencia",
        text: "Lonas resistentes, fijadas con listones para que aguanten la próxima tormenta y no salgan volando con la primera ráfaga.",
      },
      {
        title: "Daños por tormenta y viento",
        text: "Tejas asfálticas arrancadas, tejas de barro levantadas y membrana base rota, aseguradas antes de que llegue la próxima banda de lluvia.",
      },
      {
        title: "Daños por caída de árboles y ramas",
        text: "Trabajamos junto con la cuadrilla de árboles y luego cerramos la abertura en el entablado para que la casa vuelva a quedar protegida.",
      },
      {
        title: "Daños por granizo",
        text: "Perforaciones y material de techo rajado: los encontramos, los sellamos y los fotografiamos para su reclamo.",
      },
      {
        title: "Impermeabilización de emergencia",
        text: "El entablado expuesto se cubre con membrana base u otra membrana para que no entre agua hasta la reparación definitiva.",
      },
      {
        title: "Tapajuntas, ventilas y remates de cumbrera arrancados",
        text: "Metal suelto y remates de cumbrera asegurados antes de que arranquen más partes del techo.",
      },
      {
        title: "Documentación para el reclamo al seguro",
        text: "Fotos y notas tomadas en la primera visita, cuando el daño está más reciente.",
      },
    ],
  },
  whenToCall: {
    eyebrow: "Cuándo llamar",
    title: "Llame a la línea de emergencias si ve",
    lead: "Si una parte del techo o del techo interior se está hundiendo, o si huele a gas o ve chispas, saque a todos de la casa y llame primero al 911.",
    items: [
      { title: "Agua que gotea por el techo interior o por una lámpara" },
      { title: "Tejas asfálticas que faltan o entablado expuesto después de una tormenta" },
      { title: "Un árbol o una rama grande sobre el techo" },
      { title: "Un techo interior o una línea del techo que empezó a hundirse" },
      { title: "Tapajuntas, ventilas o remates de cumbrera que el viento soltó" },
      { title: "Daños por tormenta que hay que documentar antes de limpiar" },
    ],
  },
  process: {
    eyebrow: "Nuestro proceso",
    title: "De su llamada a una solución definitiva",
    steps: [
      {
        title: "Respuesta inmediata",
        text: `Una persona contesta, hace las preguntas correctas y envía una cuadrilla, que por lo general llega en ${horas}.`,
      },
      {
        title: "Evaluación del daño",
        text: "Encontramos por dónde entra el agua, revisamos el entablado y el ático, y lo fotografiamos todo para sus archivos.",
      },
      {
        title: "Control de la emergencia",
        text: "Lona, impermeabilización o una reparación temporal que detiene el agua y mantiene su casa segura hasta el trabajo definitivo.",
      },
      {
        title: "Solución definitiva",
        text: "Un estimado por escrito para la reparación o el reemplazo duradero, y luego el trabajo en sí, con permiso y según el código.",
      },
    ],
  },
  features: {
    eyebrow: "Por qué llamarnos",
    title: "Ayuda que llega cuando más importa",
    cards: [
      {
        icon: Timer,
        title: `Por lo general, en su casa en ${horas}`,
        text: `Cuadrillas de guardia en los condados de Hillsborough, Pasco y Pinellas, que salen de nuestra oficina de ${site.address.city}.`,
      },
      {
        icon: PhoneCall,
        title: "Personas reales, a toda hora",
        text: "Sin centro de llamadas ni laberintos de buzón de voz: habla con alguien que puede enviarle una cuadrilla.",
      },
      {
        icon: Camera,
        title: "Documentado para su aseguradora",
        text: "Fotos y notas desde la primera visita, para que su reclamo empiece con pruebas y no con recuerdos.",
      },
    ],
  },
  faq: {
    title: "Preguntas sobre emergencias en el techo",
    faqs: [
      {
        question: "¿Qué se considera una emergencia de techo?",
        answer:
          "Cualquier cosa que deje entrar agua ahora o que amenace con hacerlo: una gotera activa, material del techo que falta después de una tormenta, un árbol o una rama sobre el techo, o metal suelto que el viento podría arrancar. Si tiene dudas, llame; le diremos con franqueza si puede esperar hasta la mañana.",
      },
      {
        question: "¿Qué tan rápido pueden llegar?",
        answer: `Por lo general una cuadrilla llega en ${horas} después de su llamada. Tras una tormenta fuerte, cuando muchas casas resultan afectadas a la vez, atendemos las llamadas por orden de urgencia y le mantenemos al tanto del horario.`,
      },
      {
        question: "¿El seguro cubre la lona de emergencia?",
        answer:
          "La mayoría de las pólizas esperan que usted tome medidas razonables para evitar más daños después de una pérdida cubierta, y la lona de emergencia suele formar parte del reclamo. Guarde nuestra factura y las fotos con los papeles de su reclamo; su aseguradora decide qué está cubierto.",
      },
      {
        question: "¿Qué hago mientras llega la cuadrilla?",
        answer:
          "No se suba al techo. Aleje sus objetos de valor y aparatos electrónicos de la gotera, recoja el agua en cubetas y, si puede hacerlo con seguridad desde el panel de breakers, corte la electricidad de las áreas mojadas. Tome fotos del daño por dentro y por fuera.",
      },
    ],
  },
  cta: {
    title: "¿Emergencia en el techo? Llame ya a nuestra línea de emergencias",
    text: `De día o de noche, le contesta una persona y por lo general una cuadrilla llega en ${horas}.`,
  },
};

/** The page in each language: both fill in `EmergencyServicesPage`, so neither can miss a section. */
export const emergencyServicesCopy: Record<Locale, EmergencyServicesPage> = { en, es };

/** The English page, as the content check and the tests name it. */
export const emergencyServicesPage = en;
