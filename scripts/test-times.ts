/**
 * The slowest test files of the last `npm test`, from the JSON reports Vitest and Playwright wrote
 * in reports/: where the suite's time goes, and what to look at first to make it shorter.
 *
 *   npx tsx scripts/test-times.ts [count]
 */
import { existsSync, readFileSync } from "node:fs";

type VitestReport = { testResults: Array<{ name: string; startTime: number; endTime: number }> };
type PlaywrightSuite = {
  file: string;
  specs: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { suites: PlaywrightSuite[] };

const count = Number(process.argv[2] ?? 10);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function show(title: string, files: Map<string, number>) {
  const sorted = [...files].sort((a, b) => b[1] - a[1]);
  const total = sorted.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n${title}: ${sorted.length} files, ${seconds(total)} of test time in all; the slowest:`);
  for (const [file, ms] of sorted.slice(0, count)) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
}

if (existsSync("reports/vitest.json")) {
  const report = JSON.parse(readFileSync("reports/vitest.json", "utf8")) as VitestReport;
  const cwd = `${process.cwd()}/`;
  show("Vitest", new Map(report.testResults.map((r) => [r.name.replace(cwd, ""), r.endTime - r.startTime] as const)));
}

if (existsSync("reports/e2e.json")) {
  const report = JSON.parse(readFileSync("reports/e2e.json", "utf8")) as PlaywrightReport;
  const files = new Map<string, number>();
  const add = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const result of test.results) files.set(suite.file, (files.get(suite.file) ?? 0) + result.duration);
    suite.suites?.forEach(add);
  };
  report.suites.forEach(add);
  show("Playwright (time summed over its two workers)", files);
}
