import path from "node:path";
import { defineConfig } from "vite";
import { resolveSiteUrl } from "./app/lib/site-url.ts";
import { parseContainerId } from "./app/lib/tag-manager.ts";

/**
 * Bundles the Node server (`server/main.ts`) into `build/server-app/main.js`, and the lead inbox
 * (`scripts/leads.ts`) into `leads.js` beside it, for a deploy without the dev tools
 * (`scripts/leads.mjs`); packages stay external.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env.SITE_URL)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Pages and their Content-Security-Policy both follow it: set at build time, like SITE_URL.
    __GTM_CONTAINER_ID__: JSON.stringify(parseContainerId(process.env.GTM_CONTAINER_ID) ?? ""),
  },
  build: {
    ssr: true,
    outDir: "build/server-app",
    emptyOutDir: true,
    target: "node24",
    sourcemap: true,
    rolldownOptions: {
      input: { main: "server/main.ts", leads: "scripts/leads.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
  publicDir: false,
  logLevel: "warn",
});
