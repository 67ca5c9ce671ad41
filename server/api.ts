import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from "express";
import { TOO_MANY_SUBMISSIONS_TEXT } from "~/content/refusals";
import { uiText } from "~/content/ui-text.server";
import { localeOfPath } from "~/lib/i18n/locale";
import { MemoryStore, rateLimit } from "express-rate-limit";
import { site } from "~/content/site";
import { leadAttribution } from "~/lib/attribution/attribution.server";
import { conversionEvent } from "~/lib/conversions/conversion.server";
import { logNotStored, SUBMISSION_NOT_STORED, SubmissionNotStoredError } from "~/lib/leads/store-errors.server";
import { handleLeadSubmission, MAX_SUBMISSION_BYTES } from "~/lib/leads/submission.server";
import { loggedPath } from "~/lib/logger.server";
import { newChallenge } from "~/lib/proof-of-work.server";
import { quoteMessages } from "~/lib/quote/messages";
import { choosePackage, QUOTE_FORM_TYPE, submitQuote } from "~/lib/quotes.server";
import { measureRoof } from "~/lib/roof-measurement/measure.server";
import type { AppServices } from "~/lib/services.server";
import { PostgresRateLimitStore } from "~/lib/shared-limits.server";
import { inspectionsRouter } from "./inspections-api";
import { isOfficePage } from "./office-pages";

/**
 * The JSON API. POST /api/leads also takes plain form posts (no JavaScript): those continue to
 * the React Router route at the same path, which answers with a page. Submissions are counted
 * against the visitor's limit before any routing (`submissionLimiter`, in the app).
 */
export function apiRouter(services: AppServices): Router {
  const router = express.Router();
  const json = express.json({ limit: MAX_SUBMISSION_BYTES, type: "application/json", strict: true, inflate: false });

  router.post("/leads", rejectOversized, (req, res, next) => {
    if (req.is("application/x-www-form-urlencoded")) return next("router");
    if (!req.is("application/json")) {
      return res.status(415).json({ error: "Send the form as application/json or as a form post." });
    }
    json(req, res, (error?: unknown) => {
      if (error) return next(error);
      void handleLeadJson(services, req, res).catch(next);
    });
  });

  // A challenge for the page's proof of work: fresh for every visitor and never cached.
  router.get("/proof-of-work", (_req, res, next) => {
    newChallenge(services.proofKeys).then((challenge) => res.set("Cache-Control", "no-store").json(challenge), next);
  });

  // The instant quote (spec: 'generate-roofing-quote'): JSON only, it is posted by the wizard's script.
  router.post("/quotes", rejectOversized, requireJson, json, (req, res, next) => {
    void handleQuote(services, req, res).catch(next);
  });
  router.post("/quotes/:token/choice", rejectOversized, requireJson, json, (req, res, next) => {
    void handleChoice(services, req, res).catch(next);
  });

  router.use("/inspections", rejectOversized, inspectionsRouter(services));

  // Anything else under /api is a JSON 404. GET /api/leads is the no-JavaScript answer page's
  // address, rendered by React Router.
  router.use((req, res, next) => {
    if (req.path === "/leads") return next();
    res.status(404).json({ error: "Not found." });
  });

  router.use(apiErrors(services));
  return router;
}

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.is("application/json")) return res.status(415).json({ error: "Send the request as application/json." });
  next();
};

async function handleQuote(services: AppServices, req: Request, res: express.Response) {
  const result = await submitQuote(services, req.body, requestMeta(req));
  if (!result.ok) return res.status(400).json({ error: result.error, field: result.field });
  // Spam and Possible Spam see their prices (what they typed is theirs to see). Only a person's
  // quote comes with the conversion the page pushes to its dataLayer, and may book a time at once.
  return res.status(201).json({
    quote: result.quote,
    packages: result.packages,
    token: result.token,
    leadId: result.leadId,
    bookable: result.trusted,
    conversion: result.trusted ? conversionEvent(result.leadId, QUOTE_FORM_TYPE, result.packages) : undefined,
  });
}

async function handleChoice(services: AppServices, req: Request, res: express.Response) {
  const result = await choosePackage(services, String(req.params.token), req.body);
  if (!result.ok) return res.status(result.status).json({ error: result.error });
  return res.status(200).json({ packageName: result.packageName });
}

async function handleLeadJson(services: AppServices, req: Request, res: express.Response) {
  const body = req.body as Record<string, unknown> | undefined;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return res.status(400).json({ error: "Please fill in the form.", field: "formData" });
  }
  const outcome = await handleLeadSubmission(services, body, requestMeta(req));
  if (!outcome.ok) return res.status(400).json({ error: outcome.error, field: outcome.field });
  return res.status(201).json({ id: outcome.leadId, conversion: outcome.conversion, booking: outcome.booking });
}

export function requestMeta(req: Request) {
  return {
    clientIp: req.ip,
    userAgent: req.get("user-agent"),
    attribution: leadAttribution({ cookie: req.get("cookie"), referer: req.get("referer") }),
  };
}

/** Measurements per client address per 10 minutes: a visitor measures once, or a few times correcting the address. */
export const MEASUREMENTS_PER_WINDOW = 10;

/**
 * POST /api/roof-measurement, mounted before the submission limiter with an allowance of its own:
 * measuring while the visitor answers must not use up the submissions the quote itself needs.
 * Every outside failure is a 200 no-result answer; only bad input (400) and the limit (429) are not.
 */
