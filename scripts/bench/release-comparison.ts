/**
 * This checkout's build against the release of 2026-11-24 (7cee6ec), both served at once in the
 * same run, each by its own production server (the release's build made once in a temporary
 * worktree and kept, `release-build.ts`), measured in turns so that the machine's noise falls on
 * both:
 *
 * - Load, per page: Lighthouse mobile (simulated slow 4G, 4x CPU), TBT and the longest main-thread
 *   task, main and the release in alternating order, and main's LCP against its script-free twin
 *   (the same HTML without scripts). Median of the rounds.
 * - Interactions: Chromium at 4x CPU slowdown (CDP), each interaction's duration from the Event
 *   Timing API as INP counts it (entries with an interactionId, the longest entry of each), the
 *   worst of the visit; the page settled first (hydrated, network idle, an idle callback), as
 *   when a person starts. Median of the rounds. Beside them, the floor: the same tap or click on a
 *   page holding two questions and nothing else, which no page answers faster on this machine.
 *
 * Targets (issue 26): TBT at most 0.25x the release's and under 100 ms on every page; each
 * interaction at most 0.5x the release's; LCP at most 1.10x the twin's.
 *
 *   npx tsx scripts/bench/release-comparison.ts [--quick]    this section alone, on the current build
 */
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { type BrowserContextOptions, chromium, type Page } from "@playwright/test";
import { type MetricsResult, runMetrics } from "./lighthouse";
import { releaseBuild } from "./release-build";
import { startProductionServer, startStaticTwin } from "./servers";

export const RELEASE = "7cee6ec";
export const PAGES = [
  "/",
  "/instant-quote",
  "/roofing-tampa-fl",
  "/financing",
  "/blog/choosing-roofing-material-florida",
];
const TARGET = { tbtRatio: 0.25, tbtMs: 100, interactionRatio: 0.5, lcpRatio: 1.1 };
const CPU_SLOWDOWN = 4;
/** Event Timing reports nothing shorter than this: an interaction with no entry counts as this long. */
const EVENT_FLOOR_MS = 16;

type Side = "main" | "release";
export type PageFigures = {
  path: string;
  tbt: Record<Side, number>;
  longestTask: Record<Side, number>;
  lcp: number;
  twinLcp: number;
  twinTbt: number;
  runs: Record<Side | "twin", MetricsResult["metrics"][]>;
};
export type InteractionFigures = {
  name: string;
  page: string;
  worst: Record<Side | "floor", number>;
  runs: Record<Side | "floor", number[]>;
};
export type ReleaseComparison = {
  release: string;
  rounds: number;
  cpuSlowdown: number;
  /** The machine's one-minute load average when the section started and when it ended. */
  loadAverage: [number, number];
  pages: PageFigures[];
  interactions: InteractionFigures[];
};

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};

/** The header's quote bar, by its heading ("Free quote, fast reply"). */
const HEADER_FORM = /^free quote,\s*fast reply$/i;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Each interaction: where, at what size, what is done first (unmeasured), and what is measured. */
const INTERACTIONS: Array<{
  name: string;
  page: string;
  context: BrowserContextOptions;
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}> = [
  {
    name: "Quote wizard: an option, then Next",
    page: "/instant-quote",
    context: PHONE,
    act: async (page) => {
      const form = page.getByRole("form", { name: "Instant quote" });
      await form.getByRole("radio", { name: "Complete Roof Replacement" }).tap();
      await form.getByRole("button", { name: "Next" }).tap();
      await form.locator('input[name="roofType"]').first().waitFor({ state: "attached" });
    },
  },
  {
    name: "Mobile menu: the first tap",
    page: "/",
    context: PHONE,
    act: async (page) => {
      await page.getByRole("button", { name: /^(open )?menu$/i }).tap();
      await page.getByRole("navigation", { name: /^(mobile|menu)$/i }).waitFor();
    },
  },
  {
    name: "FAQ: opening a question",
    page: "/",
    context: PHONE,
    prepare: async (page) => {
      await page.locator("details[name='home-faq'] > summary").first().scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      await page.locator("details[name='home-faq'] > summary").first().tap();
      await page.locator("details[name='home-faq'][open]").waitFor({ state: "attached" });
    },
  },
  {
    name: "Header form: step one, then the details dialog",
    page: "/",
    context: LAPTOP,
    prepare: async (page) => {
      const form = page.getByRole("region", { name: HEADER_FORM }).locator("form");
      await form.getByLabel("First name").fill("Ana");
      await form.getByLabel("Last name").fill("Lopez");
      await form.getByLabel("Phone").fill("8135550123");
      await form.getByLabel("Street address").fill("123 Palm Ave");
      await form.getByLabel("Service").selectOption({ label: "Roof Replacement" });
      await page.waitForLoadState("networkidle");
    },
    act: async (page) => {
      await page
        .getByRole("region", { name: HEADER_FORM })
        .getByRole("button", { name: /get free quote/i })
        .click();
      await page.getByRole("dialog").waitFor();
    },
  },
];

