import { figures, formatUsdRange, formatYears } from "~/content/figures";
import type { ResidentialRoofingPage } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import { trustCards } from "./shared.server";

const cost = figures.residentialCost;
const life = figures.lifespanFlorida;
const days = `${figures.residentialReplacementDays.min}-${figures.residentialReplacementDays.max}`;

export const residentialRoofingPage: ResidentialRoofingPage = {
  serviceId: "residential-roofing",
  seo: {
    title: `Residential Roofing in Tampa Bay | ${site.name}`,
    description: `New shingle, metal and tile roofs for Tampa Bay homes, permitted, built to Florida code and finished in ${days} days. Family-owned since ${site.founded}.`,
  },
  hero: {
    eyebrow: "Residential roofing",
    title: "New roofs for Tampa Bay homes, built for Florida weather",
    lead: `Shingle, metal and tile roofs installed by our own crews, permitted, inspected and finished in ${days} days for most homes. We have been roofing Tampa Bay neighborhoods for ${yearsInBusiness}+ years.`,
    points: [`License ${site.license}`, `Most homes done in ${days} days`, "Free written estimates"],
  },
  systems: {
    eyebrow: "Roof systems",
    title: "The right roof for your home and budget",
    lead: "We install every major residential system and will tell you honestly which one fits your house, your HOA and how long you plan to stay.",
    items: [
      {
        title: "Architectural shingles",
        text: `The most popular roof in Tampa Bay: about ${formatUsdRange(cost.asphalt)} for a typical home and ${formatYears(life.asphalt)} years of service in Florida sun, with high-wind ratings when nailed to the manufacturer's pattern.`,
      },
      {
        title: "Standing-seam metal",
        text: `Concealed fasteners, excellent wind resistance and ${formatYears(life.metal)} years of life. Typically ${formatUsdRange(cost.metal)} for an average home, and reflective finishes keep the attic cooler.`,
      },
      {
        title: "Stone-coated metal",
        text: "Steel panels with a granule finish that look like shake, tile or shingle, with the strength of metal and a Class 4 impact rating on many products.",
      },
      {
        title: "Concrete and clay tile",
        text: `The classic Florida look, lasting ${formatYears(life.tile)} years over sound underlayment. Expect about ${formatUsdRange(cost.tile)}; we check that your framing can carry the weight first.`,
      },
      {
        title: "Low-slope sections",
        text: "Modified bitumen or TPO over porches, lanais and additions, tied into the main roof so water has nowhere to hide.",
      },
      {
        title: "Solar-ready roofs",
        text: "Planning panels? We coordinate mount locations and flashing with your solar installer so the roof and its warranty stay watertight.",
      },
    ],
  },
  included: {
    eyebrow: "No shortcuts",
    title: "What every roof replacement includes",
    items: [
      { title: "Permit and county inspections handled for you" },
      { title: "Full tear-off down to the roof deck" },
      { title: "Damaged or rotted decking replaced at the agreed unit price" },
      { title: "Deck fastened to current Florida Building Code" },
      { title: "Underlayment installed to the code's high-wind rules" },
      { title: "New drip edge, flashing, pipe boots and vents" },
      { title: "Attic ventilation checked and corrected" },
      { title: "Daily clean-up and a magnetic sweep for nails" },
      { title: "Product approvals and permit records for your wind-mitigation inspection" },
      { title: "Final walk-through and warranty registration" },
    ],
  },
  process: {
    eyebrow: "How it works",
    title: "From estimate to final inspection",
    steps: [
      {
        title: "Free inspection and estimate",
        text: "We measure the roof, photograph the problem areas and give you a written, itemized estimate with your material options.",
      },
      {
        title: "Permit and scheduling",
        text: "We pull the permit, order materials and give you a start date. If you have an HOA, we supply the color and product sheets it asks for.",
      },
      {
        title: "Installation",
        text: `Most homes are torn off, dried in and finished in ${days} days, with the property cleaned up every evening.`,
      },
      {
        title: "Inspection and warranty",
        text: "The county inspects the finished roof, we walk the property with you, and your manufacturer warranty is registered in your name.",
      },
    ],
  },
  trust: {
    eyebrow: "Why homeowners choose us",
    title: "A roofer you can still call in ten years",
    cards: [trustCards.family, trustCards.licensed, trustCards.warranty, trustCards.financing],
  },
  gallery: {
    eyebrow: "Our work",
    title: "Recent residential projects",
    lead: "A few of the homes our crews have re-roofed across Hillsborough, Pasco and Pinellas counties.",
  },
  faq: {
    title: "Residential roofing questions",
    lead: "Straight answers to what homeowners ask us most before a replacement.",
    faqs: [
      {
        question: "How much does a new roof cost for a Tampa Bay home?",
        answer: `For a typical home, asphalt shingles run about ${formatUsdRange(cost.asphalt)}, metal about ${formatUsdRange(cost.metal)} and tile about ${formatUsdRange(cost.tile)}. Roof size, pitch, the number of stories and the condition of the deck move the price within those ranges, and your written estimate itemizes all of it.`,
      },
      {
        question: "Which roofing material lasts longest in Florida?",
        answer: `Tile and metal outlast shingles here: tile lasts ${formatYears(life.tile)} years and metal ${formatYears(life.metal)} years, against ${formatYears(life.asphalt)} years for shingles in full Florida sun. Shingles cost the least up front, so the best choice depends on your budget, your HOA and how long you plan to stay in the house.`,
      },
      {
        question: "How long does a roof replacement take?",
        answer: `Most homes take ${days} days from tear-off to clean-up. Larger, steeper or tile roofs can take longer, and we schedule around the forecast so your home is never left open to rain.`,
      },
      {
        question: "Can a new roof lower my homeowners insurance?",
        answer:
          "Often, yes. Florida insurers must offer discounts for features that reduce wind losses, such as how the roof deck is fastened and a secondary water barrier. After your new roof is finished, a wind-mitigation inspection documents those features; we give you the permit and product records the inspector needs. Your agent can tell you what the discount will be.",
      },
      {
        question: "Do I need to be home while you work?",
        answer:
          "No. We need access to an outdoor outlet, the driveway cleared for the dumpster, and pets kept inside. Most homeowners go about their day; we send an update each evening and call if we find anything unexpected under the old roof.",
      },
    ],
  },
  cta: {
    title: "Ready for a roof you won't have to think about?",
    text: "Book a free inspection with a written estimate, or call and talk to a roofer today.",
  },
};
