import { createHash } from "node:crypto";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { postJson, type SendResult } from "~/lib/outbox/http.server";
import { conversionOf } from "./conversion.server";

/** GA4 takes events up to 72 hours old with their own time; an older one counts as now. */
const BACKDATE_LIMIT_MS = 72 * 60 * 60_000;

/**
 * The `client_id` GA4 joins the event to: the visitor's own (from the `_ga` cookie) when the
 * browser had one, otherwise one made from the lead's id (random, and the same on every retry).
 */
export function ga4ClientId(lead: OutboxItem["lead"]): string {
  if (lead.attribution?.gaClientId) return lead.attribution.gaClientId;
  const digest = createHash("sha256").update(lead.id).digest();
  return `${digest.readUInt32BE(0)}.${Math.floor(lead.createdAt.getTime() / 1000)}`;
}

/** The Measurement Protocol body of a lead: one `generate_lead` event, as the page pushes it. */
export function ga4Body({ lead, quote }: Pick<OutboxItem, "lead" | "quote">, now = Date.now()) {
  const { event, lead_id, form_type, value, currency } = conversionOf(lead, quote);
  const at = lead.createdAt.getTime();
  return {
    client_id: ga4ClientId(lead),
    ...(now - at < BACKDATE_LIMIT_MS ? { timestamp_micros: at * 1000 } : {}),
    events: [{ name: event, params: { lead_id, form_type, value, currency } }],
  };
}

/**
 * Google Analytics 4's Measurement Protocol (`POST /mp/collect`). It answers 2xx even to a body
 * it drops, so the body is built to the documented shape and tested for it; 429 and 5xx are retried.
 */
export function ga4Sender({
  apiBase,
  measurementId,
  apiSecret,
  timeoutMs,
}: {
  apiBase: string;
  measurementId: string;
  apiSecret: string;
  timeoutMs: number;
}): Sender {
  const query = new URLSearchParams({ measurement_id: measurementId, api_secret: apiSecret });
  const url = `${apiBase.replace(/\/+$/, "")}/mp/collect?${query}`;
  return {
    name: "ga4",
    label: "GA4 Measurement Protocol",
    async send(item: OutboxItem): Promise<SendResult> {
      // Accepted is counted: a success needs no reading.
      const outcome = await postJson(url, ga4Body(item), { headers: {}, timeoutMs, bodyUnused: true });
      return outcome.kind === "ok" ? { ok: true } : outcome.result;
    },
  };
}
