import { site } from "../site";

/** The notice beside the instant quote's button. */
export const instantQuoteConsent = `By requesting a quote, you agree that ${site.name} may contact you by phone, text or email about your estimate. Message and data rates may apply. Consent is not a condition of purchase.`;