/**
 * The floor of an interaction on this machine: two native questions and nothing else (no script,
 * so nothing to hydrate: the attribute `settle` waits for is there from the start). The same tap
 * (or, at a laptop's size, click) that opens one measures what the browser, the CPU slowdown and
 * the input's path from the test to the page take on their own.
 */
const FLOOR_PAGE = `<!doctype html><html lang="en" data-hydrated><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<details name="q"><summary>Is a roof inspection free?</summary><p>Yes.</p></details>
<details name="q"><summary>Do you work on weekends?</summary><p>For storm damage, yes.</p></details>`;

const floorInteraction = (context: BrowserContextOptions): (typeof INTERACTIONS)[number] => ({
  name: "A question on an empty page",
  page: "/",
  context,
  act: async (page) => {
    const question = page.locator("summary").first();
    await (context.hasTouch ? question.tap() : question.click());
    await page.locator("details[open]").waitFor({ state: "attached" });
  },
});

async function startFloorPage(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}

/** From the page's start: every Event Timing entry that is part of an interaction. */
const OBSERVE_EVENTS = `(() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push([e.interactionId, e.duration]);
  }).observe({ type: "event", durationThreshold: ${EVENT_FLOOR_MS}, buffered: true });
})();`;

/** The page hydrated, the network quiet and the main thread idle: where a person's first input lands. */
async function settle(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3_000 })));
}

