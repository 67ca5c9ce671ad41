import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./prerendered";
import { cspNonce, securityHeaders } from "./security";
import { TAG_MANAGER_SOURCES, withTagManager } from "~/lib/tag-manager";

/**
 * The page policy with and without a Tag Manager container: exactly Google's published origins for
 * GTM and GA4 when one is built in, and not one of them otherwise.
 */

/** The policy's directives, each as its list of sources. */
async function policyOf(tagManager: string | undefined): Promise<Map<string, string[]>> {
  const app = express();
  app.use(cspNonce, ...securityHeaders({ tagManager }));
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

const GOOGLE_TAGS = /googletagmanager|google-analytics|analytics\.google/;

describe("the Content-Security-Policy of pages", () => {
  let without: Map<string, string[]>;
  let withContainer: Map<string, string[]>;
  beforeAll(async () => {
    without = await policyOf(undefined);
    withContainer = await policyOf("GTM-ABC1234");
  });

  it("names no tag origin without a container", () => {
    for (const [name, sources] of without) expect(sources.join(" "), name).not.toMatch(GOOGLE_TAGS);
    expect(without.get("connect-src")).toEqual(["'self'"]);
    expect(without.get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("adds exactly GTM's and GA4's origins, and only where they are used, with one", () => {
    const added = (name: string) => withContainer.get(name)!.filter((s) => !without.get(name)!.includes(s));
    expect(added("script-src").filter((s) => !s.startsWith("'nonce-"))).toEqual([...TAG_MANAGER_SOURCES.script]);
    expect(added("img-src")).toEqual([...TAG_MANAGER_SOURCES.img]);
    expect(added("connect-src")).toEqual([...TAG_MANAGER_SOURCES.connect]);
    for (const name of ["default-src", "frame-src", "style-src", "font-src", "worker-src", "object-src", "form-action"])
      expect(withContainer.get(name), name).toEqual(without.get(name));
    // Still no inline script but the page's own.
    expect(withContainer.get("script-src")).not.toContain("'unsafe-inline'");
    expect(withContainer.get("script-src")).not.toContain("'unsafe-eval'");
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
