import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { resolveSiteUrl } from "./app/lib/site-url.ts";
import { parseContainerId } from "./app/lib/tag-manager.ts";

/**
 * The icon library's index re-exports every icon; every icon some page uses would count as
 * imported by the root through it, and load on every page. An icon is the layout's only when the
 * layout's own code imports it.
 */
const LUCIDE_BARREL = /[\\/]lucide[\\/]dist[\\/]esm[\\/]lucide\.mjs$/;

/** The chunks every page loads at start (the code-splitting groups below and the runtime). */
const ALWAYS_LOADED = /(^|\/)(react-dom|react-router|layout|rolldown-runtime)-[\w-]+\.js$/;

/** Names the chunk of a module the root route imports statically (the header, footer and forms). */
function layoutChunk(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
  const seen = new Set<string>();
  const fromRoot = (moduleId: string): boolean => {
    if (/[\\/]app[\\/]root\.tsx$/.test(moduleId)) return true;
    if (seen.has(moduleId) || LUCIDE_BARREL.test(moduleId)) return false;
    seen.add(moduleId);
    return ctx.getModuleInfo(moduleId)?.importers.some(fromRoot) ?? false;
  };
  return fromRoot(id) ? "layout" : null;
}

/** The owner's office's own code, and the passkey library only it loads. */
const OFFICE_SOURCE =
  /[\\/]app[\\/](?:routes|components|lib)[\\/]office[\\/]|[\\/]node_modules[\\/]@simplewebauthn[\\/]/;

/**
 * Lists the browser chunks that hold any of the office's code in `office-chunks.json`, beside the
 * build's assets: the build's budget check (scripts/page-weight.ts) fails when a public page names one.
 */
function officeChunks(): Plugin {
  return {
    name: "office-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((file) => file.type === "chunk" && file.moduleIds.some((id) => OFFICE_SOURCE.test(id)))
        .map((file) => file.fileName);
      this.emitFile({ type: "asset", fileName: "office-chunks.json", source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}

/**
 * The build prerenders the pages through Vite's preview server, which imports the server build on
 * its first request and gives each request 10 seconds. On a busy machine (the build beside the test
 * suite) the import alone took longer, and the build failed. Imported here, before the preview
 * server listens, it is already loaded when the first page is asked for.
 */
function serverBuildLoadedFirst(): Plugin {
  return {
    name: "server-build-loaded-first",
    async configurePreviewServer() {
      const entry = path.resolve(import.meta.dirname, "build/server/index.js");
      if (existsSync(entry)) await import(pathToFileURL(entry).href);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), officeChunks(), serverBuildLoadedFirst()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    // The canonical base is part of every prerendered page, so it is fixed when the site is built.
    __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env.SITE_URL)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Pages and their Content-Security-Policy both follow it: set at build time, like SITE_URL.
    __GTM_CONTAINER_ID__: JSON.stringify(parseContainerId(process.env.GTM_CONTAINER_ID) ?? ""),
  },
  build: {
    assetsInlineLimit: 0,
    // A chunk loaded on demand names itself and the chunks it needs, to fetch them alongside.
    // Every page has already loaded React, the router and the layout before anything is loaded on
    // demand, and import() fetches the chunk itself, so naming those only adds to the scripts that
    // load first.
    modulePreload: {
      resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !ALWAYS_LOADED.test(dep)),
    },
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        // Few chunks: each request costs headers on a slow phone connection (they are fetched in
        // parallel). React DOM, then React with the router, then everything the layout (root.tsx)
        // needs on every page; route-only code and code loaded on demand keep their own chunks.
        // The page evaluates them one at a time (defer-scripts.ts), so each is a short task.
        codeSplitting: {
          groups: [
            { name: "react-dom", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "react-router", test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: layoutChunk, priority: 1 },
          ],
        },
      },
    },
  },
});
