import path from "node:path";
import { defineConfig } from "vitest/config";
import ReliabilityFirst from "./tests/support/sequencer";

/**
 * Unit tests live next to the code (`*.test.ts`, the test support's too); integration tests in
 * `tests/integration/` run against real databases (PGlite, and PostgreSQL started by `tests/support/global-setup.ts`).
 */
export default defineConfig({
  // Vitest keeps each file's last duration here and starts the longest first; outside node_modules,
  // so `npm ci` does not forget it.
  cacheDir: ".cache/vite",
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
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/console-guard.ts"],
    // Three files at a time even on a two-core machine: much of a test's time is spent waiting on
    // the servers it starts, not computing. With two, a core stood idle for a third of the run
    // once the build beside it was done (the suite 674 s against 641 s, measured one after the other).
    maxWorkers: 3,
    // A worker keeps the modules it has imported from one file to the next: importing the server
    // for every file was a third of the run. Each file still starts its own servers and databases.
    isolate: false,
    sequence: { sequencer: ReliabilityFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
