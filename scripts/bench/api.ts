import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "../../app/lib/db/client.server";
import { leads, quoteRequests } from "../../app/lib/db/schema";
import { generateQuote, type QuoteRequest } from "../../app/lib/quote/engine";
import { CONDITIONS, QUOTE_PROJECT_TYPES, ROOF_TYPES, STORIES } from "../../app/lib/schemas/quote-options";
import { freePort, startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { HONEYPOT_FIELD } from "../../app/lib/spam";
import { type BenchServer, rssBytes, startProductionServer } from "./servers";

/**
 * The API figures of the report: the pricing engine in this process; POST /api/leads and
 * POST /api/quotes under 50 connections on PGlite and PostgreSQL, beside a bare node:http server
 * measured in the same run (so the figures compare as ratios); and a load test of mixed visitors.
 * Every request carries a different visitor, and afterwards the database must hold exactly the
 * submissions that were acknowledged.
 */

export type ApiFigures = {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  acknowledged: number;
  /** Rows in the database afterwards (measured run and warm-up), against what both acknowledged. */
  stored?: { rows: number; acknowledged: number; sent: number; consistent: boolean };
  peakRssMb?: number;
  ratioToBare?: number;
};

const CONNECTIONS = 50;
let sequence = 0;

function visitor() {
  sequence += 1;
  const n = String(sequence).padStart(7, "0");
  // A US number: the exchange may not start with 0 or 1.
  return { n, email: `bench${n}-${process.pid}@example.com`, phone: `813${2_000_000 + (sequence % 8_000_000)}` };
}

/**
 * Sent as a script sends them, without the page's proof of work: stored and forwarded as Possible
 * Spam (the proof's own cost on the server, a signature check and one insert, is in the bot
 * defence section).
 */
const unproven = { [HONEYPOT_FIELD]: "" };

export function visitorLead(): string {
  const { email, phone } = visitor();
  return JSON.stringify({
    formType: "Header Contact Form",
    formData: {
      firstName: "Bench",
      lastName: "Visitor",
      phone,
      address: "11515 Pyramid Dr",
      service: "roof-inspection",
      city: "Odessa",
      zipCode: "33556",
      email,
      ...unproven,
    },
  });
}

export function visitorQuote(): string {
  const { email, phone } = visitor();
  return JSON.stringify({
    projectType: QUOTE_PROJECT_TYPES[sequence % 3],
    roofType: ROOF_TYPES[sequence % 3],
    squareFeet: String(1_200 + (sequence % 2_000)),
    stories: STORIES[sequence % 3],
    currentCondition: CONDITIONS[sequence % 4],
    location: "Tampa",
    name: "Bench Visitor",
    email,
    phone,
    address: "11515 Pyramid Dr",
    city: "Odessa",
    zipCode: "33556",
    ...unproven,
  });
}

/** Quotes per second from the pricing engine alone, over a spread of requests. */
export function engineThroughput(measureMs = 3_000): number {
  const places = ["Odessa", "Tampa", "St. Petersburg", "Plant City", "Land O Lakes", "Somewhere, FL"];
  const requests: QuoteRequest[] = [];
  for (let i = 0; i < 1_000; i++) {
    requests.push({
      projectType: QUOTE_PROJECT_TYPES[i % 3]!,
      roofType: ROOF_TYPES[(i >> 2) % 3]!,
      squareFeet: 500 + ((i * 137) % 4_500),
      stories: STORIES[i % 3]!,
      currentCondition: CONDITIONS[i % 4]!,
      location: places[i % places.length]!,
    });
  }
  let sink = 0;
  const run = (ms: number) => {
    let n = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      for (let i = 0; i < 1_000; i++) sink += generateQuote(requests[i]!).text.length;
      n += 1_000;
    }
    return n;
  };
  run(500); // warm-up: let the JIT settle
  const started = performance.now();
  const quotes = run(measureMs);
  if (sink === 0) throw new Error("the engine produced nothing");
  return Math.round(quotes / ((performance.now() - started) / 1_000));
}

/** Samples a process's resident memory while `work` runs; the peak in MB. */
async function withPeakRss<T>(pid: number | undefined, work: () => Promise<T>): Promise<[T, number | undefined]> {
  let peak = 0;
  const sampler = pid
    ? setInterval(() => void rssBytes(pid).then((b) => (peak = Math.max(peak, b ?? 0))), 250)
    : undefined;
  try {
    return [await work(), peak ? Math.round(peak / 1024 / 1024) : undefined];
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

async function post(url: string, body: () => string, seconds: number, connections = CONNECTIONS) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: body() }),
      },
    ],
  });
}

function figuresOf(target: string, result: autocannon.Result): ApiFigures {
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    acknowledged: result["2xx"],
  };
}