/** One visit: the worst interaction's duration (ms) while `act` runs. */
async function measureInteraction(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
  interaction: (typeof INTERACTIONS)[number],
): Promise<number> {
  const context = await browser.newContext(interaction.context);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_EVENTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${interaction.page}`);
    await settle(page);
    await interaction.prepare?.(page);
    await page.evaluate("window.__events = []");
    await interaction.act(page);
    // Entries arrive after the next paint; give the observer a moment past it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(null), 300))),
    );
    const events = (await page.evaluate("window.__events")) as Array<[number, number]>;
    return Math.max(EVENT_FLOOR_MS, ...events.map(([, duration]) => duration));
  } finally {
    await context.close();
  }
}

export async function compareReleases({
  rounds,
  pages = PAGES,
  progress = () => {},
}: {
  rounds: number;
  pages?: readonly string[];
  progress?: (line: string) => void;
}): Promise<ReleaseComparison> {
  const releaseDir = releaseBuild(RELEASE, progress);
  const loadAtStart = os.loadavg()[0]!;
  const running: Array<{ stop(): Promise<void> }> = [];
  const loads = new Map(
    pages.map((p) => [p, { main: [], release: [], twin: [] } as Record<Side | "twin", MetricsResult[]>]),
  );
  const interactions = INTERACTIONS.map((i) => ({
    ...i,
    runs: { main: [] as number[], release: [] as number[], floor: [] as number[] },
  }));
  try {
    const main = await startProductionServer();
    running.push(main);
    const release = await startProductionServer({}, { cwd: releaseDir });
    running.push(release);
    const twin = await startStaticTwin();
    running.push(twin);
    const floor = await startFloorPage();
    running.push(floor);
    const origins = new Map<string, Side | "twin">([
      [main.url, "main"],
      [release.url, "release"],
      [twin.url, "twin"],
    ]);
    for (let round = 0; round < rounds; round++) {
      // Alternate which release goes first, page by page and round by round.
      const order = (i: number): Side[] => ((round + i) % 2 ? ["release", "main"] : ["main", "release"]);
      const base = (side: Side) => (side === "main" ? main.url : release.url);
      progress(`release comparison, round ${round + 1} of ${rounds}: Lighthouse on ${pages.length} pages x 3`);
      const urls = pages.flatMap((p, i) => [...order(i).map((side) => `${base(side)}${p}`), `${twin.url}${p}`]);
      await runMetrics(urls, (r) => {
        const { origin, pathname } = new URL(r.url);
        const side = origins.get(origin)!;
        loads.get(pathname)![side].push(r);
        progress(
          `  ${side} ${pathname}: TBT ${Math.round(r.metrics.tbt)} ms, longest task ${Math.round(r.longestTaskMs)} ms, LCP ${Math.round(r.metrics.lcp)} ms`,
        );
      });
      progress(
        `release comparison, round ${round + 1} of ${rounds}: ${interactions.length} interactions at ${CPU_SLOWDOWN}x`,
      );
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
      try {
        for (const [i, interaction] of interactions.entries())
          for (const side of order(i)) {
            const worst = await measureInteraction(browser, base(side), interaction);
            interaction.runs[side].push(worst);
            progress(`  ${side} ${interaction.name}: ${Math.round(worst)} ms`);
          }
        for (const interaction of interactions) {
          const worst = await measureInteraction(browser, floor.url, floorInteraction(interaction.context));
          interaction.runs.floor.push(worst);
          progress(`  floor for ${interaction.name}: ${Math.round(worst)} ms`);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    for (const server of running.reverse()) await server.stop();
  }
  const of = (runs: MetricsResult[], read: (r: MetricsResult) => number) => median(runs.map(read));
  return {
    release: RELEASE,
    rounds,
    cpuSlowdown: CPU_SLOWDOWN,
    loadAverage: [loadAtStart, os.loadavg()[0]!].map((n) => Number(n.toFixed(1))) as [number, number],
    pages: pages.map((path) => {
      const runs = loads.get(path)!;
      return {
        path,
        tbt: { main: of(runs.main, (r) => r.metrics.tbt), release: of(runs.release, (r) => r.metrics.tbt) },
        longestTask: { main: of(runs.main, (r) => r.longestTaskMs), release: of(runs.release, (r) => r.longestTaskMs) },
        lcp: of(runs.main, (r) => r.metrics.lcp),
        twinLcp: of(runs.twin, (r) => r.metrics.lcp),
        twinTbt: of(runs.twin, (r) => r.metrics.tbt),
        runs: {
          main: runs.main.map((r) => r.metrics),
          release: runs.release.map((r) => r.metrics),
          twin: runs.twin.map((r) => r.metrics),
        },
      };
    }),
    interactions: interactions.map(({ name, page, runs }) => ({
      name,
      page,
      worst: { main: median(runs.main), release: median(runs.release), floor: median(runs.floor) },
      runs,
    })),
  };
}

/** The report's lines, with each figure against its target. */
export function describeReleaseComparison(c: ReleaseComparison): string[] {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const task = (n: number) => (n ? ms(n) : "< 50 ms");
  const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
  const mark = (ok: boolean) => (ok ? "yes" : "**no**");
  const lines = [
    `This build and the release ${c.release} served side by side, measured in turns; median of ${c.rounds} run(s) of each; the machine's load average ${c.loadAverage.join(" then ")} (start, end of the section). Load: Lighthouse mobile (simulated slow 4G, 4x CPU), the longest task from its \`long-tasks\` audit ("< 50 ms" when there is none); the script-free twin's TBT is what the machine's noise alone gives. Targets: TBT at most ${TARGET.tbtRatio}x the release's and under ${TARGET.tbtMs} ms; LCP at most ${TARGET.lcpRatio.toFixed(2)}x the twin's.\n`,
    `| Page | TBT, ${c.release} | TBT, main | Ratio | Twin's TBT | TBT met | Longest task, ${c.release} | main | LCP, main | Twin's LCP | Ratio | LCP met |`,
    "|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|",
  ];
  for (const p of c.pages) {
    const tbtRatio = ratio(p.tbt.main, p.tbt.release);
    const lcpRatio = ratio(p.lcp, p.twinLcp);
    const tbtMet = (tbtRatio <= TARGET.tbtRatio || p.tbt.main === 0) && p.tbt.main < TARGET.tbtMs;
    lines.push(
      `| ${p.path} | ${ms(p.tbt.release)} | ${ms(p.tbt.main)} | ${tbtRatio.toFixed(2)} | ${ms(p.twinTbt)} | ${mark(tbtMet)} | ${task(p.longestTask.release)} | ${task(p.longestTask.main)} | ${ms(p.lcp)} | ${ms(p.twinLcp)} | ${lcpRatio.toFixed(2)} | ${mark(lcpRatio <= TARGET.lcpRatio)} |`,
    );
  }
  lines.push(
    `\nInteractions in Chromium at ${c.cpuSlowdown}x CPU slowdown, the page settled first (hydrated, network idle, main thread idle): the worst interaction of the visit by Event Timing, as INP counts it (under ${EVENT_FLOOR_MS} ms Event Timing reports nothing; such a visit counts as ${EVENT_FLOOR_MS} ms). Target: at most ${TARGET.interactionRatio}x the release's. The floor is the same tap (a click at a laptop's size) opening a question on a page that holds two questions and nothing else, measured in the same rounds: what this machine, the slowdown and the input's path take on their own.\n`,
    `| Interaction | Page | ${c.release} | main | Ratio | Met | Floor | Runs, ${c.release} / main / floor |`,
    "|---|---|---:|---:|---:|---|---:|---|",
  );
  for (const i of c.interactions) {
    const r = ratio(i.worst.main, i.worst.release);
    lines.push(
      `| ${i.name} | ${i.page} | ${ms(i.worst.release)} | ${ms(i.worst.main)} | ${r.toFixed(2)} | ${mark(r <= TARGET.interactionRatio)} | ${ms(i.worst.floor)} | ${[i.runs.release, i.runs.main, i.runs.floor].map((runs) => runs.map(Math.round).join(", ")).join(" / ")} |`,
    );
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const quick = process.argv.includes("--quick");
  const figures = await compareReleases({
    rounds: quick ? 1 : 3,
    pages: quick ? PAGES.slice(0, 2) : PAGES,
    progress: (line) => console.error(`[bench] ${line}`),
  });
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/release-comparison.json", `${JSON.stringify(figures, null, 2)}\n`);
  console.log(describeReleaseComparison(figures).join("\n"));
}
