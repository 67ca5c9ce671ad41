import path from "node:path";
import { defineConfig } from "vite";
import { resolveSiteUrl } from "./app/lib/site-url.ts";

/** Bundles the Node server (`server/main.ts`) into `build/server-app/main.js`; packages stay external. */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env.SITE_URL)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    ssr: "server/main.ts",
    outDir: "build/server-app",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "main.js" } },
  },
  publicDir: false,
  logLevel: "warn",
});
