import { site } from "~/content/site";

/** The instant quote's toasts from the specification's error catalogue (section 8), word for word. */
export const quoteMessages = {
  failure: `Failed to generate quote. Please try again or call us at ${site.phone.display}`,
  success: "Quote generated! Scroll down to view your estimate.",
};
