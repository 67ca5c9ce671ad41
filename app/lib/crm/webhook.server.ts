import { createHmac } from "node:crypto";
import { SPAM_REASON_TEXT } from "~/lib/spam";
import type { Delivery, Lead, QuoteRequest } from "~/lib/db/schema";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { WEBSITE_LEAD_TAG } from "~/lib/form-types";
import type { Touch } from "~/lib/attribution/touch";
import {
  PACKAGE_CHOSEN_TAG,
  POSSIBLE_SPAM_TAG,
  REPEAT_LEAD_TAG,
  SPANISH_TAG,
  toCrmContact,
  touchFields,
} from "./contact";
import { postJson, type SendResult } from "~/lib/outbox/http.server";

export const SIGNATURE_HEADER = "X-Signature-256";
export const DELIVERY_ID_HEADER = "X-Delivery-Id";

/**
 * The payload's shape. Later versions only add fields, so a receiver written for an earlier one
 * keeps working: 3 added firstTouch, lastTouch and roofMeasurement; 4 added spamReason and the
 * lead.released event; 5 added language.
 */
export const WEBHOOK_PAYLOAD_VERSION = 5;

const TOUCH_MEANING =
  "landing_page, referrer (another site's origin and path), utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid, fbclid, msclkid (each a string, or null when the visit had none) and visit_at (ISO 8601, UTC); null when the visitor's browser kept no record.";

/** Every field of the payload, as /webhook-config documents it. */
export const WEBHOOK_FIELDS = [
  ["version", "number", `The payload's shape: ${WEBHOOK_PAYLOAD_VERSION}. Later versions only add fields.`],
  [
    "event",
    "string",
    '"lead.created" for a new lead; "lead.package_chosen" when a quote visitor chooses a package; "lead.released" when the owner releases a lead marked Possible Spam (since version 4).',
  ],
  ["leadId", "string", "The lead's id on the website (a UUID); the same in every delivery about this lead."],
  [
    "deliveryId",
    "string",
    `This delivery's id, the same on every retry of it: skip one you have processed. Signed with the body, unlike its copy in ${DELIVERY_ID_HEADER}.`,
  ],
  ["formType", "string", "The form the visitor sent."],
  ["formData", "object", "The visitor's answers, as validated (phone as ten digits, email in lower case)."],
  [
    "language",
    "string",
    `The language of the page the form was sent from: "es" from the Spanish pages (reply in Spanish; tagged ${SPANISH_TAG}), otherwise "en". Since version 5.`,
  ],
  ["source", "string", "The company name and the form type, as the CRM contact's source."],
  [
    "tags",
    "string[]",
    `The CRM contact's tags: the form type and ${WEBSITE_LEAD_TAG}, with ${SPANISH_TAG}, ${REPEAT_LEAD_TAG} and ${POSSIBLE_SPAM_TAG} when they apply (${PACKAGE_CHOSEN_TAG} on a package choice).`,
  ],
  ["repeatOf", "string | null", "The earlier lead from the same email or phone in the previous 24 hours, if any."],
  [
    "possibleSpam",
    "boolean",
    "Sent without the page's proof of work (a script, or JavaScript off), or with the hidden field filled: check it before calling. Nothing but this delivery and the owner's alert went out for it.",
  ],
  ["spamReason", "string | null", "Why it was marked Possible Spam, in words; null otherwise. Since version 4."],
  ["chosenPackage", "string | null", "The package a quote visitor chose, in lead.package_chosen deliveries."],
  [
    "firstTouch",
    "object | null",
    `The visitor's first recorded visit in the 90 days before the lead: ${TOUCH_MEANING}`,
  ],
  [
    "lastTouch",
    "object | null",
    `The latest visit that brought new campaign parameters (the first visit when none did), with the same fields.`,
  ],
  [
    "roofMeasurement",
    "object | null",
    'An instant quote\'s roof: areaSource ("measured" from the address and kept, or "entered" by the visitor), and what satellite imagery measured when it did (measuredSquareFeet, pitch such as "6/12", roofFaces, imageryDate, imageryQuality). Since version 3.',
  ],
  ["submittedAt", "string", "When the visitor sent the form (ISO 8601, UTC)."],
  ["sentAt", "string", "When this attempt was sent (ISO 8601, UTC)."],
] as const;

export type WebhookField = (typeof WEBHOOK_FIELDS)[number][0];

export function webhookPayload(
  delivery: Delivery,
  lead: Lead,
  quote?: QuoteRequest,
  sentAt = new Date(),
): Record<WebhookField, unknown> {
  const contact = toCrmContact(lead, delivery.kind, quote);
  const choice = delivery.kind === "package_choice";
  return {
    version: WEBHOOK_PAYLOAD_VERSION,
    event: choice ? "lead.package_chosen" : delivery.kind === "release" ? "lead.released" : "lead.created",
    leadId: lead.id,
    deliveryId: delivery.id,
    formType: lead.formType,
    formData: lead.payload,
    language: lead.language,
    source: contact.source,
    tags: contact.tags,
    repeatOf: lead.repeatOf,
    possibleSpam: lead.possibleSpam,
    spamReason: lead.possibleSpam && lead.spamReason ? SPAM_REASON_TEXT[lead.spamReason] : null,
    chosenPackage: choice ? lead.chosenPackage : null,
    firstTouch: touchPayload(lead.attribution?.firstTouch),
    lastTouch: touchPayload(lead.attribution?.lastTouch),
    roofMeasurement: quote
      ? {
          areaSource: quote.areaSource,
          measuredSquareFeet: quote.measuredSquareFeet,
          pitch: quote.measuredPitch,
          roofFaces: quote.measuredRoofFaces,
          imageryDate: quote.imageryDate,
          imageryQuality: quote.imageryQuality,
        }
      : null,
    submittedAt: lead.createdAt.toISOString(),
    sentAt: sentAt.toISOString(),
  };
}

/** A touch as the payload carries it: every field present, null when the visit had none. */
export function touchPayload(touch: Touch | undefined): Record<string, string | null> | null {
  if (!touch) return null;
  return Object.fromEntries(Object.entries(touchFields(touch)).map(([field, value]) => [field, value ?? null]));
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme Stripe uses: the timestamp is
 * signed with the body, so a receiver can refuse a captured request replayed later
 * (webhook-verify.example.ts).
 */
export function signBody(body: string, secret: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

/**
 * A generic webhook (Zapier, Make, a CRM's inbound-webhook trigger). The body is signed when a
 * secret is configured; its delivery id lets the receiver ignore a retry it already processed
 * (the header repeats it for logs and routing, but only the body's is signed).
 */
export function webhookProvider({
  url,
  secret,
  timeoutMs = 10_000,
}: {
  url: string;
  secret?: string;
  timeoutMs?: number;
}): Sender {
  return {
    name: "webhook",
    label: "the CRM webhook",
    async send({ delivery, lead, quote }: OutboxItem): Promise<SendResult> {
      const rawBody = JSON.stringify(webhookPayload(delivery, lead, quote));
      const headers: Record<string, string> = { [DELIVERY_ID_HEADER]: delivery.id };
      if (secret) headers[SIGNATURE_HEADER] = signBody(rawBody, secret);
      // Only the status counts: a receiver's answer, however long, is not waited for past its start.
      const outcome = await postJson(url, undefined, { headers, timeoutMs, rawBody, bodyUnused: true });
      return outcome.kind === "ok" ? { ok: true } : outcome.result;
    },
  };
}
