import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs. As a last line of defence every line is scrubbed of the configured
 * secrets, so a token can never reach the log even inside an error message from a library.
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
          let out = line;
          for (const secret of secrets) out = out.split(secret).join("[redacted]");
          return out;
        },
      },
    },
    options.destination,
  );
}
