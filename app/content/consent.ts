import type { FormType } from "~/lib/form-types";
import { site } from "./site";

/**
 * The notice beside each form's button. The server stores the text for the submitted form type
 * with the lead, so the business can show what a visitor agreed to and when.
 */
export const consentText: Record<FormType, string> = {
  "Header Contact Form": `By submitting, you agree that ${site.name} may contact you by phone, text or email about your request. Message and data rates may apply. Consent is not a condition of purchase.`,
  "Instant Quote Request": `By requesting a quote, you agree that ${site.name} may contact you by phone, text or email about your estimate. Message and data rates may apply. Consent is not a condition of purchase.`,
  "Financing Application": `By submitting this application, you authorize ${site.name} to contact you about financing and to share your information with our financing partners so they can review your request. All plans are subject to credit approval.`,
  "Newsletter Signup": `By subscribing, you agree to receive occasional roofing tips and seasonal reminders from ${site.name} by email. Unsubscribe at any time.`,
};
