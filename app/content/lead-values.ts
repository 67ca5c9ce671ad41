import type { FormType } from "~/lib/form-types";

/**
 * What a lead from each form is worth to the business, in whole US dollars, as the conversion value
 * the ad platforms optimise for (the page's `generate_lead` event, GA4 and Meta). An instant quote
 * is worth its middle package's price, since nothing is chosen yet when it is sent.
 */
export const leadValues: Record<Exclude<FormType, "Instant Quote Request">, number> = {
  "Header Contact Form": 250,
  "Financing Application": 250,
  "Newsletter Signup": 0,
};
