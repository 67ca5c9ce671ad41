import * as z from "zod/mini";
import { SQUARE_FEET_MAX, SQUARE_FEET_MIN, squareFeetDigits } from "~/lib/quote/square-feet";
import { address, boundedText, choice, city, email, language, normalised, usPhone } from "./fields";
import { CONDITIONS, LOCATION_MAX, QUOTE_NAME_MAX, QUOTE_PROJECT_TYPES, ROOF_TYPES, STORIES } from "./quote-options";

/**
 * The instant quote request (spec sections 3 and 5): validated in the browser when the visitor
 * asks for the quote, and again by POST /api/quotes. Fields are listed in the order of the
 * specification's table, which is the order messages are reported: only the first is shown.
 * The messages the specification does not show follow the header form's wording.
 */

const PHONE_MESSAGE = "Phone must be exactly 10 digits";
const ZIP_MESSAGE = "Invalid ZIP code format";
const SQUARE_FEET_NUMBER = "Square feet must be a number";
const SQUARE_FEET_RANGE = "Square feet must be between 1 and 100,000";

export { SQUARE_FEET_MAX, SQUARE_FEET_MIN };

/** Formatting, an extension and a country code 1 are dropped before the check: "+1 (813) 555-0142". */
const phone = usPhone(PHONE_MESSAGE);

/** Five digits, or ZIP+4; nine digits typed without the hyphen are read as ZIP+4. */
const zipCode = z.pipe(
  normalised((v) => {
    const compact = v.replace(/\s+/g, "");
    return /^\d{9}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
  }),
  z.string({ error: ZIP_MESSAGE }).check(z.regex(/^\d{5}(?:-\d{4})?$/, { error: ZIP_MESSAGE })),
);

/**
 * Digits only (thousands separators are allowed and dropped: "2,000" is 2000), then the range.
 * A JSON number is read as its digits, so 2.5 or -1 fail as "not a number" like "2.5" would.
 */
const squareFeet = z.pipe(
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === "number" ? String(value) : typeof value === "string" ? squareFeetDigits(value) : "",
    ),
    z.string().check(z.regex(/^\d+$/, { error: SQUARE_FEET_NUMBER })),
  ),
  z.pipe(
    z.transform((digits: string) => Number(digits)),
    z
      .number()
      .check(
        z.gte(SQUARE_FEET_MIN, { error: SQUARE_FEET_RANGE }),
        z.lte(SQUARE_FEET_MAX, { error: SQUARE_FEET_RANGE }),
      ),
  ),
);

const NOT_MY_ROOF = "Please say whether the measured roof is yours";

/**
 * The visitor says the roof measured at the address is not theirs (another building on the lot, a
 * neighbor's): the quote is then priced without that roof's pitch and faces. The wizard sends
 * "true" or ""; a JSON client may send a boolean; absent is false.
 */
const notMyRoof = z.pipe(
  z.pipe(
    z.transform((value: unknown) => (value === true ? "true" : value === false || value == null ? "" : value)),
    choice(["", "true", "false"], NOT_MY_ROOF),
  ),
  z.transform((value) => value === "true"),
);

/**
 * The wizard showed the visitor the roof measured at the address (and they did not say it is not
 * theirs): only then is the quote priced with that roof's pitch and faces. The wizard sends "true"
 * or nothing; a JSON client may send a boolean; anything else is "not shown", priced from the area
 * given alone.
 */
const roofShown = z.transform((value: unknown) => value === true || value === "true");

export const QuoteRequestSchema = z.object({
  name: boundedText("Name", 2, QUOTE_NAME_MAX),
  email,
  phone,
  address,
  city,
  zipCode,
  squareFeet,
  location: boundedText("Property city", 2, LOCATION_MAX),
  roofType: choice(ROOF_TYPES, "Roof type is required"),
  projectType: choice(QUOTE_PROJECT_TYPES, "Project type is required"),
  stories: choice(STORIES, "Number of stories is required"),
  currentCondition: choice(CONDITIONS, "Current condition is required"),
  notMyRoof,
  roofShown,
  language,
});

export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
export type QuoteRequestData = z.infer<typeof QuoteRequestSchema>;

/** The wizard's fields, in the schema's order. */
export type QuoteField = keyof QuoteRequestData;
