import { site } from "../site";

/** The notice beside the financing application's button. */
export const financingConsent = `By submitting this application, you authorize ${site.name} to contact you about financing and to share your information with our financing partners so they can review your request. All plans are subject to credit approval.`;
