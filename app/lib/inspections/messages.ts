import { site } from "~/content/site";

/**
 * What booking, moving and cancelling an inspection answer when they cannot, in English: the
 * booking modules say these, and `content/inspection-words/page.server.ts` has their Spanish,
 * keyed by them, for a Spanish page.
 */

export const LINK_GONE = `This booking link has expired. Please call us at ${site.phone.display} to set a time.`;
export const PICK_A_TIME = "Please choose one of the times shown.";
/** A time the picker showed that has since come inside the notice (INSPECTION_MIN_NOTICE_HOURS). */
export const TOO_SOON = "That time is now too soon to book online. Please choose one of the times still open.";
export const TOO_MANY_CHANGES = `Your inspection has been changed as many times as the website allows. Please call us at ${site.phone.display} to change it again.`;
/** A booking whose time has ended: only the office changes it now. */
export const INSPECTION_PAST = `Your inspection's time has passed, so it can't be changed online. For anything else, please call us at ${site.phone.display}.`;
export const CHANGED_MEANWHILE = "Your booking changed meanwhile. Please reload the page and try again.";
export const CALENDAR_UNAVAILABLE = `We can't reach our calendar right now. Please try again in a minute, or call us at ${site.phone.display} to set a time.`;
export const CALL_TO_BOOK = `We'll call you to set up your free inspection. Or call us now at ${site.phone.display}.`;
export const NO_PROOF = `We couldn't confirm this booking came from our website. Please try again, or call us at ${site.phone.display}.`;
export const ALREADY_BOOKED = `An inspection is already booked for this e-mail address, phone number or connection. To change it, use the link in its confirmation e-mail, or call us at ${site.phone.display}.`;
/** Past the booking attempts' own rate limit (server/inspections-api.ts). */
export const TOO_MANY_BOOKINGS = `Too many booking attempts from your connection. Please call us at ${site.phone.display} to set a time.`;
