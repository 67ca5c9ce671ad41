import type { FormType } from "~/lib/form-types";

export type LeadAnswer =
  /** `booking`: a pass to book an inspection time at once (the header and contact forms). */
  | { ok: true; id: string; booking?: string }
  | { ok: false; kind: "invalid"; error: string; field?: string }
  | { ok: false; kind: "refused"; error: string }
  | { ok: false; kind: "failed" };

/**
 * Tells the page's tag manager about a lead: the `generate_lead` event the server answered with
 * (it knows the value). Google Tag Manager reads `window.dataLayer` whenever it loads.
 */
export function pushConversion(event: unknown) {
  if (event) ((window as { dataLayer?: unknown[] }).dataLayer ??= []).push(event);
}

/**
 * Posts a form to /api/leads and says how it went, in terms a form can show. The code that sends
 * it (with the page's proof of work) loads when the visitor first sends a form: no page pays for
 * it before.
 */
export async function submitLead(formType: FormType, formData: Record<string, string>): Promise<LeadAnswer> {
  try {
    return await (await import("./post-lead")).postLead(formType, formData);
  } catch {
    return { ok: false, kind: "failed" };
  }
}
