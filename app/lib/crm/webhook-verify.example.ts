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
  return received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected));
}

// Retries of one delivery carry the same X-Delivery-Id: skip one you have already processed.
