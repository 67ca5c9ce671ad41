import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/lib/db/client.server";
import { deliveries } from "~/lib/db/schema";
import type { RetryPolicy } from "~/lib/outbox/outbox.server";
import { parseEnv } from "~/lib/env.server";
import { type RunningServer, type StartOptions, startServer } from "../../server/start";
import { FAKE_WEBHOOK_SECRET, type FakeCrm, goHighLevelEnv, startFakeCrm } from "./fake-crm";
import { runSql } from "./postgres";
import { appendToRunLog } from "./run-logs";

export type DbKind = "pglite" | "postgres";
export const DB_KINDS: readonly DbKind[] = ["pglite", "postgres"];

/**
 * Retries in milliseconds rather than minutes, so tests see several attempts. The lease stays
 * longer than the longest send, as in production: a PDF rendered on a busy machine takes seconds,
 * and a send that outlasts its lease is claimed and sent again.
 */
export const FAST_RETRIES: RetryPolicy = { baseMs: 40, maxMs: 400, giveUpAfterMs: 60_000, leaseMs: 15_000 };

/**
 * Gives `dataDir` a new embedded database, unless it has one: a copy of the run's template, made
 * from the real migrations by the global set-up.
 */
export function seedPglite(dataDir: string): void {
  const target = path.join(dataDir, "pglite");
  if (!existsSync(target)) cpSync(inject("pgliteTemplate"), target, { recursive: true });
}

/** A new empty PostgreSQL database in the run's throwaway server. */
export async function createPostgresDatabase(): Promise<string> {
  const admin = inject("pgAdminUrl");
  const name = `t_${Math.random().toString(36).slice(2, 12)}`;
  await runSql(admin, `create database ${name}`);
  return admin.replace(/\/postgres$/, `/${name}`);
}

