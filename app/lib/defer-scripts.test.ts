import { runInNewContext } from "node:vm";
import { createElement as h } from "react";
import { createRequestHandler, Links, Outlet, Scripts, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as entry from "~/entry.server";
import { deferBootstrap } from "./defer-scripts";

/*
 * The pages come from React Router itself: a minimal build (a root that renders <Scripts />, an
 * index route and a route whose client loader is its own chunk) served by createRequestHandler
 * through the site's entry.server.tsx. A React Router release that changes its bootstrap fails
 * here, before it can ship a page that never hydrates.
 */

type AssetRoute = NonNullable<ServerBuild["assets"]["routes"][string]>;

const ENTRY = "/assets/entry.client-E1.js";
const MANIFEST = "/assets/manifest-M1.js";
const LIBRARIES = ["/assets/react-dom-R1.js", "/assets/react-router-R2.js"];

function assetRoute(route: Partial<AssetRoute> & Pick<AssetRoute, "id" | "module">): AssetRoute {
  return {
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    ...route,
  };
}

const assetRoutes = {
  root: assetRoute({ id: "root", path: "", module: "/assets/root-A1.js", imports: ["/assets/layout-L1.js"] }),
  "routes/home": assetRoute({
    id: "routes/home",
    parentId: "root",
    index: true,
    module: "/assets/home-H1.js",
    imports: ["/assets/card-C1.js"],
  }),
  "routes/quote": assetRoute({
    id: "routes/quote",
    parentId: "root",
    path: "quote",
    module: "/assets/quote-Q1.js",
    hasClientLoader: true,
    clientLoaderModule: "/assets/quote-client-loader-Q2.js",
  }),
};

function Document({ scripts = true }: { scripts?: boolean }) {
  return h("html", { lang: "en" }, h("head", null, h(Links)), h("body", null, h(Outlet), scripts ? h(Scripts) : null));
}

function build({ discovery = "lazy", scripts = true }: { discovery?: "lazy" | "initial"; scripts?: boolean } = {}) {
  const page = (text: string) => () => h("main", null, text);
  return {
    entry: { module: entry },
    routes: {
      root: { id: "root", path: "", module: { default: () => h(Document, { scripts }) } },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: page("Home") } },
      "routes/quote": { id: "routes/quote", parentId: "root", path: "quote", module: { default: page("Quote") } },
    },
    assets: {
      version: "1",
      url: MANIFEST,
      entry: { module: ENTRY, imports: LIBRARIES },
      routes: assetRoutes,
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: discovery, manifestPath: "/__manifest" },
  } satisfies ServerBuild;
}

/** React Router's page for `url`; `production` runs entry.server.tsx as the built site does. */
async function render(url: string, options: Parameters<typeof build>[0] = {}, production = false) {
  vi.stubEnv("PROD", production);
  const response = await createRequestHandler(build(options), "production")(new Request(`http://localhost${url}`));
  return { status: response.status, html: await response.text() };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g;

function moduleScripts(html: string) {
  return [...html.matchAll(MODULE_SCRIPT)].map(([, before, after, body]) => ({
    attributes: `${before}${after}`.trim(),
    body: body!,
  }));
}

/**
 * Runs a rewritten bootstrap as a page that has finished loading would, with `import()` answered
 * by a stand-in that records each module and gives back a namespace naming it. Resolves once the
 * entry (which hydrates the page) is imported, with what the page held at that moment.
 */
async function boot(script: string) {
  const imported: string[] = [];
  const preloaded: string[] = [];
  let snapshot: { routeModules?: unknown; manifest?: unknown } = {};
  let entryImported: () => void = () => {};
  const done = new Promise<void>((resolve) => (entryImported = resolve));
  const page: Record<string, unknown> = {
    document: {
      readyState: "complete",
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
    },
    PerformanceObserver: { supportedEntryTypes: [] },
    addEventListener: () => {},
    removeEventListener: () => {},
    setTimeout,
    load: (href: string) => {
      imported.push(href);
      if (href === ENTRY) {
        snapshot = {
          routeModules: structuredClone(page.__reactRouterRouteModules),
          manifest: structuredClone(page.__reactRouterManifest),
        };
        entryImported();
      }
      return Promise.resolve({ [href]: true });
    },
  };
  page.window = page;
  // A static import left in the script would be a syntax error here.
  runInNewContext(script.replace(/\bimport\(/g, "load("), page);
  await Promise.race([
    done,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`the entry was never imported: ${imported}`)), 2000)),
  ]);
  return { imported, preloaded, ...snapshot };
}

