import { eq, sql } from "drizzle-orm";
import { enqueueDelivery } from "~/lib/crm/outbox.server";
import { isDatabaseUnavailable } from "~/lib/db/client.server";
import { type LeadStatus, leads, quoteRequests } from "~/lib/db/schema";
import { firstIssue, insertLead, type Rejection, type RequestMeta } from "~/lib/leads.server";
import { generateQuote } from "~/lib/quote/engine";
import { parseQuote, type QuotePackage } from "~/lib/quote/quote-text";
import { QuoteRequestSchema } from "~/lib/schemas/quote-request";
import type { AppServices } from "~/lib/services.server";
import { judgeSubmission } from "~/lib/spam";

/**
 * The instant quote on the server (the specification's 'generate-roofing-quote', call 4's insert
 * and call 2's lead, in one request): validate, price, then store the quote request and its lead,
 * with the lead's CRM delivery, in one transaction.
 */

export const QUOTE_FORM_TYPE = "Instant Quote Request";

export type QuoteAccepted = {
  ok: true;
  quote: string;
  packages: QuotePackage[];
  /** Null when the quote could not be stored (the visitor still gets the quote). */
  quoteId: string | null;
  status: LeadStatus;
};

type Services = Pick<AppServices, "db" | "env" | "ipHashKey" | "wakeOutbox" | "logger">;

/** Thrown when the database cannot be reached: the API answers 503 and the visitor tries again. */
export class QuoteNotStoredError extends Error {
  constructor(cause: unknown) {
    super("instant quote not stored: database unavailable", { cause });
  }
}

export async function submitQuote(
  services: Services,
  body: unknown,
  meta: RequestMeta & { requireTiming: boolean },
): Promise<QuoteAccepted | Rejection> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "Please answer the questions and try again." };
  }
  const parsed = QuoteRequestSchema.safeParse(body);
  if (!parsed.success) return firstIssue(parsed.error);
  const data = { ...parsed.data, email: parsed.data.email.toLowerCase() };
  const verdict = judgeSubmission(body as Record<string, unknown>, { requireTiming: meta.requireTiming });
  const status: LeadStatus = verdict.spam ? "spam" : "accepted";
  const { text, packages } = generateQuote(data);

  try {
    const { quoteId } = await insertLead(
      services.db,
      services,
      {
        formType: QUOTE_FORM_TYPE,
        name: data.name,
        email: data.email,
        phone: data.phone,
        address: data.address,
        city: data.city,
        zipCode: data.zipCode,
        projectType: data.projectType,
        roofType: data.roofType,
        squareFeet: data.squareFeet,
        stories: data.stories,
        currentCondition: data.currentCondition,
        location: data.location,
        payload: data,
      },
      { status, meta, quote: { ...data, generatedQuote: text } },
    );
    if (status === "accepted") services.wakeOutbox();
    return { ok: true, quote: text, packages, quoteId, status };
  } catch (error) {
    // The lead must not vanish: the log line carries everything needed to call the visitor back.
    const context = { err: error, spam: verdict.spam, lead: { ...data }, quote: text };
    if (isDatabaseUnavailable(error)) {
      services.logger.error(
        context,
        "instant quote not stored: database unavailable; the visitor was asked to try again",
      );
      throw new QuoteNotStoredError(error);
    }
    services.logger.error(
      context,
      "instant quote not stored; the quote was shown, call this lead back from this log line",
    );
    return { ok: true, quote: text, packages, quoteId: null, status };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ChoiceResult =
  { ok: true; packageName: string; changed: boolean } | { ok: false; status: 400 | 404; error: string };

/**
 * Records the package a visitor chose on the lead of their quote, and queues a CRM update that
 * adds it to the contact. Choosing the same package again changes nothing and sends nothing.
 */
export async function choosePackage(services: Services, quoteId: string, body: unknown): Promise<ChoiceResult> {
  const notFound = {
    ok: false as const,
    status: 404 as const,
    error: "We couldn't find that quote. Please get a new quote, or call us.",
  };
  if (!UUID.test(quoteId)) return notFound;
  const packageName = (body as { packageName?: unknown } | null)?.packageName;
  const [quote] = await services.db
    .select({ leadId: quoteRequests.leadId, generatedQuote: quoteRequests.generatedQuote })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  if (!quote?.leadId) return notFound;
  const names = parseQuote(quote.generatedQuote).map((p) => p.name);
  if (typeof packageName !== "string" || !names.includes(packageName)) {
    return { ok: false, status: 400, error: "Please choose one of the packages in your quote." };
  }
  const leadId = quote.leadId;

  const outcome = await services.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, chosenPackage: leads.chosenPackage })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return "missing" as const;
    if (lead.chosenPackage === packageName) return { changed: false, forward: false };
    await tx
      .update(leads)
      .set({ chosenPackage: packageName, chosenPackageAt: sql`now()` })
      .where(eq(leads.id, leadId));
    const forward = lead.status === "accepted";
    if (forward) await enqueueDelivery(tx, leadId, "package_choice", services.env.CRM_PROVIDER);
    return { changed: true, forward };
  });
  if (outcome === "missing") return notFound;
  if (outcome.forward) services.wakeOutbox();
  return { ok: true, packageName, changed: outcome.changed };
}
