import { site } from "../site";

/** The notice beside the newsletter signup's button. */
export const newsletterConsent = `By subscribing, you agree to receive occasional roofing tips and seasonal reminders from ${site.name} by email. Unsubscribe at any time.`;
