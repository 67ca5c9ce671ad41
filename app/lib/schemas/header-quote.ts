import * as z from "zod/mini";
import { address, choice, city, email, firstName, language, lastName, phone, zipCode } from "./fields";
import { SERVICES } from "./options";

/** The header quote form (and the same form in the home page's #contact section). */

/** Step one: the five fields in the header. */
export const HeaderQuoteStepOneSchema = z.object({
  firstName,
  lastName,
  phone,
  address,
  service: choice(SERVICES, "Please select a service"),
});

/**
 * Both steps: the dialog adds city, ZIP code and email (and the page's language, hidden). Field
 * order is the order messages are reported.
 */
export const HeaderQuoteSchema = z.extend(HeaderQuoteStepOneSchema, { city, zipCode, email, language });

export type HeaderQuoteStepOne = z.infer<typeof HeaderQuoteStepOneSchema>;
export type HeaderQuote = z.infer<typeof HeaderQuoteSchema>;
