import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/** A private link's token (a quote, a booking, a booking pass) opens a homeowner's details. */
const PRIVATE_LINK = /\/(quotes?|inspections?)\/[A-Za-z0-9_.-]{16,}/g;

/**
 * Structured JSON logs. As a last line of defence every line is scrubbed of the configured
 * secrets and of private links' tokens, so neither can reach the log, even inside an error
 * message from a library or a path logged as not found.
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
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "*.token", "*.secret"],
        censor: "[redacted]",
      },
      hooks: {
        streamWrite(line) {
          let out = line.replace(PRIVATE_LINK, "/$1/[token]");
          for (const secret of secrets) out = out.split(secret).join("[redacted]");
          return out;
        },
      },
    },
    options.destination,
  );
}
