import { createHmac, randomUUID } from "node:crypto";
import { consentText } from "~/content/consent.server";
import { leads, type NewLead, type NewQuoteRequest, quoteRequests } from "~/lib/db/schema";
import type { FormType } from "~/lib/form-types";
import type { Locale } from "~/lib/i18n/locale";
import { deliveryPlan, plannedDeliveries } from "~/lib/outbox/channels.server";
import type { AppServices } from "~/lib/services.server";
import type { SpamVerdict } from "~/lib/spam";
import { asRow, type BatchItem, enqueue } from "./store-batch.server";
import { storing } from "./store-errors.server";
import type { Accepted, RequestMeta } from "./submission.server";

/**
 * Storing a lead that passed its form's schema: the row as the database keeps it (the consent text
 * the visitor saw, the client's address only as a keyed hash), handed to the batch statement
 * (store-batch.server.ts) with everything that goes with it.
 */

/** The client's address as it is stored: a keyed hash, never the address. */
export function hashClientIp(ip: string | undefined, key: string): string | null {
  return ip ? createHmac("sha256", key).update(ip).digest("hex").slice(0, 32) : null;
}

export type LeadRecord = Omit<
  NewLead,
  | "id"
  | "status"
  | "possibleSpam"
  | "spamReason"
  | "releasedAt"
  | "repeatOf"
  | "createdAt"
  | "consentText"
  | "consentedAt"
  | "clientIpHash"
  | "userAgent"
  | "attribution"
> & {
  formType: FormType;
  /** Always given: a batch row carries every column, so the column's default never applies. */
  language: Locale;
};

type QuoteRecord = Omit<NewQuoteRequest, "leadId" | "createdAt"> & { id: string };

/**
 * Stores a lead, and with it its deliveries unless it is spam, the instant quote's
 * `quote_requests` row, and a newsletter signup's subscriber, all or none (see store-batch.server.ts).
 * A lead is marked as a repeat when the same email or phone sent one in the last 24 hours.
 */
export async function insertLead(
  services: Pick<AppServices, "db" | "env" | "ipHashKey">,
  record: LeadRecord,
  {
    verdict,
    meta,
    quote,
    newsletter = false,
  }: { verdict: SpamVerdict; meta: RequestMeta; quote?: QuoteRecord; newsletter?: boolean },
): Promise<Accepted> {
  const { status, possibleSpam, reason } = verdict;
  const accepted = status === "accepted";
  const leadId = randomUUID();
  const item: BatchItem = {
    lead: asRow(leads, {
      ...record,
      id: leadId,
      status,
      possibleSpam,
      spamReason: reason ?? null,
      consentText: consentText[record.language][record.formType],
      clientIpHash: hashClientIp(meta.clientIp, services.ipHashKey),
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      attribution: meta.attribution ?? null,
    }),
    deliveries: accepted ? plannedDeliveries({ ...record, possibleSpam }, deliveryPlan(services.env)) : undefined,
    quote: quote && asRow(quoteRequests, { ...quote, leadId }),
    // A newsletter's mail goes to the address typed: only for a person's signup.
    subscriber:
      newsletter && accepted && !possibleSpam && record.email ? { email: record.email, lead_id: leadId } : undefined,
  };
  const stored = await storing("lead", () => enqueue(services.db, item, services.env.LEAD_STORE_BATCH));
  return { ok: true, leadId, formType: record.formType, status, possibleSpam, repeatOf: stored.repeatOf };
}
