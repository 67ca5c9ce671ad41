import { createHash } from "node:crypto";
import { touchWith } from "~/lib/attribution/attribution.server";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { postJson, type SendResult } from "~/lib/outbox/http.server";
import { conversionOf } from "./conversion.server";

/** The Graph API version every call names: moved on deliberately, never by Meta's default. */
export const META_GRAPH_API_VERSION = "v24.0";

/** Meta's error codes that pass with time (rate limits, a temporary outage): retried. */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);

/**
 * Meta refuses a whole request whose event is more than 7 days old; an older lead (one released from
 * Possible Spam later, a delivery tried again after an outage) counts as now. An hour's margin for clocks.
 */
const BACKDATE_LIMIT_MS = 7 * 86_400_000 - 3_600_000;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * One `Lead` event for a lead, as the Conversions API documents it. Its `event_id` is the lead's
 * id, which the page's `generate_lead` event also carries, so a pixel that sends the same lead is
 * counted once. E-mail and phone go only as SHA-256 of their normalised forms (trimmed lower-case
 * e-mail; digits with the country code).
 */
export function metaEvent({ lead, quote }: Pick<OutboxItem, "lead" | "quote">, siteUrl: string, now = Date.now()) {
  const { lead_id, form_type, value, currency } = conversionOf(lead, quote);
  const withClick = touchWith(lead.attribution, "fbclid");
  const page = lead.attribution?.page ?? lead.attribution?.lastTouch?.landingPage ?? "/";
  const email = lead.email?.trim().toLowerCase();
  const at = lead.createdAt.getTime();
  const user_data = {
    ...(email ? { em: [sha256(email)] } : {}),
    ...(lead.phone ? { ph: [sha256(`1${lead.phone}`)] } : {}),
    ...(lead.userAgent ? { client_user_agent: lead.userAgent } : {}),
    ...(lead.attribution?.fbp ? { fbp: lead.attribution.fbp } : {}),
    ...(withClick ? { fbc: `fb.1.${withClick.at}.${withClick.fbclid}` } : {}),
  };
  return {
    event_name: "Lead",
    event_time: Math.floor((now - at < BACKDATE_LIMIT_MS ? at : now) / 1000),
    event_id: lead_id,
    action_source: "website",
    event_source_url: `${siteUrl}${page}`,
    user_data,
    custom_data: { value, currency, form_type },
  };
}

/**
 * Meta's Conversions API (`POST /{version}/{pixel id}/events`). The token travels in the body, not
 * the address, so it stays out of access logs. Meta answers 400 for some passing troubles (rate
 * limits); those are retried, other refusals are not.
 */
export function metaSender({
  apiBase,
  pixelId,
  token,
  siteUrl,
  timeoutMs,
}: {
  apiBase: string;
  pixelId: string;
  token: string;
  /** The canonical base the event's page address is made from. */
  siteUrl: string;
  timeoutMs: number;
}): Sender {
  const url = `${apiBase.replace(/\/+$/, "")}/${META_GRAPH_API_VERSION}/${encodeURIComponent(pixelId)}/events`;
  return {
    name: "meta",
    label: "Meta Conversions API",
    async send(item: OutboxItem): Promise<SendResult> {
      const outcome = await postJson(
        url,
        { data: [metaEvent(item, siteUrl)], access_token: token },
        // Accepted is counted: a success needs no reading.
        { headers: {}, timeoutMs, bodyUnused: true },
      );
      if (outcome.kind === "ok") return { ok: true };
      const error = (outcome.body as { error?: { code?: unknown; is_transient?: unknown } } | undefined)?.error;
      const code = typeof error?.code === "number" ? error.code : undefined;
      const result =
        code === undefined
          ? outcome.result
          : { ...outcome.result, error: `${outcome.result.error} (Meta error ${code})` };
      if (error?.is_transient === true || (code !== undefined && TRANSIENT_CODES.has(code)))
        return { ...result, retryable: true };
      return result;
    },
  };
}
