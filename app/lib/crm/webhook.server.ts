import { createHmac } from "node:crypto";
import type { CrmProvider, OutboxItem } from "./provider.server";
import { toCrmContact } from "./contact";
import { postJson, type SendResult } from "./http.server";

export const SIGNATURE_HEADER = "X-Signature-256";
export const DELIVERY_ID_HEADER = "X-Delivery-Id";

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * A generic webhook (Zapier, Make, a CRM's inbound-webhook trigger). The body is signed with
 * HMAC-SHA256 when a secret is configured; the delivery id lets the receiver ignore a retry of
 * something it already processed.
 */
export function webhookProvider({
  url,
  secret,
  timeoutMs = 10_000,
}: {
  url: string;
  secret?: string;
  timeoutMs?: number;
}): CrmProvider {
  return {
    name: "webhook",
    label: "the CRM webhook",
    async send({ delivery, lead }: OutboxItem): Promise<SendResult> {
      const contact = toCrmContact(lead, delivery.kind);
      const rawBody = JSON.stringify({
        event: delivery.kind === "package_choice" ? "lead.package_chosen" : "lead.created",
        formType: lead.formType,
        formData: lead.payload,
        tags: contact.tags,
        source: contact.source,
        leadId: lead.id,
        deliveryId: delivery.id,
        chosenPackage: delivery.kind === "package_choice" ? lead.chosenPackage : undefined,
        sentAt: new Date().toISOString(),
      });
      const headers: Record<string, string> = { [DELIVERY_ID_HEADER]: delivery.id };
      if (secret) headers[SIGNATURE_HEADER] = signBody(rawBody, secret);
      const outcome = await postJson(url, undefined, { headers, timeoutMs, rawBody });
      return outcome.kind === "ok" ? { ok: true } : outcome.result;
    },
  };
}
