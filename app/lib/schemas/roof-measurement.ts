import * as z from "zod/mini";
import { QuoteRequestSchema } from "./quote-request";

/**
 * POST /api/roof-measurement: the property's street address, city and ZIP code (Florida is implied),
 * checked by the instant quote's own rules, so an address that can be measured can also be quoted.
 */
export const RoofAddressSchema = z.pick(QuoteRequestSchema, { address: true, city: true, zipCode: true });

export type RoofAddress = z.infer<typeof RoofAddressSchema>;
