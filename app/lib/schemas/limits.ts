/**
 * Field limits and input filters. Kept apart from the zod schemas so a page can render its
 * inputs (maxlength, filters) without loading the validation code until a visitor uses the form.
 */

export const NAME_MAX = 50;
export const PHONE_DIGITS = 10;
/**
 * What a phone input takes without JavaScript: a number as people write or paste it, country code
 * and extension included ("+1 (813) 555-0142 ext 12"); the server normalises it (`usPhoneDigits`).
 */
export const PHONE_INPUT_MAX = 30;
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

/** An extension at the end of a number: "ext 12", "ext. 12", "x12", "#12". */
const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*\d{1,6}\s*$/i;

/**
 * A US phone number as its ten digits (docs/decisions/0013-open-points.md): an extension, the formatting and a leading
 * country code 1 are dropped, so "+1 (813) 555-0142 ext 2" is "8135550142". The office calls the
 * main number; an extension is not kept. Anything else keeps its digits and fails the ten-digit rule.
 */
export function usPhoneDigits(value: string): string {
  const digits = digitsOnly(value.replace(EXTENSION, ""));
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * What a phone field keeps as the visitor types, pastes or autofills: `usPhoneDigits`, at most ten
 * digits (eleven while a leading 1 may still be the country code of a number being typed).
 */
export function phoneInput(value: string): string {
  const digits = usPhoneDigits(value);
  return digits.slice(0, digits.startsWith("1") ? PHONE_DIGITS + 1 : PHONE_DIGITS);
}
