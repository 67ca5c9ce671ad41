import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { isNewDelivery, verifyWebhook } from "~/lib/crm/webhook-verify.example";
import { FAKE_CALENDAR, FAKE_SLOT_MINUTES, type FakeAppointment, fakeCalendar } from "./fake-calendar";
import { type FakeContact, fakeContacts, type FakeNote } from "./fake-contacts";

export { FAKE_CALENDAR, FAKE_SLOT_MINUTES, type FakeAppointment, type FakeContact, type FakeNote };

/**
 * A stand-in for the LeadConnector (GoHighLevel) API and for a generic webhook receiver: a real
 * HTTP server on 127.0.0.1 that behaves like the real thing (contacts: upsert by email or phone,
 * tags added and removed, the duplicate search, updates and notes; one calendar's free slots
 * and appointments; 100 requests per 10 s across all of them, Retry-After on 429) and can be told
 * to misbehave.
 */

export const FAKE_TOKEN = "pit-test-token-7d1f0c";
export const FAKE_LOCATION = "loc_test_123";

/** What points the site's GoHighLevel provider at a stand-in at `apiBase`. */
export const goHighLevelEnv = (apiBase: string) => ({
  CRM_PROVIDER: "gohighlevel",
  GHL_API_BASE: apiBase,
  GHL_API_TOKEN: FAKE_TOKEN,
  GHL_LOCATION_ID: FAKE_LOCATION,
});
export const FAKE_WEBHOOK_SECRET = "whsec-test-5b2e";

export type RecordedCall = {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  status: number;
  at: number;
};

/**
 * `path`: only requests to this path fail (any path when unset). `headers`: sent as well (a 429's
 * X-RateLimit-* headers, say). A `status` under 300 answers `body` as a success would.
 */
/**
 * An answer in place of the request's own. `carriedOut`: the request is done first all the same, as
 * when a gateway in front of LeadConnector fails after the API did its work.
 */
type Failure = {
  status: number;
  retryAfter?: string;
  body?: string;
  path?: string;
  /** Only requests with this method fail (with `path`: one endpoint). */
  method?: string;
  headers?: Record<string, string>;
  carriedOut?: boolean;
};

