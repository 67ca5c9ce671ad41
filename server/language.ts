import type { RequestHandler } from "express";
import { LANGUAGE_COOKIE, LOCALES, type Locale, SPANISH_ROOT } from "~/lib/i18n/locale";

const YEAR_MS = 365 * 24 * 60 * 60_000;

/**
 * The language a visitor chose with the language switch, remembered. The switch links to the
 * other language's page with `?lang=es` (or `en`): this sets the `lang` cookie and redirects to the
 * page's own address, so the choice holds with or without the page's scripts. With the cookie
 * saying Spanish, the home page's address opens the Spanish home page. Nothing else moves: every
 * other page is what its URL says, and no visitor is sent anywhere by the browser's
 * Accept-Language, so crawlers and shared links see the page they asked for.
 */
export function rememberedLanguage({ siteUrl }: { siteUrl: string }): RequestHandler {
  const siteIsHttps = new URL(siteUrl).protocol === "https:";
  return (req, res, next) => {
    // A hostile path (url-policy.ts) is never echoed into a redirect: `/\host` is another host to a browser.
    if ((req.method !== "GET" && req.method !== "HEAD") || res.locals.hostilePath) return next();
    const chosen = new URLSearchParams(req.originalUrl.split("?")[1] ?? "").get("lang");
    if (isLocale(chosen)) {
      res.cookie(LANGUAGE_COOKIE, chosen, {
        maxAge: YEAR_MS,
        httpOnly: true,
        sameSite: "lax",
        secure: siteIsHttps || req.secure,
        path: "/",
      });
      res.setHeader("Cache-Control", "private, no-store");
      // req.path starts with exactly one slash here (url-policy redirected any other): never another host.
      return res.redirect(302, withoutLang(req.path, req.originalUrl));
    }
    if (req.path !== "/") return next();
    // A cache must keep the two answers apart.
    res.append("Vary", "Cookie");
    if (cookieValue(req.get("cookie"), LANGUAGE_COOKIE) !== "es") return next();
    res.setHeader("Cache-Control", "private, no-store");
    res.redirect(302, withoutLang(SPANISH_ROOT, req.originalUrl));
  };
}

function isLocale(value: string | null): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}

/** `path` with the request's query, less its `lang`. */
function withoutLang(path: string, originalUrl: string): string {
  const query = new URLSearchParams(originalUrl.split("?")[1] ?? "");
  query.delete("lang");
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, value] = part.trim().split("=");
    if (key === name) return value;
  }
  return undefined;
}
