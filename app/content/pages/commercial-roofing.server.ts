import { Award, Clock, HardHat } from "lucide";
import { figures, formatPerSqFtRange, formatYears } from "~/content/figures";
import type { CommercialRoofingPage } from "~/content/schemas";
import { site } from "~/content/site";
import { trustCards } from "./shared.server";

const perSqFt = figures.commercialPerSqFt;
const warranty = `${formatYears(figures.commercialWarrantyYears)} years`;
const small = `${figures.commercialSmallDays.min}-${figures.commercialSmallDays.max} days`;
const large = `${figures.commercialLargeWeeks.min}-${figures.commercialLargeWeeks.max} weeks`;
const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;

export const commercialRoofingPage: CommercialRoofingPage = {
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
      trustCards.licensed,
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
