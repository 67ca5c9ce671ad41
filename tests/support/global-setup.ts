import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

/** One throwaway PostgreSQL for the whole Vitest run; each test file makes its own databases in it. */
export default async function setup(project: TestProject) {
  const pg = await startPostgres();
  project.provide("pgAdminUrl", pg.adminUrl);
  return async () => {
    await pg.destroy();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
