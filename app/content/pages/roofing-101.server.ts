import { CloudLightning, Droplets, Sun, Wind } from "lucide";
import { figures, formatYears } from "~/content/figures";
import type { Roofing101Page } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import { repairOrReplace } from "./shared.server";

const life = figures.lifespanGeneral;
const season = figures.hurricaneSeason;
const years = (range: { min: number; max?: number }) => `${formatYears(range)} years`;

export const roofing101Page: Roofing101Page = {
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
