import { ga4Sender } from "~/lib/conversions/ga4.server";
import { metaSender } from "~/lib/conversions/meta.server";
import { goHighLevelProvider, leadConnectorBudget } from "~/lib/crm/gohighlevel.server";
import { webhookProvider } from "~/lib/crm/webhook.server";
import type { Database } from "~/lib/db/client.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { emailSender } from "~/lib/mail/mailer.server";
import { twilioSender } from "~/lib/sms/twilio.server";
import type { Senders } from "~/lib/outbox/channels.server";

/**
 * The sender of each configured channel, put together where the server starts: the outbox knows
 * channels (outbox/channels.server.ts says what each carries), not the providers behind them, and
 * the lead inbox's command plans deliveries without loading any sender (the e-mail and PDF
 * renderers among them). E-mail always has one: without SMTP it writes files.
 * `sharedDb`: PostgreSQL that other servers may share, where outside APIs' budgets are counted.
 */
export function sendersFromEnv(env: Env, logger: Logger, { sharedDb }: { sharedDb?: Database } = {}): Senders {
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
      budget: leadConnectorBudget(env.GHL_API_BASE, env.GHL_LOCATION_ID!, sharedDb),
    });
  } else if (env.CRM_PROVIDER === "webhook") {
    senders.crm = webhookProvider({
      url: env.CRM_WEBHOOK_URL!,
      secret: env.CRM_WEBHOOK_SECRET,
      timeoutMs: env.CRM_TIMEOUT_MS,
    });
  }
  if (env.GA4_MEASUREMENT_ID && env.GA4_API_SECRET) {
    senders.ga4 = ga4Sender({
      apiBase: env.GA4_API_BASE,
      measurementId: env.GA4_MEASUREMENT_ID,
      apiSecret: env.GA4_API_SECRET,
      timeoutMs: env.CRM_TIMEOUT_MS,
    });
  }
  if (env.META_PIXEL_ID && env.META_CAPI_TOKEN) {
    senders.meta = metaSender({
      apiBase: env.META_API_BASE,
      pixelId: env.META_PIXEL_ID,
      token: env.META_CAPI_TOKEN,
      siteUrl: env.SITE_URL,
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
