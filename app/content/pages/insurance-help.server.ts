import { ClipboardCheck, Hammer, HeartHandshake } from "lucide";
import { figures, formatUsdRange } from "~/content/figures";
import type { InsuranceHelpPage } from "~/content/schemas";
import { site } from "~/content/site";

const deadline = figures.claimDeadlineYears.min;
const deadlineText = `${deadline} year${deadline === 1 ? "" : "s"}`;
const documentWithin = `${figures.documentDamageHours.min}-${figures.documentDamageHours.max} hours`;
const hurricaneDeductible = `${figures.hurricaneDeductiblePercent.min}-${figures.hurricaneDeductiblePercent.max}%`;

export const insuranceHelpPage: InsuranceHelpPage = {
  serviceId: "insurance-help",
  seo: {
    title: `Roof Insurance Claim Help | ${site.name}`,
    description:
      "Free roof inspection, photo documentation, filing help and adjuster meetings for Tampa Bay storm damage claims, then repairs done to code.",
  },
  hero: {
    eyebrow: "Insurance claim help",
    title: "Roof insurance claims, without the guesswork",
    lead: "After storm damage we inspect the roof, document every problem with photos, help you file and meet your adjuster on the roof, so the claim reflects the real damage. Then we make the repairs.",
    points: ["Free inspection", "Photo reports your insurer can use", "Adjuster meetings on site"],
  },
  benefits: {
    eyebrow: "Why it helps",
    title: "A roofer in your corner",
    cards: [
      {
        icon: ClipboardCheck,
        title: "Nothing missed",
        text: "We know how wind and hail damage shows on shingles, tile and metal, and we photograph every slope so the adjuster sees all of it.",
      },
      {
        icon: HeartHandshake,
        title: "Less stress for you",
        text: "We prepare the documentation and explain each step in plain language, so you are never guessing what comes next.",
      },
      {
        icon: Hammer,
        title: "Repairs done right",
        text: "Once the claim is settled, the same local crew does the work to Florida Building Code, permitted, inspected and warranted.",
      },
    ],
  },
  process: {
    eyebrow: "The claims process",
    title: "Five steps from damage to repaired",
    steps: [
      {
        title: "Free inspection",
        text: "We inspect the whole roof and the attic and tell you honestly whether the damage looks like storm damage or age.",
      },
      {
        title: "Documentation",
        text: "Dated photos, drone images, measurements and a written report describing each area of damage.",
      },
      {
        title: "Filing help",
        text: "You file the claim with your insurer; we give you the report and photos and help you organize what they ask for.",
      },
      {
        title: "Adjuster meeting",
        text: "We meet your insurer's adjuster on the roof and point out every area of damage we documented.",
      },
      {
        title: "Repairs",
        text: "After the claim is settled, we repair or replace the roof to code and send you the final paperwork.",
      },
    ],
  },
  claimTypes: {
    eyebrow: "Claims we help with",
    title: "Types of roof damage claims",
    items: [
      { title: "Wind damage" },
      { title: "Hail damage" },
      { title: "Storm damage" },
      { title: "Hurricane damage" },
      { title: "Fallen tree damage" },
      { title: "Water leaks" },
      { title: "Missing shingles" },
      { title: "Structural damage" },
      { title: "Lightning damage" },
    ],
  },
  numbers: {
    eyebrow: "Good to know",
    title: "Numbers worth knowing before you file",
    lead: "Typical figures for Florida homeowners policies. Your own policy and declarations page are what count.",
    items: [
      {
        title: `Document damage within ${documentWithin}`,
        text: "Photograph everything, inside and out, before cleanup begins.",
      },
      {
        title: `Inspection within ${figures.inspectAfterStormHours} hours`,
        text: "A professional inspection soon after the storm catches damage while it is easy to prove.",
      },
      {
        title: `File within about ${deadlineText}`,
        text: "Florida generally gives you about a year from the date of loss to report a new claim. Don't wait.",
      },
      {
        title: `Standard deductible: ${formatUsdRange(figures.standardDeductible)}`,
        text: "The usual range for claims other than hurricanes; yours is on your declarations page.",
      },
      {
        title: `Hurricane deductible: ${hurricaneDeductible} of dwelling coverage`,
        text: "A separate, percentage-based deductible that applies to hurricane losses.",
      },
      {
        title: "Keep every receipt",
        text: "Tarping and temporary repairs that prevent further damage are commonly part of the claim.",
      },
    ],
  },
  limits: {
    title: "What a roofer can and can't do",
    text: "We document damage, meet adjusters and repair roofs. Under Florida law a contractor may not interpret your policy or negotiate your claim, and we never offer to waive or pay your deductible. For coverage questions, talk to your agent or a licensed public adjuster.",
  },
  faq: {
    title: "Insurance claim questions",
    faqs: [
      {
        question: "Does my homeowners insurance cover roof damage?",
        answer:
          "Most Florida homeowners policies cover sudden damage from wind, hail, falling trees and similar events, less your deductible. Wear and tear, age and poor maintenance are not covered, and some policies pay only the depreciated value of an older roof. Your policy decides; our report shows your insurer exactly what the damage is and what caused it.",
      },
      {
        question: "How long do I have to file a roof claim?",
        answer: `Usually about ${deadlineText} from the date of loss for a new claim in Florida, with a somewhat longer window for supplemental claims. Don't wait for the deadline: photograph the damage within ${documentWithin}, report it promptly, and get an inspection while the damage is fresh.`,
      },
      {
        question: "Will filing a claim raise my insurance rates?",
        answer:
          "It depends on your insurer, your claim history and the cause of the loss. Weather claims are generally viewed differently from claims caused by neglect, and your agent can tell you how your insurer treats them. What tends to cost homeowners more is waiting: an unreported leak can grow into a larger loss, or be refused as long-term deterioration.",
      },
      {
        question: "What if my claim is denied?",
        answer:
          "Ask for the denial in writing with the policy language it relies on. You can ask for a re-inspection, send additional evidence such as our report and photos, use the free mediation program for residential property claims run by the Florida Department of Financial Services, or hire a licensed public adjuster or an attorney.",
      },
    ],
  },
  /** The page's own contact section (#contact), which the hero's 'Start Your Claim' links to. */
  cta: {
    title: "Start your claim with a free inspection",
    text: "Tell us about the damage and we will inspect the roof and prepare the documentation. Or call, and talk to a roofer today.",
  },
};
