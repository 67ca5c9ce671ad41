import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { PageViewCounter } from "~/lib/attribution/page-views.server";
import { loggedPath } from "~/lib/logger.server";
import type { LiveUpdates } from "~/lib/office/live-updates.server";
import type { AppServices } from "~/lib/services.server";
import { loadContext } from "~/lib/load-context";
import { GTM_CONTAINER_ID } from "~/lib/tag-manager";
import { apiRouter, roofMeasurementRoute, submissionLimiter } from "./api";
import { captureAttribution } from "./attribution";
import { officeApi } from "./office-api";
import { officePages } from "./office-pages";
import { refuseCrossSite } from "./origin-check";
import { canonicalSpelling, findPrerendered, loadPrerenderedPages, servePrerendered } from "./prerendered";
import { baseSecurityHeaders, cspNonce, securityHeaders } from "./security";
import { rememberedLanguage } from "./language";
import { onlySafeStatic, urlPolicy } from "./url-policy";

/** Files in the build's client folder other than pages: icons, the social card, page data, sitemap. */
const PUBLIC_FILE = /\.(?:svg|png|jpg|ico|webmanifest|txt|xml|data|woff2)$/;
/** The image step's output: every name carries a hash of its content (scripts/build-images.ts). */
const HASHED_IMAGE = /^\/[a-z0-9-]+-[0-9a-f]{10}(?:-(?:\d+|og))?\.(?:avif|webp|jpg|svg)$/;

export type AppOptions = {
  services: AppServices;
  /** The React Router server build, or a loader for it (development). Omitted: API only. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** `build/client`: prerendered pages, hashed assets and public files. */
  clientDir?: string;
  vite?: ViteDevServer;
  /** True once the server is stopping: /readyz fails and connections are not kept alive. */
  isStopping?: () => boolean;
  /** Counts content page views; without it (or with ATTRIBUTION=off) no cookie is set either. */
  pageViews?: PageViewCounter;
  /** The Tag Manager container the pages were built with: widens their Content-Security-Policy. */
  tagManager?: string;
  /** Prerendered pages the build made for another configuration: rendered per request instead. */
  livePaths?: readonly string[];
  /** Tells the office's open pages of changes (its event stream); without it the stream answers 503. */
  liveUpdates?: LiveUpdates;
};

/** The whole HTTP surface of the site, as an Express app. */
export async function createApp({
  services,
  build,
  clientDir,
  vite,
  isStopping = () => false,
  pageViews,
  tagManager = GTM_CONTAINER_ID,
  livePaths = [],
  liveUpdates,
}: AppOptions) {
  const { env, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  // Pages rendered per request carry a fresh nonce, so an ETag could never match (prerendered
  // pages set their own).
  app.set("etag", false);
  // How many proxies in front of us may set X-Forwarded-For; 0 trusts none, so it cannot be forged.
  app.set("trust proxy", env.TRUST_PROXY);
  // First: a request whose client is already gone is dropped before anything reads its address.
  app.use(dropGoneClients(services));

  // While stopping, each answer closes its connection, so clients and proxies open their next one
  // to a server that stays.
  app.use((_req, res, next) => {
    if (isStopping()) res.set("Connection", "close");
    next();
  });
  app.use(requestLog(services));
  if (env.TRUST_PROXY === 0) app.use(warnOfUntrustedProxy(services));
  if (env.CSP_EXTRA_ORIGINS.length > 0 && !tagManager)
    logger.warn(
      "CSP_EXTRA_ORIGINS is set, but the site was built without GTM_CONTAINER_ID: no tag runs, so the origins are not allowed",
    );
  app.use(baseSecurityHeaders);
  app.use(urlPolicy);
  app.use(rememberedLanguage({ siteUrl: env.SITE_URL }));
  // Before the limiter: a post forged by another site's page must not use up its visitor's allowance.
  app.use(refuseCrossSite(services));
  // Before the submission limiter, with its own: measuring a roof is not a submission.
  app.post("/api/roof-measurement", ...roofMeasurementRoute(services));
  // The owner's office: its API has limits of its own, and its pages need a session (office-pages.ts).
  app.use("/office/api", officeApi(services, liveUpdates));
  app.use(officePages);
  app.use(submissionLimiter(services));

  const pages = clientDir && !vite ? await loadPrerenderedPages(clientDir) : undefined;
  if (pages) app.use(canonicalSpelling(new Set(pages.keys())));

  if (clientDir && !vite) {
    // Hashed assets and public files: precompressed, with lean headers (each request on a phone
    // pays for every header byte).
    const staticOptions: expressStaticGzip.ExpressStaticGzipOptions = {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
    };
    app.use(
      "/assets",
      onlySafeStatic(
        expressStaticGzip(path.join(clientDir, "assets"), {
          ...staticOptions,
          serveStatic: { immutable: true, maxAge: "1y", redirect: false, etag: false, lastModified: false },
        }),
      ),
    );
    // Photos and drawings, under content-hashed names: a changed picture gets a new name.
    const images = expressStaticGzip(path.join(clientDir, "images"), {
      ...staticOptions,
      serveStatic: { immutable: true, maxAge: "1y", redirect: false, etag: false, lastModified: false },
    });
    app.use(
      "/images",
      onlySafeStatic((req, res, next) => (HASHED_IMAGE.test(req.path) ? images(req, res, next) : next())),
    );
    const publicFiles = expressStaticGzip(clientDir, {
      ...staticOptions,
      serveStatic: {
        maxAge: "1d",
        redirect: false,
        setHeaders(res, filePath) {
          // Prerendered page data for client-side navigation (compressed or not), as React Router
          // serves it, and as fresh as its page: a deploy changes both together.
          if (/\.data(?:\.br|\.gz)?$/.test(filePath)) {
            res.setHeader("Content-Type", "text/x-script");
            res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
          }
        },
      },
    });
    const livePageData = new Set(livePaths.map((p) => `${p}.data`));
    app.use(
      onlySafeStatic((req, res, next) => {
        // Page data requested for some routes only (?_routes=), or of a page rendered per request,
        // is computed by the renderer.
        if (!PUBLIC_FILE.test(req.path) || req.originalUrl.includes("?") || livePageData.has(req.path)) return next();
        publicFiles(req, res, next);
      }),
    );
  }

  // The JSON API and the health checks answer small JSON: the base headers above are their whole
  // policy, and neither a nonce, the page policy nor compression is worth its time there. A plain
  // form post to /api/leads passes on to the page renderer below.
  const databaseReachable = async () => {
    try {
      await services.db.execute(sql`select 1`);
      return true;
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      return false;
    }
  };
  // Healthy: the database answers.
  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (await databaseReachable()) res.json({ status: "ok", database: services.dbKind });
    else res.status(503).json({ status: "unavailable" });
  });
  // Alive: the process answers, whatever the database does (a supervisor restarts it otherwise).
  app.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  // Ready for visitors: healthy and not stopping. It fails from the moment SIGTERM arrives while
  // the server still answers, so a load balancer stops sending visitors here before it closes.
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (isStopping()) res.status(503).json({ status: "stopping" });
    else if (await databaseReachable()) res.json({ status: "ready" });
    else res.status(503).json({ status: "unavailable" });
  });
  app.use("/api", apiRouter(services));

  // Where visitors come from: a cookie on content pages, beside the page's bytes, not in them.
  if (pageViews && env.ATTRIBUTION === "on") {
    app.use(captureAttribution({ siteUrl: env.SITE_URL, pageViews }));
  }
  // Prerendered pages: their scripts are allowed by hash, and they are sent precompressed.
  if (pages) {
    for (const live of livePaths) pages.delete(live);
    app.use(findPrerendered(pages));
  }
  app.use(cspNonce, ...securityHeaders({ tagManager, extraOrigins: env.CSP_EXTRA_ORIGINS }));
  app.use(servePrerendered);
  app.use(compression());
  if (vite) app.use(vite.middlewares);

  if (build) {
    // Methods the Fetch API cannot carry (TRACE, TRACK, CONNECT): building their Request would throw,
    // a 500 logged as a failure for every probe that sends one.
    app.use((req, res, next) => {
      if (!/^(?:TRACE|TRACK|CONNECT)$/i.test(req.method)) return next();
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed.");
    });
    // Mounted without a path pattern: a pattern would make Express decode the path and answer 400
    // for a malformed escape, where the visitor should get the 404 page.
    app.use(
      createRequestHandler({
        build,
        mode: vite ? "development" : "production",
        getLoadContext: (req, res) =>
          loadContext({
            cspNonce: res.locals.cspNonce as string,
            services,
            clientIp: req.ip,
            afterResponse: (work) => res.once("close", work),
          }),
      }),
    );
  }

  app.use(errorHandler(services));
  return app;
}

