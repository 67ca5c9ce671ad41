import type { RequestHandler } from "express";
import { LANGUAGE_COOKIE, SPANISH_ROOT } from "~/lib/i18n/locale";

/**
 * The home page's address opens the Spanish home page for a visitor who chose Spanish with the
 * language switch (its cookie). Nothing else moves: every other page is what its URL says, and no
 * visitor is sent anywhere by the browser's Accept-Language, so crawlers and shared links see the
 * page they asked for.
 */
export const rememberedLanguage: RequestHandler = (req, res, next) => {
  if (req.path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return next();
  // A cache must keep the two answers apart.
  res.append("Vary", "Cookie");
  if (chosenLanguage(req.get("cookie")) !== "es") return next();
  const queryAt = req.originalUrl.indexOf("?");
  res.setHeader("Cache-Control", "private, no-store");
  res.redirect(302, SPANISH_ROOT + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
};

function chosenLanguage(header: string | undefined): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) return value;
  }
  return undefined;
}
