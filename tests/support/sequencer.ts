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

export default class ReliabilityFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = RELIABILITY.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? RELIABILITY.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order (longest or largest first).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
