import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { decodedPath } from "~/lib/private-pages";

/**
 * The pages React Router prerendered at build time (`build/client/**\/index.html`), held in memory
 * with the brotli and gzip copies the build made. Their inline scripts are fixed at build time, so
 * the Content-Security-Policy allows them by hash; the pages are then the same bytes for every
 * visitor, sent precompressed and revalidated by ETag (docs/decisions/0003-urls-and-prerendering.md).
 */
export type PrerenderedPage = {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** CSP sources for the page's inline scripts: `'sha256-...'`. */
  scriptHashes: string[];
};

export type PrerenderedPages = Map<string, PrerenderedPage>;

/** Inline scripts the browser runs: not `src=` scripts, not JSON-LD data blocks. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/ld\+json"/.test(attributes ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

export async function loadPrerenderedPages(clientDir: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") await walk(full);
      } else if (entry.name === "index.html") {
        if (!existsSync(`${full}.br`) || !existsSync(`${full}.gz`)) {
          throw new Error(`${full} has no precompressed copies: run \`npm run build\``);
        }
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        const html = await readFile(full);
        pages.set(rel === "" ? "/" : `/${rel}`, {
          html,
          br: await readFile(`${full}.br`),
          gzip: await readFile(`${full}.gz`),
          etag: `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
          scriptHashes: inlineScriptHashes(html.toString("utf8")),
        });
      }
    }
  }
  await walk(clientDir);
  return pages;
}

/**
 * One URL per page, however it is spelled: the router matches paths whatever their case and
 * escapes, so `/Instant-Quote` or `/instant%2Dquote` would render a duplicate of the page. A GET or
 * HEAD for such a spelling of a prerendered page answers 301 to the page's own path, keeping the query.
 */
export function canonicalSpelling(paths: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || res.locals.hostilePath || paths.has(req.path)) return next();
    const page = decodedPath(req.path)?.toLowerCase();
    if (page === undefined || page === req.path || !paths.has(page)) return next();
    const queryAt = req.originalUrl.indexOf("?");
    res.redirect(301, page + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
  };
}

/**
 * Marks a GET or HEAD for a prerendered path, so the security headers that follow allow its
 * scripts by hash. A request with a query string is left to the server renderer, because the
 * query changes the page (a preset service, a blog category).
 */
export function findPrerendered(pages: PrerenderedPages): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && !req.originalUrl.includes("?")) {
      const page = pages.get(req.path);
      if (page) res.locals.prerendered = page;
    }
    next();
  };
}

/** Sends the page `findPrerendered` found, in the best encoding the browser accepts. */
export const servePrerendered: RequestHandler = (req, res, next) => {
  const page = res.locals.prerendered as PrerenderedPage | undefined;
  if (!page) return next();
  res.append("Vary", "Accept-Encoding");
  // Public unless this response sets the visitor's attribution cookie (server/attribution.ts).
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("ETag", page.etag);
  if (req.fresh) return void res.status(304).end();

  // The smallest copy the browser takes; browsers list gzip before br with equal weight.
  const accepted = req.acceptsEncodings();
  const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
};
