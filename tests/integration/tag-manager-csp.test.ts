import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTagManager } from "~/lib/tag-manager";
import { createApp } from "../../server/app";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * The Content-Security-Policy of a site built with a Tag Manager container (GTM_CONTAINER_ID is fixed
 * at build time: here the app is given the container the build would have), served by the real
 * server: the tags contractors buy ads with may run, and so may the vendors the owner names in
 * CSP_EXTRA_ORIGINS; built without a container, none of them.
 */

const CONTAINER = "GTM-ABC1234";
const EXTRA = "https://snap.licdn.com, https://*.Clarity.ms";

/** A prerendered page as a build with the container writes it: the loader last in its head. */
function builtPage(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roofing-tags-"));
  mkdirSync(path.join(dir, "roofing-tampa-fl"), { recursive: true });
  const html = withTagManager(
    "<!DOCTYPE html><html><head><title>Tampa</title></head><body><h1>Roofing in Tampa</h1></body></html>",
    CONTAINER,
    undefined,
  );
  const file = path.join(dir, "roofing-tampa-fl", "index.html");
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html));
  return dir;
}

/** The policy's directives of `/roofing-tampa-fl` served by the app, each as its sources. */
async function policyOf(server: TestServer, dir: string, tagManager: string | undefined) {
  const app = await createApp({ services: server.services, clientDir: dir, tagManager });
  const pages = http.createServer(app);
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(pages.address() as AddressInfo).port}/roofing-tampa-fl`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    return new Map(
      csp.split(";").map((d) => {
        const [name = "", ...sources] = d.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
  } finally {
    await new Promise((resolve) => pages.close(resolve));
  }
}

describe("the policy of a site built with a Tag Manager container", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = builtPage();
    server = await startTestServer({ db: "pglite", env: { CSP_EXTRA_ORIGINS: EXTRA } });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("names the origins of Google Ads, the Meta Pixel, Microsoft UET and CSP_EXTRA_ORIGINS", async () => {
    const policy = await policyOf(server, dir, CONTAINER);
    const has = (name: string, ...origins: string[]) =>
      expect(policy.get(name), name).toEqual(expect.arrayContaining(origins));
    has("script-src", "'self'", "https://*.googletagmanager.com", "https://www.googleadservices.com");
    has("script-src", "https://connect.facebook.net", "https://bat.bing.com");
    has("img-src", "https://googleads.g.doubleclick.net", "https://www.facebook.com", "https://bat.bing.com");
    has("connect-src", "https://www.google.com", "https://www.facebook.com", "https://bat.bing.com");
    has("frame-src", "https://td.doubleclick.net");
    for (const name of ["script-src", "img-src", "connect-src", "frame-src"])
      has(name, "https://snap.licdn.com", "https://*.clarity.ms");
    // The loader itself runs by its hash, and nothing inline else.
    expect(policy.get("script-src")!.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("built without a container, allows none of them, and the log says the extra origins wait for one", async () => {
    const policy = await policyOf(server, dir, undefined);
    expect([...policy.values()].flat().join(" ")).not.toMatch(/googletagmanager|facebook|bing|doubleclick|licdn/);
    expect(
      server
        .logEntries()
        .some((e) => e.level === 40 && String(e.msg).startsWith("CSP_EXTRA_ORIGINS is set, but the site was built")),
    ).toBe(true);
  });
});
