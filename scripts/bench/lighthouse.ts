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
 * The city pages' map is a lazy iframe from the maps service, which this offline machine cannot
 * reach. Its error page made Chrome take about 5 s longer to close every city page's trace;
 * blocked, the request fails at once and most runs skip that wait. The page is measured the same.
 * A site built with a Tag Manager container (GTM_CONTAINER_ID) is measured with the container
 * blocked: what it loads is the owner's choice of tags, not the site (the report says so).
 */
const BLOCKED = ["*maps.google.com*", "*googletagmanager.com*"];

/**
 * Lighthouse's defaults, less the screenshots no score uses (the full-page one alone costs a
 * second per run, and the report runs about a hundred).
 */
const CONFIG: Config = {
  extends: "lighthouse:default",
  settings: {
    disableFullPageScreenshot: true,
    skipAudits: ["screenshot-thumbnails", "final-screenshot"],
    blockedUrlPatterns: BLOCKED,
  },
};

/**
 * What a metrics-only run measures: the page's timings, no scores, and the longest main-thread
 * task (Lighthouse's `long-tasks` audit, simulated as TBT is; 0 when no task reached 50 ms).
 */
export type MetricsResult = Pick<LighthouseResult, "url" | "metrics"> & { longestTaskMs: number };

/** Only the audits behind the timings, so Lighthouse gathers nothing else (about a third faster). */
const METRICS_CONFIG: Config = {
  extends: "lighthouse:default",
  settings: {
    disableFullPageScreenshot: true,
    blockedUrlPatterns: BLOCKED,
    onlyAudits: [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
      "long-tasks",
    ],
  },
};

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** Runs each URL in turn in one browser. */
async function inOneBrowser<T>(
  urls: readonly string[],
  config: Config,
  read: (url: string, lhr: RunnerResult["lhr"]) => T,
  onResult?: (result: T) => void,
): Promise<T[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const results: T[] = [];
  try {
    for (const url of urls) {
      const result = read(url, await measure(url, chrome.port, config));
      results.push(result);
      onResult?.(result);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * One Lighthouse run of a page. A run without figures (Lighthouse's runtime error, such as no
 * trace, no paint seen or a protocol timeout, or an LCP it could not compute) is run again, at
 * most twice, and each failure is said on standard error.
 */
async function measure(url: string, port: number, config: Config): Promise<RunnerResult["lhr"]> {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error" }, config);
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lcp = run.lhr.audits["largest-contentful-paint"];
    const error =
      run.lhr.runtimeError ??
      (lcp?.numericValue === undefined
        ? { code: "NO_LCP", message: lcp?.errorMessage ?? "no largest contentful paint" }
        : undefined);
    if (!error) return run.lhr;
    console.error(`[bench] ${url}: Lighthouse failed (${error.code}: ${error.message}), attempt ${attempt} of 3`);
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${error.code}`);
  }
}

function metricsOf(lhr: RunnerResult["lhr"]): LighthouseResult["metrics"] {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndex: audit("speed-index"),
  };
}

/** Full Lighthouse runs: the four category scores, the timings and the bytes by kind. */
export function runLighthouse(
  urls: readonly string[],
  onResult?: (result: LighthouseResult) => void,
): Promise<LighthouseResult[]> {
  return inOneBrowser(
    urls,
    CONFIG,
    (url, lhr) => {
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const summary =
        (
          lhr.audits["resource-summary"]?.details as
            { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
        )?.items ?? [];
      return {
        url,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        },
        metrics: metricsOf(lhr),
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
    },
    onResult,
  );
}

/**
 * The same load and the same simulated timings as a full run, without the audits behind the
 * scores: for the static twins and the repeat runs of the LCP comparison, which use only timings.
 */
export function runMetrics(
  urls: readonly string[],
  onResult?: (result: MetricsResult) => void,
): Promise<MetricsResult[]> {
  return inOneBrowser(
    urls,
    METRICS_CONFIG,
    (url, lhr) => {
      const tasks = (lhr.audits["long-tasks"]?.details as { items?: Array<{ duration: number }> } | undefined)?.items;
      return { url, metrics: metricsOf(lhr), longestTaskMs: Math.max(0, ...(tasks ?? []).map((t) => t.duration)) };
    },
    onResult,
  );
}
