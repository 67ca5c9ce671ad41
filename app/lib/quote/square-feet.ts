/**
 * The roof's area an instant quote is priced for (spec section 5): whole square feet, 1 to
 * 100,000. Zod-free, so the wizard's helpers read a number the way the quote's schema does without
 * loading it.
 */
export const SQUARE_FEET_MIN = 1;
export const SQUARE_FEET_MAX = 100_000;

/** Thousands separators and spaces are dropped: "2,400" and " 2 400 " are "2400". */
export const squareFeetDigits = (text: string) => text.replace(/[,\s]/g, "");

/** Digits only: "2,400" is 2400; "2.400", "1500.5" and "about 2000" are not numbers (undefined). */
export function readSquareFeet(text: string): number | undefined {
  const digits = squareFeetDigits(text);
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

export function isQuotableArea(squareFeet: number): boolean {
  return Number.isInteger(squareFeet) && squareFeet >= SQUARE_FEET_MIN && squareFeet <= SQUARE_FEET_MAX;
}
