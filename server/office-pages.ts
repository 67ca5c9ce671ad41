import type { Request, RequestHandler, Response } from "express";
import { SESSION_COOKIE } from "~/lib/office/config.server";
import { decodedPath } from "~/lib/private-pages";

/** An office address, as React Router would route it: /office, /office/..., /office.data. */
const OFFICE = /^\/office(?:\/|\.data$|$)/i;

/**
 * Whether a request is for the office's pages: judged on the path as React Router will route it
 * (decoded, in any case), so that no spelling of an office address escapes the office's headers;
 * never for a hostile path (dot segments, encoded slashes: url-policy.ts).
 */
export function isOfficePage(req: Request, res: Response): boolean {
  if (res.locals.hostilePath) return false;
  const path = decodedPath(req.path);
  return path !== undefined && OFFICE.test(path);
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
