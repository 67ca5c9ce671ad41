/**
 * Field limits and input filters. Kept apart from the zod schemas so a page can render its
 * inputs (maxlength, filters) without loading the validation code until a visitor uses the form.
 */

export const NAME_MAX = 50;
export const PHONE_DIGITS = 10;
/**
 * What a phone input takes: ten digits as people write them, "(813) 555-0142". With JavaScript the
 * field keeps the digits only (at most ten); without it the server strips the rest.
 */
export const PHONE_INPUT_MAX = 14;
export const ADDRESS_MAX = 200;
export const CITY_MAX = 100;
export const ZIP_DIGITS = 5;
export const EMAIL_MAX = 255;
export const STATE_LETTERS = 2;

/** Keeps the digits of a typed value: "(813) 555-0142" becomes "8135550142". */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D+/g, "");
  return max === undefined ? digits : digits.slice(0, max);
}

/** Upper-cases and keeps letters: "fl" becomes "FL". */
export function upperLetters(value: string, max?: number): string {
  const letters = value.toUpperCase().replace(/[^A-Z]+/g, "");
  return max === undefined ? letters : letters.slice(0, max);
}
