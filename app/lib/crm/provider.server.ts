import type { CrmDelivery, Lead } from "~/lib/db/schema";
import type { Env } from "~/lib/env.server";
import { goHighLevelProvider } from "./gohighlevel.server";
import type { SendResult } from "./http.server";
import { webhookProvider } from "./webhook.server";

export type OutboxItem = { delivery: CrmDelivery; lead: Lead };

export type CrmProvider = {
  name: "gohighlevel" | "webhook";
  /** How log lines name it. */
  label: string;
  send(item: OutboxItem): Promise<SendResult>;
};

/** The provider CRM_PROVIDER names, or undefined for `none` (deliveries wait until one is set). */
export function providerFromEnv(env: Env): CrmProvider | undefined {
  switch (env.CRM_PROVIDER) {
    case "gohighlevel":
      return goHighLevelProvider({
        apiBase: env.GHL_API_BASE,
        token: env.GHL_API_TOKEN!,
        locationId: env.GHL_LOCATION_ID!,
        timeoutMs: env.CRM_TIMEOUT_MS,
      });
    case "webhook":
      return webhookProvider({
        url: env.CRM_WEBHOOK_URL!,
        secret: env.CRM_WEBHOOK_SECRET,
        timeoutMs: env.CRM_TIMEOUT_MS,
      });
    case "none":
      return undefined;
  }
}
