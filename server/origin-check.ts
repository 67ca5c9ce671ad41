import type { Request, RequestHandler } from "express";
import { site } from "~/content/site";
import type { AppServices } from "~/lib/services.server";

/** A Host header as browsers and proxies write it: a name, an IPv4 or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `scheme://host` normalised as browsers write an Origin (lower case, no default port); nothing for a bad host. */
function originOf(scheme: string, host: string | undefined): string | undefined {
  if (!host || !HOST.test(host)) return undefined;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The Origin header normalised; nothing for `null` (sandboxed frames, some privacy modes) or anything not http(s). */
function parseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins a page of ours can have: SITE_URL's, and the one this request was addressed to
 * (its Host on this socket's scheme; and `req.protocol`/`req.host`, which Express 5 takes from
 * X-Forwarded-Proto/X-Forwarded-Host only when TRUST_PROXY trusts the proxy that sent them).
 */
function ourOrigins(req: Request, siteOrigin: string): Set<string> {
  const socketScheme = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  const origins = new Set([siteOrigin]);
  for (const origin of [originOf(socketScheme, req.get("host")), originOf(req.protocol, req.host)]) {
    if (origin) origins.add(origin);
  }
  return origins;
}

/** Why a state-changing request looks sent by another site's page, or nothing when it does not. */
function crossSiteReason(req: Request, siteOrigin: string): string | undefined {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = req.get("origin");
  if (origin === undefined) return undefined;
  const normalised = parseOrigin(origin);
  if (!normalised || !ourOrigins(req, siteOrigin).has(normalised)) return "Origin is not ours";
  return undefined;
}

/**
 * Refuses (403, nothing read, nothing stored) every request but GET, HEAD and OPTIONS that a
 * browser says comes from another site's page, so no web page can make its visitors post leads
 * to us. Browsers send Origin with every POST (and Sec-Fetch-Site where supported); requests with
 * neither (curl, server-to-server) pass, and meet the rate limit next. Mounted before the limiter
 * and before any routing, like it: a forged post must not use up the visitor's own allowance, and
 * React Router accepts spellings of /api/leads that no Express route matches.
 */
export function refuseCrossSite({ env, logger }: Pick<AppServices, "env" | "logger">): RequestHandler {
  const siteUrl = new URL(env.SITE_URL);
  const message = `This form can only be sent from our own website. Please use the form on ${siteUrl.host} or call us at ${site.phone.display}.`;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const reason = crossSiteReason(req, siteUrl.origin);
    if (!reason) return next();
    logger.warn(
      {
        method: req.method,
        path: req.path.slice(0, 200),
        origin: req.get("origin")?.slice(0, 200),
        secFetchSite: req.get("sec-fetch-site")?.slice(0, 40),
      },
      `cross-site submission refused (${reason})`,
    );
    res.status(403);
    if (req.is("application/json")) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
}
