/**
 * The wizard's added wait with roof measurement on: the roof is measured from the moment the
 * address is complete and valid (a short pause in the typing, or Next, whichever comes first; here
 * Next, pressed as soon as the address is filled in), so what a visitor waits for is whatever the
 * measurement takes beyond the two questions after the address. Visitors in Chromium answering
 * those questions a frame apart (the worst case: no person is that fast), against the production
 * server measuring from local stand-ins for Google's Geocoding and Solar APIs that take 300 ms per
 * call, each visitor a new address (a lookup, not the cache). The browsers run below the server's
 * priority (`launchVisitorBrowser`): on this machine they share its two cores, as no visitor's does.
 *
 *   npx tsx scripts/bench/roof-measurement.ts [--quick]    this section alone, on the current build
 */
import { pathToFileURL } from "node:url";
import { FAKE_GOOGLE_KEY, startFakeGoogle } from "../../tests/support/fake-google";
import { type FakeHouse, TYPICAL } from "../../tests/support/fake-google-houses";
import { startProductionServer } from "./servers";
import { launchVisitorBrowser } from "./visitor-browser";

export type WizardWaitFigures = {
  visitors: number;
  concurrency: number;
  /** Each outside call's delay at the stand-ins; a measurement makes two. */
  apiDelayMs: number;
  /** From the answered address to the measured area in the wizard's answers. */
  measurement: { p50: number; p99: number };
  /** From Next on the address to the request leaving: the proof of work it waits for. */
  proofWait: { p50: number; p99: number };
  /** The request alone, as the browser timed it: the server's lookup and the network. */
  request: { p50: number; p99: number };
  /** From the answered address to the roof-size question, for a visitor who does not stop to think. */
  questions: { p50: number; p99: number };
  /** From the roof-size question to the measured area in its field: the visitor's wait. */
  addedWait: { p50: number; p99: number; max: number };
  /** Visitors who saw no measurement at all (a failure: every address is measurable). */
  missing: number;
};

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;
const round = (n: number) => Math.round(n);

/** A measurable house per visitor, at its own point, shaped like the typical one. */
function benchHouses(count: number): FakeHouse[] {
  return Array.from({ length: count }, (_, i) => ({
    ...TYPICAL,
    street: `${1000 + i} Bench Way`,
    point: { lat: 27.9 + i * 0.001, lng: -82.5 },
    building: { ...TYPICAL.building, center: { latitude: 27.9 + i * 0.001, longitude: -82.5 } },
  }));
}

/**
 * In the page, on its own clock, checked every frame: when the questions after the address begin
 * (`asked`), when the measured area is in the wizard's answers (`measured`), when the roof-size
 * question appears (`arrived`) and when its field shows a value (`filled`). `__answerFast` answers
 * the two questions after the address a frame apart: faster than any person. A string: the script
 * runner's compiled functions call helpers the page does not have.
 */
const MARK_WIZARD = `(() => {
  const marks = (window.__marks = {});
  addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button");
    if (marks.next === undefined && button && button.textContent.trim() === "Next") marks.next = performance.now();
  }, true);
  const loop = () => {
    const now = performance.now();
    const legends = [...document.querySelectorAll("legend")].map((l) => l.textContent);
    if (marks.asked === undefined && legends.includes("What kind of project is it?")) marks.asked = now;
    if (marks.asked !== undefined && marks.measured === undefined) {
      const saved = JSON.parse(sessionStorage.getItem("instant-quote") || "{}");
      if (saved.answers && saved.answers.squareFeet) marks.measured = now;
    }
    if (marks.arrived === undefined && legends.includes("How big is the roof?")) marks.arrived = now;
    const area = document.querySelector('input[name="squareFeet"]');
    if (marks.arrived !== undefined && marks.filled === undefined && area && area.value) marks.filled = now;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  window.__answerFast = async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const form = document.querySelector('form[aria-label="Instant quote"]');
    const next = () => [...form.querySelectorAll("button")].find((b) => b.textContent.trim() === "Next");
    for (const [name, value] of [["projectType", "roof-replacement"], ["roofType", "asphalt"]]) {
      while (!form.querySelector('input[name="' + name + '"]')) await frame();
      form.querySelector('input[name="' + name + '"][value="' + value + '"]').click();
      await frame();
      next().click();
      await frame();
    }
  };
})();`;

