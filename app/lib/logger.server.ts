import pino, { type DestinationStream, type Logger } from "pino";
import { summarizeError } from "./error-summary.server";

export type { Logger };

/**
 * Whatever follows a private page's path (a quote, a booking, the office's sign-in link): even a
 * token cut short or mistyped names someone's link.
 */
const PRIVATE_LINK = /\/(quotes?|inspections?|sign-in|cotizacion|inspeccion)\/[A-Za-z0-9_.-]{16,}/g;
/** A booking pass: the lead's id, its expiry in base 36 and an HMAC (inspections/access.server.ts). */
const BOOKING_PASS = /[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{20,}/g;
/**
 * A quote's or booking's token (24 random bytes in base64url), standing alone after any prefix;
 * in a JSON line, also right after an escape such as the `\n` of a multi-line message.
 */
const TOKEN = /(?<=^|[^A-Za-z0-9_-]|\\[bfnrt])[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/g;
/** Random base64url of that length has both cases; a slug or a hex digest has one. */
const mixedCase = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run);

/**
 * Text with every private token replaced: a quote's, booking's or sign-in link's token, an office
 * session's id (the same shape, 24 random bytes) and a booking pass,
 * whatever precedes them (`/quote/<token>`, a nested router's `/<token>/cancel`, a query's parameters).
 */
export function scrubPrivateTokens(text: string): string {
  return text
    .replace(PRIVATE_LINK, "/$1/[token]")
    .replace(BOOKING_PASS, "[pass]")
    .replace(TOKEN, (run) => (mixedCase(run) ? "[token]" : run));
}

/** A request's whole path (a nested router sees only its part), without the query and private tokens. */
export function loggedPath(originalUrl: string): string {
  const query = originalUrl.indexOf("?");
  return scrubPrivateTokens(query === -1 ? originalUrl : originalUrl.slice(0, query)).slice(0, 200);
}

/**
 * Structured JSON logs. An error is logged as its type, code, message and stack, never the fields
 * a library attaches (a failed query's parameters are a visitor's data). As a last line of defence
 * every line is scrubbed of the configured secrets and of private tokens, so neither can reach the
 * log, even inside an error message from a library or a path logged as not found.
 */
export function createLogger(options: {
  level: string;
  secrets: readonly string[];
  destination?: DestinationStream;
}): Logger {
  const secrets = options.secrets.filter((s) => s.length >= 4);
  return pino(
    {
      level: options.level,
      base: { service: "web" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: (error: unknown) => summarizeError(error) },
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "token", "*.token", "*.secret"],
        censor: "[redacted]",
      },
      hooks: {
        streamWrite(line) {
          let out = line;
          for (const secret of secrets) out = out.split(secret).join("[redacted]");
          return scrubPrivateTokens(out);
        },
      },
    },
    options.destination,
  );
}
