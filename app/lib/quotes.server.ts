import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { type Lead, type LeadStatus, leads, type QuoteRequest, quoteRequests } from "~/lib/db/schema";
import { deliveryPlan, packageChoiceDeliveries } from "~/lib/outbox/channels.server";
import { enqueueDeliveries } from "~/lib/outbox/outbox.server";
import { insertLead } from "~/lib/leads/store.server";
import { storing } from "~/lib/leads/store-errors.server";
import { firstIssue, type Rejection, type RequestMeta } from "~/lib/leads/submission.server";
import { generateQuote } from "~/lib/quote/engine";
import { parseQuote, type QuotePackage } from "~/lib/quote/quote-text";
import { formatPitch } from "~/lib/roof-measurement/geometry";
import { measuredRoofFor } from "~/lib/roof-measurement/measure.server";
import { type QuoteRequestData, QuoteRequestSchema } from "~/lib/schemas/quote-request";
import type { AppServices } from "~/lib/services.server";
import { checkProof } from "~/lib/proof-of-work.server";
import { judgeSubmission, PROOF_FIELD, trusted } from "~/lib/spam";

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
  /** The private link's token: /quote/:token, and the package choice. */
  token: string;
  leadId: string;
  status: LeadStatus;
  /** A person's quote: the homeowner is e-mailed, may book at once, and the page reports the conversion. */
  trusted: boolean;
};

type Services = Pick<AppServices, "db" | "env" | "ipHashKey" | "proofKeys" | "wakeOutbox" | "logger" | "measurer">;

/** How long a homeowner's quote link works. */
export const QUOTE_LINK_DAYS = 90;

/** 24 random bytes: 192 bits, unguessable, and nothing like a lead's id. */
const newToken = () => randomBytes(24).toString("base64url");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * Prices the request and stores it with its lead. The visitor sees the quote only once both are
 * committed: a storage failure throws `SubmissionNotStoredError` (answered 503) rather than
 * showing prices nobody will follow up.
 */
export async function submitQuote(
  services: Services,
  body: unknown,
  meta: RequestMeta,
): Promise<QuoteAccepted | Rejection> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "Please answer the questions and try again." };
  }
  const parsed = QuoteRequestSchema.safeParse(body);
  if (!parsed.success) return firstIssue(parsed.error);
  const data = { ...parsed.data, email: parsed.data.email.toLowerCase() };
  const fields = body as Record<string, unknown>;
  const proof = await storing("quote", () => checkProof(services.db, services.proofKeys, fields[PROOF_FIELD]));
  const verdict = judgeSubmission(fields, proof);
  // The roof measured for this address, from the server's own record (never from the browser), when
  // the wizard showed it to the visitor: a measurement they were told could not be made (their own
  // was refused or came too late) prices nothing. Its pitch and faces price the quote whatever area
  // the visitor gives: a corrected area is the same roof. The visitor's "not my roof" drops them;
  // another address finds its own.
  const roof =
    services.measurer && data.roofShown && !data.notMyRoof
      ? await storing("quote", () => measuredRoofFor(services, data))
      : undefined;
  const { text, packages } = generateQuote(roof ? { ...data, measuredRoof: roof } : data);

  const token = newToken();
  const { leadId } = await insertLead(
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
      language: data.language,
      payload: data,
    },
    {
      verdict,
      meta,
      quote: {
        ...quoteColumns(data),
        id: randomUUID(),
        generatedQuote: text,
        // Where the area came from; the measurement beside it is what priced the pitch.
        areaSource: roof?.areaSqFt === data.squareFeet ? "measured" : "entered",
        measuredSquareFeet: roof?.areaSqFt ?? null,
        measuredPitch: roof ? formatPitch(roof.pitchRise) : null,
        measuredRoofFaces: roof?.roofFaces ?? null,
        imageryDate: roof?.imageryDate ?? null,
        imageryQuality: roof?.imageryQuality ?? null,
        accessToken: token,
        accessExpiresAt: new Date(Date.now() + QUOTE_LINK_DAYS * 86_400_000),
      },
    },
  );
  if (verdict.status === "accepted") services.wakeOutbox();
  return {
    ok: true,
    quote: text,
    packages,
    token,
    leadId,
    status: verdict.status,
    trusted: trusted({ status: verdict.status, possibleSpam: verdict.possibleSpam }),
  };
}

/**
 * The request's columns: "not my roof" and whether the measurement was shown are kept with the
 * lead's answers, the language on the lead.
 */
const quoteColumns = ({
  notMyRoof: _notMyRoof,
  roofShown: _roofShown,
  language: _language,
  ...request
}: QuoteRequestData) => request;

/** The quote a private link names, with its lead; nothing for a made-up, mistyped or expired one. */
export async function quoteByToken(
  db: Database,
  token: string,
): Promise<{ quote: QuoteRequest; lead: Lead } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ quote: quoteRequests, lead: leads })
    .from(quoteRequests)
    .innerJoin(leads, eq(leads.id, quoteRequests.leadId))
    .where(and(eq(quoteRequests.accessToken, token), gt(quoteRequests.accessExpiresAt, sql`now()`)));
  return row;
}

export type ChoiceResult =
  { ok: true; packageName: string; changed: boolean } | { ok: false; status: 400 | 404; error: string };

/**
 * Records the package a visitor chose on the lead of their quote, and queues its deliveries: the
 * CRM contact gets it, the owner is told, the homeowner gets it in writing. Choosing the same
 * package again changes nothing and sends nothing.
 */
export async function choosePackage(services: Services, token: string, body: unknown): Promise<ChoiceResult> {
  const found = await quoteByToken(services.db, token);
  if (!found) {
    return { ok: false, status: 404, error: "We couldn't find that quote. Please get a new quote, or call us." };
  }
  const packageName = (body as { packageName?: unknown } | null)?.packageName;
  const names = parseQuote(found.quote.generatedQuote).map((p) => p.name);
  if (typeof packageName !== "string" || !names.includes(packageName)) {
    return { ok: false, status: 400, error: "Please choose one of the packages in your quote." };
  }
  const leadId = found.lead.id;

  const outcome = await storing("package choice", () =>
    services.db.transaction(async (tx) => {
      const [lead] = await tx
        .select({
          status: leads.status,
          chosenPackage: leads.chosenPackage,
          email: leads.email,
          possibleSpam: leads.possibleSpam,
        })
        .from(leads)
        .where(eq(leads.id, leadId))
        .for("update");
      if (!lead || lead.chosenPackage === packageName) return { changed: false, forward: false };
      await tx
        .update(leads)
        .set({ chosenPackage: packageName, chosenPackageAt: sql`now()` })
        .where(eq(leads.id, leadId));
      const forward = lead.status === "accepted";
      if (forward) {
        await enqueueDeliveries(
          tx,
          leadId,
          "package_choice",
          packageChoiceDeliveries(deliveryPlan(services.env), lead),
        );
      }
      return { changed: true, forward };
    }),
  );
  if (outcome.forward) services.wakeOutbox();
  return { ok: true, packageName, changed: outcome.changed };
}
