/**
 * The instant quote under load: `npx tsx scripts/bench/quotes.ts [--duration 10]` after `npm run build`.
 *
 * 1. The pricing engine in this process: quotes per second over a spread of requests (target
 *    100,000/s or more).
 * 2. POST /api/quotes with autocannon, 50 connections, on PGlite and on a throwaway PostgreSQL,
 *    each beside a bare node:http server that reads the body and answers 201 in the same run, so
 *    the figures compare as a ratio (target 0.25 or more on PostgreSQL). The servers run in child
 *    processes (the production build), autocannon here. Every request is a different visitor; after
 *    each run the database must hold exactly the quotes that were acknowledged with 201.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "../../app/lib/db/client.server";
import { leads, quoteRequests } from "../../app/lib/db/schema";
import { generateQuote, type QuoteRequest } from "../../app/lib/quote/engine";
import { CONDITIONS, QUOTE_PROJECT_TYPES, ROOF_TYPES, STORIES } from "../../app/lib/schemas/quote-options";
import { freePort, startPostgres } from "../../tests/support/postgres";

const args = process.argv.slice(2);
const durationArg = args.indexOf("--duration");
const DURATION = durationArg >= 0 ? Number(args[durationArg + 1]) : 10;
const CONNECTIONS = 50;

// 1. The engine.
function engineThroughput(): { quotesPerSecond: number; quotes: number } {
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
  const quotes = run(3_000);
  const seconds = (performance.now() - started) / 1_000;
  if (sink === 0) throw new Error("the engine produced nothing");
  return { quotesPerSecond: Math.round(quotes / seconds), quotes };
}

// 2. The API.
let sequence = 0;
function visitorQuote(): string {
  sequence += 1;
  const n = String(sequence).padStart(7, "0");
  return JSON.stringify({
    projectType: QUOTE_PROJECT_TYPES[sequence % 3],
    roofType: ROOF_TYPES[sequence % 3],
    squareFeet: String(1_200 + (sequence % 2_000)),
    stories: STORIES[sequence % 3],
    currentCondition: CONDITIONS[sequence % 4],
    location: "Tampa",
    name: "Bench Visitor",
    email: `bench${n}@example.com`,
    phone: `813${n}`,
    address: "11515 Pyramid Dr",
    city: "Odessa",
    zipCode: "33556",
    form_elapsed_ms: "9000",
    company_website: "",
  });
}

type Figures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  created: number;
  sent: number;
  non2xx: number;
  errors: number;
};

async function cannon(url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: visitorQuote() }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    created: result["2xx"],
    sent: result.requests.sent,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function waitFor(url: string, child: ChildProcess, log: string[]) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log.join("")}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** The floor: node:http reading the body and answering 201 with a small JSON, nothing else. */
async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const code = `require("node:http").createServer((req, res) => { req.resume(); req.on("end", () => { res.writeHead(201, { "Content-Type": "application/json" }); res.end('{"ok":true}'); }); }).listen(${port}, "127.0.0.1");`;
  const log: string[] = [];
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (c: Buffer) => log.push(c.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, log);
  return { url, child };
}

/** The production server, API and pages, from the build. */
async function startSite(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ["build/server-app/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LEAD_RATE_LIMIT: "100000",
      CRM_PROVIDER: "none",
      // As the team's API benchmark: errors only, so the figures measure the request path, not the log.
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (c: Buffer) => log.push(c.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, log);
  return { url, child };
}

async function storedCounts(options: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase({ ...options, poolSize: 1 });
  try {
    const [q] = await handle.db.select({ n: count() }).from(quoteRequests);
    const [l] = await handle.db.select({ n: count() }).from(leads);
    return { quotes: Number(q?.n ?? 0), leads: Number(l?.n ?? 0) };
  } finally {
    await handle.close();
  }
}

type ApiRun = {
  database: string;
  bare: Figures;
  site: Figures;
  ratio: number;
  /** Rows written by the measured run and by the warm-up together, and what those two runs acknowledged and sent. */
  stored: { quotes: number; leads: number };
  acknowledged: number;
  sent: number;
};

async function benchApi(database: "pglite" | "postgres"): Promise<ApiRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-quotes-"));
  const pg = database === "postgres" ? await startPostgres() : undefined;
  const databaseUrl = pg ? await pg.createDatabase("bench") : undefined;
  try {
    const bare = await startBare();
    const bareFigures = await cannon(bare.url);
    await stop(bare.child);

    const site = await startSite(
      databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    );
    // A short warm-up so the JIT and the connection pool are ready, then the measured run.
    const warmUp = await autocannon({
      url: `${site.url}/api/quotes`,
      connections: 10,
      duration: 2,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (req) => ({ ...req, body: visitorQuote() }),
        },
      ],
    });
    const siteFigures = await cannon(`${site.url}/api/quotes`);
    await stop(site.child);
    const after = await storedCounts({ databaseUrl, dataDir });
    const stored = { quotes: after.quotes, leads: after.leads };
    return {
      database,
      bare: bareFigures,
      site: siteFigures,
      ratio: Math.round((siteFigures.requestsPerSecond / bareFigures.requestsPerSecond) * 100) / 100,
      stored,
      acknowledged: warmUp["2xx"] + siteFigures.created,
      sent: warmUp.requests.sent + siteFigures.sent,
    };
  } finally {
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync("build/server-app/main.js")) throw new Error("Build the site first: npm run build");

console.log(`# Instant quote benchmark (${os.cpus().length} cores, Node ${process.version})\n`);
const engine = engineThroughput();
console.log(
  `Pricing engine, in process: ${engine.quotesPerSecond.toLocaleString("en-US")} quotes/s (target >= 100,000/s)\n`,
);

console.log(`POST /api/quotes, ${CONNECTIONS} connections, ${DURATION} s per run:\n`);
console.log(
  "| Database | bare node:http req/s | bare p99 ms | /api/quotes req/s | p50 ms | p99 ms | ratio | 201s | non-2xx | errors | rows stored (incl. warm-up) |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
let ok = engine.quotesPerSecond >= 100_000;
for (const database of ["pglite", "postgres"] as const) {
  const run = await benchApi(database);
  const consistent =
    run.stored.quotes === run.stored.leads && run.stored.quotes >= run.acknowledged && run.stored.quotes <= run.sent;
  console.log(
    `| ${database} | ${run.bare.requestsPerSecond} | ${run.bare.p99} | ${run.site.requestsPerSecond} | ${run.site.p50} | ${run.site.p99} | ${run.ratio} | ${run.site.created} | ${run.site.non2xx} | ${run.site.errors} | ${run.stored.quotes} quotes, ${run.stored.leads} leads for ${run.acknowledged} acknowledged${consistent ? "" : " (MISMATCH)"} |`,
  );
  if (!consistent || run.site.non2xx > 0) ok = false;
  if (database === "postgres" && run.ratio < 0.25) ok = false;
}
console.log(`\n${ok ? "All targets met." : "A target was missed (see above)."}`);
process.exit(ok ? 0 : 1);
