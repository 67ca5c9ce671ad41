import type { Locale } from "~/lib/i18n/locale";
import { yearsInBusiness } from "~/lib/build-info";
import { type City, type CitySlug, findCity } from "./cities";
import { figures } from "./figures";
import { site } from "./site";

/**
 * The home page's own words, in both languages (the FAQs are in `faqs.ts`). Both fill in
 * `HomeCopy`, so the Spanish page cannot miss a section, a button or a trust point the English
 * one has. The home route's loader hands the page its language's copy: neither rides in the
 * script bundle. The Spanish is written for Florida homeowners, not word for word; the facts
 * (license, years, counties, hours, response times) come from the same modules as the English.
 */

/** A section's eyebrow, title and lead. */
export type SectionCopy = { eyebrow: string; title: string; lead: string };

/** The About section's four cards; each icon is drawn by the page. */
export type TrustIcon = "users" | "shield-check" | "clock" | "clipboard-check";
export type TrustPoint = { icon: TrustIcon; title: string; text: string };

/** One 'Popular services by location' card: a service in a city, to the city's page. */
export type PopularLink = { label: string; path: string; county: string };

export type HomeCopy = {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    freeQuote: string;
    instantQuote: string;
    badges: { license: string; emergency: string; inspections: string };
  };
  services: SectionCopy;
  /** The reviews themselves stay in the customers' words (English) in both languages. */
  testimonials: SectionCopy;
  about: SectionCopy & { body: string; trustPoints: readonly TrustPoint[] };
  popular: SectionCopy & { links: readonly PopularLink[]; allCities: string };
  /** The lead is split around the office phone number, which the page links. */
  faq: { eyebrow: string; title: string; leadBeforePhone: string; leadAfterPhone: string };
  contact: SectionCopy & {
    callUs: string;
    /** Under the phone number: the emergency line is the same number. */
    sameNumber: string;
    visitOffice: string;
    officeHours: string;
    hours: string;
  };
};

// The trust points: each language writes all four, in the order and with the icons set here.

type TrustKey = "family" | "licensed" | "emergency" | "inspections";
type TrustText = { title: string; text: string };

const trustOrder: ReadonlyArray<readonly [TrustKey, TrustIcon]> = [
  ["family", "users"],
  ["licensed", "shield-check"],
  ["emergency", "clock"],
  ["inspections", "clipboard-check"],
];

function trustPoints(texts: Record<TrustKey, TrustText>): TrustPoint[] {
  return trustOrder.map(([key, icon]) => ({ icon, ...texts[key] }));
}

// 'Popular services by location': eight service-and-city pairs, each to its city page; each
// language names every service, and how a service in a city and a county read.

type PopularService = "replacement" | "repair" | "storm" | "metal" | "inspection" | "tile" | "emergency" | "shingle";

const popularPairs: ReadonlyArray<readonly [PopularService, CitySlug]> = [
  ["replacement", "tampa"],
  ["repair", "brandon"],
  ["storm", "clearwater"],
  ["metal", "st-petersburg"],
  ["inspection", "wesley-chapel"],
  ["tile", "palm-harbor"],
  ["emergency", "riverview"],
  ["shingle", "lutz"],
];

function popularLinks(words: {
  services: Record<PopularService, string>;
  inCity: (service: string, city: string) => string;
  county: (county: City["county"]) => string;
}): PopularLink[] {
  return popularPairs.map(([service, slug]) => {
    const city = findCity(slug);
    if (!city) throw new Error(`Unknown city ${slug}`);
    return {
      label: words.inCity(words.services[service], city.name),
      path: city.path,
      county: words.county(city.county),
    };
  });
}

const { min: responseMin, max: responseMax } = figures.emergencyResponseHours;
const region = site.serviceRegion;

