import { figures } from "./figures";
import { site } from "./site";
import { findCity, type CitySlug } from "./cities";

/** Copy of the home page that is not shared with other pages. */

const { min: responseMin, max: responseMax } = figures.emergencyResponseHours;

export const trustPoints = [
  {
    icon: "users",
    title: `Family-owned since ${site.founded}`,
    text: "Two generations of the same family run every job. The person who quotes your roof is the person who answers for it.",
  },
  {
    icon: "shield-check",
    title: "Licensed & insured",
    text: `Florida certified roofing contractor ${site.license}, with general liability and workers' compensation on every crew.`,
  },
  {
    icon: "clock",
    title: "24/7 emergency response",
    text: `Storm, tree or leak: the phone is answered day and night and a crew is typically on site within ${responseMin}-${responseMax} hours.`,
  },
  {
    icon: "clipboard-check",
    title: "Free written inspections",
    text: "A report with photos, drone images and cost estimates, so you decide with facts rather than a sales pitch.",
  },
] as const;

type PopularLink = { service: string; city: CitySlug };

const popular: PopularLink[] = [
  { service: "Roof Replacement", city: "tampa" },
  { service: "Roof Repair", city: "brandon" },
  { service: "Storm Damage Repair", city: "clearwater" },
  { service: "Metal Roofing", city: "st-petersburg" },
  { service: "Roof Inspection", city: "wesley-chapel" },
  { service: "Tile Roof Repair", city: "palm-harbor" },
  { service: "Emergency Roof Repair", city: "riverview" },
  { service: "Shingle Roofing", city: "lutz" },
];

/** 'Popular services by location': eight service-and-city pairs, each to its city page. */
export const popularByLocation = popular.map(({ service, city }) => {
  const found = findCity(city);
  if (!found) throw new Error(`Unknown city ${city}`);
  return { label: `${service} in ${found.name}`, path: found.path, county: found.county };
});
