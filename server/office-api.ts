import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { leadsToCsv } from "~/lib/leads/inbox.server";
import { hashClientIp } from "~/lib/leads/store.server";
import { loggedPath } from "~/lib/logger.server";
import { recordAction } from "~/lib/office/audit.server";
import { officeEnabled } from "~/lib/office/config.server";
import { leadRowsByIds } from "~/lib/office/exports.server";
import { safeNext } from "~/lib/office/guard.server";
import { allMatchingIds, filterQuery, parseOfficeFilter } from "~/lib/office/lead-list.server";
import type { LiveUpdates } from "~/lib/office/live-updates.server";
import { officePaths } from "~/lib/office/office-paths";
import {
  addPasskey,
  registrationOptions,
  relyingParty,
  signInOptions,
  verifyPasskeySignIn,
} from "~/lib/office/passkeys.server";
import {
  deviceName,
  findSession,
  type OwnerSession,
  sessionCookie,
  sessionIdFrom,
  startSession,
} from "~/lib/office/sessions.server";
import { signInAllowed, TOO_MANY_SIGN_INS } from "~/lib/office/sign-in-limits.server";
import { chartsToCsv, REPORT_WEEKS, sourcesCharts } from "~/lib/office/sources-charts.server";
import type { AppServices } from "~/lib/services.server";
import { site } from "~/content/site";

/**
 * The office's JSON, downloads and event stream, at /office/api (the pages themselves are React
 * Router routes). Mounted before the submission limiter: sign-in has limits of its own, and the
 * rest needs a session. Without OWNER_EMAILS everything here is 404; without a session, 401.
 */

/** How often an open event stream checks that its session still holds, and says it is alive. */
const HEARTBEAT_MS = 25_000;

const PASSKEY_AFTER_SIGN_IN_MS = 15 * 60_000;
export const SIGN_IN_AGAIN =
  "A passkey can be added in the first 15 minutes after signing in. Please sign out, sign in again, then add it.";

const PASSKEYS_ELSEWHERE =
  "Passkeys work on the site's own address (or localhost on this computer). Please open the office there.";

