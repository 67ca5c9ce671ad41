import { SUBMISSION_NOT_STORED_TEXT } from "~/content/refusals";
import type { Logger } from "~/lib/logger.server";

/** The answer when the database cannot take a submission right now. */
export const SUBMISSION_NOT_STORED = SUBMISSION_NOT_STORED_TEXT;

/**
 * A submission that could not be stored, whatever the cause (database down, disk full, a failed
 * statement): nothing of it was written, and the visitor is answered 503 and asked to try again.
 */
export class SubmissionNotStoredError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} not stored`, { cause });
  }
}

/**
 * The log line for a submission that was not stored: the database's error code and message, never
 * the submission (its detail can quote a visitor's values).
 */
export function logNotStored(logger: Logger, error: SubmissionNotStoredError, path: string) {
  // The logger's error serializer keeps the database's code and message, never the parameters.
  logger.error({ path, err: error.cause }, `${error.message}: the visitor was asked to try again`);
}

/** Runs `store`; any failure becomes a `SubmissionNotStoredError`. */
export async function storing<T>(what: string, store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    throw new SubmissionNotStoredError(what, error);
  }
}
