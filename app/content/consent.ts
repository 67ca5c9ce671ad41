import type { FormType } from "~/lib/form-types";
import { site } from "./site";

/**
 * The notice beside each form's button. The server stores the text for the submitted form type
 * with the lead, so the business can show what a visitor agreed to and when. Each form imports its
 * own notice, so no script carries a notice no form on the site shows (the instant quote's reaches
 * its page as loader data).
 */
export const headerConsent = `By submitting, you agree that ${site.name} may contact you by phone, text or email about your request. Message and data rates may apply. Consent is not a condition of purchase.`;
export const instantQuoteConsent = `By requesting a quote, you agree that ${site.name} may contact you by phone, text or email about your estimate. Message and data rates may apply. Consent is not a condition of purchase.`;
export const financingConsent = `By submitting this application, you authorize ${site.name} to contact you about financing and to share your information with our financing partners so they can review your request. All plans are subject to credit approval.`;
export const newsletterConsent = `By subscribing, you agree to receive occasional roofing tips and seasonal reminders from ${site.name} by email. Unsubscribe at any time.`;

export const consentText: Record<FormType, string> = {
  "Header Contact Form": headerConsent,
  "Instant Quote Request": instantQuoteConsent,
  "Financing Application": financingConsent,
  "Newsletter Signup": newsletterConsent,
};