const FLOOR_ANSWER = `'{"id":"00000000-0000-0000-0000-000000000000"}'`;

/**
 * The floor: node:http in a process of its own (as the site is), reading the body and answering
 * 201 with a small JSON. It also takes the site's CRM webhook calls during the runs.
 */
const BARE_FLOOR = `require("node:http").createServer((req, res) => { req.resume(); req.on("end", () => { res.writeHead(201, { "Content-Type": "application/json" }); res.end(${FLOOR_ANSWER}); }); }).listen(PORT, "127.0.0.1");`;

/**
 * What Express itself costs: the site's framework parsing the JSON body (as the API does) and
 * answering the same 201, with no validation, database or other middleware. No API built on
 * Express can pass this line, which shows how much of the distance to the bare floor is the
 * framework's own.
 */
const EXPRESS_FLOOR = `const express = require("express"); const app = express(); app.disable("x-powered-by"); app.set("etag", false); app.post("/api/leads", express.json({ limit: 32768 }), (req, res) => { res.status(201).type("application/json").send(${FLOOR_ANSWER}); }); app.listen(PORT, "127.0.0.1");`;

async function startFloorProcess(code: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", code.replace("PORT", String(port))], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      return { url, child };
    } catch {
      if (i > 100) throw new Error("the floor server did not start");
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** POST /api/leads and /api/quotes on each database, beside the bare floor. */
export async function benchApis({
  seconds,
  warmSeconds,
}: {
  /** Each measured run. */
  seconds: number;
  /** The warm-up before each (JIT, connection pool). */
  warmSeconds: number;
}): Promise<ApiFigures[]> {
  const bare = await startFloorProcess(BARE_FLOOR);
  let pg: TestPostgres | undefined;
  const figures: ApiFigures[] = [];
  try {
    await post(bare.url, visitorLead, warmSeconds);
    const floor = figuresOf("bare node:http (201)", await post(bare.url, visitorLead, seconds));
    figures.push(floor);
    const express = await startFloorProcess(EXPRESS_FLOOR);
    try {
      await post(`${express.url}/api/leads`, visitorLead, warmSeconds);
      const f = figuresOf(
        "Express alone: JSON body, 201",
        await post(`${express.url}/api/leads`, visitorLead, seconds),
      );
      f.ratioToBare = Number((f.requestsPerSecond / floor.requestsPerSecond).toFixed(3));
      figures.push(f);
    } finally {
      express.child.kill();
    }
    pg = await startPostgres();
    for (const db of ["pglite", "postgres"] as const) {
      const databaseUrl = db === "postgres" ? await pg.createDatabase("bench") : undefined;
      const label = db === "pglite" ? "PGlite" : "PostgreSQL";
      const server = await startProductionServer({
        LEAD_RATE_LIMIT: "10000000",
        CRM_PROVIDER: "webhook",
        CRM_WEBHOOK_URL: `${bare.url}/webhook`,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const runs: Array<{
        path: string;
        body: () => string;
        warm: autocannon.Result;
        run: autocannon.Result;
        rss?: number;
      }> = [];
      try {
        if (db === "pglite") {
          // A page view for comparison: prerendered, precompressed, no database.
          const page = `${server.url}/roofing-tampa-fl`;
          const get = (duration: number) =>
            autocannon({ url: page, connections: CONNECTIONS, duration, headers: { "accept-encoding": "br, gzip" } });
          await get(warmSeconds);
          const [run, rss] = await withPeakRss(server.pid, () => get(seconds));
          const f = figuresOf("GET /roofing-tampa-fl (prerendered page)", run);
          f.peakRssMb = rss;
          f.ratioToBare = Number((f.requestsPerSecond / floor.requestsPerSecond).toFixed(3));
          figures.push(f);
        }
        for (const [path, body] of [
          ["/api/leads", visitorLead],
          ["/api/quotes", visitorQuote],
        ] as const) {
          // A warm-up so the JIT and the connection pool are ready, then the measured run.
          const warm = await post(`${server.url}${path}`, body, warmSeconds, 10);
          const [run, rss] = await withPeakRss(server.pid, () => post(`${server.url}${path}`, body, seconds));
          runs.push({ path, body, warm, run, rss });
        }
      } finally {
        await server.stop({ keepData: true });
      }
      const stored = await storedRows(server, databaseUrl);
      for (const { path, warm, run, rss } of runs) {
        const rows = path === "/api/leads" ? stored.leads : stored.quotes;
        const acknowledged = warm["2xx"] + run["2xx"];
        const sent = warm.requests.sent + run.requests.sent;
        const f = figuresOf(`POST ${path} on ${label}`, run);
        f.stored = { rows, acknowledged, sent, consistent: rows >= acknowledged && rows <= sent };
        f.peakRssMb = rss;
        f.ratioToBare = Number((f.requestsPerSecond / floor.requestsPerSecond).toFixed(3));
        figures.push(f);
      }
      server.removeData();
    }
  } finally {
    bare.child.kill();
    await pg?.destroy();
  }
  return figures;
}

async function storedRows(server: BenchServer, databaseUrl: string | undefined) {
  const handle = await openDatabase({ databaseUrl, dataDir: server.dataDir, poolSize: 1 });
  try {
    const [l] = await handle.db.select({ n: count() }).from(leads).where(eq(leads.formType, "Header Contact Form"));
    const [q] = await handle.db.select({ n: count() }).from(quoteRequests);
    return { leads: Number(l?.n ?? 0), quotes: Number(q?.n ?? 0) };
  } finally {
    await handle.close();
  }
}

export type LoadFigures = {
  seconds: number;
  connections: number;
  /** Requests per second each connection may send; undefined: as fast as answers come back. */
  perConnectionRate?: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  byKind: Record<string, { requests: number; p99: number }>;
  statuses: Record<string, number>;
  errors: number;
  /** Connection errors and timeouts by kind (ECONNRESET, timeout, ...). */
  errorKinds: Record<string, number>;
  peakRssMb?: number;
};

/**
 * Visitors against the site as `npm start` runs it (embedded database): each connection reads
 * pages, sends a lead and asks for a quote, over and over. With `perConnectionRate` each visitor
 * paces its requests (people read a page before the next click); without it every connection
 * sends its next request the moment the last is answered, which measures the most the server
 * answers per second.
 */
export async function loadTest({
  seconds,
  connections,
  perConnectionRate,
  env = {},
  target,
}: {
  seconds: number;
  connections: number;
  perConnectionRate?: number;
  /** The server's settings, beside the defaults. */
  env?: Record<string, string>;
  /** A server already running (left running afterwards); otherwise one is started on PGlite. */
  target?: BenchServer;
}): Promise<LoadFigures> {
  const pages = [
    "/",
    "/roofing-tampa-fl",
    "/residential-roofing",
    "/instant-quote",
    "/blog",
    "/financing",
    "/storm-damage",
  ];
  // The whole crowd shares one address: the limit is set past what it can send.
  const server = target ?? (await startProductionServer({ LEAD_RATE_LIMIT: "10000000", ...env }));
  const statuses: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  const latencies: Record<string, number[]> = {};
  let page = 0;
  const json = { "content-type": "application/json" };
  const steps: Array<{ kind: string; request: autocannon.Request }> = [
    ...[0, 1, 2].map(() => ({
      kind: "page",
      request: {
        method: "GET" as const,
        headers: { "accept-encoding": "br, gzip" },
        setupRequest: (req: autocannon.Request) => ({ ...req, path: pages[page++ % pages.length]! }),
      },
    })),
    {
      kind: "lead",
      request: {
        method: "POST",
        path: "/api/leads",
        headers: json,
        setupRequest: (r) => ({ ...r, body: visitorLead() }),
      },
    },
    { kind: "page", request: { method: "GET", path: "/instant-quote", headers: { "accept-encoding": "br, gzip" } } },
    {
      kind: "quote",
      request: {
        method: "POST",
        path: "/api/quotes",
        headers: json,
        setupRequest: (r) => ({ ...r, body: visitorQuote() }),
      },
    },
  ];
  try {
    const [result, rss] = await withPeakRss(server.pid, async () => {
      let finish!: (result: autocannon.Result) => void;
      let fail!: (error: unknown) => void;
      const done = new Promise<autocannon.Result>((resolve, reject) => ([finish, fail] = [resolve, reject]));
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration: seconds,
          requests: steps.map((s) => s.request),
          ...(perConnectionRate ? { connectionRate: perConnectionRate } : {}),
        },
        (error, result) => (error ? fail(error) : finish(result)),
      );
      instance.on("reqError", (error: Error & { code?: string }) => {
        const kind = error.code ?? error.message;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      });
      // Each connection walks the steps in order, so its count of answers names the step answered.
      const answered = new Map<unknown, number>();
      instance.on("response", (client: unknown, status: number, _bytes: number, ms: number) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        const step = answered.get(client) ?? 0;
        answered.set(client, step + 1);
        (latencies[steps[step % steps.length]!.kind] ??= []).push(ms);
      });
      return await done;
    });
    const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;
    return {
      seconds,
      connections,
      perConnectionRate,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      byKind: Object.fromEntries(
        Object.entries(latencies).map(([k, xs]) => [k, { requests: xs.length, p99: Math.round(p99(xs)) }]),
      ),
      statuses,
      errors: result.errors + result.timeouts,
      errorKinds,
      peakRssMb: rss,
    };
  } finally {
    if (!target) await server.stop();
  }
}
