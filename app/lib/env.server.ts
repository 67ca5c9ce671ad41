import path from "node:path";
import * as z from "zod/mini";
import { resolveSiteUrl } from "~/lib/site-url";
import { GTM_ID } from "~/lib/tag-manager";

/**
 * The server's configuration, parsed once at start-up: a bad value stops the server with a clear
 * message instead of failing on the first visitor. Names are fixed (docs/decisions/0013-open-points.md).
 */

/** Unset and blank both mean "not configured". */
const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v?.trim() ? v.trim() : undefined)),
);

/** An http:// or https:// URL: anything else (`localhost:8080/hook`, `ftp://`) no request can reach. */
const optionalHttpUrl = (message: string) =>
  z.pipe(
    optionalText,
    z.optional(
      z.string().check(z.refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { error: message })),
    ),
  );

/**
 * A URL whose user name and password survive as typed: a "/", "?" or "#" in the password ends the
 * host early (the rest, "@" and all, lands in the path), and a "%" not followed by two hex digits
 * cannot be decoded. Either must be percent-encoded.
 */
function credentialsIntact(v: string): boolean {
  if (!URL.canParse(v)) return false;
  const url = new URL(v);
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return false;
  }
  return !`${url.pathname}${url.search}${url.hash}`.includes("@");
}

/** A comma-separated list, each entry trimmed and checked; unset or blank is an empty list. */
const list = (check: RegExp, message: string) =>
  z.pipe(
    z.optional(z.string()),
    z.pipe(
      z.transform((v: string | undefined) =>
        (v ?? "")
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      z.array(z.string().check(z.regex(check, { error: message }))),
    ),
  );

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
const E164 = /^\+[1-9]\d{7,14}$/;
/** `https://host` or `https://*.host`, a port allowed, nothing after it: a CSP source can say no more. */
const HTTPS_ORIGIN = /^https:\/\/(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?\/?$/i;

/** A whole number; unset or blank is `fallback` (a blank PORT= would otherwise be 0: any port). */
const int = (min: number, max: number, fallback: number) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)),
    z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback),
  );

/**
 * The longest path a Unix socket may have (the admin socket, DATA_DIR/admin.sock): 108 bytes with
 * the ending zero on Linux, 104 on macOS.
 */
const MAX_SOCKET_PATH = process.platform === "darwin" ? 103 : 107;