export function roofMeasurementRoute(services: AppServices): Array<RequestHandler | ErrorRequestHandler> {
  const limiter = rateLimit({
    // Counted where the submission limit is: in PostgreSQL when servers share it.
    store:
      services.dbKind === "postgres"
        ? new PostgresRateLimitStore(services.db, services.ipHashKey, "roof-measurement")
        : undefined,
    passOnStoreError: true,
    windowMs: 10 * 60_000,
    limit: MEASUREMENTS_PER_WINDOW,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({
        error: `Too many roof measurements from your connection. Please enter the roof's area, or call us at ${site.phone.display}.`,
      });
    },
  });
  const json = express.json({ limit: MAX_SUBMISSION_BYTES, type: "application/json", strict: true, inflate: false });
  const measure: RequestHandler = (req, res, next) => {
    if (!services.measurer) return void res.status(404).json({ error: "Roof measurement is not configured." });
    measureRoof(services, req.body).then((answer) => {
      if ("ok" in answer) return void res.status(400).json({ error: answer.error, field: answer.field });
      res.set("Cache-Control", "no-store").json(answer);
    }, next);
  };
  return [limiter, rejectOversized, requireJson, json, measure, apiErrors(services)];
}

/** 413 before reading a body whose declared length is already too big. */
const rejectOversized: RequestHandler = (req, res, next) => {
  const length = Number(req.get("content-length") ?? 0);
  if (length > MAX_SUBMISSION_BYTES) {
    res.set("Connection", "close");
    return res.status(413).json({ error: "That submission is too large." });
  }
  next();
};

/**
 * LEAD_RATE_LIMIT submissions accepted per client address per 10 minutes, across all forms. The
 * address comes from `req.ip`, so X-Forwarded-For counts only behind the TRUST_PROXY hops configured.
 * Every request that could submit something counts (every method but GET, HEAD and OPTIONS),
 * whatever the spelling of its address: React Router normalises paths such as `/./api/leads` or
 * `/%61pi/leads` that no Express route matches, so a limit on the routes alone could be walked around.
 * A refused one (400 for a field to correct, 503 when it could not be stored) does not count: the
 * visitor is told to correct it or to send it again. One whose client hangs up before its answer
 * still counts: its submission may well have been stored (the limiter's own `skipFailedRequests`
 * gives the count back on any hang-up, so a script that cut every connection was never limited).
 */
export function submissionLimiter({
  env,
  db,
  dbKind,
  ipHashKey,
  logger,
}: Pick<AppServices, "env" | "db" | "dbKind" | "ipHashKey" | "logger">): RequestHandler {
  // Several servers may share PostgreSQL: the count is kept there, so the limit holds across all
  // of them. The embedded database allows one server, which counts in memory.
  const store = dbKind === "postgres" ? new PostgresRateLimitStore(db, ipHashKey) : new MemoryStore();
  const limiter = rateLimit({
    store,
    // A count the database cannot take does not turn a visitor away: the submission itself is
    // stored or answered 503.
    passOnStoreError: true,
    logger: {
      error: (err, message) => logger.error({ err }, message ?? "rate limit"),
      warn: (err, message) => logger.warn({ err }, message ?? "rate limit"),
    },
    windowMs: 10 * 60_000,
    limit: env.LEAD_RATE_LIMIT,
    // The office's pages post only with an owner's session (and sign-in is limited on its own).
    skip: (req, res) =>
      req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || isOfficePage(req, res),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res, _next, options) => {
      // A Spanish page's form posted without JavaScript (to /es/solicitud) is answered in Spanish;
      // a page's script shows the JSON answer in its own language.
      const message =
        localeOfPath(req.path) === "es" ? uiText.es.messages[TOO_MANY_SUBMISSIONS_TEXT]! : TOO_MANY_SUBMISSIONS_TEXT;
      res.status(options.statusCode);
      if (req.is("application/json")) res.json({ error: message });
      else res.type("text/plain").send(message);
    },
  });
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) => {
      if (error) return next(error);
      // Counted (skipped requests are not): a refusal answered in full gives the visitor their share back.
      const { key, resetTime } = (req as { rateLimit?: { key?: string; resetTime?: Date } }).rateLimit ?? {};
      if (key !== undefined) {
        res.once("finish", () => {
          // Not into the next window: this request was counted in its own.
          if (res.statusCode >= 400 && !(resetTime && Date.now() >= resetTime.getTime()))
            store.decrement(key).catch((err: unknown) => logger.warn({ err }, "rate limit: count not given back"));
        });
      }
      next();
    });
}

function apiErrors({ logger }: AppServices): ErrorRequestHandler {
  return (error, req, res, next) => {
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") return res.status(413).json({ error: "That submission is too large." });
    if (type === "entity.parse.failed") return res.status(400).json({ error: "The submission could not be read." });
    if (type === "encoding.unsupported" || type === "charset.unsupported") {
      return res.status(415).json({ error: "Send the form as UTF-8 JSON." });
    }
    if (error instanceof SubmissionNotStoredError) {
      logNotStored(logger, error, loggedPath(req.originalUrl));
      // The quote wizard shows the specification's failure toast; the forms show the server's words.
      const message = req.path.startsWith("/quotes") ? quoteMessages.failure : SUBMISSION_NOT_STORED;
      return res.status(503).set("Retry-After", "30").json({ error: message });
    }
    logger.error({ err: error, path: loggedPath(req.originalUrl) }, "API request failed");
    if (res.headersSent) return next(error);
    res.status(500).json({ error: "Something went wrong. Please try again." });
  };
}
