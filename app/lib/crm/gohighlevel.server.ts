import type { Database } from "~/lib/db/client.server";
import type { DeliveryKind, Lead, QuoteRequest } from "~/lib/db/schema";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { createRateLimiter, postJson, type RequestBudget, type SendResult } from "~/lib/outbox/http.server";
import { sharedRequestBudget } from "~/lib/shared-limits.server";
import { toCrmContact } from "./contact";

/** Under LeadConnector's 100 requests per 10 s per location, with room to spare. */
export const GHL_BUDGET = { limit: 80, windowMs: 10_000 };

export type GoHighLevelOptions = {
  apiBase: string;
  token: string;
  locationId: string;
  timeoutMs?: number;
  /** The location's request budget (`leadConnectorBudget`); this process's own by default. */
  budget?: RequestBudget;
};

const budgets = new Map<string, RequestBudget>();
const sharedBudgets = new WeakMap<Database, Map<string, RequestBudget>>();

/**
 * The one request budget of a location: contacts and calendar calls count against the same
 * LeadConnector limit, so they wait in the same line. Kept in this process, or with `sharedDb`
 * (PostgreSQL that other servers share) in the database, so that every server keeps to one limit.
 */
export function leadConnectorBudget(apiBase: string, locationId: string, sharedDb?: Database): RequestBudget {
  const key = `${apiBase.replace(/\/+$/, "")} ${locationId}`;
  let registry = budgets;
  if (sharedDb) {
    registry = sharedBudgets.get(sharedDb) ?? new Map<string, RequestBudget>();
    sharedBudgets.set(sharedDb, registry);
  }
  let budget = registry.get(key);
  if (!budget) {
    budget = sharedDb
      ? sharedRequestBudget({ db: sharedDb, bucket: `leadconnector:${locationId}`, ...GHL_BUDGET })
      : createRateLimiter(GHL_BUDGET);
    registry.set(key, budget);
  }
  return budget;
}

/** A 429 is about the whole location, not one contact: every call waits out its Retry-After. */
export async function pauseOn429(budget: RequestBudget, result: SendResult): Promise<SendResult> {
  if (!result.ok && result.status === 429 && result.retryAfterMs)
    await budget.pauseUntil(Date.now() + result.retryAfterMs);
  return result;
}

/** The body of `POST /contacts/upsert` for a lead (without tags: those are added by a second call). */
export function contactUpsertBody(lead: Lead, kind: DeliveryKind, locationId: string, quote?: QuoteRequest) {
  const contact = toCrmContact(lead, kind, quote);
  return {
    contact,
    body: {
      locationId,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      address1: contact.address1,
      city: contact.city,
      state: contact.state,
      postalCode: contact.postalCode,
      source: contact.source,
      customFields: contact.customFields.map((f) => ({ key: f.key, field_value: f.value })),
    },
  };
}

/**
 * GoHighLevel (LeadConnector API v2). A contact is upserted, which makes a retry idempotent; its
 * tags are then added with a second call, because tags sent with an upsert replace the contact's
 * existing tags instead of adding to them.
 */
export function goHighLevelProvider({
  apiBase,
  token,
  locationId,
  timeoutMs = 10_000,
  budget = leadConnectorBudget(apiBase, locationId),
}: GoHighLevelOptions): Sender {
  const base = apiBase.replace(/\/+$/, "");
  const headers = { Authorization: `Bearer ${token}`, Version: "2021-07-28" };

  return {
    name: "gohighlevel",
    label: "GoHighLevel",
    async send({ delivery, lead, quote }: OutboxItem, { signal } = {}): Promise<SendResult> {
      const { contact, body } = contactUpsertBody(lead, delivery.kind, locationId, quote);
      // Only this wait gives way to a stopping server: once the upsert is sent, the tags follow.
      await budget.take(signal);
      const upsert = await postJson(`${base}/contacts/upsert`, body, { headers, timeoutMs });
      if (upsert.kind === "failed") return pauseOn429(budget, upsert.result);
      const contactId = contactIdOf(upsert.body) ?? delivery.remoteId ?? undefined;
      // A success without a readable contact id (a body cut off, say): the upsert is idempotent,
      // so sending it again is safe.
      if (!contactId) return { ok: false, retryable: true, error: "upsert answered without a contact id" };

      await budget.take();
      const tagged = await postJson(
        `${base}/contacts/${encodeURIComponent(contactId)}/tags`,
        { tags: contact.tags },
        { headers, timeoutMs },
      );
      if (tagged.kind === "failed")
        return pauseOn429(budget, { ...tagged.result, error: `tags: ${tagged.result.error}` });
      return { ok: true, remoteId: contactId };
    },
  };
}

export function contactIdOf(body: unknown): string | undefined {
  const id = (body as { contact?: { id?: unknown } } | undefined)?.contact?.id;
  return typeof id === "string" && id ? id : undefined;
}
