import type { Env } from "~/lib/env.server";

/**
 * What /webhook-config may say about the CRM connection. It is built from the provider setting
 * alone and carries no token, URL or secret, so nothing secret can reach the page.
 */
export type CrmStatus =
  | { configured: true; provider: "GoHighLevel"; signed?: undefined }
  | { configured: true; provider: "Webhook"; /** Whether deliveries carry an HMAC signature. */ signed: boolean }
  | { configured: false };

export function crmStatus(env: Pick<Env, "CRM_PROVIDER" | "CRM_WEBHOOK_SECRET"> | undefined): CrmStatus {
  switch (env?.CRM_PROVIDER) {
    case "gohighlevel":
      return { configured: true, provider: "GoHighLevel" };
    case "webhook":
      return { configured: true, provider: "Webhook", signed: Boolean(env.CRM_WEBHOOK_SECRET) };
    default:
      return { configured: false };
  }
}
