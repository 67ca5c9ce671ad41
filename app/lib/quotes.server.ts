import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { enqueueDelivery } from "~/lib/crm/outbox.server";
import { type LeadStatus, leads, quoteRequests } from "~/lib/db/schema";
import { firstIssue, insertLead, type Rejection, type RequestMeta, storing } from "~/lib/leads.server";
import { generateQuote } from "~/lib/quote/engine";
import { parseQuote, type QuotePackage } from "~/lib/quote/quote-text";
import { QuoteRequestSchema } from "~/lib/schemas/quote-request";
import type { AppServices } from "~/lib/services.server";
import { judgeSubmission } from "~/lib/spam";

/**
 * The instant quote on the server (the specification's 'generate-roofing-quote', call 4's insert
 * and call 2's lead, in one request): validate, price, then store the quote request and its lead,
 * with the lead's CRM delivery, all or none.
 */

export const QUOTE_FORM_TYPE = "Instant Quote Request";

export type QuoteAccepted = {
  ok: true;
  quote: string;
  packages: QuotePackage[];
  quoteId: string;
  status: LeadStatus;
};

type Services = Pick<AppServices, "db" | "env" | "ipHashKey" | "wakeOutbox" | "logger">;

/**
 * Prices the request and stores it with its lead. The visitor sees the quote only once both are
 * committed: a storage failure throws `SubmissionNotStoredError` (answered 503) rather than
 * showing prices nobody will follow up.
 */
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
  const { text, packages } = generateQuote(data);

  const quoteId = randomUUID();
  await insertLead(
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
    { verdict, meta, quote: { ...data, id: quoteId, generatedQuote: text } },
  );
  if (verdict.status === "accepted") services.wakeOutbox();
  return { ok: true, quote: text, packages, quoteId, status: verdict.status };
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

  const outcome = await storing("package choice", () =>
    services.db.transaction(async (tx) => {
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
    }),
  );
  if (outcome === "missing") return notFound;
  if (outcome.forward) services.wakeOutbox();
  return { ok: true, packageName, changed: outcome.changed };
}
