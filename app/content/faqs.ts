import type { Faq } from "./schemas";
import { figures, formatUsdRange } from "./figures";
import { site } from "./site";
import { yearsInBusiness } from "~/lib/build-info";

export type { Faq };

const { residentialCost: cost, emergencyResponseHours: response, residentialReplacementDays: days } = figures;

/** The home page's six questions. */
export const homeFaqs: readonly Faq[] = [
  {
    question: "How much does a new roof cost in Tampa Bay?",
    answer: `For a typical home, an asphalt shingle roof runs about ${formatUsdRange(cost.asphalt)}, metal about ${formatUsdRange(cost.metal)} and tile about ${formatUsdRange(cost.tile)}. The size and pitch of the roof, the number of stories, the condition of the deck and the material you choose set the final price. Our instant quote gives you a range in about a minute, and the free inspection turns it into a written estimate.`,
  },
  {
    question: "How long does a roof replacement take?",
    answer: `Most homes are done in ${days.min}-${days.max} days, including tear-off, deck repairs, underlayment, the new roof and clean-up with a magnetic sweep for nails. We pull the permit, schedule the county inspections and keep you updated each day.`,
  },
  {
    question: "Do you help with insurance claims?",
    answer:
      "Yes. We inspect and photograph the damage, prepare the documentation your insurer asks for, help you file, and meet the adjuster on your roof so nothing is missed. Many homeowners only pay their deductible when a claim is approved.",
  },
  {
    question: "Are you licensed and insured?",
    answer: `Yes. We are a Florida certified roofing contractor (license ${site.license}), fully insured with general liability and workers' compensation, and a family business that has roofed Tampa Bay homes for ${yearsInBusiness}+ years.`,
  },
  {
    question: "Do you offer emergency roof repair?",
    answer: `Our ${site.emergency.display} answers around the clock. For active leaks, storm or tree damage we typically have a crew on site within ${response.min}-${response.max} hours to tarp and dry in the roof, then schedule the permanent repair.`,
  },
  {
    question: "Can I finance a new roof?",
    answer: `Yes. Plans run from ${figures.financing.termsMonths[0]} months at 0% APR up to ${figures.financing.termsMonths[2]} months for larger projects, subject to credit approval. Most applicants hear back within ${figures.financing.contactWithinHours} hours, and there are no prepayment penalties. Financing lets you choose the right roof now instead of patching an old one again.`,
  },
];
