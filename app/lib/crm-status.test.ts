import { describe, expect, it } from "vitest";
import { crmStatus } from "./crm-status.server";
import { parseEnv } from "./env.server";

describe("CRM status for /webhook-config", () => {
  it("is not configured when CRM_PROVIDER is none or unset", () => {
    expect(crmStatus(parseEnv({}))).toEqual({ configured: false });
    expect(crmStatus(parseEnv({ CRM_PROVIDER: "none", GHL_API_TOKEN: "t" }))).toEqual({ configured: false });
    expect(crmStatus(undefined)).toEqual({ configured: false });
  });

  it("names GoHighLevel when it is configured", () => {
    const env = parseEnv({ CRM_PROVIDER: "gohighlevel", GHL_API_TOKEN: "token", GHL_LOCATION_ID: "loc" });
    expect(crmStatus(env)).toEqual({ configured: true, provider: "GoHighLevel" });
  });

  it("names the webhook and says whether it is signed, without its URL or secret", () => {
    const signed = parseEnv({
      CRM_PROVIDER: "webhook",
      CRM_WEBHOOK_URL: "https://h.example/x",
      CRM_WEBHOOK_SECRET: "s",
    });
    expect(crmStatus(signed)).toEqual({ configured: true, provider: "Webhook", signed: true });
    const unsigned = parseEnv({ CRM_PROVIDER: "webhook", CRM_WEBHOOK_URL: "https://h.example/x" });
    expect(crmStatus(unsigned)).toEqual({ configured: true, provider: "Webhook", signed: false });
  });
});
