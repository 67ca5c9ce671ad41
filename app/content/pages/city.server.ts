import type { City } from "~/content/cities";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import type { Locale } from "~/lib/i18n/locale";

/** What a city page says around its profile, for one city, in one language. */
export type CityPageWords = {
  seo: { title: string; description: string; keywords: string[] };
  county: string;
  distance: string;
  title: string;
  services: { eyebrow: string; title: string };
  residential: { title: string; text: string; link: string };
  commercial: { title: string; text: string; link: string };
  about: { title: string; housing: string; weather: string; permits: string };
  why: { title: string; family: string; neighborhoods: string; zipCodes: string };
  map: { title: string; frame: string };
  faqTitle: string;
  nearby: { title: string; link: (name: string) => string; all: string };
  moreServices: string;
  cta: { title: string; text: string };
};

type CityFacts = City & { milesFromOffice: number };

/** The title as written, or its shorter form for a long city name: search results show about 60 characters. */
const withinTitle = (title: string, shorter: string) => (title.length <= 60 ? title : shorter);

const en = (city: CityFacts): CityPageWords => ({
  seo: {
    title: withinTitle(`${city.name} Roofing Contractor | ${site.name}`, `${city.name} Roofer | ${site.name}`),
    description: `Roof replacement, repair and storm damage service in ${city.name}, ${city.county} County. Family-owned since ${site.founded}, license ${site.license}. Free inspections.`,
    keywords: [
      `roofing ${city.name} FL`,
      `roofer ${city.name}`,
      `roof replacement ${city.name}`,
      `roof repair ${city.name}`,
    ],
  },
  county: `${city.county} County`,
  distance:
    city.milesFromOffice <= 2
      ? `right here in ${city.name}, minutes from our office`
      : `about ${city.milesFromOffice} miles from our Odessa office`,
  title: `Roofing Contractor in ${city.name}, FL`,
  services: { eyebrow: `${city.name} roofing`, title: `Residential and commercial roofing in ${city.name}` },
  residential: {
    title: "Residential roofing",
    text: `Replacement, repair and inspections for ${city.name} homes: architectural shingles, standing-seam and stone-coated metal, concrete and clay tile, and low-slope roofs over porches and additions.`,
    link: "Residential roofing services",
  },
  commercial: {
    title: "Commercial roofing",
    text: `TPO, modified bitumen and metal systems for ${city.name} offices, shops, churches and warehouses, with maintenance plans and work scheduled around your hours.`,
    link: "Commercial roofing services",
  },
  about: {
    title: `Roofing in ${city.name}`,
    housing: `${city.name} homes and their roofs`,
    weather: "Weather and storm exposure",
    permits: "Permits and local requirements",
  },
  why: {
    title: `Why ${city.name} chooses us`,
    family: `Family-owned for ${yearsInBusiness}+ years and licensed (${site.license}) and insured`,
    neighborhoods: "Neighborhoods we serve",
    zipCodes: "ZIP codes",
  },
  map: { title: `${city.name} on the map`, frame: `Map of ${city.name}, FL` },
  faqTitle: `${city.name} roofing questions`,
  nearby: { title: "Also serving nearby", link: (name) => `Roofing in ${name}`, all: "All service areas" },
  moreServices: `More Services in ${city.name}`,
  cta: {
    title: `Ready for a better roof in ${city.name}?`,
    text: `Book a free inspection or call ${site.phone.display}. We answer around the clock for emergencies.`,
  },
});

const es = (city: CityFacts): CityPageWords => ({
  seo: {
    title: `Techos en ${city.name}, FL | ${site.name}`,
    description: `Reemplazo y reparación de techos y daños por tormenta en ${city.name}, condado de ${city.county}. Empresa familiar desde ${site.founded}. Inspección gratis.`,
    keywords: [
      `techos ${city.name} FL`,
      `techador en ${city.name}`,
      `reemplazo de techo ${city.name}`,
      `reparación de techos ${city.name}`,
    ],
  },
  county: `Condado de ${city.county}`,
  distance:
    city.milesFromOffice <= 2
      ? `aquí mismo en ${city.name}, a minutos de nuestra oficina`
      : `a unas ${city.milesFromOffice} millas de nuestra oficina en Odessa`,
  title: `Contratista de techos en ${city.name}, FL`,
  services: { eyebrow: `Techos en ${city.name}`, title: `Techos residenciales y comerciales en ${city.name}` },
  residential: {
    title: "Techos residenciales",
    text: `Reemplazo, reparación e inspecciones para casas de ${city.name}: tejas asfálticas arquitectónicas, metal de junta alzada y metal con recubrimiento de piedra, tejas de concreto y de barro, y techos de baja pendiente sobre porches y ampliaciones.`,
    link: "Servicios de techos residenciales",
  },
  commercial: {
    title: "Techos comerciales",
    text: `Sistemas de TPO, betún modificado y metal para oficinas, tiendas, iglesias y almacenes de ${city.name}, con planes de mantenimiento y trabajos programados según su horario.`,
    link: "Servicios de techos comerciales",
  },
  about: {
    title: `Los techos de ${city.name}`,
    housing: `Las casas de ${city.name} y sus techos`,
    weather: "El clima y las tormentas",
    permits: "Permisos y requisitos locales",
  },
  why: {
    title: `Por qué ${city.name} nos elige`,
    family: `Empresa familiar con más de ${yearsInBusiness} años, con licencia (${site.license}) y seguro`,
    neighborhoods: "Vecindarios donde trabajamos",
    zipCodes: "Códigos postales",
  },
  map: { title: `${city.name} en el mapa`, frame: `Mapa de ${city.name}, FL` },
  faqTitle: `Preguntas sobre techos en ${city.name}`,
  nearby: {
    title: "También trabajamos cerca",
    link: (name) => `Techos en ${name}`,
    all: "Todas las áreas de servicio",
  },
  moreServices: `Más servicios en ${city.name}`,
  cta: {
    title: `¿Listo para un mejor techo en ${city.name}?`,
    text: `Pida una inspección gratis o llame al ${site.phone.display}. Contestamos a toda hora para emergencias.`,
  },
});

export const cityPageWords: Record<Locale, (city: CityFacts) => CityPageWords> = { en, es };
