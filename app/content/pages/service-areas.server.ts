import { cities } from "~/content/cities";
import type { ServiceAreasPage } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import type { Locale } from "~/lib/i18n/locale";

const en: ServiceAreasPage = {
  seo: {
    title: `Areas We Serve in Tampa Bay | ${site.name}`,
    description: `We serve ${cities.length} cities in Hillsborough, Pasco and Pinellas counties from our ${site.address.city} office. Find your city's roofing page.`,
  },
  hero: {
    eyebrow: "Service areas",
    title: `Roofing across ${site.serviceRegion}, from our ${site.address.city} office`,
    lead: `For ${yearsInBusiness}+ years our crews have worked in ${cities.length} cities across Hillsborough, Pasco and Pinellas counties. Choose your city for local roofing information, or ask for a free quote today.`,
    points: [`${cities.length} cities, 3 counties`, "Free inspections in every city", "24/7 emergency response"],
  },
  map: {
    eyebrow: "Where we work",
    title: "Our service area",
    lead: "From Dade City in the north to Ruskin in the south, and from the Gulf beaches of Pinellas to Plant City.",
  },
  cities: {
    eyebrow: "Cities we serve",
    title: "Find your city",
    lead: "Each city page covers local homes, storm exposure, permits and the questions neighbors there ask us.",
  },
  projects: {
    eyebrow: "Recent projects",
    title: "Recent work around the bay",
  },
  cta: {
    title: "Don't see your city?",
    text: "We often work just outside these areas, too. Ask for a free quote and we will tell you right away.",
  },
};

const es: ServiceAreasPage = {
  seo: {
    title: `Áreas de servicio en Tampa Bay | ${site.name}`,
    description: `Trabajamos en ${cities.length} ciudades de los condados de Hillsborough, Pasco y Pinellas desde nuestra oficina en ${site.address.city}. Busque la página de su ciudad.`,
  },
  hero: {
    eyebrow: "Áreas de servicio",
    title: `Techos en todo ${site.serviceRegion}, desde nuestra oficina en ${site.address.city}`,
    lead: `Desde hace más de ${yearsInBusiness} años, nuestras cuadrillas trabajan en ${cities.length} ciudades de los condados de Hillsborough, Pasco y Pinellas. Elija su ciudad para ver información local sobre techos, o pida hoy mismo un estimado gratis.`,
    points: [
      `${cities.length} ciudades, 3 condados`,
      "Inspección gratis en todas las ciudades",
      "Respuesta a emergencias 24/7",
    ],
  },
  map: {
    eyebrow: "Dónde trabajamos",
    title: "Nuestra área de servicio",
    lead: "Desde Dade City en el norte hasta Ruskin en el sur, y desde las playas del Golfo en Pinellas hasta Plant City.",
  },
  cities: {
    eyebrow: "Ciudades donde trabajamos",
    title: "Busque su ciudad",
    lead: "Cada página de ciudad habla de las casas de la zona, de cómo las afectan las tormentas, de los permisos y de las preguntas que nos hacen los vecinos de allí.",
  },
  projects: {
    eyebrow: "Proyectos recientes",
    title: "Trabajos recientes alrededor de la bahía",
  },
  cta: {
    title: "¿No ve su ciudad?",
    text: "Muchas veces también trabajamos un poco más allá de estas zonas. Pida un estimado gratis y le decimos enseguida si llegamos hasta allí.",
  },
};

/** The page in each language: both fill in `ServiceAreasPage`, so neither can miss a section. */
export const serviceAreasCopy: Record<Locale, ServiceAreasPage> = { en, es };

/** The English page, as the route, the content check and the tests name it. */
export const serviceAreasPage = en;

/** The words of the page's own parts around its copy: its buttons and the county counts. */
export const serviceAreasWords: Record<
  Locale,
  { crumb: string; quoteToday: string; quote: string; citiesIn: (count: number, county: string) => string }
> = {
  en: {
    crumb: "Service Areas",
    quoteToday: "Get a Free Quote Today",
    quote: "Get a Free Quote",
    citiesIn: (count, county) => `${count === 1 ? "city" : "cities"} in ${county} County`,
  },
  es: {
    crumb: "Áreas de servicio",
    quoteToday: "Pida hoy su estimado gratis",
    quote: "Pida un estimado gratis",
    citiesIn: (count, county) => `${count === 1 ? "ciudad" : "ciudades"} en el condado de ${county}`,
  },
};
