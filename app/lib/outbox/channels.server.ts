import { site } from "~/content/site";
import { goHighLevelProvider } from "~/lib/crm/gohighlevel.server";
import { webhookProvider } from "~/lib/crm/webhook.server";
import type { Channel, Delivery, Inspection, Lead, QuoteRequest } from "~/lib/db/schema";
import type { Env } from "~/lib/env.server";
import type { FormType } from "~/lib/form-types";
import type { Logger } from "~/lib/logger.server";
import { emailSender } from "~/lib/mail/mailer.server";
import { twilioSender } from "~/lib/sms/twilio.server";
import type { SendResult } from "./http.server";

/**
 * What the outbox carries, and who carries it. A lead produces one delivery per message: the CRM's
 * contact, an alert to each of the owner's addresses and phones, and the homeowner's e-mail. Each
 * channel has one sender; a channel with none (no CRM configured) keeps its rows until it has.
 */

/** A delivery with what its message is made from (for news of an inspection, the lead's latest). */
export type OutboxItem = { delivery: Delivery; lead: Lead; quote?: QuoteRequest; inspection?: Inspection };

export type Sender = {
  /** The provider recorded on the rows it sends: gohighlevel, webhook, smtp, file, twilio. */
  name: string;
  /** How log lines name it. */
  label: string;
  send(item: OutboxItem): Promise<SendResult>;
};

export type Senders = Partial<Record<Channel, Sender>>;

/** A delivery to be written with its lead; due at once unless `nextAttemptAt` says later. */
export type PlannedDelivery = { channel: Channel; provider: string; recipient?: string; nextAttemptAt?: Date };

/** Who a lead's deliveries go to, from the configuration. */
export type DeliveryPlan = {
  crmProvider: string;
  emailProvider: "smtp" | "file";
  ownerEmails: readonly string[];
  ownerPhones: readonly string[];
};

export function deliveryPlan(env: Env): DeliveryPlan {
  return {
    crmProvider: env.CRM_PROVIDER,
    emailProvider: env.SMTP_URL ? "smtp" : "file",
    ownerEmails: env.LEAD_ALERT_EMAIL.length > 0 ? env.LEAD_ALERT_EMAIL : [site.email],
    ownerPhones: env.LEAD_ALERT_SMS,
  };
}

/**
 * The deliveries of an accepted lead: always the CRM; for a request (not a newsletter signup) an
 * alert to each of the owner's addresses and phones, and the homeowner's confirmation or quote.
 */
export function plannedDeliveries(
  lead: { formType: FormType; email?: string | null },
  plan: DeliveryPlan,
): PlannedDelivery[] {
  const planned: PlannedDelivery[] = [{ channel: "crm", provider: plan.crmProvider }];
  if (lead.formType === "Newsletter Signup") return planned;
  for (const recipient of plan.ownerEmails)
    planned.push({ channel: "owner-email", provider: plan.emailProvider, recipient });
  for (const recipient of plan.ownerPhones) planned.push({ channel: "owner-sms", provider: "twilio", recipient });
  if (lead.email) planned.push({ channel: "homeowner-email", provider: plan.emailProvider, recipient: lead.email });
  return planned;
}

/** The owner hears of a package chosen after the quote, and the CRM's contact gets it. */
export function packageChoiceDeliveries(plan: DeliveryPlan): PlannedDelivery[] {
  return [
    { channel: "crm", provider: plan.crmProvider },
    ...plan.ownerEmails.map((recipient) => ({
      channel: "owner-email" as const,
      provider: plan.emailProvider,
      recipient,
    })),
  ];
}

/**
 * The news of an inspection booked, moved or cancelled: to each of the owner's addresses and
 * phones, and to the homeowner. Each message tells the inspection as it is when it is sent.
 */
export function inspectionDeliveries(plan: DeliveryPlan, lead: { email?: string | null }): PlannedDelivery[] {
  return [
    ...plan.ownerEmails.map((recipient) => ({
      channel: "owner-email" as const,
      provider: plan.emailProvider,
      recipient,
    })),
    ...plan.ownerPhones.map((recipient) => ({ channel: "owner-sms" as const, provider: "twilio", recipient })),
    ...(lead.email
      ? [{ channel: "homeowner-email" as const, provider: plan.emailProvider, recipient: lead.email }]
      : []),
  ];
}

/** The sender of each configured channel. E-mail always has one: without SMTP it writes files. */
export function sendersFromEnv(env: Env, logger: Logger): Senders {
  const email = emailSender({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    siteUrl: env.SITE_URL,
    mailDir: `${env.DATA_DIR}/mail`,
    timeoutMs: env.CRM_TIMEOUT_MS,
    logger,
  });
  const senders: Senders = { "owner-email": email, "homeowner-email": email };
  if (env.CRM_PROVIDER === "gohighlevel") {
    senders.crm = goHighLevelProvider({
      apiBase: env.GHL_API_BASE,
      token: env.GHL_API_TOKEN!,
      locationId: env.GHL_LOCATION_ID!,
      timeoutMs: env.CRM_TIMEOUT_MS,
    });
  } else if (env.CRM_PROVIDER === "webhook") {
    senders.crm = webhookProvider({
      url: env.CRM_WEBHOOK_URL!,
      secret: env.CRM_WEBHOOK_SECRET,
      timeoutMs: env.CRM_TIMEOUT_MS,
    });
  }
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    senders["owner-sms"] = twilioSender({
      apiBase: env.TWILIO_API_BASE,
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      timeoutMs: env.CRM_TIMEOUT_MS,
    });
  }
  return senders;
}