/**
 * One log line per request: 404s at warn (naming the path, so broken links show up), failures at
 * error, everything else at debug. The path is the whole one (by the time a nested router answers,
 * `req.path` is its own part, `/<token>/cancel`), with private tokens taken out.
 */
function requestLog({ logger }: AppServices): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = loggedPath(req.originalUrl);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode === 404) logger.warn(entry, `not found: ${path}`);
      else if (res.statusCode >= 500) logger.error(entry, "request failed");
      else logger.debug(entry, "request");
    });
    next();
  };
}

/**
 * A client that cut its connection (a TCP reset) before its request's turn has no address left:
 * Node forgets a closed socket's peer, and behind a trusted proxy a request without X-Forwarded-For
 * has only that one. Nothing can be answered to it, nor counted against it (the rate limits key on
 * the address, and fail without one), so it is dropped, logged at debug only: a script resetting
 * connections by the second must not fill the log.
 */
function dropGoneClients({ logger }: AppServices): RequestHandler {
  return (req, _res, next) => {
    if (req.ip !== undefined) return next();
    logger.debug({ method: req.method, path: loggedPath(req.originalUrl) }, "client gone before its request: dropped");
    req.socket.destroy();
  };
}

/**
 * With TRUST_PROXY=0 behind a proxy, every visitor has the proxy's address, so all of them share
 * one rate-limit bucket. The first request that shows a proxy in front (X-Forwarded-For) says so,
 * once: one app per process.
 */
function warnOfUntrustedProxy({ logger }: AppServices): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.get("x-forwarded-for") !== undefined) {
      warned = true;
      logger.warn(
        { setting: "TRUST_PROXY", value: 0 },
        "X-Forwarded-For received while TRUST_PROXY=0: behind a proxy every visitor has the proxy's address and " +
          "all share one rate-limit bucket. Set TRUST_PROXY to the number of proxies in front of this server " +
          "(1 for one reverse proxy or load balancer). Without a proxy, a client sent the header itself: ignore this.",
      );
    }
    next();
  };
}

function errorHandler({ logger }: AppServices): ErrorRequestHandler {
  return (error, req, res, _next) => {
    logger.error({ err: error, path: loggedPath(req.originalUrl) }, "unhandled error");
    if (res.headersSent) return res.end();
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (req.path.startsWith("/api/")) {
      res.status(status).json({ error: status >= 500 ? "Something went wrong. Please try again." : "Bad request." });
    } else {
      res
        .status(status)
        .type("text/plain")
        .send(status >= 500 ? "Something went wrong on our side. Please try again." : "Bad request.");
    }
  };
}
