import { describe, expect, it } from "vitest";
import { deferBootstrap } from "./defer-scripts";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-4.js" nonce="N"/><link rel="modulepreload" href="/assets/react-1.js" nonce="N"/><link rel="modulepreload" href="/assets/root-2.js" nonce="N"/></head><body><main>Hi</main><script nonce="N">window.__reactRouterContext = {};</script><script nonce="N" type="module" async="">; import "/assets/manifest-0.js"; import * as route0 from "/assets/root-2.js"; import * as route1 from "/assets/home-3.js";
  window.__reactRouterManifest = {"entry":{}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("deferBootstrap", () => {
  const out = deferBootstrap(page);

  it("drops the module preloads from the head and keeps everything else", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain("<main>Hi</main>");
    expect(out).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
  });

  it("imports the route modules only when booting, after load or the first interaction", () => {
    const script = /<script nonce="N" type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s+[*"]/m);
    expect(script).toContain(
      'const [_side0, route0, route1] = await Promise.all([import("/assets/manifest-0.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-4.js");');
    expect(script).toContain('addEventListener("load", boot, { once: true });');
    expect(() => new Function(`return async () => { ${script.replace(/\bimport\(/g, "load(")} }`)).not.toThrow();
  });

  it("preloads the page's modules together, evaluates them one at a time with a pause between, and leaves the route modules and the entry (which hydrates) to the bootstrap", () => {
    const script = /<script nonce="N" type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).toContain('const MODULES = ["/assets/react-1.js"];');
    expect(script.indexOf("await painted();")).toBeLessThan(script.indexOf('link.rel = "modulepreload"'));
    expect(script.indexOf('link.rel = "modulepreload"')).toBeLessThan(script.indexOf("await import(href)"));
    expect(script).toMatch(/await import\(href\);\s*await pause\(\);/);
  });

  it("refuses output it does not recognise rather than shipping a page that never hydrates", () => {
    expect(() => deferBootstrap("<html><body></body></html>")).toThrow(/bootstrap script was not found/);
    expect(() => deferBootstrap(page.replace("window.__reactRouterRouteModules", "window.somethingElse"))).toThrow(
      /unexpected/,
    );
  });
});
