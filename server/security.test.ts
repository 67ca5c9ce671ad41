import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./prerendered";
import { cspNonce, securityHeaders } from "./security";
import { TAG_MANAGER_SOURCES, withTagManager } from "~/lib/tag-manager";

/**
 * The page policy with and without a Tag Manager container: exactly the published origins of GTM,
 * GA4 and the ad platforms' tags (and the owner's CSP_EXTRA_ORIGINS) when one is built in, and not
 * one of them otherwise.
 */

/** The policy's directives, each as its list of sources. */
async function policyOf(tagManager: string | undefined, extraOrigins: string[] = []): Promise<Map<string, string[]>> {
  const app = express();
  app.use(cspNonce, ...securityHeaders({ tagManager, extraOrigins }));
  app.get("/", (_req, res) => void res.send("ok"));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    return new Map(
      csp.split(";").map((d) => {
        const [name = "", ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const TAG_ORIGINS =
  /googletagmanager|google-analytics|analytics\.google|doubleclick|googleads|facebook|bing\.com|licdn/;
const EXTRA = ["https://snap.licdn.com", "https://*.clarity.ms"];

describe("the Content-Security-Policy of pages", () => {
  let without: Map<string, string[]>;
  let withContainer: Map<string, string[]>;
  let withExtras: Map<string, string[]>;
  beforeAll(async () => {
    without = await policyOf(undefined, EXTRA);
    withContainer = await policyOf("GTM-ABC1234");
    withExtras = await policyOf("GTM-ABC1234", EXTRA);
  });
  const added = (policy: Map<string, string[]>, name: string) =>
    policy
      .get(name)!
      .filter((s) => !without.get(name)!.includes(s))
      .filter((s) => !s.startsWith("'nonce-"));

  it("names no tag origin without a container, not even the owner's extra ones", () => {
    for (const [name, sources] of without) expect(sources.join(" "), name).not.toMatch(TAG_ORIGINS);
    expect(without.get("connect-src")).toEqual(["'self'"]);
    expect(without.get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("adds exactly the tags' origins, and only where they are used, with one", () => {
    expect(added(withContainer, "script-src")).toEqual([...TAG_MANAGER_SOURCES.script]);
    expect(added(withContainer, "img-src")).toEqual([...TAG_MANAGER_SOURCES.img]);
    expect(added(withContainer, "connect-src")).toEqual([...TAG_MANAGER_SOURCES.connect]);
    expect(added(withContainer, "frame-src")).toEqual([...TAG_MANAGER_SOURCES.frame]);
    for (const name of ["default-src", "style-src", "font-src", "worker-src", "object-src", "form-action"])
      expect(withContainer.get(name), name).toEqual(without.get(name));
    // Still no inline script but the page's own.
    expect(withContainer.get("script-src")).not.toContain("'unsafe-inline'");
    expect(withContainer.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("lets the tags contractors buy ads with run: Google Ads, the Meta Pixel and Microsoft UET", () => {
    const expectAll = (name: string, origins: string[]) =>
      expect(withContainer.get(name), name).toEqual(expect.arrayContaining(origins));
    // Google Ads: the conversion script and its pixel's redirects, and the audience frames.
    expectAll("script-src", ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net"]);
    expectAll("img-src", ["https://googleads.g.doubleclick.net", "https://www.google.com"]);
    expectAll("frame-src", ["https://td.doubleclick.net", "https://bid.g.doubleclick.net"]);
    // Meta Pixel: fbevents.js, and its events to facebook.com/tr.
    expectAll("script-src", ["https://connect.facebook.net"]);
    expectAll("img-src", ["https://www.facebook.com"]);
    expectAll("connect-src", ["https://www.facebook.com"]);
    // Microsoft UET: bat.js and its events.
    for (const name of ["script-src", "img-src", "connect-src"]) expectAll(name, ["https://bat.bing.com"]);
  });

  it("adds CSP_EXTRA_ORIGINS to scripts, images, connections and frames, and nowhere else", () => {
    for (const name of ["script-src", "img-src", "connect-src", "frame-src"])
      expect(added(withExtras, name), name).toEqual([...added(withContainer, name), ...EXTRA]);
    for (const name of ["default-src", "style-src", "font-src", "worker-src", "object-src", "form-action"])
      expect(withExtras.get(name), name).toEqual(without.get(name));
  });
});

describe("the container's loader in a page", () => {
  const page = "<!DOCTYPE html><html><head><title>t</title></head><body><script>boot()</script></body></html>";

  it("is the head's last element, and a prerendered page's policy allows it by hash", () => {
    const html = withTagManager(page, "GTM-ABC1234", undefined);
    expect(html).toMatch(/<script>\(\(\) => \{[\s\S]*gtm\.js\?id=GTM-ABC1234[\s\S]*<\/script><\/head>/);
    expect(inlineScriptHashes(html)).toHaveLength(2);
    expect(withTagManager(page, "GTM-ABC1234", "abc123==")).toContain('<script nonce="abc123==">');
  });

  it("waits for the page to be hydrated before it fetches the container", () => {
    const html = withTagManager(page, "GTM-ABC1234", undefined);
    expect(html).toMatch(/MutationObserver[\s\S]*data-hydrated[\s\S]*requestIdleCallback/);
  });

  it("refuses a container id that is not one", () => {
    expect(() => withTagManager(page, 'GTM-1"</script><script>alert(1)', undefined)).toThrow(/not a container id/);
  });
});
