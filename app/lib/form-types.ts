/** The form types a lead can come from; the CRM tags each contact with its form type. */
export const FORM_TYPES = [
  "Header Contact Form",
  "Financing Application",
  "Instant Quote Request",
  "Newsletter Signup",
] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Every CRM contact also gets this tag (the workflow on /webhook-config filters on it). */
export const WEBSITE_LEAD_TAG = "Website Lead";