/** A database of `kind` opened directly, with no server: the embedded one in a folder of its own. */
export async function openTestDatabase(kind: DbKind): Promise<DatabaseHandle & { remove(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-db-"));
  if (kind === "pglite") seedPglite(dataDir);
  const handle = await openDatabase({
    databaseUrl: kind === "postgres" ? await createPostgresDatabase() : undefined,
    dataDir,
    poolSize: 1,
  });
  return {
    ...handle,
    async remove() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The lines of an EXPLAIN, whichever database answered it. */
export function planText(result: unknown): string {
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, string>>;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

export type TestServer = RunningServer & {
  logs: string[];
  /** The log lines parsed as JSON. */
  logEntries(): Array<Record<string, unknown>>;
  dataDir: string;
  databaseUrl: string | undefined;
  stop(): Promise<void>;
};

/**
 * The real server (API only, no pages) on a free port, on PGlite in a temporary folder or on a
 * fresh PostgreSQL database, with its log lines captured (and kept in the run's log).
 */
export async function startTestServer({
  db,
  env = {},
  retryPolicy = FAST_RETRIES,
  databaseUrl,
  dataDir,
  timeouts,
  pages,
}: {
  db: DbKind;
  /**
   * The pages too; the API alone otherwise. "dev": rendered by the development server (Vite), which
   * reads what a build fixes into the pages (GTM_CONTAINER_ID) from `env`. "built": from the
   * production build when `npm test` makes it beside Vitest (waiting for it), else as "dev".
   */
  pages?: "dev" | "built";
  env?: Record<string, string>;
  retryPolicy?: RetryPolicy;
  /** Reuse a database (a restart); otherwise a new one is made. */
  databaseUrl?: string;
  dataDir?: string;
  timeouts?: StartOptions["timeouts"];
}): Promise<TestServer> {
  const dev = pages === "dev" || (pages === "built" && !(await builtBeside()));
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), "roofing-data-"));
  const url = db === "postgres" ? (databaseUrl ?? (await createPostgresDatabase())) : undefined;
  if (!url) seedPglite(dir);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split("\n").filter(Boolean));
      appendToRunLog(inject("runLogDir"), `test-servers-${process.pid}`, String(chunk));
      done();
    },
  });
  const server = await startServer({
    env: parseEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      OUTBOX_POLL_MS: "250",
      ...(url ? { DATABASE_URL: url } : {}),
      ...env,
    }),
    handleSignals: false,
    pages: pages !== undefined,
    dev,
    retryPolicy,
    logStream,
    timeouts,
  });
  return {
    ...server,
    logs,
    logEntries: () => logs.map((line) => JSON.parse(line) as Record<string, unknown>),
    dataDir: dir,
    databaseUrl: url,
    async stop() {
      await server.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test server whose CRM is a fake one of its own: GoHighLevel's API (the default) or the signed
 * webhook. `env` comes on top of the CRM's settings; the server's `stop()` closes the CRM too.
 */
export async function startTestServerWithCrm({
  crm: provider = "gohighlevel",
  crmOptions,
  env = {},
  ...options
}: Parameters<typeof startTestServer>[0] & {
  crm?: "gohighlevel" | "webhook";
  crmOptions?: Parameters<typeof startFakeCrm>[0];
}): Promise<{ server: TestServer; crm: FakeCrm }> {
  const crm = await startFakeCrm(crmOptions);
  const crmEnv =
    provider === "webhook"
      ? { CRM_PROVIDER: "webhook", CRM_WEBHOOK_URL: `${crm.url}/webhook`, CRM_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET }
      : goHighLevelEnv(crm.url);
  const server = await startTestServer({ ...options, env: { ...crmEnv, ...env } }).catch(async (error: unknown) => {
    await crm.close();
    throw error;
  });
  const stopServer = server.stop;
  server.stop = async () => {
    await stopServer();
    await crm.close();
  };
  return { server, crm };
}

/**
 * Whether `npm test`'s production build is there to serve pages: TEST_BUILD_DONE names the file
 * in which scripts/test.sh writes the build's exit code once the build beside Vitest has finished,
 * which this waits for. A Vite development server costs a file about twice the CPU of built pages.
 */
async function builtBeside(): Promise<boolean> {
  const done = process.env.TEST_BUILD_DONE;
  if (!done) return false;
  for (;;) {
    const status = existsSync(done) ? readFileSync(done, "utf8").trim() : "";
    if (status === "0") return true;
    if (status) throw new Error("The production build beside Vitest failed: see reports/build.log");
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until `check` returns a truthy value, polling every 20 ms. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, message = "condition" } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${message}${last ? `: ${String(last)}` : ""}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The clock moves on for the outbox's limits on one channel (outbox/pacing.server.ts): what was
 * sent is `ms` older, and what waits its turn is due. Rows being sent right now, which have
 * counted an attempt, are left to finish.
 */
export async function timePasses(server: TestServer, ms: number, channel: "homeowner-email" | "owner-sms") {
  await server.services.db
    .update(deliveries)
    .set({ sentAt: sql`${deliveries.sentAt} - ${ms} * interval '1 millisecond'` })
    .where(and(eq(deliveries.channel, channel), inArray(deliveries.status, ["sent", "written"])));
  await server.services.db
    .update(deliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(deliveries.channel, channel), eq(deliveries.status, "pending"), eq(deliveries.attempts, 0)));
  server.services.wakeOutbox();
}

/**
 * The owner's phone falls quiet: every text waiting out its minute is sent (or failed), and the
 * minute after the last one passes, so the next lead is texted at once.
 */
export async function quietPhone(server: TestServer) {
  const pending = () =>
    server.services.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.channel, "owner-sms"), eq(deliveries.status, "pending")));
  const minutePasses = async () => {
    // Once every text still waiting is waiting out its minute (none is being sent).
    await eventually(async () => (await pending()).every((d) => d.attempts === 0 && d.nextAttemptAt > new Date()));
    await timePasses(server, 60_000, "owner-sms");
  };
  await minutePasses();
  await eventually(async () => (await pending()).length === 0);
  await minutePasses();
}

/** The CRM's deliveries of these leads (a lead also has alert and e-mail deliveries). */
export function toCrm(leadIds: string | readonly string[]) {
  return and(
    inArray(deliveries.leadId, typeof leadIds === "string" ? [leadIds] : [...leadIds]),
    eq(deliveries.channel, "crm"),
  );
}
