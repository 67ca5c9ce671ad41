import { SERVICE_LABELS, SERVICES } from "~/lib/schemas/options";

/** The header quote form and the #contact form send the same form type. */
export const FORM_TYPE = "Header Contact Form";

export const serviceOptions = SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }));
