import { SERVICES, type ServiceValue } from "~/lib/schemas/options";

/** The header quote form and the #contact form send the same form type. */
export const FORM_TYPE = "Header Contact Form";

/** The services to choose from, named in the page's language (the values stay the same). */
export const serviceOptions = (labels: Record<ServiceValue, string>) =>
  SERVICES.map((value) => ({ value, label: labels[value] }));