const EnvSchema = z
  .object({
    NODE_ENV: z._default(z.enum(["development", "production", "test"]), "production"),
    PORT: int(0, 65_535, 3000),
    HOST: z._default(z.string(), "0.0.0.0"),
    SITE_URL: z.pipe(
      optionalText,
      z.transform((v, ctx) => {
        try {
          return resolveSiteUrl(v);
        } catch (error) {
          ctx.issues.push({ code: "custom", input: v, message: (error as Error).message });
          return z.NEVER;
        }
      }),
    ),
    DATABASE_URL: z.pipe(
      optionalText,
      z.optional(
        z.string().check(
          z.regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgres:// URL" }),
          // A password with "/", "#", "?" or "%" must be percent-encoded, or the URL ends there.
          z.refine(credentialsIntact, {
            error: "DATABASE_URL is not a valid URL (percent-encode special characters in the password)",
          }),
        ),
      ),
    ),
    DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), "./data"),
    CRM_PROVIDER: z._default(z.enum(["gohighlevel", "webhook", "none"]), "none"),
    GHL_API_BASE: z._default(z.url(), "https://services.leadconnectorhq.com"),
    GHL_API_TOKEN: optionalText,
    GHL_LOCATION_ID: optionalText,
    CRM_WEBHOOK_URL: optionalHttpUrl("CRM_WEBHOOK_URL must be an http:// or https:// URL"),
    CRM_WEBHOOK_SECRET: optionalText,
    GOOGLE_MAPS_EMBED_KEY: optionalText,
    /** smtp:// or smtps:// with credentials; unset: e-mails are written as .eml files in DATA_DIR/mail. */
    SMTP_URL: z.pipe(
      optionalText,
      z.optional(
        z.string().check(
          z.regex(/^smtps?:\/\/[^\s]+$/, { error: "SMTP_URL must be an smtp:// or smtps:// URL" }),
          z.refine(credentialsIntact, {
            error: "SMTP_URL is not a valid URL (percent-encode special characters in the password)",
          }),
        ),
      ),
    ),
    /** The sender of every e-mail: an address, or "Name <address>". */
    MAIL_FROM: optionalText,
    /** The owner's addresses for new-lead alerts; unset: the office address in the site's content. */
    LEAD_ALERT_EMAIL: list(EMAIL, "LEAD_ALERT_EMAIL must be e-mail addresses separated by commas"),
    TWILIO_API_BASE: z._default(z.url(), "https://api.twilio.com"),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: z.pipe(
      optionalText,
      z.optional(z.string().check(z.regex(E164, { error: "TWILIO_FROM must be a phone number like +18135550142" }))),
    ),
    /** The owner's phones for new-lead text messages (E.164). */
    LEAD_ALERT_SMS: list(E164, "LEAD_ALERT_SMS must be phone numbers like +18135550142, separated by commas"),
    /** Fixed into the pages at build time; read here so a bad value stops the server too. */
    GTM_CONTAINER_ID: z.pipe(
      optionalText,
      z.optional(z.string().check(z.regex(GTM_ID, { error: "GTM_CONTAINER_ID must look like GTM-XXXXXXX" }))),
    ),
    /**
     * More origins the Tag Manager container's tags may use (scripts, images, connections, frames),
     * for a vendor the policy does not name: HTTPS origins, a leading `*.` allowed, comma-separated.
     */
    CSP_EXTRA_ORIGINS: z.pipe(
      list(HTTPS_ORIGIN, "CSP_EXTRA_ORIGINS must be https:// origins (no path), separated by commas"),
      z.transform((origins: string[]) => [...new Set(origins.map((o) => o.toLowerCase().replace(/\/$/, "")))]),
    ),
    GA4_API_BASE: z._default(z.url(), "https://www.google-analytics.com"),
    GA4_MEASUREMENT_ID: z.pipe(
      optionalText,
      z.optional(
        z.string().check(z.regex(/^G-[A-Z0-9]{4,20}$/, { error: "GA4_MEASUREMENT_ID must look like G-XXXXXXXXXX" })),
      ),
    ),
    GA4_API_SECRET: optionalText,
    META_API_BASE: z._default(z.url(), "https://graph.facebook.com"),
    META_PIXEL_ID: z.pipe(
      optionalText,
      z.optional(z.string().check(z.regex(/^\d{5,20}$/, { error: "META_PIXEL_ID must be the pixel's number" }))),
    ),
    META_CAPI_TOKEN: optionalText,
    /** "off": no attribution cookie and no page-view counts (leads then arrive without a source). */
    ATTRIBUTION: z._default(z.enum(["on", "off"]), "on"),
    /** `google-solar`: the instant quote measures the roof from the address (Geocoding, then Solar). */
    ROOF_MEASUREMENT: z.pipe(
      optionalText,
      z._default(z.enum(["google-solar", "none"], { error: "ROOF_MEASUREMENT must be google-solar or none" }), "none"),
    ),
    /** Server-side only: it never reaches a page. */
    GOOGLE_MAPS_API_KEY: optionalText,
    GOOGLE_GEOCODING_API_BASE: z._default(z.url(), "https://maps.googleapis.com"),
    GOOGLE_SOLAR_API_BASE: z._default(z.url(), "https://solar.googleapis.com"),
    /** Outside lookups per day (New York time), shared by every server through the database. */
    ROOF_MEASUREMENT_DAILY_CAP: int(0, 1_000_000, 200),
    /** The longest one measurement may take (both calls) before the wizard asks the visitor instead. */
    ROOF_MEASUREMENT_TIMEOUT_MS: int(200, 5_000, 3_500),
    /** GoHighLevel calendar that holds inspections (with GHL_API_TOKEN and GHL_LOCATION_ID); unset: our own slots. */
    GHL_CALENDAR_ID: optionalText,
    /** Our own inspection slots: their length, how many inspections each takes, the notice we need. */
    INSPECTION_SLOT_MINUTES: int(15, 480, 120),
    INSPECTIONS_PER_SLOT: int(1, 20, 1),
    INSPECTION_MIN_NOTICE_HOURS: int(0, 336, 24),
    LEAD_RATE_LIMIT: int(1, 10_000_000, 20),
    TRUST_PROXY: int(0, 10, 0),
    /**
     * Host names besides SITE_URL's that take form posts (another domain the site answers on, a
     * staging name); behind a trusted proxy, the forwarded host. Loopback names always do.
     */
    ALLOWED_HOSTS: z.pipe(
      list(HOST_NAME, "ALLOWED_HOSTS must be host names separated by commas, like suncoastroofing.example"),
      z.transform((hosts: string[]) => hosts.map((host) => host.toLowerCase())),
    ),
    /**
     * The owner's addresses that may sign in to the office (/office) with an e-mailed link, then a
     * passkey; unset: the office is off and every /office path answers 404.
     */
    OWNER_EMAILS: z.pipe(
      list(EMAIL, "OWNER_EMAILS must be e-mail addresses separated by commas"),
      z.transform((emails: string[]) => [...new Set(emails.map((email) => email.toLowerCase()))]),
    ),
    LOG_LEVEL: z._default(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
    /** How long one CRM call may take before it counts as failed and is retried, in milliseconds. */
    CRM_TIMEOUT_MS: int(500, 60_000, 10_000),
    /** Most submissions stored by one statement when they arrive together; 1 stores each alone. */
    LEAD_STORE_BATCH: int(1, 1_000, 100),
    /** After SIGTERM, how long /readyz fails while the server still answers, before it stops accepting. */
    SHUTDOWN_DRAIN_MS: int(0, 120_000, 0),
    /** How often the CRM outbox looks for due deliveries, in milliseconds. */
    OUTBOX_POLL_MS: int(10, 600_000, 2_000),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (env.CRM_PROVIDER === "gohighlevel" && (!env.GHL_API_TOKEN || !env.GHL_LOCATION_ID)) {
        ctx.addIssue({
          code: "custom",
          path: ["CRM_PROVIDER"],
          message: "CRM_PROVIDER=gohighlevel needs GHL_API_TOKEN and GHL_LOCATION_ID",
        });
      }
      if (env.CRM_PROVIDER === "webhook" && !env.CRM_WEBHOOK_URL) {
        ctx.addIssue({ code: "custom", path: ["CRM_PROVIDER"], message: "CRM_PROVIDER=webhook needs CRM_WEBHOOK_URL" });
      }
      for (const [id, secret, names] of [
        [env.GA4_MEASUREMENT_ID, env.GA4_API_SECRET, ["GA4_MEASUREMENT_ID", "GA4_API_SECRET"]],
        [env.META_PIXEL_ID, env.META_CAPI_TOKEN, ["META_PIXEL_ID", "META_CAPI_TOKEN"]],
      ] as const) {
        if (Boolean(id) !== Boolean(secret)) {
          ctx.addIssue({
            code: "custom",
            path: [names[0]],
            message: `${names[0]} and ${names[1]} go together: set both or neither`,
          });
        }
      }
      if (env.ROOF_MEASUREMENT === "google-solar" && !env.GOOGLE_MAPS_API_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["ROOF_MEASUREMENT"],
          message: "ROOF_MEASUREMENT=google-solar needs GOOGLE_MAPS_API_KEY",
        });
      }
      // Appointments are made for the lead's GoHighLevel contact, which the CRM delivery makes.
      if (env.GHL_CALENDAR_ID && env.CRM_PROVIDER !== "gohighlevel") {
        ctx.addIssue({
          code: "custom",
          path: ["GHL_CALENDAR_ID"],
          message:
            "GHL_CALENDAR_ID needs CRM_PROVIDER=gohighlevel (with GHL_API_TOKEN and GHL_LOCATION_ID): its appointments are made for the lead's GoHighLevel contact",
        });
      }
      // The embedded database's server listens on a socket in DATA_DIR; PostgreSQL needs none.
      const socket = path.resolve(env.DATA_DIR, "admin.sock");
      if (!env.DATABASE_URL && Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
        ctx.addIssue({
          code: "custom",
          path: ["DATA_DIR"],
          message: `DATA_DIR is too long for the lead inbox's socket (${socket} may have at most ${MAX_SOCKET_PATH} characters): choose a shorter path`,
        });
      }
      const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
      if (env.LEAD_ALERT_SMS.length > 0 && twilio.some((v) => !v)) {
        ctx.addIssue({
          code: "custom",
          path: ["LEAD_ALERT_SMS"],
          message: "LEAD_ALERT_SMS needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
        });
      }
    }),
  );

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

/** Values that must never appear in a page, a log line or an API answer. */
export function secretsOf(env: Env): string[] {
  return [
    env.GHL_API_TOKEN,
    env.CRM_WEBHOOK_SECRET,
    env.TWILIO_AUTH_TOKEN,
    env.GA4_API_SECRET,
    env.META_CAPI_TOKEN,
    env.GOOGLE_MAPS_API_KEY,
    // A URL's password as written in it (percent-encoded) and as the server sends it.
    ...[env.DATABASE_URL, env.SMTP_URL].flatMap((url) => {
      const password = url ? new URL(url).password : "";
      return [password, decodeURIComponent(password)];
    }),
  ].filter((v, i, all): v is string => typeof v === "string" && v.length > 0 && all.indexOf(v) === i);
}
