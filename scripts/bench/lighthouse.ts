import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";

/**
 * Lighthouse mobile runs (the engine Lighthouse CI ships, version 12) in Debian's Chromium, one
 * browser for the whole batch. Default mobile settings: Moto G Power viewport, simulated slow 4G
 * and 4x CPU slowdown.
 */

export type LighthouseResult = {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Bytes transferred by resource type (document, script, stylesheet, font, image, other, total). */
  bytes: Record<string, number>;
  failedAudits: string[];
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * Lighthouse's defaults, less the screenshots no score uses (the full-page one alone costs a
 * second per run, and the report runs about a hundred).
 */
const CONFIG: Config = {
  extends: "lighthouse:default",
  settings: { disableFullPageScreenshot: true, skipAudits: ["screenshot-thumbnails", "final-screenshot"] },
};

export async function runLighthouse(
  urls: readonly string[],
  onResult?: (result: LighthouseResult) => void,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, CONFIG);
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = run.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary =
        (
          lhr.audits["resource-summary"]?.details as
            { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
        )?.items ?? [];
      const result: LighthouseResult = {
        url,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        },
        metrics: {
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          speedIndex: audit("speed-index"),
        },
        bytes: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
        failedAudits: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "notApplicable" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id),
      };
      results.push(result);
      onResult?.(result);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
