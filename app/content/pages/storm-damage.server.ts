import { Camera, PhoneCall } from "lucide";
import { figures, formatUsdRange } from "~/content/figures";
import type { StormDamagePage } from "~/content/schemas";
import { site } from "~/content/site";
import { trustCards } from "./shared.server";

const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;
const documentWithin = `${figures.documentDamageHours.min}-${figures.documentDamageHours.max} hours`;
const inspectWithin = `${figures.inspectAfterStormHours} hours`;
const hurricaneDeductible = `${figures.hurricaneDeductiblePercent.min}-${figures.hurricaneDeductiblePercent.max}%`;
const season = figures.hurricaneSeason;

export const stormDamagePage: StormDamagePage = {
  serviceId: "storm-damage",
  seo: {
    title: `Storm Damage Roof Repair | ${site.name}`,
    description: `Wind, hail and hurricane roof damage tarped, documented and repaired across Tampa Bay. A crew is typically on site within ${response}.`,
  },
  hero: {
    eyebrow: "Storm damage repair",
    title: "Storm damage repair, from the first tarp to the last shingle",
    lead: "When wind, hail or a falling limb opens your roof, we stop the water, document the damage for your insurer and rebuild it properly. Day or night, a real person answers.",
    points: [`Typical response in ${response}`, "Photo reports for insurers", "Local since " + site.founded],
  },
  banner: {
    title: "Storm damage right now?",
    text: `Water coming in or a tree on the roof? Call the ${site.emergency.display}: a crew is typically on site within ${response} to tarp and dry in.`,
  },
  signs: {
    eyebrow: "What to look for",
    title: "Signs your roof took storm damage",
    lead: "Look from the ground and from inside. Please don't climb onto a wet or damaged roof: that is our job.",
    items: [
      {
        title: "Missing, creased or lifted shingles",
        text: "Wind breaks the seal strip first. A creased shingle can look fine from the street and still let water in.",
      },
      {
        title: "Cracked or slipped tiles",
        text: "Flying debris and wind uplift crack tiles and open gaps in the underlayment beneath.",
      },
      {
        title: "Dents in vents, gutters and flashing",
        text: "Soft metal shows hail first. Fresh dents mean the roof covering took hits too.",
      },
      {
        title: "Granules in gutters and downspouts",
        text: "Heavy granule loss after hail exposes the asphalt to the sun and shortens the roof's life.",
      },
      {
        title: "New stains or drips inside",
        text: "Ceiling spots, damp insulation or a musty attic after a storm point to a breach above.",
      },
      {
        title: "Limbs, debris or a tree on the roof",
        text: "Even a limb that rolled off can puncture the deck. Treat any impact as damage until it is checked.",
      },
    ],
  },
  process: {
    eyebrow: "After the storm",
    title: "How we handle storm damage",
    steps: [
      {
        title: "Emergency tarping",
        text: `A crew is typically on site within ${response} to tarp or dry in the roof and stop further water damage.`,
      },
      {
        title: "Documented inspection",
        text: `Ideally within ${inspectWithin} of the storm: every slope inspected and photographed, with the damage measured and mapped.`,
      },
      {
        title: "Insurance support",
        text: "You get our written report and photos for your claim, and we meet your adjuster on the roof to point out the damage.",
      },
      {
        title: "Permanent repair",
        text: "Repair or replacement to Florida Building Code, permitted and inspected, with matched materials wherever they still exist.",
      },
    ],
  },
  prepare: {
    eyebrow: "Be ready",
    title: "Before and after a storm",
    lead: `Hurricane season runs from ${season.start} to ${season.end}. A few steps now make the next storm cheaper.`,
    items: [
      {
        title: `Trim branches within ${figures.trimBranchesFeet} feet of the roof`,
        text: "Overhanging limbs scrape shingles in every breeze and become projectiles in a hurricane.",
      },
      {
        title: `Book an inspection before ${season.start}`,
        text: "Loose flashing and lifted shingles are cheap to fix in spring and expensive to fix after a storm.",
      },
      {
        title: "Clear gutters and downspouts",
        text: "Blocked gutters back water under the roof edge in tropical downpours.",
      },
      {
        title: "Photograph your roof and attic now",
        text: "Dated before pictures make it much easier to show what a storm changed.",
      },
      {
        title: `Document damage within ${documentWithin}`,
        text: "After the storm, photograph the damage inside and out before anything is cleaned up or thrown away.",
      },
      {
        title: `Have it inspected within ${inspectWithin}`,
        text: "Hidden damage such as broken seals and lifted tiles is easiest to prove soon after the event.",
      },
    ],
  },
  trust: {
    eyebrow: "Why call us",
    title: "Here before the storm, here long after it",
    cards: [
      {
        icon: PhoneCall,
        title: "A crew on call, 24/7",
        text: `The emergency line is answered by people, day and night, and a crew is typically on site within ${response}.`,
      },
      {
        icon: Camera,
        title: "Insurance-ready documentation",
        text: "Photos of every slope, measurements and a written report your insurer can work from.",
      },
      trustCards.family,
    ],
  },
  gallery: {
    eyebrow: "Our work",
    title: "Storm repairs we have completed",
    lead: "From the night of the storm to the final inspection.",
  },
  faq: {
    title: "Storm damage questions",
    faqs: [
      {
        question: "Does homeowners insurance cover storm damage to my roof?",
        answer:
          "Florida homeowners policies generally cover sudden damage from wind, hail and falling trees, less your deductible. They do not cover wear, age or poor maintenance. Your policy and your agent decide coverage; what we do is document the damage thoroughly so the claim reflects what actually happened.",
      },
      {
        question: "How soon after a storm should my roof be inspected?",
        answer: `Photograph any damage within ${documentWithin} and have a professional inspection within ${inspectWithin} if you can. Damage is easiest to see and to prove while it is fresh, and a quick tarp prevents the water damage that insurers may treat separately.`,
      },
      {
        question: "Should I tarp the roof myself?",
        answer:
          "Please don't climb a wet or damaged roof. Move valuables, catch drips in buckets and take photos, then call us to tarp. Most policies expect you to take reasonable steps to prevent further damage, and a professional tarp with an invoice shows you did.",
      },
      {
        question: "What is a hurricane deductible?",
        answer: `Florida policies carry a separate deductible for hurricane losses, usually ${hurricaneDeductible} of your dwelling coverage, instead of the flat ${formatUsdRange(figures.standardDeductible)} deductible that applies to other claims. It generally applies once per calendar year rather than for each hurricane. Your declarations page shows yours.`,
      },
    ],
  },
  cta: {
    title: "Storm damage? Let's get it documented and fixed",
    text: "Book a free storm damage inspection, or call the emergency line if water is coming in now.",
  },
};
