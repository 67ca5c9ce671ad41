/**
 * The form schemas, loaded on demand: validation code reaches the browser when a visitor starts
 * using a form, not with every page.
 */
export const loadHeaderStepOneSchema = () =>
  import("~/lib/schemas/header-quote").then((m) => m.HeaderQuoteStepOneSchema);
export const loadHeaderQuoteSchema = () => import("~/lib/schemas/header-quote").then((m) => m.HeaderQuoteSchema);
export const loadFinancingSchema = () =>
  import("~/lib/schemas/financing-application").then((m) => m.FinancingApplicationSchema);
export const loadNewsletterSchema = () => import("~/lib/schemas/newsletter").then((m) => m.NewsletterSignupSchema);
