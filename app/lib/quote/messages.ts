import { site } from "~/content/site";

/** The instant quote's toasts from the specification's error catalogue (section 8), word for word. */
export const quoteMessages = {
  failure: `Failed to generate quote. Please try again or call us at ${site.phone.display}`,
  success: "Quote generated! Scroll down to view your estimate.",
};

/** Beside every quote: on the results, the quote page, the e-mail and the PDF. */
export const QUOTE_DISCLAIMER =
  "This quote is an estimate based on your answers. Actual costs may vary with the roof's pitch, layers, deck condition, local code requirements and the materials available. Monthly payments are estimates, subject to credit approval. A free inspection turns this estimate into a written quote.";
