import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/lib/db/client.server";
import { startPostgres } from "./postgres";

/**
 * One throwaway PostgreSQL for the whole Vitest run; each test file makes its own databases in it.
 * And one embedded database with the migrations applied, which each PGlite test server copies: a
 * new PGlite runs initdb in WebAssembly, seconds per server (tens on a busy machine), a copy well
 * under one.
 */
export default async function setup(project: TestProject) {
  const [pg, template] = await Promise.all([startPostgres(), pgliteTemplate()]);
  project.provide("pgAdminUrl", pg.adminUrl);
  project.provide("pgliteTemplate", template.dir);
  return async () => {
    await pg.destroy();
    template.destroy();
  };
}

async function pgliteTemplate() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-template-"));
  const handle = await openDatabase({ dataDir });
  await handle.close();
  return {
    dir: path.join(dataDir, "pglite"),
    destroy: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgliteTemplate: string;
  }
}
