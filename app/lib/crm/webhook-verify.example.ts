import { createHmac, timingSafeEqual } from "node:crypto";

// How a receiver checks a delivery from the website. rawBody is the request body exactly as
// received, before JSON.parse; header is the X-Signature-256 header ("t=1767225600,v1=5d41...").
export function verifyWebhook(rawBody: string, header: string, secret: string, now = Date.now()): boolean {
  const fields = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(fields.get("t"));
  // Older than five minutes (or from the future): a replay of a captured request. Refuse it.
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 5 * 60) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  const received = fields.get("v1") ?? "";
  // 64 hex digits, or refused before comparing: timingSafeEqual throws on inputs of other byte lengths.
  return /^[0-9a-f]{64}$/.test(received) && timingSafeEqual(Buffer.from(received), Buffer.from(expected));
}

// Then, once verified: retries of one delivery carry the same deliveryId in the signed body. Skip
// one you have already processed (keep the ids where your data is). Go by the body, not by the
// X-Delivery-Id header: the header is not signed, so a captured request sent again within the
// five minutes could carry any id there.
export function isNewDelivery(rawBody: string, processed: Set<string>): boolean {
  const { deliveryId } = JSON.parse(rawBody) as { deliveryId?: unknown };
  if (typeof deliveryId !== "string" || processed.has(deliveryId)) return false;
  processed.add(deliveryId);
  return true;
}