export async function wizardWait({
  visitors,
  concurrency,
  apiDelayMs = 300,
}: {
  visitors: number;
  concurrency: number;
  apiDelayMs?: number;
}): Promise<WizardWaitFigures> {
  const houses = benchHouses(visitors);
  const google = await startFakeGoogle(houses);
  google.setDelay(apiDelayMs);
  const server = await startProductionServer({
    ROOF_MEASUREMENT: "google-solar",
    GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY,
    GOOGLE_GEOCODING_API_BASE: google.url,
    GOOGLE_SOLAR_API_BASE: google.url,
    ROOF_MEASUREMENT_DAILY_CAP: "1000000",
    // Each visitor has an address of its own (X-Forwarded-For), as real visitors do.
    TRUST_PROXY: "1",
  });
  const browser = await launchVisitorBrowser();
  const samples: Array<{
    next: number;
    asked: number;
    arrived: number;
    measured?: number;
    filled?: number;
    requestStart?: number;
    request?: number;
  }> = [];
  try {
    let nextVisitor = 0;
    const visit = async (i: number) => {
      const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${i % 250}` } });
      const page = await context.newPage();
      await page.addInitScript(MARK_WIZARD);
      await page.goto(`${server.url}/instant-quote`);
      await page.locator("html[data-hydrated]").waitFor();
      const form = page.getByRole("form", { name: "Instant quote" });
      const next = form.getByRole("button", { name: "Next" });
      await form.getByLabel("Street address").fill(houses[i]!.street);
      await form.getByLabel("City").fill(houses[i]!.city);
      await form.getByLabel("ZIP code").fill(houses[i]!.zip);
      await next.click();
      await page.evaluate("window.__answerFast()");
      await page
        .waitForFunction(() => (window as unknown as { __marks: { filled?: number } }).__marks.filled, null, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      samples.push(
        (await page.evaluate(`({
          ...window.__marks,
          ...(([e]) => e && { requestStart: e.startTime, request: e.duration })(
            performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/api/roof-measurement")),
          ),
        })`)) as (typeof samples)[number],
      );
      await context.close();
    };
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = nextVisitor++; i < visitors; i = nextVisitor++) await visit(i);
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
    await google.close();
  }
  const complete = samples.filter((s): s is Required<typeof s> => s.filled !== undefined && s.measured !== undefined);
  const waits = complete.map((s) => Math.max(0, s.filled - s.arrived));
  const measurement = complete.map((s) => s.measured - s.asked);
  const requests = complete.map((s) => s.request).filter((ms): ms is number => typeof ms === "number");
  const proofWaits = complete.flatMap((s) => (s.requestStart === undefined ? [] : [s.requestStart - s.next]));
  const questions = complete.map((s) => s.arrived - s.asked);
  return {
    visitors,
    concurrency,
    apiDelayMs,
    measurement: { p50: round(percentile(measurement, 0.5)), p99: round(percentile(measurement, 0.99)) },
    proofWait: { p50: round(percentile(proofWaits, 0.5)), p99: round(percentile(proofWaits, 0.99)) },
    request: { p50: round(percentile(requests, 0.5)), p99: round(percentile(requests, 0.99)) },
    questions: { p50: round(percentile(questions, 0.5)), p99: round(percentile(questions, 0.99)) },
    addedWait: {
      p50: round(percentile(waits, 0.5)),
      p99: round(percentile(waits, 0.99)),
      max: round(Math.max(0, ...waits)),
    },
    missing: samples.length - complete.length,
  };
}

/** The report's lines for these figures. */
export function describeWizardWait(f: WizardWaitFigures): string[] {
  return [
    `${f.visitors} visitors, ${f.concurrency} at a time, each a new address; the stand-ins answer each of the two calls in ${f.apiDelayMs} ms (${2 * f.apiDelayMs} ms of the measurement is theirs).\n`,
    "| What | p50 | p99 |",
    "|---|---:|---:|",
    `| Measurement: address answered to the measured area in the wizard | ${f.measurement.p50} ms | ${f.measurement.p99} ms |`,
    `| From Next on the address to the request: its proof of work | ${f.proofWait.p50} ms | ${f.proofWait.p99} ms |`,
    `| The request alone (POST /api/roof-measurement, the browser's timing) | ${f.request.p50} ms | ${f.request.p99} ms |`,
    `| The next two questions answered a frame apart (faster than any person) | ${f.questions.p50} ms | ${f.questions.p99} ms |`,
    `| **Added wait** at the roof-size question | **${f.addedWait.p50} ms** | **${f.addedWait.p99} ms** |`,
    `\nLongest wait ${f.addedWait.max} ms; visitors who saw no measurement: ${f.missing}. A person reading two questions takes seconds, not the script's ${f.questions.p50} ms, so for them the measurement is there before they are.`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const quick = process.argv.includes("--quick");
  const figures = await wizardWait(quick ? { visitors: 8, concurrency: 2 } : { visitors: 40, concurrency: 4 });
  console.log(describeWizardWait(figures).join("\n"));
}
