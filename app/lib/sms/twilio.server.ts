import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import { postForm, type SendResult } from "~/lib/outbox/http.server";
import { ownerTextMessage } from "./owner-text.server";

/** Twilio's error codes that no retry can fix: not a valid number; the recipient texted STOP. */
const PERMANENT_ERRORS = new Set([21211, 21610]);

/**
 * Text messages to the owner through Twilio's Messages API: a form post with HTTP Basic auth (the
 * account SID and auth token). 429 and 5xx are retried; an invalid or unsubscribed number, and any
 * other refusal, is not.
 */
export function twilioSender({
  apiBase,
  accountSid,
  authToken,
  from,
  timeoutMs,
}: {
  apiBase: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs: number;
}): Sender {
  const url = `${apiBase.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const headers = { Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}` };
  return {
    name: "twilio",
    label: "Twilio",
    async send(item: OutboxItem): Promise<SendResult> {
      const to = item.delivery.recipient;
      if (!to) return { ok: false, retryable: false, error: "no phone number to text" };
      if (item.delivery.kind === "inspection" && !item.inspection)
        return { ok: false, retryable: false, error: "the inspection no longer exists" };
      // Accepted is sent: an answer cut off after the status still means the text went (its id may be lost).
      const outcome = await postForm(
        url,
        { To: to, From: from, Body: ownerTextMessage(item) },
        { headers, timeoutMs, bodyUnused: true },
      );
      if (outcome.kind === "ok") {
        const sid = (outcome.body as { sid?: unknown } | undefined)?.sid;
        return { ok: true, remoteId: typeof sid === "string" ? sid : undefined };
      }
      // Twilio's error code names the cause without the number texted.
      const code = (outcome.body as { code?: unknown } | undefined)?.code;
      if (typeof code !== "number") return outcome.result;
      const result = { ...outcome.result, error: `${outcome.result.error} (Twilio error ${code})` };
      return PERMANENT_ERRORS.has(code) ? { ...result, retryable: false } : result;
    },
  };
}
