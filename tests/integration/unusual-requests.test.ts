import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * Requests a crawler, a proxy or a probing client sends that no page of ours links to: the app
 * with a prerendered page and a renderer that must not be reached for them.
 */

function builtPage(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roofing-unusual-"));
  mkdirSync(path.join(dir, "instant-quote"), { recursive: true });
  const html = "<!DOCTYPE html><html><head><title>Quote</title></head><body><h1>Instant quote</h1></body></html>";
  const file = path.join(dir, "instant-quote", "index.html");
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html));
  return dir;
}

describe("unusual requests", () => {
  let server: TestServer;
  let dir: string;
  let pages: http.Server;
  let base: string;
  let rendered: string[];
  beforeAll(async () => {
    dir = builtPage();
    rendered = [];
    server = await startTestServer({ db: "pglite" });
    const app = await createApp({
      services: server.services,
      clientDir: dir,
      // Every request that reaches the renderer fails loudly: these ones must not.
      build: async () => {
        rendered.push("renderer");
        throw new Error("the renderer was reached");
      },
    });
    pages = http.createServer(app);
    await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => pages?.close(resolve));
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("redirects a prerendered page's path in capitals or with escaped letters (301) to the page's own", async () => {
    for (const [spelling, target] of [
      ["/Instant-Quote", "/instant-quote"],
      ["/INSTANT-QUOTE?service=roof-repair", "/instant-quote?service=roof-repair"],
      ["/instant%2Dquote", "/instant-quote"],
    ]) {
      const res = await fetch(`${base}${spelling}`, { redirect: "manual" });
      expect(res.status, spelling).toBe(301);
      expect(res.headers.get("location"), spelling).toBe(target);
      expect(res.headers.get("strict-transport-security"), spelling).toBeTruthy();
    }
    const page = await fetch(`${base}/instant-quote`, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(rendered).toEqual([]);
  });

  it("answers TRACE with 405 and Allow, not a 500 logged as a failure", async () => {
    const status = await new Promise<{ code: number; allow: string | undefined }>((resolve, reject) => {
      http
        .request(`${base}/instant-quote`, { method: "TRACE" }, (res) => {
          res.resume();
          resolve({ code: res.statusCode ?? 0, allow: res.headers.allow });
        })
        .on("error", reject)
        .end();
    });
    expect(status).toEqual({ code: 405, allow: "GET, HEAD" });
    expect(server.logEntries().some((e) => e.msg === "unhandled error")).toBe(false);
  });
});
