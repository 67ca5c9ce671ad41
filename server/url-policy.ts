import type { RequestHandler } from "express";

/** Dot segments, encoded slashes or backslashes, NUL, broken escapes: never a page, never served from disk. */
const HOSTILE_PATH = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|%2f|%5c|\\|%00|\0/i;

/** The scheme and authority of an absolute-form request target. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * One URL per page: `/path/` and `//path` redirect (301) to `/path`, keeping the query. Hostile
 * paths skip the file server and end at the 404 page.
 */
export const urlPolicy: RequestHandler = (req, res, next) => {
  // An absolute-form target (`GET http://host/path`, as a proxy may forward it) is its path.
  const raw = req.originalUrl.startsWith("/") ? req.originalUrl : req.originalUrl.replace(ABSOLUTE_FORM, "") || "/";
  const queryAt = raw.indexOf("?");
  const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? "" : raw.slice(queryAt);

  if (HOSTILE_PATH.test(pathname) || !decodable(pathname)) {
    res.locals.hostilePath = true;
    return next();
  }
  if ((req.method === "GET" || req.method === "HEAD") && pathname.length > 1 && /\/$|\/\//.test(pathname)) {
    // The target always starts with exactly one slash, so it can never point at another host.
    const clean = pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
    return res.redirect(301, clean + search);
  }
  next();
};

/** Skips `handler` for hostile paths and for requests for prerendered HTML files by name. */
export function onlySafeStatic(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (res.locals.hostilePath || req.path.endsWith(".html") || (req.method !== "GET" && req.method !== "HEAD")) {
      return next();
    }
    return handler(req, res, next);
  };
}
