import type { DeliveryKind, Lead } from "~/lib/db/schema";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { toCrmContact } from "./contact";
import { createRateLimiter, postJson, type SendResult } from "~/lib/outbox/http.server";

/** Per process, under LeadConnector's 100 requests per 10 s per location, with room to spare. */
const REQUESTS_PER_WINDOW = 80;
const WINDOW_MS = 10_000;

export type GoHighLevelOptions = { apiBase: string; token: string; locationId: string; timeoutMs?: number };

type RateLimiter = ReturnType<typeof createRateLimiter>;
const limiters = new Map<string, RateLimiter>();

/**
 * The one rate budget of a location in this process: contacts and calendar calls count against
 * the same LeadConnector limit, so they wait in the same line.
 */
export function leadConnectorLimiter(apiBase: string, locationId: string): RateLimiter {
  const key = `${apiBase.replace(/\/+$/, "")} ${locationId}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = createRateLimiter({ limit: REQUESTS_PER_WINDOW, windowMs: WINDOW_MS });
    limiters.set(key, limiter);
  }
  return limiter;
}

/** A 429 is about the whole location, not one contact: every call waits out its Retry-After. */
export function pauseOn429(limiter: RateLimiter, result: SendResult): SendResult {
  if (!result.ok && result.status === 429 && result.retryAfterMs) limiter.pauseUntil(Date.now() + result.retryAfterMs);
  return result;
}

/** The body of `POST /contacts/upsert` for a lead (without tags: those are added by a second call). */
export function contactUpsertBody(lead: Lead, kind: DeliveryKind, locationId: string) {
  const contact = toCrmContact(lead, kind);
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
export function goHighLevelProvider({ apiBase, token, locationId, timeoutMs = 10_000 }: GoHighLevelOptions): Sender {
  const base = apiBase.replace(/\/+$/, "");
  const limiter = leadConnectorLimiter(apiBase, locationId);
  const headers = { Authorization: `Bearer ${token}`, Version: "2021-07-28" };

  return {
    name: "gohighlevel",
    label: "GoHighLevel",
    async send({ delivery, lead }: OutboxItem): Promise<SendResult> {
      const { contact, body } = contactUpsertBody(lead, delivery.kind, locationId);
      await limiter.take();
      const upsert = await postJson(`${base}/contacts/upsert`, body, { headers, timeoutMs });
      if (upsert.kind === "failed") return pauseOn429(limiter, upsert.result);
      const contactId = contactIdOf(upsert.body) ?? delivery.remoteId ?? undefined;
      // A success without a readable contact id (a body cut off, say): the upsert is idempotent,
      // so sending it again is safe.
      if (!contactId) return { ok: false, retryable: true, error: "upsert answered without a contact id" };

      await limiter.take();
      const tagged = await postJson(
        `${base}/contacts/${encodeURIComponent(contactId)}/tags`,
        { tags: contact.tags },
        { headers, timeoutMs },
      );
      if (tagged.kind === "failed")
        return pauseOn429(limiter, { ...tagged.result, error: `tags: ${tagged.result.error}` });
      return { ok: true, remoteId: contactId };
    },
  };
}

export function contactIdOf(body: unknown): string | undefined {
  const id = (body as { contact?: { id?: unknown } } | undefined)?.contact?.id;
  return typeof id === "string" && id ? id : undefined;
}