describe("deferBootstrap on React Router's own output", () => {
  it("finds the bootstrap this React Router release writes", async () => {
    const { status, html } = await render("/");
    expect(status).toBe(200);
    const scripts = moduleScripts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.body).toContain(`import * as route0 from "${assetRoutes.root.module}";`);
    expect(scripts[0]!.body).toContain(`import(${JSON.stringify(ENTRY)});`);
    expect(html).toContain(`<link rel="modulepreload" href="${LIBRARIES[0]}"`);
  });

  it.each([
    { url: "/", discovery: "lazy", routes: ["root", "routes/home"] },
    { url: "/", discovery: "initial", routes: ["root", "routes/home"] },
    { url: "/quote", discovery: "lazy", routes: ["root", "routes/quote"] },
  ] as const)(
    "$url with $discovery route discovery: the page's modules one by one, then its routes, the entry last",
    async ({ url, discovery, routes }) => {
      const { html } = await render(url, { discovery });
      const out = deferBootstrap(html);

      expect(out).not.toMatch(/rel="modulepreload"/);
      const scripts = moduleScripts(out);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.attributes).not.toMatch(/\basync\b/);
      expect(out).toContain("window.__reactRouterContext = ");

      const { imported, preloaded, routeModules, manifest } = await boot(scripts[0]!.body);
      const matched = routes.map((id) => assetRoutes[id]);
      const libraries = [...LIBRARIES, ...matched.flatMap((route) => route.imports ?? [])];
      const routeChunks = matched.flatMap((route) => [route.clientLoaderModule ?? [], route.module].flat());
      const own = [...(discovery === "initial" ? [MANIFEST] : []), ...routeChunks];

      // Every module React Router imported or preloaded is imported: the libraries in its order,
      // then the manifest and the route modules, and the entry last.
      expect(imported.slice(0, libraries.length)).toEqual(libraries);
      expect(new Set(imported.slice(libraries.length, -1))).toEqual(new Set(own));
      expect(imported.slice(libraries.length, -1)).toHaveLength(own.length);
      expect(imported.at(-1)).toBe(ENTRY);
      expect(preloaded).toEqual(libraries.map((href) => `modulepreload ${href}`));

      // Each route module (merged from its chunks) is in place before the entry runs.
      expect(routeModules).toEqual(
        Object.fromEntries(
          matched.map((route) => [
            route.id,
            Object.fromEntries([route.clientLoaderModule ?? [], route.module].flat().map((href) => [href, true])),
          ]),
        ),
      );
      if (discovery === "lazy") {
        expect(manifest).toMatchObject({
          entry: { module: ENTRY },
          routes: { [routes[1]]: { module: matched[1]!.module } },
        });
      }
    },
  );

  it("is what entry.server.tsx serves in production, the nonce kept on the one module script", async () => {
    const { status, html } = await render("/", {}, true);
    expect(status).toBe(200);
    expect(html).not.toMatch(/rel="modulepreload"/);
    const [script, ...others] = moduleScripts(html);
    expect(others).toEqual([]);
    expect(script!.attributes).toBe('nonce="csp-nonce-placeholder"');
    expect((await boot(script!.body)).imported.at(-1)).toBe(ENTRY);
  });

  it("makes a page it cannot rewrite an error (the build stops) rather than a page that never hydrates", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status } = await render("/", { scripts: false }, true);
    expect(status).toBe(500);
    expect(String(logged.mock.calls.flat().join(" "))).toMatch(/bootstrap script was not found/);
    logged.mockRestore();
  });

  it("refuses a bootstrap it does not recognise", async () => {
    const { html } = await render("/");
    expect(() => deferBootstrap(html.replace("window.__reactRouterRouteModules", "window.somethingElse"))).toThrow(
      /unexpected/,
    );
    expect(() => deferBootstrap(html.replace("import * as route0 from", "import { route0 } from"))).toThrow(
      /static import/,
    );
    expect(() =>
      deferBootstrap(html.replace('<link rel="modulepreload"', '<link crossorigin="" rel="modulepreload"')),
    ).toThrow(/module preload/);
  });
});
