import { site } from "~/content/site";
import type { Channel, Delivery, Inspection, Lead, QuoteRequest } from "~/lib/db/schema";
import type { Env } from "~/lib/env.server";
import type { FormType } from "~/lib/form-types";
import type { SendResult } from "./http.server";

/**
 * What the outbox carries, and who carries it. A lead produces one delivery per message: the CRM's
 * contact, an alert to each of the owner's addresses and phones, the homeowner's e-mail, and a
 * conversion for each ad platform configured. Each channel has one sender; a channel with none (no
 * CRM configured) keeps its rows until it has.
 */

/**
 * A delivery with what its message is made from: for news of an inspection, the inspection it was
 * queued for, as it now stands. `replaced`: a newer message to the same recipient about the same
 * inspection (or the lead's package choice) is queued or sent, so this one is not sent.
 */
export type OutboxItem = {
  delivery: Delivery;
  lead: Lead;
  quote?: QuoteRequest;
  inspection?: Inspection;
  replaced?: boolean;
  /** Further new leads told in the same owner's text (pacing.server.ts), oldest first. */
  folded?: Lead[];
};

export type Sender = {
  /** The provider recorded on the rows it sends: gohighlevel, webhook, smtp, file, twilio. */
  name: string;
  /** How log lines name it. */
  label: string;
  /**
   * `signal` aborts when the server stops: a sender still waiting to make its first call (for a
   * rate budget) may then throw, and the delivery is given back unsent for another server.
   */
  send(item: OutboxItem, options?: { signal?: AbortSignal }): Promise<SendResult>;
};

export type Senders = Partial<Record<Channel, Sender>>;

/** A delivery to be written with its lead; due at once unless `nextAttemptAt` says later. */
export type PlannedDelivery = {
  channel: Channel;
  provider: string;
  recipient?: string;
  nextAttemptAt?: Date;
  /** The inspection it is about, for a delivery of kind "inspection". */
  inspectionId?: string;
};

/** Who a lead's deliveries go to, from the configuration. */
export type DeliveryPlan = {
  crmProvider: string;
  emailProvider: "smtp" | "file";
  ownerEmails: readonly string[];
  ownerPhones: readonly string[];
  /** The ad platforms told of each lead (GA4's Measurement Protocol, Meta's Conversions API). */
  conversions: ReadonlyArray<"ga4" | "meta">;
};

export function deliveryPlan(env: Env): DeliveryPlan {
  return {
    crmProvider: env.CRM_PROVIDER,
    emailProvider: env.SMTP_URL ? "smtp" : "file",
    ownerEmails: env.LEAD_ALERT_EMAIL.length > 0 ? env.LEAD_ALERT_EMAIL : [site.email],
    ownerPhones: env.LEAD_ALERT_SMS,
    conversions: [
      ...(env.GA4_MEASUREMENT_ID && env.GA4_API_SECRET ? (["ga4"] as const) : []),
      ...(env.META_PIXEL_ID && env.META_CAPI_TOKEN ? (["meta"] as const) : []),
    ],
  };
}

/**
 * The deliveries of an accepted lead (spam gets none): always the CRM, and for a request (not a
 * newsletter signup) an alert to each of the owner's addresses and phones. Then what only a person's
 * lead sets off (`heldBack`), and a lead marked Possible Spam does not: the homeowner's confirmation
 * or quote (anyone can type anyone's address) and a conversion for each ad platform configured (an
 * ad platform learns from every conversion it is told of).
 */
export function plannedDeliveries(
  lead: { formType: FormType; email?: string | null; possibleSpam?: boolean },
  plan: DeliveryPlan,
): PlannedDelivery[] {
  const planned: PlannedDelivery[] = [{ channel: "crm", provider: plan.crmProvider }];
  if (lead.formType !== "Newsletter Signup") {
    for (const recipient of plan.ownerEmails)
      planned.push({ channel: "owner-email", provider: plan.emailProvider, recipient });
    for (const recipient of plan.ownerPhones) planned.push({ channel: "owner-sms", provider: "twilio", recipient });
  }
  return lead.possibleSpam ? planned : [...planned, ...heldBack(lead, plan)];
}

/** What a lead marked Possible Spam does not set off, sent when the owner releases it. */
export function heldBack(lead: { formType: FormType; email?: string | null }, plan: DeliveryPlan): PlannedDelivery[] {
  const planned: PlannedDelivery[] = plan.conversions.map((channel) => ({ channel, provider: channel }));
  if (lead.formType !== "Newsletter Signup" && lead.email)
    planned.push({ channel: "homeowner-email", provider: plan.emailProvider, recipient: lead.email });
  return planned;
}

/**
 * A package chosen after the quote: the CRM's contact gets it, the owner hears of it, and the
 * homeowner gets a confirmation in writing, unless the lead is marked Possible Spam (whoever sent
 * it may not own the address it names).
 */
export function packageChoiceDeliveries(
  plan: DeliveryPlan,
  lead: { email?: string | null; possibleSpam?: boolean },
): PlannedDelivery[] {
  return [
    { channel: "crm", provider: plan.crmProvider },
    ...plan.ownerEmails.map((recipient) => ({
      channel: "owner-email" as const,
      provider: plan.emailProvider,
      recipient,
    })),
    ...(lead.email && !lead.possibleSpam
      ? [{ channel: "homeowner-email" as const, provider: plan.emailProvider, recipient: lead.email }]
      : []),
  ];
}

/**
 * The news of an inspection booked, moved or cancelled: to each of the owner's addresses and
 * phones, and (unless only the owner needs to act) to the homeowner. Each message tells that
 * inspection as it is when it is sent; one that a newer message replaces is not sent at all.
 */
export function inspectionDeliveries(
  plan: DeliveryPlan,
  lead: { email?: string | null },
  inspectionId: string,
  to: "everyone" | "owner" = "everyone",
): PlannedDelivery[] {
  const planned: PlannedDelivery[] = [
    ...plan.ownerEmails.map((recipient) => ({
      channel: "owner-email" as const,
      provider: plan.emailProvider,
      recipient,
    })),
    ...plan.ownerPhones.map((recipient) => ({ channel: "owner-sms" as const, provider: "twilio", recipient })),
    ...(lead.email && to === "everyone"
      ? [{ channel: "homeowner-email" as const, provider: plan.emailProvider, recipient: lead.email }]
      : []),
  ];
  return planned.map((d) => ({ ...d, inspectionId }));
}
