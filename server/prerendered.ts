import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "~/lib/nonce";

/**
 * The pages React Router prerendered at build time (`build/client/**\/index.html`), held in memory
 * and split around the nonce placeholder, so each response gets its own CSP nonce for the price of
 * a string join.
 */
export type PrerenderedPages = Map<string, string[]>;

export async function loadPrerenderedPages(clientDir: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") await walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        const html = await readFile(full, "utf8");
        pages.set(rel === "" ? "/" : `/${rel}`, html.split(NONCE_PLACEHOLDER));
      }
    }
  }
  await walk(clientDir);
  return pages;
}

/**
 * Answers GET and HEAD for a prerendered path. A request with a query string is left to the
 * server renderer, because the query changes the page (a preset service, a blog category).
 */
export function servePrerendered(pages: PrerenderedPages): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.originalUrl.includes("?")) return next();
    const parts = pages.get(req.path);
    if (!parts) return next();
    res.set({
      "Content-Type": "text/html; charset=utf-8",
      // Each response carries its own nonce, so shared caches must not reuse it.
      "Cache-Control": "private, no-cache",
    });
    res.send(parts.join(res.locals.cspNonce as string));
  };
}
