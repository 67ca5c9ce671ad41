import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";
import { tightenFolder } from "~/lib/data-dir.server";
import { openDatabase } from "~/lib/db/client.server";
import { startPostgres } from "./postgres";
import { findPrivateTokensInFolder, tokenReport } from "./run-logs";

/**
 * One throwaway PostgreSQL for the whole Vitest run; each test file makes its own databases in it.
 * And one embedded database with the migrations applied, which each PGlite test server copies: a
 * new PGlite runs initdb in WebAssembly, seconds per server (tens on a busy machine), a copy well
 * under one. Every test server's log lines are also written to one folder for the run, checked at
 * the end: a private token in any of them fails the run. The server that tests run as a process of
 * its own is bundled once for the run (`serverProcess`).
 */
export default async function setup(project: TestProject) {
  const [pg, template, serverProcess] = await Promise.all([startPostgres(), pgliteTemplate(), bundleServerProcess()]);
  const runLogDir = mkdtempSync(path.join(os.tmpdir(), "roofing-run-logs-"));
  project.provide("pgAdminUrl", pg.adminUrl);
  project.provide("pgliteTemplate", template.dir);
  project.provide("runLogDir", runLogDir);
  project.provide("serverProcess", serverProcess.file);
  return async () => {
    await pg.destroy();
    template.destroy();
    serverProcess.destroy();
    checkRunLogs(runLogDir);
  };
}

/**
 * Vitest reports an error thrown here but still exits 0, so a finding sets the exit code itself.
 * The folder is kept when something is found, for a look at the whole lines.
 */
function checkRunLogs(dir: string) {
  const findings = findPrivateTokensInFolder(dir);
  if (findings.length === 0) return rmSync(dir, { recursive: true, force: true });
  console.error(`\n${tokenReport(findings, dir)}\n`);
  process.exitCode = 1;
}

async function pgliteTemplate() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-template-"));
  const handle = await openDatabase({ dataDir });
  await handle.close();
  // Owner-only, as a server keeps its own: each copy then starts as an installed site's would.
  await tightenFolder(dataDir, { create: false });
  return {
    dir: path.join(dataDir, "pglite"),
    destroy: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * `tests/support/api-server-process.ts` and the project's modules it imports, in one file: a process
 * started from it loads in 2.7 CPU-seconds against 5.2 through tsx, which compiles and resolves each
 * module as it is imported (the crash, several-servers and admin-socket files start nine). The packages stay
 * imports, so the file lives in the project, where Node finds node_modules.
 */
async function bundleServerProcess() {
  const file = path.resolve(`.cache/api-server-process-${process.pid}.mjs`);
  await build({
    entryPoints: ["tests/support/api-server-process.ts"],
    outfile: file,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    alias: { "~": "./app" },
    logLevel: "warning",
  });
  return { file, destroy: () => rmSync(file, { force: true }) };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgliteTemplate: string;
    /** Where every test server of the run appends its log lines (a file per test process or server process). */
    runLogDir: string;
    /** The API server as a process of its own: the script `node` runs (tests/support/server-process.ts). */
    serverProcess: string;
  }
}
