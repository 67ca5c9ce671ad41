import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Unit tests live next to the code (`*.test.ts`); integration tests in `tests/integration/` run
 * against real databases (PGlite, and PostgreSQL started by `tests/support/global-setup.ts`).
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __SITE_URL__: JSON.stringify("https://www.suncoastfamilyroofing.example"),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
