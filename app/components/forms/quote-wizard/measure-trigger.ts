import { addressKeyText } from "~/lib/roof-measurement/address-key";
import { RoofAddressSchema } from "~/lib/schemas/roof-measurement";
import type { RoofAddressAnswers } from "./roof-measurement";

/**
 * When the roof is measured: as soon as the address answers pass the quote's own rules, not when
 * the visitor presses Next. Loaded with the measurement's code (measured-roof.tsx), never on the
 * page's first load.
 *
 * `key` names the building as the server's cache does (the street as the Postal Service spells it
 * and the ZIP code's five digits), so "Boulevard" becoming "Blvd", a ZIP+4 being typed or the city
 * being corrected keep the measurement held; any other change drops it at once, so an answer for
 * the address before never lands.
 */
/**
 * How long the address must stay as it is before its roof is measured while the visitor types: long
 * enough that a word being typed or corrected does not cost a lookup (each is paid for, and a
 * connection may ask for only a few), short beside the time a person takes to reach Next.
 */
export const SETTLE_MS = 400;

export type AddressTrigger = {
  key: string;
  /** The measurement held (in flight or answered) is for another building: forget it now. */
  drop: boolean;
  /** The address is complete and valid, and its roof is not measured yet: measure it. */
  measure: boolean;
};

/** `held`: the key of the measurement in flight or answered, if there is one. */
export function addressTrigger(held: string | undefined, address: RoofAddressAnswers): AddressTrigger {
  const key = addressKeyText(address.address, address.zipCode);
  if (held === key) return { key, drop: false, measure: false };
  return { key, drop: held !== undefined, measure: RoofAddressSchema.safeParse(address).success };
}
