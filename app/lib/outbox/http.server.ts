import { STATUS_CODES } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The outcome of one attempt to deliver, in the terms the outbox needs to decide what happens next.
 * `remoteId`: what the receiving end calls it (a CRM contact id, a text message's SID); `written`:
 * an e-mail saved as a file because no mail server is configured; `replaced`: not sent, a newer
 * message tells the same news.
 */
export type SendResult =
  | { ok: true; remoteId?: string; written?: boolean; replaced?: boolean }
  | { ok: false; retryable: boolean; error: string; retryAfterMs?: number; status?: number };

/** A call's answer: the parsed body of a success, or the failure (with the body the receiver sent, if any). */
export type HttpOutcome =
  | { kind: "ok"; status: number; body: unknown }
  | { kind: "failed"; result: Extract<SendResult, { ok: false }>; body?: unknown };

/** Parses Retry-After (seconds or an HTTP date) into milliseconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A refusal in words that hold nothing of the request: the status and its standard name. A
 * receiver's body often echoes what it was sent (a CRM quotes the fields it refused), and this
 * text is logged and kept in the delivery for the owner; the body stays in `HttpOutcome.body`.
 */
export const statusError = (status: number) => `HTTP ${status} ${STATUS_CODES[status] ?? "(unknown status)"}`;

/**
 * POSTs JSON with a deadline. 408, 429 and 5xx answers and network failures are retryable; other
 * 4xx answers are permanent (the receiver will not accept this request as it is).
 */
export function postJson(
  url: string,
  body: unknown,
  init: { headers: Record<string, string>; timeoutMs: number; rawBody?: string },
): Promise<HttpOutcome> {
  return request(url, init.rawBody ?? JSON.stringify(body), "application/json", init);
}

/** POSTs a form (application/x-www-form-urlencoded), with the same deadline and outcomes. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  init: { headers: Record<string, string>; timeoutMs: number },
): Promise<HttpOutcome> {
  return request(url, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", init);
}

/** PUTs JSON, with the same deadline and outcomes. */
export function putJson(
  url: string,
  body: unknown,
  init: { headers: Record<string, string>; timeoutMs: number },
): Promise<HttpOutcome> {
  return request(url, JSON.stringify(body), "application/json", init, "PUT");
}

/** GETs JSON, with the same deadline and outcomes. */
export function getJson(url: string, init: { headers: Record<string, string>; timeoutMs: number }) {
  return request(url, undefined, undefined, init, "GET");
}

async function request(
  url: string,
  body: string | undefined,
  contentType: string | undefined,
  init: { headers: Record<string, string>; timeoutMs: number },
  method = "POST",
): Promise<HttpOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { ...(contentType ? { "Content-Type": contentType } : {}), Accept: "application/json", ...init.headers },
      body,
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const message =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
        ? `no answer within ${init.timeoutMs} ms`
        : describeNetworkError(error);
    return { kind: "failed", result: { ok: false, retryable: true, error: message } };
  }
  const text = await response.text().catch(() => "");
  if (response.ok) {
    return { kind: "ok", status: response.status, body: parseJson(text) };
  }
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  return {
    kind: "failed",
    body: parseJson(text),
    result: {
      ok: false,
      retryable,
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
      error: statusError(response.status),
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ? `${error.message} (${cause.code})` : error.message;
}

/** The longest a 429's Retry-After holds every call; longer waits are left to the outbox's schedule. */
const MAX_PAUSE_MS = 60_000;

/** Calls to an outside API within its allowance: `take()` before each call. */
export type RequestBudget = {
  /** Holds every call until `time` (the API answered 429 with Retry-After), at most a minute. */
  pauseUntil(time: number): void | Promise<void>;
  /**
   * Resolves once a call may be made; rejects as soon as `signal` aborts, even while calls ahead
   * of it still wait their turn, and its turn is then skipped without using a call.
   */
  take(signal?: AbortSignal): Promise<void>;
};

/**
 * A caller's turn in a budget's queue, given up the moment `signal` aborts: a visitor who waits a
 * few seconds at most is not held behind the outbox's calls or a 429's pause. `turn` itself goes
 * on, sees the signal and takes nothing.
 */
export function untilAborted(turn: Promise<void>, signal?: AbortSignal): Promise<void> {
  if (!signal) return turn;
  return new Promise<void>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    turn.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** Sleeps, or wakes early when `signal` aborts (the turn then ends without a call). */
export const sleepUnlessAborted = (ms: number, signal?: AbortSignal) =>
  sleep(ms, undefined, { signal }).catch(() => {});

/**
 * At most `limit` calls per `windowMs`, shared by everything that calls `take()` in this process
 * (the LeadConnector API allows 100 requests per 10 s per location). Servers sharing PostgreSQL
 * share their budget there instead (`sharedRequestBudget`).
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RequestBudget {
  const stamps: number[] = [];
  let queue = Promise.resolve();
  let pausedUntil = 0;
  return {
    pauseUntil(time: number) {
      pausedUntil = Math.max(pausedUntil, Math.min(time, Date.now() + MAX_PAUSE_MS));
    },
    take(signal?: AbortSignal): Promise<void> {
      const turn = queue.then(async () => {
        for (;;) {
          if (signal?.aborted) return;
          const now = Date.now();
          if (now < pausedUntil) {
            await sleepUnlessAborted(pausedUntil - now, signal);
            continue;
          }
          while (stamps.length && now - stamps[0]! >= windowMs) stamps.shift();
          if (stamps.length < limit) {
            stamps.push(now);
            return;
          }
          await sleepUnlessAborted(windowMs - (now - stamps[0]!) + 1, signal);
        }
      });
      queue = turn.catch(() => {});
      return untilAborted(turn, signal);
    },
  };
}
