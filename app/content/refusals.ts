import { site } from "./site";

/**
 * What the server answers a visitor it cannot take a form from just now, in the visitor's words.
 * The forms show these as they come; `ui-text.server.ts` has their Spanish for the Spanish pages'
 * forms (a form posted there without JavaScript and refused is still answered in English).
 */
export const TOO_MANY_SUBMISSIONS_TEXT = `Too many submissions from your connection. Please wait a few minutes, or call us at ${site.phone.display}.`;
export const SUBMISSION_NOT_STORED_TEXT = `We couldn't save your request just now. Please try again in a minute, or call us at ${site.phone.display}.`;
