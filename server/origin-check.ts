import type { Request, RequestHandler } from "express";
import { crossSiteText, misdirectedText } from "~/content/refusals";
import { localeOfPath } from "~/lib/i18n/locale";
import { loggedPath } from "~/lib/logger.server";
import type { AppServices } from "~/lib/services.server";

/** A Host header as browsers and proxies write it: a name, an IPv4 or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** This machine, by name or address: a page there is the developer's or the e2e browser's, never another site's. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

const isSafeMethod = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/** `scheme://host` normalised as browsers write an Origin (lower case, no default port); nothing for a bad host. */
function originOf(scheme: string, host: string | undefined): URL | undefined {
  if (!host || !HOST.test(host)) return undefined;
  try {
    return new URL(`${scheme}://${host}`);
  } catch {
    return undefined;
  }
}

/** The Origin header normalised; nothing for `null` (sandboxed frames, some privacy modes) or anything not http(s). */
function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The host this request was addressed to: with TRUST_PROXY, the one the proxy says the visitor
 * asked for (X-Forwarded-Host, as `req.host` reads it); otherwise the Host header.
 */
const requestHost = (req: Request, trustProxy: number) => (trustProxy > 0 ? req.host : req.get("host"));

/**
 * The origins a page of ours can have: SITE_URL's, this machine's (any port), and the one this
 * request was addressed to, whose host is already known to be ours (on this socket's scheme, or
 * the forwarded one when TRUST_PROXY trusts the proxy that sent it).
 */
function isOurOrigin(req: Request, origin: URL, siteOrigin: string, trustProxy: number): boolean {
  if (origin.origin === siteOrigin || LOOPBACK.has(origin.hostname)) return true;
  const socketScheme = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  return [originOf(socketScheme, req.get("host")), originOf(req.protocol, requestHost(req, trustProxy))].some(
    (own) => own?.origin === origin.origin,
  );
}

/** Why a state-changing request looks sent by another site's page, or nothing when it does not. */
function crossSiteReason(req: Request, siteOrigin: string, trustProxy: number): string | undefined {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = req.get("origin");
  if (origin === undefined) return undefined;
  // A page that sends no Referer (Referrer-Policy: no-referrer, as private pages do) posts with
  // `Origin: null`; the browser still says where the request came from.
  if (origin === "null" && fetchSite === "same-origin") return undefined;
  const parsed = parseOrigin(origin);
  if (!parsed || !isOurOrigin(req, parsed, siteOrigin, trustProxy)) return "Origin is not ours";
  return undefined;
}

/**
 * Refuses every request but GET, HEAD and OPTIONS that is not for us or that a browser says comes
 * from another site's page, so no web page can make its visitors post leads to us:
 *
 * - 421 when it was addressed to a host that is not ours (SITE_URL's, ALLOWED_HOSTS, this machine):
 *   a page on attacker.example whose name was rebound to our address is same-origin to its own
 *   Host, so its posts would pass the Origin check below (DNS rebinding).
 * - 403 when Sec-Fetch-Site says cross-site or same-site, or Origin is not ours. Requests with
 *   neither header (curl, server to server) pass, and meet the rate limit next.
 *
 * Nothing is read or stored. Mounted before the limiter and before any routing, like it: a forged
 * post must not use up the visitor's own allowance, and React Router accepts spellings of
 * /api/leads that no Express route matches. Pages (GET) answer whatever the Host.
 */
export function refuseCrossSite({ env, logger }: Pick<AppServices, "env" | "logger">): RequestHandler {
  const siteUrl = new URL(env.SITE_URL);
  const ourHosts = new Set([siteUrl.hostname, ...env.ALLOWED_HOSTS, ...LOOPBACK]);
  const message = crossSiteText(siteUrl);
  const misdirected = misdirectedText(siteUrl);
  return (req, res, next) => {
    if (isSafeMethod(req.method)) return next();
    const host = requestHost(req, env.TRUST_PROXY);
    const ourHost = ourHosts.has(originOf("http", host)?.hostname ?? "");
    const reason = ourHost ? crossSiteReason(req, siteUrl.origin, env.TRUST_PROXY) : "Host is not ours";
    if (!reason) return next();
    logger.warn(
      {
        method: req.method,
        path: loggedPath(req.originalUrl),
        host: host?.slice(0, 200),
        origin: req.get("origin")?.slice(0, 200),
        secFetchSite: req.get("sec-fetch-site")?.slice(0, 40),
      },
      `${ourHost ? "cross-site submission" : "misdirected request"} refused (${reason})`,
    );
    // A Spanish page's form posted without JavaScript (to /es/solicitud) is answered in Spanish.
    const locale = localeOfPath(req.path);
    if (!ourHost) return void res.status(421).type("text/plain").send(misdirected[locale]);
    res.status(403);
    if (req.is("application/json")) res.json({ error: message[locale] });
    else res.type("text/plain").send(message[locale]);
  };
}
