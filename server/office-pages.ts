import type { Request, RequestHandler, Response } from "express";
import { SESSION_COOKIE } from "~/lib/office/config.server";

/** An office address, as React Router would route it: /office, /office/..., /office.data. */
const OFFICE = /^\/office(?:\/|\.data$|$)/i;

/**
 * Whether a request is for the office's pages. Judged on the path both as Express sees it and as
 * it decodes, and never for a hostile path (dot segments, encoded slashes: url-policy.ts), so that
 * no other page can be reached under an office spelling.
 */
export function isOfficePage(req: Request, res: Response): boolean {
  if (res.locals.hostilePath || !OFFICE.test(req.path)) return false;
  try {
    return OFFICE.test(decodeURIComponent(new URL(req.originalUrl, "http://office").pathname));
  } catch {
    return false;
  }
}

/** A page that opens the same address again, from our own page this time. */
const BOUNCE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0"><title>Opening the office</title></head><body><p><a href="">Open the office</a></p></body></html>`;

/**
 * The office's pages are never kept by a cache nor shown by a search engine, whatever their answer.
 * The session cookie is SameSite=Strict, so a link to the office followed from another site (a mail
 * program's web page) arrives without it: such a navigation is answered with a page that opens the
 * same address again, which the browser then sends with the cookie. Only GETs, only without it.
 */
export const officePages: RequestHandler = (req, res, next) => {
  if (!isOfficePage(req, res)) return next();
  res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  const crossSiteNavigation =
    req.method === "GET" && req.get("sec-fetch-site") === "cross-site" && req.get("sec-fetch-mode") === "navigate";
  if (crossSiteNavigation && !(req.get("cookie") ?? "").includes(`${SESSION_COOKIE}=`)) {
    return void res.status(200).type("html").send(BOUNCE);
  }
  next();
};
