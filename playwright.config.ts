import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build, in Debian's Chromium (never a downloaded
 * browser). `tests/e2e/global-setup.ts` starts the fake CRM and the built server on free ports
 * with a temporary database, and hands the address to the workers through the environment.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Two browsers at a time against the one server, on any machine (the default is half the cores).
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    // Each test's time, for scripts/test-times.ts.
    ["json", { outputFile: "reports/e2e.json" }],
  ],
  outputDir: "test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace costs every test; a failure is run again with `--retries=1` to get one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's headless build of its Chromium (the same version as /usr/bin/chromium, which the
      // bench runs): the suite in 281 s against 525 s, at less than half the browser's CPU
      // (docs/decisions/0014-test-browser.md).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      // The machine's network is closed: keep Chromium from reaching for Google's services.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // The pages of one site in one context share a renderer process: each worker's tests open
        // their pages in one context (tests/e2e/fixtures.ts), so a test starts no process.
        "--process-per-site",
        // Scrolls jump rather than glide, and the compositor's GPU thread lives in the browser
        // process: the same tests in 7% less CPU (139-148 CPU-seconds against 156 for three files).
        "--disable-smooth-scrolling",
        "--in-process-gpu",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
});