const en: HomeCopy = {
  meta: {
    title: `Tampa Bay Roofing Contractor | ${site.name}`,
    description: `Family-owned roofers serving Tampa Bay for ${yearsInBusiness}+ years: roof replacement, repair, storm damage and free inspections. Licensed ${site.license}. Call ${site.phone.display}.`,
  },
  hero: {
    eyebrow: `Family-owned · ${region} · Since ${site.founded}`,
    title: `${region}'s trusted family roofers for ${yearsInBusiness}+ years`,
    lead: "Roof replacement, repair and storm damage for homes and businesses from Odessa to St. Petersburg. Free inspections with a written report, a crew on call around the clock, and financing that fits.",
    freeQuote: "Get Free Quote",
    instantQuote: "Instant Quote in 60 Seconds",
    badges: {
      license: `License ${site.license}`,
      emergency: "24/7 emergency service",
      inspections: "Free inspections",
    },
  },
  services: {
    eyebrow: "What we do",
    title: "Roofing services for every Tampa Bay home and business",
    lead: "From a single cracked tile to a full commercial re-roof, one local crew handles the inspection, the permit, the work and the warranty.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What our neighbors say",
    lead: "Real words from homeowners and business owners across Hillsborough, Pasco and Pinellas counties.",
  },
  about: {
    eyebrow: "About us",
    title: `A Tampa Bay family business since ${site.founded}`,
    lead: `We started with one truck in Odessa. ${yearsInBusiness}+ years and thousands of roofs later, we still quote every job ourselves, still answer our own phone, and still stand behind every roof we put on.`,
    body: "Our crews are our own employees, trained on the Florida Building Code's high-wind requirements and the manufacturers' installation standards that keep warranties valid. We pull the permits, pass the inspections and leave your property clean.",
    trustPoints: trustPoints({
      family: {
        title: `Family-owned since ${site.founded}`,
        text: "Two generations of the same family run every job. The person who quotes your roof is the person who answers for it.",
      },
      licensed: {
        title: "Licensed & insured",
        text: `Florida certified roofing contractor ${site.license}, with general liability and workers' compensation on every crew.`,
      },
      emergency: {
        title: "24/7 emergency response",
        text: `Storm, tree or leak: the phone is answered day and night and a crew is typically on site within ${responseMin}-${responseMax} hours.`,
      },
      inspections: {
        title: "Free written inspections",
        text: "A report with photos, drone images and cost estimates, so you decide with facts rather than a sales pitch.",
      },
    }),
  },
  popular: {
    eyebrow: "Local service",
    title: "Popular services by location",
    lead: "We work across the whole Tampa Bay area. These are the jobs our neighbors ask for most.",
    links: popularLinks({
      services: {
        replacement: "Roof Replacement",
        repair: "Roof Repair",
        storm: "Storm Damage Repair",
        metal: "Metal Roofing",
        inspection: "Roof Inspection",
        tile: "Tile Roof Repair",
        emergency: "Emergency Roof Repair",
        shingle: "Shingle Roofing",
      },
      inCity: (service, city) => `${service} in ${city}`,
      county: (county) => `${county} County`,
    }),
    allCities: "See all the cities we serve",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions homeowners ask us",
    leadBeforePhone: "Something else on your mind? Call",
    leadAfterPhone: "and talk to a roofer, not a call center.",
  },
  contact: {
    eyebrow: "Contact",
    title: "Get your free quote",
    lead: "Tell us about your roof and we will call you back, usually the same business day.",
    callUs: "Call us",
    sameNumber: `${site.emergency.display} on the same number`,
    visitOffice: "Visit our office",
    officeHours: "Office hours",
    hours: site.hours.display,
  },
};

