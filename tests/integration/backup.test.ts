import { execFile } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { ownerOnlyFromNowOn, tightenFolder } from "~/lib/data-dir.server";
import { backupStoppedDatabase } from "~/lib/db/backup.server";
import { openDatabase, pgliteDir } from "~/lib/db/client.server";
import { deliveries, leads } from "~/lib/db/schema";
import { headerLead, postJson } from "../support/payloads";
import { seedPglite, startTestServer, type TestServer } from "../support/test-server";

/** `npm run db:backup` and `npm run db:restore` as the owner runs them, on a running site. */

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-backup-"));
const file = path.join(dataDir, "..", `${path.basename(dataDir)}-backup.tar.gz`);
let server: TestServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(file, { force: true });
});

const npm = (script: string, args: string[]) =>
  run("npm", ["run", "--silent", script, "--", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

it("a backup taken during a burst of submissions restores every lead acknowledged before it", async () => {
  server = await startTestServer({ db: "pglite", dataDir, env: { LEAD_RATE_LIMIT: "100000" } });
  const acknowledged: string[] = [];
  let stop = false;
  const refusedAnswers: unknown[] = [];
  // Each request on a connection of its own. These visitors share the server's event loop, which
  // the copy holds for a moment; a kept-alive connection could then be reused just as the server
  // times it out, a client's race that browsers settle by sending again. On a new connection, a
  // reset is the server's doing.
  const visitor = { Connection: "close" };
  const burst = Array.from({ length: 4 }, async () => {
    while (!stop) {
      try {
        const { status, json } = await postJson(server!.url, "/api/leads", headerLead(), visitor);
        if (status === 201) acknowledged.push(json.id as string);
        else refusedAnswers.push({ status, json });
      } catch (error) {
        refusedAnswers.push({ error: String(error), cause: String((error as Error).cause) });
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  let before: string[];
  try {
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
    before = [...acknowledged];
    const backup = await npm("db:backup", ["--out", file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${file}`);
  } finally {
    stop = true;
    await Promise.all(burst);
  }
  // Visitors were answered while it was copied.
  expect(acknowledged.length).toBeGreaterThan(before.length);
  expect(refusedAnswers).toEqual([]);
  expect(statSync(file).mode & 0o777).toBe(0o600);

  const refused = await npm("db:restore", [file]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`A server is running on DATA_DIR=${dataDir}: stop the site first`);

  await server.stop();
  server = undefined;
  const restored = await npm("db:restore", [file]);
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toMatch(/^Restored .*: \d+ leads\./);
  // The database it replaced is kept.
  const replaced = /kept in (\S+);/.exec(restored.stdout)?.[1];
  expect(replaced && existsSync(replaced)).toBe(true);

  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, before));
    expect(rows).toHaveLength(before.length);
    // Each with its deliveries: a lead and its outbox rows are one transaction.
    const toCrm = await handle.db
      .select({ leadId: deliveries.leadId })
      .from(deliveries)
      .where(eq(deliveries.channel, "crm"));
    const all = await handle.db.select({ id: leads.id }).from(leads);
    expect(new Set(toCrm.map((d) => d.leadId))).toEqual(new Set(all.map((l) => l.id)));
    expect(all.length).toBeLessThanOrEqual(acknowledged.length);
  } finally {
    await handle.close();
  }
  expect(existsSync(pgliteDir(dataDir))).toBe(true);
}, 180_000);

/** Files and folders under `dir` that another user could read. */
function openToOthers(dir: string): string[] {
  const mode = lstatSync(dir).mode;
  const here = (mode & 0o077) !== 0 ? [dir] : [];
  if (!lstatSync(dir).isDirectory()) return here;
  return [...here, ...readdirSync(dir).flatMap((name) => openToOthers(path.join(dir, name)))];
}

it("leaves the database of a stopped site owner-only after backing it up", async () => {
  const stopped = mkdtempSync(path.join(os.tmpdir(), "roofing-backup-stopped-"));
  const out = `${stopped}-backup.tar.gz`;
  const umask = process.umask();
  try {
    seedPglite(stopped);
    await tightenFolder(stopped, { create: false });
    // As `npm run db:backup` runs.
    ownerOnlyFromNowOn();
    const result = await backupStoppedDatabase(stopped, out);
    expect(result.leads).toBeGreaterThanOrEqual(0);
    // The engine writes its relation cache 0644 whatever the umask: the next start would warn.
    expect(openToOthers(stopped)).toEqual([]);
  } finally {
    process.umask(umask);
    rmSync(stopped, { recursive: true, force: true });
    rmSync(out, { force: true });
  }
}, 60_000);
