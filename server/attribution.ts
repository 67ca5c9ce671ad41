import type { RequestHandler } from "express";
import { ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE_MS, isContentPage, land } from "~/lib/attribution/attribution.server";
import type { PageViewCounter } from "~/lib/attribution/page-views.server";

/**
 * Crawlers, link previews, uptime checks and scripts: not visitors, so neither a cookie nor a page
 * view. A check of the home page every minute would otherwise be 1,440 entrances a day. Every
 * browser names itself, so a request that names nothing is no visitor either.
 */
const ROBOT =
  /^\s*$|bot\b|bot\/|bot_|crawl|spider|slurp|facebookexternalhit|preview|pingdom|uptime|statuscake|headless|lighthouse|^(curl|wget|python|go-http-client|node|axios|undici)\b/i;

/**
 * Records where visitors come from, on the server, without changing a byte of the page: a content
 * page's GET sets the attribution cookie when it adds a touch (a first visit, or new campaign
 * parameters), and counts a page view. A response that sets the cookie is `Cache-Control: private`,
 * so no shared cache hands it to someone else; the rest stay public and cacheable
 * (docs/decisions/0008-attribution.md).
 */
export function captureAttribution({
  siteUrl,
  pageViews,
}: {
  /** SITE_URL: a referrer from its host is the site itself, and an https one makes the cookie Secure. */
  siteUrl: string;
  pageViews: PageViewCounter;
}): RequestHandler {
  const { host: siteHost, protocol } = new URL(siteUrl);
  // Behind a TLS proxy the server may see plain HTTP (TRUST_PROXY=0 ignores X-Forwarded-Proto):
  // the site's own address says whether visitors come over HTTPS.
  const siteIsHttps = protocol === "https:";
  return (req, res, next) => {
    if (req.method !== "GET" || !isContentPage(req.path) || ROBOT.test(req.get("user-agent") ?? "")) return next();
    const q = req.originalUrl.indexOf("?");
    const landing = land({
      path: req.path,
      query: q === -1 ? "" : req.originalUrl.slice(q + 1),
      cookie: req.get("cookie"),
      referer: req.get("referer"),
      ownHosts: [siteHost, req.get("host") ?? ""],
    });
    if (landing.cookie) {
      res.cookie(ATTRIBUTION_COOKIE, landing.cookie, {
        maxAge: ATTRIBUTION_MAX_AGE_MS,
        httpOnly: true,
        sameSite: "lax",
        secure: siteIsHttps || req.secure,
        path: "/",
        // Already cookie-safe (query-string encoded); encoding it again would only grow it.
        encode: String,
      });
      res.setHeader("Cache-Control", "private, max-age=0, must-revalidate");
    }
    pageViews.count(req.path, landing.entrance);
    next();
  };
}
