import { leadValues } from "~/content/lead-values";
import type { Lead, QuoteRequest } from "~/lib/db/schema";
import type { FormType } from "~/lib/form-types";
import { isEmphasised } from "~/lib/quote/display";
import { parseQuote, type QuotePackage } from "~/lib/quote/quote-text";

/**
 * The conversion a lead is: one definition for the event the page pushes to `window.dataLayer`
 * (the API answers it with the lead's id), for GA4's Measurement Protocol and for Meta's
 * Conversions API, so the three agree on the value.
 */

export type ConversionEvent = {
  event: "generate_lead";
  lead_id: string;
  form_type: FormType;
  /** Whole US dollars. */
  value: number;
  currency: "USD";
};

/**
 * A quote's recommended package, the one its results emphasise (BETTER; standing seam on a metal
 * roof), else its middle one; a form's configured value otherwise.
 */
export function leadValue(formType: FormType, packages: readonly QuotePackage[] = []): number {
  if (formType !== "Instant Quote Request") return leadValues[formType];
  const recommended = packages.find((pkg, index) => isEmphasised(pkg.name, index));
  return (recommended ?? packages[Math.floor((packages.length - 1) / 2)])?.price ?? 0;
}

export function conversionEvent(
  leadId: string,
  formType: FormType,
  packages?: readonly QuotePackage[],
): ConversionEvent {
  return {
    event: "generate_lead",
    lead_id: leadId,
    form_type: formType,
    value: leadValue(formType, packages),
    currency: "USD",
  };
}

/** The same event for a stored lead, as the outbox's conversion senders build it. */
export function conversionOf(lead: Pick<Lead, "id" | "formType">, quote?: Pick<QuoteRequest, "generatedQuote">) {
  return conversionEvent(lead.id, lead.formType, quote ? parseQuote(quote.generatedQuote) : undefined);
}