export type FakeCrm = {
  url: string;
  port: number;
  contacts: Map<string, FakeContact>;
  /** Notes added to contacts, oldest first. */
  notes: FakeNote[];
  calls: RecordedCall[];
  webhooks: Array<{
    body: Record<string, unknown>;
    raw: string;
    signature: string | undefined;
    signatureValid: boolean;
    /** The X-Delivery-Id header, as sent. */
    deliveryId: string | undefined;
    /** A delivery already received, by its signed body's id: the documented receiver skips it. */
    duplicate: boolean;
  }>;
  /** The calendar's appointments, by id. */
  appointments: Map<string, FakeAppointment>;
  /** The calendar's slots (instants, ISO): free unless an appointment that is not cancelled holds one. */
  setSlots(starts: readonly string[]): void;
  /** Appointments created (201). */
  appointmentsCreated(): RecordedCall[];
  /** The next `count` requests (to `failure.path`, or any) answer with this failure. */
  failNext(count: number, failure: Failure): void;
  /** Every request answers with this failure until `recover()`. */
  failAll(failure: Failure): void;
  /** Every request (to `path`, when given) waits this long before it is carried out (0 to stop). */
  setDelay(ms: number, path?: string): void;
  /** Every request is carried out at once, but answered this much later (0 to stop). */
  answerLate(ms: number): void;
  /** Every request waits, unanswered, until the function returned is called (or `recover()`). */
  hold(): () => void;
  /** Runs `action` while every request is held (as `hold()`), then lets the CRM answer. */
  whileHeld<T>(action: () => Promise<T>): Promise<T>;
  recover(): void;
  /** Stops listening (connections are refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  upserts(): RecordedCall[];
  reset(): void;
};

const RATE_LIMIT = 100;
const RATE_WINDOW_MS = 10_000;

export async function startFakeCrm(
  options: {
    port?: number;
    /** LeadConnector's limit (100 requests per 10 s); tests of budgets shrink it to save time. */
    rateLimit?: { limit: number; windowMs: number };
  } = {},
): Promise<FakeCrm> {
  const { limit: rateLimit, windowMs: rateWindowMs } = options.rateLimit ?? {
    limit: RATE_LIMIT,
    windowMs: RATE_WINDOW_MS,
  };
  const people = fakeContacts(FAKE_LOCATION);
  const { contacts, notes } = people;
  const calls: RecordedCall[] = [];
  const webhooks: FakeCrm["webhooks"] = [];
  const processedDeliveries = new Set<string>();
  const stamps: number[] = [];
  let failures: Failure[] = [];
  let failAll: Failure | undefined;
  let delay = { ms: 0, path: undefined as string | undefined };
  let lateMs = 0;
  let held: { until: Promise<void>; release: () => void } | undefined;
  const calendar = fakeCalendar(contacts, FAKE_LOCATION);

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      calls.push({ method: req.method ?? "", path, query, headers: req.headers, body, status, at: Date.now() });
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(status, { "Content-Type": "application/json", ...headers });
        res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
      };
      if (lateMs > 0) setTimeout(answer, lateMs);
      else answer();
    };

    // For end-to-end tests, which run in other processes: what this CRM has received.
    if (path === "/__inspect" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          contacts: [...contacts.values()],
          notes,
          appointments: [...calendar.appointments.values()],
          webhooks,
          calls: calls.map(({ headers: _h, ...c }) => c),
        }),
      );
    }

    if (delay.ms > 0 && (delay.path === undefined || delay.path === path))
      await new Promise((r) => setTimeout(r, delay.ms));
    if (held) await held.until;
    if (res.destroyed) return;

    const next = failures.findIndex(
      (f) => (f.path === undefined || f.path === path) && (f.method === undefined || f.method === req.method),
    );
    const failure = failAll ?? (next >= 0 ? failures.splice(next, 1)[0] : undefined);
    if (failure) {
      if (failure.carriedOut) people.handle(req.method ?? "", path, url.searchParams, body);
      return send(failure.status, failure.body ?? { message: `fake failure ${failure.status}` }, {
        ...failure.headers,
        ...(failure.retryAfter ? { "Retry-After": failure.retryAfter } : {}),
      });
    }

    if (path === "/webhook" && req.method === "POST") {
      // Checked, and repeats told apart, as /webhook-config tells a receiver to.
      const signature = req.headers["x-signature-256"];
      webhooks.push({
        body: body as Record<string, unknown>,
        raw,
        signature: typeof signature === "string" ? signature : undefined,
        signatureValid: typeof signature === "string" && verifyWebhook(raw, signature, FAKE_WEBHOOK_SECRET),
        deliveryId: req.headers["x-delivery-id"] as string | undefined,
        duplicate: !isNewDelivery(raw, processedDeliveries),
      });
      return send(200, { ok: true });
    }

    // LeadConnector API v2: the calendar endpoints have their own version.
    if (req.headers.authorization !== `Bearer ${FAKE_TOKEN}`) return send(401, { message: "Invalid token" });
    const version = path.startsWith("/calendars/") ? "2021-04-15" : "2021-07-28";
    if (req.headers.version !== version) return send(400, { message: "Version header missing or unsupported" });
    const now = Date.now();
    while (stamps.length && now - stamps[0]! >= rateWindowMs) stamps.shift();
    if (stamps.length >= rateLimit) {
      return send(429, { message: "Too many requests" }, { "Retry-After": String(Math.ceil(rateWindowMs / 1000)) });
    }
    stamps.push(now);

    const contactReply = people.handle(req.method ?? "", path, url.searchParams, body);
    if (contactReply) return send(...contactReply);

    const calendarReply = calendar.handle(req.method ?? "", path, url.searchParams, body);
    if (calendarReply) return send(...calendarReply);

    return send(404, { message: "Not found" });
  };

  let server: http.Server | undefined;
  let port = options.port ?? 0;
  const sockets = new Set<Socket>();

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = http.createServer((req, res) => {
        handler(req, res).catch((error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        });
      });
      server.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
      server = undefined;
    });

  await start();

  const fake: FakeCrm = {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    contacts,
    notes,
    calls,
    webhooks,
    appointments: calendar.appointments,
    setSlots: calendar.setSlots,
    appointmentsCreated: () =>
      calls.filter((c) => c.path === "/calendars/events/appointments" && c.method === "POST" && c.status === 201),
    failNext(count, failure) {
      failures.push(...Array.from({ length: count }, () => failure));
    },
    failAll(failure) {
      failAll = failure;
    },
    setDelay(ms, path) {
      delay = { ms, path };
    },
    answerLate(ms) {
      lateMs = ms;
    },
    hold() {
      let release = () => {};
      const until = new Promise<void>((resolve) => (release = resolve));
      const hold = { until, release: () => release() };
      held = hold;
      return () => {
        if (held === hold) held = undefined;
        hold.release();
      };
    },
    async whileHeld(action) {
      const release = this.hold();
      try {
        return await action();
      } finally {
        release();
      }
    },
    recover() {
      held?.release();
      held = undefined;
      failAll = undefined;
      failures = [];
      delay = { ms: 0, path: undefined };
      lateMs = 0;
    },
    stop,
    start,
    close: stop,
    upserts: () => calls.filter((c) => c.path === "/contacts/upsert" && c.status < 300),
    reset() {
      people.reset();
      calendar.reset();
      calls.length = 0;
      webhooks.length = 0;
      processedDeliveries.clear();
      stamps.length = 0;
      fake.recover();
    },
  };
  return fake;
}
