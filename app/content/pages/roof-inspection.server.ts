import { Drone, HandHeart, HardHat } from "lucide";
import { figures, formatUsdRange } from "~/content/figures";
import type { RoofInspectionPage } from "~/content/schemas";
import { site } from "~/content/site";

const industryPrice = formatUsdRange(figures.inspectionIndustryPrice);
const minutes = `${figures.inspectionMinutes} minutes`;
const season = figures.hurricaneSeason;

export const roofInspectionPage: RoofInspectionPage = {
  serviceId: "roof-inspection",
  seo: {
    title: `Free Roof Inspection in Tampa Bay | ${site.name}`,
    description: `A free roof inspection with a written report, photos, drone images and cost estimates, in under ${minutes}. Industry average: ${industryPrice}.`,
  },
  hero: {
    eyebrow: "Free roof inspection",
    title: "A free roof inspection, with the report to prove it",
    lead: `We check your roof from the shingles to the attic, photograph what we find and give you a written report with recommendations and cost estimates. It usually takes under ${minutes}, and it costs you nothing.`,
    points: ["Written report and photos", "Drone images of steep roofs", "No obligation"],
  },
  freeInspection: {
    title: "Your roof inspection is free",
    text: "No fee, no obligation and no pressure. If your roof is sound, the report says so, and you keep it either way.",
    value: `Industry average: ${industryPrice}`,
    points: [
      `Usually done in under ${minutes}`,
      "Homes, rentals and commercial buildings",
      "For owners, buyers, sellers and property managers",
    ],
  },
  receive: {
    eyebrow: "What you receive",
    title: "Everything you need to decide",
    items: [
      {
        title: "Detailed report",
        text: "The condition of every part of the roof in plain language, with its remaining life estimated.",
      },
      {
        title: "Photo documentation",
        text: "Dated photos and drone images of each slope and every problem we found.",
      },
      {
        title: "Expert recommendations",
        text: "What needs attention now, what can wait, and what to watch, in order of priority.",
      },
      {
        title: "Cost estimates",
        text: "Written prices for any repair or replacement we recommend, so nothing is left to guesswork.",
      },
    ],
  },
  checklist: {
    eyebrow: "Inspection checklist",
    title: "What we inspect",
    lead: "The same checklist on every roof, whether it is five years old or thirty.",
    groups: [
      {
        title: "Roof surface",
        items: [
          "Shingles, tiles or panels: cracks, lifting, granule loss",
          "Ridge and hip caps",
          "Valleys and roof-to-wall transitions",
          "Signs of wind or hail damage",
          "Condition of earlier repairs",
        ],
      },
      {
        title: "Flashing and drainage",
        items: [
          "Wall, chimney and skylight flashing",
          "Pipe boots, vents and other penetrations",
          "Drip edge, fascia and soffit",
          "Gutters, downspouts and water runoff",
          "Sealants and exposed fasteners",
        ],
      },
      {
        title: "Attic and structure",
        items: [
          "Roof deck: soft spots, sagging or rot",
          "Stains, damp insulation or daylight",
          "Attic ventilation and intake airflow",
          "Signs of pests or mold",
          "Visible roof-to-wall straps and clips",
        ],
      },
    ],
  },
  whenToSchedule: {
    eyebrow: "When to schedule",
    title: "When to get your roof inspected",
    items: [
      {
        title: "Before buying or selling",
        text: "Know what the roof needs before the price is agreed, not after closing.",
      },
      {
        title: "After storms",
        text: `Ideally within ${figures.inspectAfterStormHours} hours of high winds or hail, while the damage is fresh and easy to document.`,
      },
      {
        title: "Annual maintenance",
        text: `Once a year, best in the spring before hurricane season starts on ${season.start}.`,
      },
      {
        title: "Visible damage",
        text: "Missing shingles, cracked tile, ceiling stains or granules in the gutters.",
      },
      {
        title: "Roof 10+ years old",
        text: "Aging shows up in flashing, sealants and boots first. A yearly look catches it before it leaks.",
      },
      {
        title: "Insurance documentation",
        text: "A dated report and photos of the roof's condition to share with your agent or insurer.",
      },
      {
        title: "Warranties",
        text: "Some manufacturer warranties expect regular inspection and prompt repairs, and a dated report shows you kept up.",
      },
    ],
  },
  features: {
    eyebrow: "Why our inspections",
    title: "An inspection you can trust",
    cards: [
      {
        icon: Drone,
        title: "Drone imaging",
        text: "Steep, tall and fragile roofs are photographed from the air, so nothing is guessed from the ground and no tile cracks underfoot.",
      },
      {
        icon: HardHat,
        title: "Experienced roofers",
        text: "Our inspectors are roofers on our own staff who have installed and repaired the systems they inspect.",
      },
      {
        icon: HandHeart,
        title: "Honest, no-pressure advice",
        text: "Plenty of our reports end with 'nothing needed yet'. We would rather earn the job when your roof really needs it.",
      },
    ],
  },
  faq: {
    title: "Roof inspection questions",
    faqs: [
      {
        question: "Is the roof inspection really free?",
        answer: `Yes. Many companies charge ${industryPrice} for an inspection with a report. Ours is free and comes with no obligation: the report, the photos and the estimates are yours to keep, whoever you hire.`,
      },
      {
        question: "How long does a roof inspection take?",
        answer: `Usually under ${minutes} for a typical home, including the attic. Large or complex roofs take a little longer. You don't need to be on the roof with us, but we are happy to show you what we find.`,
      },
      {
        question: "Can I use the report for insurance or a home sale?",
        answer:
          "Yes. The report is dated and includes photos of each slope, which agents, insurers, buyers and sellers find useful. It describes the roof's condition and remaining life; it is not a substitute for a full home inspection.",
      },
      {
        question: "How often should a roof be inspected?",
        answer: `Once a year, ideally before hurricane season begins on ${season.start}, and again after any major storm. Roofs 10 years and older benefit most, since that is when sealants, boots and flashing start to age.`,
      },
    ],
  },
  cta: {
    title: "Book your free roof inspection",
    text: "Pick a time that suits you, or call and we will find one together.",
  },
};
