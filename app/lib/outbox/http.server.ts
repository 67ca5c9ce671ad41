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

/** The most of an answer's body read (1 MB): a receiver that streams on is not read further. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A call's headers and deadline. `bodyUnused`: the caller needs only the status, so a success whose
 * body is cut off or past `MAX_BODY_BYTES` is still a success (otherwise it is a retryable failure:
 * a part of an answer is not the answer).
 */
type RequestInit = { headers: Record<string, string>; timeoutMs: number; bodyUnused?: boolean };

/**
 * POSTs JSON with a deadline. 408, 429 and 5xx answers, network failures and a success whose body
 * cannot be read in full are retryable; other 4xx answers and redirects are permanent (the
 * receiver will not accept this request as it is).
 */
export function postJson(url: string, body: unknown, init: RequestInit & { rawBody?: string }): Promise<HttpOutcome> {
  return request(url, init.rawBody ?? JSON.stringify(body), "application/json", init);
}

/** POSTs a form (application/x-www-form-urlencoded), with the same deadline and outcomes. */
export function postForm(url: string, fields: Record<string, string>, init: RequestInit): Promise<HttpOutcome> {
  return request(url, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", init);
}

/** PUTs JSON, with the same deadline and outcomes. */
export function putJson(url: string, body: unknown, init: RequestInit): Promise<HttpOutcome> {
  return request(url, JSON.stringify(body), "application/json", init, "PUT");
}

/** DELETEs with a JSON body (LeadConnector's tag removal takes one), with the same deadline and outcomes. */
export function deleteJson(url: string, body: unknown, init: RequestInit): Promise<HttpOutcome> {
  return request(url, JSON.stringify(body), "application/json", init, "DELETE");
}

/** GETs JSON, with the same deadline and outcomes. */
export function getJson(url: string, init: RequestInit) {
  return request(url, undefined, undefined, init, "GET");
}

async function request(
  url: string,
  body: string | undefined,
  contentType: string | undefined,
  init: RequestInit,
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
    // A redirect: the address has moved, and asking again will not change that.
    if (redirected(error)) return { kind: "failed", result: { ok: false, retryable: false, error: REDIRECTED } };
    const message =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
        ? `no answer within ${init.timeoutMs} ms`
        : describeNetworkError(error);
    return { kind: "failed", result: { ok: false, retryable: true, error: message } };
  }
  const { text, whole } = await readBody(response);
  if (response.ok && (whole || init.bodyUnused)) {
    return { kind: "ok", status: response.status, body: whole ? parseJson(text) : undefined };
  }
  if (response.ok) {
    const error = `${statusError(response.status)}, its answer cut off or longer than ${MAX_BODY_BYTES} bytes`;
    return { kind: "failed", result: { ok: false, retryable: true, status: response.status, error } };
  }
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  return {
    kind: "failed",
    body: whole ? parseJson(text) : undefined,
    result: {
      ok: false,
      retryable,
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")) ?? rateLimitIntervalMs(response),
      error: statusError(response.status),
    },
  };
}

/**
 * The body as text, read no further than `MAX_BODY_BYTES` (the rest is not downloaded: the stream
 * is cancelled); `whole` is false when it was longer, or broke off (a reset, the deadline).
 */
async function readBody(response: Response): Promise<{ text: string; whole: boolean }> {
  if (!response.body) return { text: "", whole: true };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text: Buffer.concat(chunks).toString("utf8"), whole: true };
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        return { text: "", whole: false };
      }
      chunks.push(value);
    }
  } catch {
    return { text: "", whole: false };
  }
}

/**
 * A 429 without Retry-After: the length of the rate limit's window, as LeadConnector gives it
 * (X-RateLimit-Interval-Milliseconds), is how long to wait.
 */
function rateLimitIntervalMs(response: Response): number | undefined {
  if (response.status !== 429) return undefined;
  const ms = Number(response.headers.get("x-ratelimit-interval-milliseconds") ?? NaN);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const REDIRECTED = "the address answered with a redirect (HTTP 3xx); check the URL";

/** Fetch refuses to follow a redirect (`redirect: "error"`) with this cause. */
const redirected = (error: unknown) =>
  error instanceof Error && (error.cause as { message?: unknown } | undefined)?.message === "unexpected redirect";

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ? `${error.message} (${cause.code})` : error.message;
}

/** The longest a 429's Retry-After holds every call; longer waits are left to the outbox's schedule. */
const MAX_PAUSE_MS = 60_000;

/**
 * Who is waiting for a call: the outbox's line, or a visitor on the page (a booking), who goes
 * ahead of that line and may use the share of the budget the line leaves free (`reserve`).
 */
export type BudgetLane = "queue" | "visitor";

/** A budget's allowance: `limit` calls per `windowMs`, of which the queue leaves `reserve` to visitors. */
export type BudgetLimits = { limit: number; windowMs: number; reserve?: number };

/** Calls to an outside API within its allowance: `take()` before each call. */
export type RequestBudget = {
  /** Holds every call until `time` (the API answered 429 with Retry-After), at most a minute. */
  pauseUntil(time: number): void | Promise<void>;
  /**
   * Resolves once a call may be made; rejects as soon as `signal` aborts, even while calls ahead
   * of it still wait their turn, and its turn is then skipped without using a call.
   */
  take(signal?: AbortSignal, lane?: BudgetLane): Promise<void>;
};

/** How many calls of the window a lane may have used before it waits. */
export const laneRoom = ({ limit, reserve = 0 }: BudgetLimits, lane: BudgetLane) =>
  lane === "visitor" ? limit : Math.max(1, limit - reserve);

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
 * share their budget there instead (`sharedRequestBudget`). The queue's calls wait in turn, and
 * leave `reserve` calls of each window to visitors, whose calls skip the queue.
 */
export function createRateLimiter(limits: BudgetLimits): RequestBudget {
  const { windowMs } = limits;
  const stamps: number[] = [];
  let queue = Promise.resolve();
  let pausedUntil = 0;
  const wait = async (room: number, signal?: AbortSignal) => {
    for (;;) {
      if (signal?.aborted) return;
      const now = Date.now();
      if (now < pausedUntil) {
        await sleepUnlessAborted(pausedUntil - now, signal);
        continue;
      }
      while (stamps.length && now - stamps[0]! >= windowMs) stamps.shift();
      if (stamps.length < room) {
        stamps.push(now);
        return;
      }
      // The window's oldest call that frees room for this lane.
      await sleepUnlessAborted(windowMs - (now - stamps[stamps.length - room]!) + 1, signal);
    }
  };
  return {
    pauseUntil(time: number) {
      pausedUntil = Math.max(pausedUntil, Math.min(time, Date.now() + MAX_PAUSE_MS));
    },
    take(signal?: AbortSignal, lane: BudgetLane = "queue"): Promise<void> {
      if (lane === "visitor") return untilAborted(wait(laneRoom(limits, lane), signal), signal);
      const turn = queue.then(() => wait(laneRoom(limits, lane), signal));
      queue = turn.catch(() => {});
      return untilAborted(turn, signal);
    },
  };
}
