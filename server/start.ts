import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import type { DestinationStream } from "pino";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ownerOnlyFromNowOn, tightenFolder } from "~/lib/data-dir.server";
import { writeBackup } from "~/lib/db/backup.server";
import { startPageViewCounter, type PageViewCounter } from "~/lib/attribution/page-views.server";
import { goHighLevelCalendar } from "~/lib/crm/gohighlevel-calendar.server";
import { leadConnectorBudget } from "~/lib/crm/gohighlevel.server";
import { openDatabase, type Database } from "~/lib/db/client.server";
import { appointmentSender } from "~/lib/inspections/appointment-sync.server";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { sendersFromEnv } from "./senders";
import type { RetryPolicy } from "~/lib/outbox/outbox.server";
import { startOutboxWorker } from "~/lib/outbox/worker.server";
import { appSettings } from "~/lib/db/schema";
import { type Env, parseEnv, secretsOf } from "~/lib/env.server";
import { createLogger, type Logger } from "~/lib/logger.server";
import { twinOf } from "~/lib/i18n/twins";
import { paths } from "~/lib/paths";
import { proofKeys } from "~/lib/proof-of-work.server";
import { startLiveUpdates } from "~/lib/office/live-updates.server";
import { measurerFromEnv } from "~/lib/roof-measurement/provider-from-env.server";
import { site } from "~/content/site";
import type { AppServices } from "~/lib/services.server";
import { claimAdminSocket } from "./admin-socket";
import { createApp } from "./app";
import { type BuildInfo, buildInfoFor, sameBuild } from "./build-info";

/** Largest request head accepted (431 beyond); a browser's is well under 4 KB. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * How long an idle kept-alive connection stays open. A proxy in front must drop its idle
 * connections sooner (deploy/Caddyfile), or it may send a request on one just as it closes here.
 */
export const KEEP_ALIVE_MS = 5_000;

export type RunningServer = {
  url: string;
  services: AppServices;
  /** Content page views, added to the database every few seconds and when the server stops. */
  pageViews: PageViewCounter;
  /** Stops the server; with `drainMs`, /readyz fails that long before it stops accepting. */
  close(options?: { drainMs?: number }): Promise<void>;
  /** Resolves when the outbox has nothing due and nothing in flight (tests wait on it). */
  outboxIdle(): Promise<void>;
};

/** Starts the site: configuration, database, HTTP server, and a clean stop on SIGTERM/SIGINT. */
export type StartOptions = {
  /** Serve through Vite with hot reload instead of the production build. */
  dev?: boolean;
  env?: Env;
  /** Stop cleanly on SIGTERM/SIGINT (off in tests that run several servers in one process). */
  handleSignals?: boolean;
  /** Serve the pages too; off for tests of the API alone. */
  pages?: boolean;
  retryPolicy?: RetryPolicy;
  /** Where log lines go (standard output by default). */
  logStream?: DestinationStream;
  /** Limits on slow clients, in milliseconds (tests shorten them). */
  timeouts?: { requestMs?: number; headersMs?: number };
};

export async function startServer({
  dev = false,
  env = parseEnv(),
  handleSignals = true,
  pages = true,
  retryPolicy,
  logStream,
  timeouts = {},
}: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger({ level: env.LOG_LEVEL, secrets: secretsOf(env), destination: logStream });
  await secureDataDir(env, logger);
  // The embedded database allows one process: claim DATA_DIR's admin socket before opening it, so a
  // second server on the same DATA_DIR stops here (see admin-socket.ts). PostgreSQL takes several.
  const adminSocket = env.DATABASE_URL ? undefined : await claimAdminSocket({ dataDir: env.DATA_DIR, logger });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    async (error: unknown) => {
      await adminSocket?.close();
      throw error;
    },
  );
  // Several servers may share PostgreSQL, and with it LeadConnector's request budget.
  const sharedDb = database.kind === "postgres" ? database.db : undefined;
  const calendar = calendarFromEnv(env, sharedDb);
  const services: AppServices = {
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    ipHashKey: await ipHashKey(database.db),
    proofKeys: await proofKeys(database.db),
    measurer: measurerFromEnv(env),
    wakeOutbox: () => outbox.wake(),
    calendar,
  };
  const senders = sendersFromEnv(env, logger, { sharedDb });
  if (calendar) {
    senders["crm-appointment"] = appointmentSender({
      db: database.db,
      calendar,
      plan: deliveryPlan(env),
      timeoutMs: env.CRM_TIMEOUT_MS,
      logger,
    });
  }
  const outbox = startOutboxWorker({
    db: database.db,
    logger,
    senders,
    pollMs: env.OUTBOX_POLL_MS,
    policy: retryPolicy,
  });
  // The lead inbox reaches an embedded database through the server.
  adminSocket?.serve({
    db: database.db,
    plan: deliveryPlan(env),
    wakeOutbox: services.wakeOutbox,
    backup: (file) => writeBackup(database.pglite!, file),
  });

  let build: ServerBuild | (() => Promise<ServerBuild>) | undefined;
  let vite: ViteDevServer | undefined;
  const clientDir = path.resolve("build/client");
  if (!pages) {
    build = undefined;
  } else if (dev) {
    const { createServer } = await import("vite");
    const devServer = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    vite = devServer;
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildFile = path.resolve("build/server/index.js");
    if (!existsSync(buildFile))
      throw new Error("No build found: run `npm run build` first (or `npm start`, which builds when needed).");
    build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  }
  const livePaths = dev || !pages ? [] : checkBuild(env, logger);

  let stopping = false;
  const pageViews = startPageViewCounter({ db: database.db, logger });
  const liveUpdates = startLiveUpdates({ db: database.db, logger });
  const app = await createApp({
    services,
    build,
    clientDir: dev || !pages ? undefined : clientDir,
    vite,
    isStopping: () => stopping,
    pageViews,
    livePaths,
    liveUpdates,
  });
  const server = http.createServer(
    {
      // Slow or oversized requests are cut off rather than holding a connection: the whole request
      // within 30 s, its headers within 10 s (checked every second), headers at most 16 KB.
      requestTimeout: timeouts.requestMs ?? 30_000,
      headersTimeout: timeouts.headersMs ?? 10_000,
      connectionsCheckingInterval: 1_000,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    app,
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;

  let closing: Promise<void> | undefined;
  const close = ({ drainMs = 0 }: { drainMs?: number } = {}) =>
    (closing ??= (async () => {
      stopping = true;
      if (drainMs > 0) {
        // /readyz answers 503 from now on while the server still serves whoever comes: the load
        // balancer sees it at its next check and sends visitors to the other servers.
        logger.info({ drainMs }, "stopping: draining before closing");
        await new Promise((r) => setTimeout(r, drainMs));
      }
      logger.info("shutting down");
      // The office's event streams never end by themselves: each page reconnects to another server.
      liveUpdates.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await vite?.close();
      await pageViews.stop();
      await outbox.stop();
      await adminSocket?.close();
      await database.close();
      logger.info("stopped");
    })());

  // A port already taken fails the start (main.ts says so and exits), with what was opened closed.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
  logger.info({ url, database: database.kind, crm: env.CRM_PROVIDER }, "server listening");

  if (handleSignals) {
    // SIGTERM is how a deploy stops a server (docker stop, systemd, Kubernetes): drain first.
    // SIGINT is someone at the terminal: stop at once.
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        const drainMs = signal === "SIGTERM" ? env.SHUTDOWN_DRAIN_MS : 0;
        const timer = setTimeout(() => process.exit(1), drainMs + 15_000);
        timer.unref();
        close({ drainMs }).then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      });
    }
  }

  return { url, services, pageViews, close, outboxIdle: () => outbox.idle() };
}

