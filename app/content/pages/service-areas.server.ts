import { cities } from "~/content/cities";
import type { ServiceAreasPage } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";

export const serviceAreasPage: ServiceAreasPage = {
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
