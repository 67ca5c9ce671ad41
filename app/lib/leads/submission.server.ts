import type * as z from "zod/mini";
import type { LeadStatus } from "~/lib/db/schema";
import type { FormType } from "~/lib/form-types";
import type { LeadAttribution } from "~/lib/attribution/touch";
import type { Locale } from "~/lib/i18n/locale";
import { FinancingApplicationSchema } from "~/lib/schemas/financing-application";
import { HeaderQuoteSchema } from "~/lib/schemas/header-quote";
import { NewsletterSignupSchema } from "~/lib/schemas/newsletter";
import type { AppServices } from "~/lib/services.server";
import { type ConversionEvent, conversionEvent } from "~/lib/conversions/conversion.server";
import { bookingPass, PASS_MS } from "~/lib/inspections/access.server";
import { checkProof } from "~/lib/proof-of-work.server";
import { judgeSubmission, PROOF_FIELD, trusted } from "~/lib/spam";
import { type LeadRecord, insertLead } from "./store.server";
import { storing } from "./store-errors.server";

/**
 * Taking a lead: validate with the form's schema (the same one the browser used), judge it for
 * spam, then store the lead and its deliveries together. The request never waits on the CRM;
 * the outbox worker forwards the lead.
 */

/** Largest submission accepted, in bytes; a real form is a few hundred. */
export const MAX_SUBMISSION_BYTES = 32 * 1024;

/** The forms that post to /api/leads. The instant quote posts to /api/quotes. */
export const LEAD_FORMS = {
  "Header Contact Form": HeaderQuoteSchema,
  "Financing Application": FinancingApplicationSchema,
  "Newsletter Signup": NewsletterSignupSchema,
} as const satisfies Partial<Record<FormType, z.ZodMiniType>>;

export type LeadFormType = keyof typeof LEAD_FORMS;

export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === "string" && Object.hasOwn(LEAD_FORMS, value);
}

export type RequestMeta = {
  clientIp: string | undefined;
  userAgent: string | undefined;
  /** Where the visitor came from, read from the request's cookies (attribution.server.ts). */
  attribution?: LeadAttribution;
};

export type Rejection = { ok: false; error: string; field?: string };
export type Accepted = {
  ok: true;
  leadId: string;
  formType: FormType;
  status: LeadStatus;
  possibleSpam: boolean;
  repeatOf: string | null;
};

/** The first failing rule's message, and its field: forms show one message at a time. */
export function firstIssue(error: {
  issues: ReadonlyArray<{ message: string; path: readonly PropertyKey[] }>;
}): Rejection {
  const issue = error.issues[0];
  return {
    ok: false,
    error: issue?.message ?? "Please check the form and try again.",
    field: issue?.path[0]?.toString(),
  };
}

export function validateLead(
  formType: unknown,
  formData: unknown,
): { ok: true; formType: LeadFormType; data: Record<string, unknown> } | Rejection {
  if (!isLeadFormType(formType)) return { ok: false, error: "Unknown form type.", field: "formType" };
  if (typeof formData !== "object" || formData === null || Array.isArray(formData)) {
    return { ok: false, error: "Please fill in the form.", field: "formData" };
  }
  const parsed = LEAD_FORMS[formType].safeParse(formData);
  return parsed.success
    ? { ok: true, formType, data: parsed.data as Record<string, unknown> }
    : firstIssue(parsed.error);
}

/** The typed columns of each form's lead. */
function recordFor(formType: LeadFormType, data: Record<string, unknown>): LeadRecord {
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : null);
  const email = text("email")?.toLowerCase() ?? null;
  return {
    formType,
    firstName: text("firstName"),
    lastName: text("lastName"),
    email,
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zipCode"),
    service: text("service"),
    projectType: text("projectType"),
    estimatedCost: text("estimatedCost"),
    language: data.language as Locale,
    payload: email ? { ...data, email } : data,
  };
}

/**
 * Handles one submission to /api/leads, whichever way it arrived (JSON from the page's script, with
 * its proof of work, or a plain form post without one).
 */
export async function submitLead(
  services: Pick<AppServices, "db" | "env" | "ipHashKey" | "proofKeys" | "wakeOutbox">,
  body: { formType: unknown; formData: unknown; proof?: unknown },
  meta: RequestMeta,
): Promise<Accepted | Rejection> {
  const valid = validateLead(body.formType, body.formData);
  if (!valid.ok) return valid;
  const proof = await storing("lead", () => checkProof(services.db, services.proofKeys, body.proof));
  const verdict = judgeSubmission(body.formData as Record<string, unknown>, proof);
  const result = await insertLead(services, recordFor(valid.formType, valid.data), {
    verdict,
    meta,
    newsletter: valid.formType === "Newsletter Signup",
  });
  if (verdict.status === "accepted") services.wakeOutbox();
  return result;
}

export type LeadOutcome =
  { ok: true; leadId: string; formType: FormType; conversion?: ConversionEvent; booking?: string } | Rejection;

/**
 * One submission to /api/leads, through either door: JSON from the page's script (`formType`,
 * `formData` and the proof of work) or a plain form post (no proof: JavaScript is off). A person's
 * lead comes back with the conversion its page reports and, from the header and contact forms, a
 * pass to book an inspection at once; a lead marked Possible Spam with neither.
 */
export async function handleLeadSubmission(
  services: Pick<AppServices, "db" | "env" | "ipHashKey" | "proofKeys" | "wakeOutbox">,
  body: Record<string, unknown>,
  meta: RequestMeta,
): Promise<LeadOutcome> {
  const result = await submitLead(
    services,
    { formType: body.formType, formData: body.formData, proof: body[PROOF_FIELD] },
    meta,
  );
  if (!result.ok) return result;
  const person = trusted(result);
  return {
    ok: true,
    leadId: result.leadId,
    formType: result.formType,
    conversion: person ? conversionEvent(result.leadId, result.formType) : undefined,
    booking:
      person && result.formType === "Header Contact Form"
        ? bookingPass(result.leadId, services.ipHashKey, new Date(Date.now() + PASS_MS))
        : undefined,
  };
}
