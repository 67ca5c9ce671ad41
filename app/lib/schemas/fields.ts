import * as z from "zod/mini";

/**
 * Field rules shared by the header quote form, the contact form and the financing application,
 * with the specification's messages word for word. The browser filters input with `phoneInput`,
 * `digitsOnly` and `upperLetters` as the visitor types; the server applies the same normalisation,
 * so a form posted without JavaScript is judged by the same rules.
 *
 * Schemas that reach the browser use zod/mini (the full zod adds 20-90 KB), and forms load
 * them only when a visitor starts to use the form.
 */

import { LOCALES } from "../i18n/locale";
import { ADDRESS_MAX, CITY_MAX, digitsOnly, EMAIL_MAX, NAME_MAX, STATE_LETTERS, usPhoneDigits } from "./limits";

/** Runs `normalise` on strings, turns a missing value into "", and leaves other types to fail. */
export function normalised(normalise: (value: string) => string) {
  return z.transform((value: unknown) => (typeof value === "string" ? normalise(value) : value == null ? "" : value));
}

/**
 * NUL and unpaired surrogates: no keyboard types them, and the database cannot store them in text
 * or JSON, so they are dropped rather than failing the whole submission at the database.
 */
const UNSTORABLE = /[\0\p{Cs}]/gu;

/** A trimmed text between `min` and `max` characters; a missing value fails like an empty one. */
export function boundedText(label: string, min: number, max: number) {
  const tooShort = `${label} must be at least ${min} characters`;
  return z.pipe(
    // A control character (a pasted line break, an escape sequence) is a space in a one-line field.
    normalised((v) =>
      v
        .replace(UNSTORABLE, "")
        .replace(/\p{Cc}+/gu, " ")
        .trim(),
    ),
    z
      .string({ error: tooShort })
      .check(
        z.minLength(min, { error: tooShort }),
        z.maxLength(max, { error: `${label} must be less than ${max} characters` }),
      ),
  );
}

export const firstName = boundedText("First name", 2, NAME_MAX);
export const lastName = boundedText("Last name", 2, NAME_MAX);
export const address = boundedText("Address", 5, ADDRESS_MAX);
export const city = boundedText("City", 2, CITY_MAX);

/** Ten digits that can be a US number: area code and exchange do not start with 0 or 1. */
const US_PHONE = /^[2-9]\d{2}[2-9]\d{6}$/;

/** A US phone number, normalised to its ten digits (`usPhoneDigits`); anything else gets `message`. */
export function usPhone(message: string) {
  return z.pipe(normalised(usPhoneDigits), z.string({ error: message }).check(z.regex(US_PHONE, { error: message })));
}

export const phone = usPhone("Phone must be exactly 10 digits (numbers only)");

const ZIP_MESSAGE = "ZIP code must be exactly 5 digits";
export const zipCode = z.pipe(
  normalised((v) => digitsOnly(v)),
  z.string({ error: ZIP_MESSAGE }).check(z.regex(/^\d{5}$/, { error: ZIP_MESSAGE })),
);

export const email = z.pipe(
  normalised((v) => v.trim()),
  z
    .string({ error: "Invalid email address" })
    .check(
      z.email({ error: "Invalid email address" }),
      z.maxLength(EMAIL_MAX, { error: "Email must be less than 255 characters" }),
    ),
);

export const state = z.pipe(
  normalised((v) => v.trim().toUpperCase()),
  z
    .string({ error: "State must be exactly 2 letters" })
    .check(
      z.length(STATE_LETTERS, { error: "State must be exactly 2 letters" }),
      z.regex(/^[A-Z]{2}$/, { error: "State must be 2 uppercase letters" }),
    ),
);

/** A required choice among `values`; anything else, including nothing, gets `message`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/**
 * The language of the page a form was sent from: the Spanish pages post a hidden `language` of
 * "es", the English ones none, which is "en". No page posts anything else, so anything else is
 * refused. A missing value is filled by a transform, not `z._default`, whose code the forms' scripts
 * would otherwise carry.
 */
export const language = z.pipe(
  z.transform((value: unknown) => value ?? "en"),
  choice(LOCALES, 'Language must be "en" or "es"'),
);