/**
 * DATA_DIR and all in it for this user alone, from the start: what the server creates, and what
 * an earlier version, a copy or a restore left readable by others (said once, with how many). On
 * PostgreSQL the folder is made only when an e-mail file needs it.
 */
async function secureDataDir(env: Env, logger: Logger) {
  ownerOnlyFromNowOn();
  const { tightened, notOurs } = await tightenFolder(env.DATA_DIR, { create: !env.DATABASE_URL });
  if (tightened === 0 && notOurs === 0) return;
  logger.warn(
    { dataDir: path.resolve(env.DATA_DIR), tightened, notOurs },
    `DATA_DIR had ${tightened} files and folders other users could read: now for this user alone` +
      (notOurs ? `; ${notOurs} belong to another user, change them by hand (chmod go-rwx)` : ""),
  );
}

/** GoHighLevel's calendar, when it keeps the inspections. */
function calendarFromEnv(env: Env, sharedDb: Database | undefined) {
  if (!env.GHL_CALENDAR_ID || !env.GHL_API_TOKEN || !env.GHL_LOCATION_ID) return undefined;
  return goHighLevelCalendar({
    apiBase: env.GHL_API_BASE,
    token: env.GHL_API_TOKEN,
    locationId: env.GHL_LOCATION_ID,
    calendarId: env.GHL_CALENDAR_ID,
    timeZone: site.timeZone,
    budget: leadConnectorBudget(env.GHL_API_BASE, env.GHL_LOCATION_ID, sharedDb),
  });
}

/** The key for hashing client addresses: made once, then read from the database. */
async function ipHashKey(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: "ip_hash_key", value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "ip_hash_key"));
  if (!row) throw new Error("ip_hash_key missing after insert");
  return row.value;
}

/**
 * Prerendered pages carry the SITE_URL, map key, Tag Manager container and roof measurement of their
 * build; say so when they differ. Answers the prerendered pages to render per request instead: the
 * instant quote when roof measurement differs, because its wizard would then ask the wrong questions.
 */
function checkBuild(env: Env, logger: ReturnType<typeof createLogger>): string[] {
  const infoFile = path.resolve("build/build-info.json");
  if (!existsSync(infoFile)) return [];
  const info = JSON.parse(readFileSync(infoFile, "utf8")) as BuildInfo;
  const current = buildInfoFor(env);
  if (!sameBuild(info, { ...current, roofMeasurement: info.roofMeasurement })) {
    logger.warn(
      { built: info.siteUrl, configured: current.siteUrl },
      "the build was made with a different SITE_URL, map key or GTM_CONTAINER_ID: run `npm run build` (npm start does it for you)",
    );
  }
  if (info.roofMeasurement === current.roofMeasurement) return [];
  logger.warn(
    { built: info.roofMeasurement, configured: current.roofMeasurement },
    `the build was made with roof measurement ${info.roofMeasurement ? "on" : "off"}: ${paths.instantQuote} and its Spanish twin are rendered per request until \`npm run build\` (npm start does it for you)`,
  );
  return [paths.instantQuote, twinOf(paths.instantQuote)!];
}
