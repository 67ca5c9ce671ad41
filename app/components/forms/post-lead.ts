import type { FormType } from "~/lib/form-types";
import { PROOF_FIELD } from "~/lib/spam";
import { type LeadAnswer, pushConversion } from "./submit-lead";

/** Posts a form to /api/leads as JSON, with its proof of work, and says how it went in terms a form can show. */
export async function postLead(formType: FormType, formData: Record<string, string>): Promise<LeadAnswer> {
  try {
    const { takeProof } = await import("./proof-of-work");
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ formType, formData, [PROOF_FIELD]: await takeProof() }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      id?: string;
      conversion?: unknown;
      booking?: string;
      error?: string;
      field?: string;
    };
    if (response.status === 201 && body.id) {
      pushConversion(body.conversion);
      return { ok: true, id: body.id, booking: body.booking };
    }
    if (response.status === 400 && body.error)
      return { ok: false, kind: "invalid", error: body.error, field: body.field };
    // Rate limit and database outage: the server's message says what to do (wait, or call).
    if ((response.status === 429 || response.status === 503) && body.error)
      return { ok: false, kind: "refused", error: body.error };
    return { ok: false, kind: "failed" };
  } catch {
    return { ok: false, kind: "failed" };
  }
}
