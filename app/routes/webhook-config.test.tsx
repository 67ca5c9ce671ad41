import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { shellFor } from "~/content/shell.server";
import { ATTRIBUTION_FIELD_KEYS } from "~/lib/crm/contact";
import { WEBHOOK_FIELDS } from "~/lib/crm/webhook.server";
import { parseEnv } from "~/lib/env.server";
import type { AppServices } from "~/lib/services.server";
import WebhookConfig, { headers, loader } from "./webhook-config";
import type { Route } from "./+types/webhook-config";
import { routeArgs } from "../../tests/support/route-args";

const TOKEN = "pit-0123456789abcdef-secret-token";
const LOCATION = "loc-abc123-location";
const HOOK_URL = "https://hooks.example/catch/12345/s3cr3t-path";
const HOOK_SECRET = "whsec-very-secret-value";

/** The page as the server renders it for a request, with the given configuration. */
function render(source: Record<string, string>) {
  const env = parseEnv(source);
  const data = loader(routeArgs(new Request("http://localhost/webhook-config"), { services: { env } as AppServices }));
  // Under the root route, whose data (the shell's words) every page's parts read.
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      children: [
        {
          path: "webhook-config",
          Component: () => <WebhookConfig {...({ loaderData: data } as unknown as Route.ComponentProps)} />,
        },
      ],
    },
  ]);
  const shell = shellFor("/webhook-config", "en");
  const html = renderToStaticMarkup(
    <Stub initialEntries={["/webhook-config"]} hydrationData={{ loaderData: { root: shell } }} />,
  );
  return { data, html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

describe("/webhook-config", () => {
  it("says 'not configured' when no CRM is set, even with a token lying around", () => {
    const { text, html } = render({ CRM_PROVIDER: "none", GHL_API_TOKEN: TOKEN, GHL_LOCATION_ID: LOCATION });
    expect(text).toContain("Status: not configured");
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain(LOCATION);
  });

  it("says 'configured' with GoHighLevel, and never shows the token or the location", () => {
    const { text, html, data } = render({
      CRM_PROVIDER: "gohighlevel",
      GHL_API_TOKEN: TOKEN,
      GHL_LOCATION_ID: LOCATION,
    });
    expect(text).toContain("Status: configured");
    expect(text).toContain("GoHighLevel");
    expect(html).not.toContain(TOKEN);
    expect(JSON.stringify(data)).not.toContain(TOKEN);
    expect(JSON.stringify(data)).not.toContain(LOCATION);
  });

  it("says 'configured' with the webhook, and never shows its URL or its secret", () => {
    const { text, data } = render({
      CRM_PROVIDER: "webhook",
      CRM_WEBHOOK_URL: HOOK_URL,
      CRM_WEBHOOK_SECRET: HOOK_SECRET,
    });
    expect(text).toContain("Status: configured");
    expect(text).toContain("signed with HMAC-SHA256");
    const everything = JSON.stringify(data);
    for (const secret of [HOOK_URL, "s3cr3t-path", "hooks.example", HOOK_SECRET])
      expect(everything).not.toContain(secret);
  });

  it("documents every field of the webhook's body, the signature and its check, and the delivery id", () => {
    const { text, data } = render({});
    expect(text).toContain("X-Signature-256");
    expect(text).toContain("X-Delivery-Id");
    const example = JSON.parse(data.webhook.example) as Record<string, unknown>;
    expect(Object.keys(example)).toEqual(WEBHOOK_FIELDS.map(([name]) => name));
    for (const [name] of WEBHOOK_FIELDS) expect(text).toContain(name);
    expect(example).toMatchObject({ version: 5, language: "en", tags: ["Header Contact Form", "Website Lead"] });
    expect(example.firstTouch).toMatchObject({ landing_page: "/roofing-tampa-fl", utm_source: null });
    // The check shown is the code the tests run against real deliveries.
    expect(data.webhook.verify).toContain("export function verifyWebhook(");
    expect(text).toContain("five minutes");
  });

  it("names the custom fields of where a lead came from, for the CRM to create", () => {
    const { text } = render({});
    for (const key of ATTRIBUTION_FIELD_KEYS) expect(text).toContain(key);
    expect(ATTRIBUTION_FIELD_KEYS).toEqual(
      expect.arrayContaining([
        "first_landing_page",
        "first_referrer",
        "first_gclid",
        "last_utm_campaign",
        "last_visit_at",
      ]),
    );
  });

  it("is kept out of search engines and caches", () => {
    const { data } = render({});
    expect(data.meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(headers({} as Parameters<typeof headers>[0])).toMatchObject({ "X-Robots-Tag": "noindex, nofollow" });
  });
});