export function officeApi(services: AppServices, live: LiveUpdates | undefined): express.Router {
  const { env, db, logger } = services;
  const router = express.Router();
  const json = express.json({ limit: "64kb", type: "application/json", strict: true, inflate: false });

  router.use((_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    if (!officeEnabled(env)) return void res.status(404).json({ error: "Not found." });
    next();
  });

  const client = (req: Request) => hashClientIp(req.ip, services.ipHashKey);
  const limited: RequestHandler = (req, res, next) => {
    signInAllowed(services, { clientIp: req.ip }).then(
      (allowed) => (allowed ? next() : void res.status(429).json({ error: TOO_MANY_SIGN_INS })),
      next,
    );
  };

  // Signing in with a passkey: the only calls here without a session.
  router.post(officeRoute(officePaths.api.signInOptions), limited, (req, res, next) => {
    const rp = relyingParty(env, req.get("origin"));
    if (!rp) return void res.status(400).json({ error: PASSKEYS_ELSEWHERE });
    signInOptions(db, rp).then((options) => res.json(options), next);
  });
  router.post(officeRoute(officePaths.api.signIn), limited, json, (req, res, next) => {
    const rp = relyingParty(env, req.get("origin"));
    if (!rp) return void res.status(400).json({ error: PASSKEYS_ELSEWHERE });
    const body = (req.body ?? {}) as { credential?: unknown; next?: unknown };
    void (async () => {
      const email = await verifyPasskeySignIn(db, env, rp, body.credential);
      if (!email)
        return void res
          .status(401)
          .json({ error: "That passkey did not sign you in. Try again, or ask for a link by e-mail." });
      const session = await startSession(db, { email, method: "passkey", device: deviceName(req.get("user-agent")) });
      await recordAction(db, {
        actor: email,
        action: "signed-in",
        detail: { method: "passkey" },
        clientIpHash: client(req),
      });
      res.set("Set-Cookie", sessionCookie(env, session.id, session.expiresAt));
      res.json({ next: safeNext(typeof body.next === "string" ? body.next : undefined) ?? officePaths.leads });
    })().catch(next);
  });

  // Everything else answers a signed-in owner only. The event stream's opening is an open page
  // (re)connecting by itself, not the owner's use: it does not put off the session's end.
  router.use((req, res, next) => {
    const touch = req.path !== officeRoute(officePaths.api.events);
    findSession(db, env, sessionIdFrom(req.get("cookie")), { touch }).then((owner) => {
      if (!owner) return void res.status(401).json({ error: "Please sign in to the office." });
      res.locals.owner = owner;
      next();
    }, next);
  });
  const ownerOf = (res: Response) => res.locals.owner as OwnerSession;

  router.get(officeRoute(officePaths.api.session), (_req, res) => {
    const { email, method, expiresAt } = ownerOf(res);
    res.json({ email, method, expiresAt: expiresAt.toISOString() });
  });

  router.get(officeRoute(officePaths.api.events), (req, res) => {
    if (!live) return void res.status(503).json({ error: "Live updates are not running." });
    const sessionId = sessionIdFrom(req.get("cookie"));
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware would hold the events back.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    });
    res.write("retry: 3000\n\n");
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const stop = live.subscribe({
      change: (change) => send("change", change),
      close: () => res.end(),
      // Changes are told from here on (the page itself has no use for it; a test waits for it).
      ready: () => send("ready", {}),
    });
    // Signing out (here or everywhere) ends the stream too, at the next beat; so does the session
    // running out, which the beat does not put off: an open tab is not someone using the office.
    const beat = setInterval(() => {
      findSession(db, env, sessionId, { touch: false }).then(
        (owner) => {
          if (owner) return void res.write(": still here\n\n");
          send("signed-out", {});
          res.end();
        },
        () => res.write(": still here\n\n"),
      );
    }, HEARTBEAT_MS);
    res.on("close", () => {
      clearInterval(beat);
      stop();
    });
  });

  router.get(officeRoute(officePaths.api.leadsCsv), (req, res, next) => {
    const filter = parseOfficeFilter(new URL(req.originalUrl, "http://office").searchParams);
    void (async () => {
      const rows = await leadRowsByIds(db, await allMatchingIds(db, filter));
      await recordAction(db, {
        actor: ownerOf(res).email,
        action: "leads-exported",
        detail: { leads: String(rows.length), filter: filterQuery(filter) || "all but spam" },
        clientIpHash: client(req),
      });
      res.set("Content-Disposition", 'attachment; filename="leads.csv"');
      res.type("text/csv; charset=utf-8").send(leadsToCsv(rows));
    })().catch(next);
  });

  router.get(officeRoute(officePaths.api.sourcesCsv), (req, res, next) => {
    const weeks = Number(req.query.weeks);
    const span = (REPORT_WEEKS as readonly number[]).includes(weeks) ? weeks : 12;
    void (async () => {
      const csv = chartsToCsv(await sourcesCharts(db, span));
      await recordAction(db, {
        actor: ownerOf(res).email,
        action: "report-exported",
        detail: { weeks: String(span) },
        clientIpHash: client(req),
      });
      res.set("Content-Disposition", 'attachment; filename="sources-report.csv"');
      res.type("text/csv; charset=utf-8").send(csv);
    })().catch(next);
  });

  // A passkey outlives every session ("Sign out everywhere" ends sessions, not passkeys): one is added
  // only in a session begun moments ago, never with a cookie that may have been taken long since.
  const signedInLately = (res: Response) => Date.now() - ownerOf(res).createdAt.getTime() < PASSKEY_AFTER_SIGN_IN_MS;
  router.post(officeRoute(officePaths.api.registrationOptions), (req, res, next) => {
    if (!signedInLately(res)) return void res.status(403).json({ error: SIGN_IN_AGAIN });
    const rp = relyingParty(env, req.get("origin"));
    if (!rp) return void res.status(400).json({ error: PASSKEYS_ELSEWHERE });
    registrationOptions(db, rp, ownerOf(res).email).then((options) => res.json(options), next);
  });
  router.post(officeRoute(officePaths.api.registration), json, (req, res, next) => {
    if (!signedInLately(res)) return void res.status(403).json({ error: SIGN_IN_AGAIN });
    const rp = relyingParty(env, req.get("origin"));
    if (!rp) return void res.status(400).json({ error: PASSKEYS_ELSEWHERE });
    const { email } = ownerOf(res);
    const device = deviceName(req.get("user-agent"));
    // The business's date, as every date the office shows.
    const added = new Date().toLocaleDateString("en-US", { dateStyle: "medium", timeZone: site.timeZone });
    const name = `${device}, added ${added}`;
    void (async () => {
      // The audit line is written with the passkey: neither is kept without the other.
      const result = await addPasskey(db, rp, email, (req.body as { credential?: unknown })?.credential, name, (tx) =>
        recordAction(tx, {
          actor: email,
          action: "passkey-added",
          detail: { passkey: name },
          clientIpHash: client(req),
        }),
      );
      if (!result.ok) return void res.status(400).json({ error: result.error });
      res.status(201).json({ name });
    })().catch(next);
  });

  router.use((_req, res) => void res.status(404).json({ error: "Not found." }));
  router.use(((error, req, res, _next) => {
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") return void res.status(413).json({ error: "That request is too large." });
    if (type === "entity.parse.failed") return void res.status(400).json({ error: "The request could not be read." });
    if (type === "encoding.unsupported" || type === "charset.unsupported")
      return void res.status(415).json({ error: "Send the request as UTF-8 JSON." });
    logger.error({ err: error, path: loggedPath(req.originalUrl) }, "office request failed");
    if (res.headersSent) return void res.end();
    res.status(500).json({ error: "Something went wrong. Please try again." });
  }) satisfies ErrorRequestHandler);
  return router;
}

/** A path of the office's API as the router mounted at /office/api sees it. */
const officeRoute = (path: string) => path.slice("/office/api".length);