const es: HomeCopy = {
  meta: {
    title: `Techos en Tampa Bay desde ${site.founded} | ${site.name}`,
    description: `Reparación y cambio de techos, daños por tormenta e inspección gratis en ${region}. Empresa familiar desde ${site.founded}, licencia ${site.license}. Llame al ${site.phone.display}.`,
  },
  hero: {
    eyebrow: `Empresa familiar · ${region} · Desde ${site.founded}`,
    title: `Techadores familiares de confianza en ${region} por más de ${yearsInBusiness} años`,
    lead: "Reemplazo de techos, reparaciones y daños por tormenta para hogares y negocios, de Odessa a St. Petersburg. Inspecciones gratis con informe por escrito, una cuadrilla disponible a toda hora y financiamiento a su medida.",
    freeQuote: "Pida su estimado gratis",
    instantQuote: "Cotización en 60 segundos",
    badges: {
      license: `Licencia ${site.license}`,
      emergency: "Servicio de emergencia 24/7",
      inspections: "Inspecciones gratis",
    },
  },
  services: {
    eyebrow: "Lo que hacemos",
    title: "Servicios de techado para cada hogar y negocio de Tampa Bay",
    lead: "Desde una sola teja rajada hasta el techo completo de un local comercial, un mismo equipo local se encarga de la inspección, el permiso, la obra y la garantía.",
  },
  testimonials: {
    eyebrow: "Testimonios",
    title: "Lo que dicen nuestros vecinos",
    lead: "Opiniones reales de propietarios de viviendas y de negocios en los condados de Hillsborough, Pasco y Pinellas (en inglés, tal como las escribieron).",
  },
  about: {
    eyebrow: "Quiénes somos",
    title: `Una empresa familiar de Tampa Bay desde ${site.founded}`,
    lead: `Empezamos con una sola camioneta en Odessa. Más de ${yearsInBusiness} años y miles de techos después, seguimos haciendo cada estimado nosotros mismos, contestando nuestro propio teléfono y respaldando cada techo que instalamos.`,
    body: "Nuestras cuadrillas son empleados propios, capacitados en los requisitos contra vientos fuertes del Código de Construcción de Florida y en las normas de instalación de los fabricantes que mantienen válidas las garantías. Tramitamos los permisos, pasamos las inspecciones y dejamos su propiedad limpia.",
    trustPoints: trustPoints({
      family: {
        title: `Empresa familiar desde ${site.founded}`,
        text: "Dos generaciones de la misma familia dirigen cada trabajo. Quien le hace el estimado de su techo es quien responde por él.",
      },
      licensed: {
        title: "Con licencia y seguro",
        text: `Contratista de techos certificado en Florida, licencia ${site.license}, con seguro de responsabilidad civil general y de compensación laboral en cada cuadrilla.`,
      },
      emergency: {
        title: "Respuesta a emergencias 24/7",
        text: `Tormenta, árbol caído o gotera: contestamos el teléfono de día y de noche, y por lo general una cuadrilla llega en ${responseMin} a ${responseMax} horas.`,
      },
      inspections: {
        title: "Inspección gratis por escrito",
        text: "Un informe con fotos, imágenes de dron y costos estimados, para que decida con datos y no por un discurso de ventas.",
      },
    }),
  },
  popular: {
    eyebrow: "Servicio local",
    title: "Servicios más solicitados por ciudad",
    lead: "Trabajamos en toda el área de Tampa Bay. Estos son los trabajos que más nos piden nuestros vecinos.",
    links: popularLinks({
      services: {
        replacement: "Reemplazo de techos",
        repair: "Reparación de techos",
        storm: "Daños por tormenta",
        metal: "Techos de metal",
        inspection: "Inspección de techos",
        tile: "Reparación de techos de teja",
        emergency: "Reparación urgente de techos",
        shingle: "Techos de tejas asfálticas",
      },
      inCity: (service, city) => `${service} en ${city}`,
      county: (county) => `Condado de ${county}`,
    }),
    allCities: "Vea todas las ciudades donde trabajamos",
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Lo que nos preguntan los propietarios",
    leadBeforePhone: "¿Tiene otra pregunta? Llame al",
    leadAfterPhone: "y hable con un techador, no con un centro de llamadas.",
  },
  contact: {
    eyebrow: "Contacto",
    title: "Pida su estimado gratis",
    lead: "Cuéntenos sobre su techo y le devolvemos la llamada, por lo general el mismo día hábil.",
    callUs: "Llámenos",
    sameNumber: "Línea de emergencias 24/7 en el mismo número",
    visitOffice: "Visite nuestra oficina",
    officeHours: "Horario de oficina",
    hours: site.hours.displayEs,
  },
};

export const homeCopy: Record<Locale, HomeCopy> = { en, es };
