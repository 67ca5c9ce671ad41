import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The reliability scenarios: the longest files, each mostly waiting on processes it starts and
 * kills. Started first, so the quick files fill the other worker meanwhile instead of one of these
 * running alone at the end. A fresh clone has no record of durations to order by.
 */
export const RELIABILITY = [
  "tests/integration/crash.test.ts",
  "tests/integration/backup.test.ts",
  "tests/integration/several-servers.test.ts",
  "tests/integration/resilience.test.ts",
  "tests/integration/leads-fuzz.test.ts",
];

/**
 * The files that serve the production build's pages under `npm test` (`pages: "built"`): last, when
 * the build beside Vitest is done rather than waited for.
 */
export const ON_THE_BUILD = [
  "tests/integration/office-leads.test.ts",
  "tests/integration/office-sign-in.test.ts",
  "tests/integration/office-off.test.ts",
  "tests/integration/roof-measurement-pricing.test.ts",
];

export default class ReliabilityFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const named = (list: string[], file: TestSpecification) =>
      list.findIndex((name) => file.moduleId.endsWith(`/${name}`));
    const rank = (file: TestSpecification) => {
      const first = named(RELIABILITY, file);
      if (first !== -1) return first;
      return named(ON_THE_BUILD, file) === -1 ? RELIABILITY.length : RELIABILITY.length + 1;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order (longest or largest first).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
