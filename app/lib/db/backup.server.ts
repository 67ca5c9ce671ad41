import { existsSync } from "node:fs";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { tightenFolder } from "../data-dir.server";
import { pgliteDir } from "./client.server";

/**
 * Backups of the embedded database: a copy of its data folder as a gzipped tarball, made by PGlite
 * (`dumpDataDir`) while it runs. PGlite holds its queries while it copies, so the copy is what a
 * crash at that instant would leave, and PostgreSQL's recovery makes that consistent on restore:
 * every committed transaction, nothing half-written. Submissions meanwhile wait, not fail.
 */

export type BackupResult = { file: string; bytes: number; leads: number };

const gz = promisify(gzip);

async function countLeads(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from leads");
  return rows[0]?.n ?? 0;
}

/** Writes a backup of the running engine to `file`, readable by its owner only. */
export async function writeBackup(client: PGlite, file: string): Promise<BackupResult> {
  const leads = await countLeads(client);
  // A checkpoint first: the copy then holds little for recovery to replay.
  await client.query("checkpoint");
  const tarball = await client.dumpDataDir("none");
  // Compressed after the copy, so the database is held only while its files are read.
  const bytes = await gz(Buffer.from(await tarball.arrayBuffer()));
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const handle = await open(partial, "w", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  return { file, bytes: bytes.length, leads };
}

/** Backs up the embedded database of a stopped site (the caller keeps servers off DATA_DIR meanwhile). */
export async function backupStoppedDatabase(dataDir: string, file: string): Promise<BackupResult> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir)) throw new Error(`No database in DATA_DIR=${path.resolve(dataDir)}`);
  const client = await PGlite.create(dir);
  try {
    return await writeBackup(client, file);
  } finally {
    await client.close();
    // The engine writes some files with modes of its own (its relation cache 0644): owner-only again.
    await tightenFolder(dir, { create: false });
  }
}

export type RestoreResult = { leads: number; replaced?: string };

/**
 * Restores a backup into DATA_DIR of a stopped site. The backup is unpacked and opened beside the
 * current database first; only if it opens and holds the site's tables does it take the current
 * one's place, which is kept, renamed, rather than deleted.
 */
export async function restoreBackup(dataDir: string, file: string, now = new Date()): Promise<RestoreResult> {
  const target = pgliteDir(dataDir);
  const staging = `${target}-restoring`;
  await rm(staging, { recursive: true, force: true });
  let leads: number;
  try {
    const tarball = new Blob([await readFile(file)], { type: "application/x-gzip" });
    const client = await PGlite.create(staging, { loadDataDir: tarball });
    try {
      leads = await countLeads(client);
    } finally {
      await client.close();
    }
    // Unpacked with the modes the engine gives its files: owner-only, as the server keeps them.
    await tightenFolder(staging, { create: false });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} is not a backup of this site's database (${reason})`, { cause: error });
  }
  let replaced: string | undefined;
  if (existsSync(target)) {
    replaced = `${target}-before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    await rename(target, replaced);
  }
  await rename(staging, target);
  return { leads, replaced };
}
