import { DrizzleQueryError } from "drizzle-orm";

/**
 * What may be logged or stored of an error: its type, code, message and stack frames, never the
 * fields a library hangs on it. A failed query's message lists its parameters (a visitor's name,
 * e-mail, a private token) and the database's error carries them too (`params`, `detail`, `where`),
 * so a query error is reduced to the database's code and message.
 */
export type ErrorSummary = {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: ErrorSummary;
};

/** A PostgreSQL error code (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** PostgreSQL quotes the value it could not take after a colon: `invalid input syntax for type uuid: "..."`. */
const QUOTED_VALUE = /:\s*"(?:[^"\\]|\\.)*"/g;
const MAX_DEPTH = 3;

type Fields = { code?: unknown; message?: unknown; cause?: unknown };

const codeOf = (error: Fields) =>
  typeof error.code === "string" || typeof error.code === "number" ? error.code : undefined;

const databaseMessage = (message: string) => message.replace(QUOTED_VALUE, ': "[value]"');

/** The stack's frames under a first line of our own: V8 starts a stack with the whole message. */
function framesUnder(error: Error, firstLine: string): string | undefined {
  const at = error.stack?.indexOf("\n    at ") ?? -1;
  return at === -1 ? undefined : `${firstLine}${error.stack!.slice(at)}`;
}

export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 300) };
  const type = error.constructor?.name || error.name;
  if (error instanceof DrizzleQueryError) {
    const cause = (error.cause ?? {}) as Fields;
    const code = codeOf(cause);
    const reason = typeof cause.message === "string" ? databaseMessage(cause.message) : "no reason given";
    const message = `database query failed: ${code ? `${code} ` : ""}${reason}`;
    return { type, message, ...(code ? { code } : {}), stack: framesUnder(error, `${type}: ${message}`) };
  }
  const code = codeOf(error);
  const message = typeof code === "string" && SQLSTATE.test(code) ? databaseMessage(error.message) : error.message;
  const summary: ErrorSummary = { type, message, stack: framesUnder(error, `${type}: ${message}`) };
  if (code !== undefined) summary.code = code;
  if (error.cause !== undefined && depth < MAX_DEPTH) summary.cause = summarizeError(error.cause, depth + 1);
  return summary;
}

/** One line for a delivery's last error: the code and the message, as they may be kept. */
export function errorLine(error: unknown): string {
  const { code, message } = summarizeError(error);
  return (code !== undefined && !message.includes(String(code)) ? `${code}: ${message}` : message).slice(0, 300);
}
