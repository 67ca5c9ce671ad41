import { site } from "../site";

/** The notice beside the button of the header and contact forms (one form type, "Header Contact Form"). */
export const headerConsent = `By submitting, you agree that ${site.name} may contact you by phone, text or email about your request. Message and data rates may apply. Consent is not a condition of purchase.`;
