import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { toCrmContact } from "./contact";
import { createRateLimiter, postJson, type RequestBudget, type SendResult } from "~/lib/outbox/http.server";

/** Under LeadConnector's 100 requests per 10 s per location, with room to spare. */
export const GHL_BUDGET = { limit: 80, windowMs: 10_000 };

export type GoHighLevelOptions = {
  apiBase: string;
  token: string;
  locationId: string;
  timeoutMs?: number;
  /** The location's request budget: this process's own unless servers share one (PostgreSQL). */
  budget?: RequestBudget;
};

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
  budget,
}: GoHighLevelOptions): Sender {
  const base = apiBase.replace(/\/+$/, "");
  const limiter = budget ?? createRateLimiter(GHL_BUDGET);
  const headers = { Authorization: `Bearer ${token}`, Version: "2021-07-28" };

  // A 429 is about the whole location, not one contact: every call waits out its Retry-After.
  const pauseOn429 = async (result: SendResult): Promise<SendResult> => {
    if (!result.ok && result.status === 429 && result.retryAfterMs)
      await limiter.pauseUntil(Date.now() + result.retryAfterMs);
    return result;
  };

  return {
    name: "gohighlevel",
    label: "GoHighLevel",
    async send({ delivery, lead, quote }: OutboxItem, { signal } = {}): Promise<SendResult> {
      const contact = toCrmContact(lead, delivery.kind, quote);
      // Only this wait gives way to a stopping server: once the upsert is sent, the tags follow.
      await limiter.take(signal);
      const upsert = await postJson(
        `${base}/contacts/upsert`,
        {
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
        { headers, timeoutMs },
      );
      if (upsert.kind === "failed") return pauseOn429(upsert.result);
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
      if (tagged.kind === "failed") return pauseOn429({ ...tagged.result, error: `tags: ${tagged.result.error}` });
      return { ok: true, remoteId: contactId };
    },
  };
}

function contactIdOf(body: unknown): string | undefined {
  const id = (body as { contact?: { id?: unknown } } | undefined)?.contact?.id;
  return typeof id === "string" && id ? id : undefined;
}
