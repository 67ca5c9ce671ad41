import { chmod, lstat, mkdir, readdir, realpath } from "node:fs/promises";
import path from "node:path";

/**
 * DATA_DIR holds homeowners' details: the embedded database, e-mails written as files (names,
 * addresses, quote links), the lead inbox's socket. It is for the site's own user alone.
 */

/** Owner-only folders and files. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Everything this process creates from now on is its owner's alone (0700 folders, 0600 files),
 * whoever creates it: the embedded database's engine picks no modes of its own.
 */
export function ownerOnlyFromNowOn(): void {
  process.umask(0o077);
}

export type Tightening = { tightened: number; notOurs: number };

/**
 * Creates `dir` owner-only (with `create`), and takes group and other access away from it and every
 * folder and file in it that has any: left by an earlier version, a copy or a restore made under
 * a looser umask, or set by the database engine itself. `dir` itself may be a symbolic link (DATA_DIR
 * on another disk): the folder it names is tightened. Links inside it are left as they are.
 * `notOurs`: entries another user owns.
 */
export async function tightenFolder(dir: string, { create }: { create: boolean }): Promise<Tightening> {
  if (create) await mkdir(path.resolve(dir), { recursive: true, mode: PRIVATE_DIR_MODE });
  // The folder a link names; one never made (without `create`) is found missing below.
  const root = await realpath(path.resolve(dir)).catch(() => path.resolve(dir));
  const result: Tightening = { tightened: 0, notOurs: 0 };
  const pending = [root];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const stats = await lstat(entry).catch(() => undefined);
    // Gone meanwhile (a lock or a temporary file), or never made (no DATA_DIR without `create`).
    if (!stats || stats.isSymbolicLink()) continue;
    if (stats.isDirectory()) {
      const names = await readdir(entry).catch(() => []);
      pending.push(...names.map((name) => path.join(entry, name)));
    }
    if ((stats.mode & 0o077) === 0) continue;
    try {
      await chmod(entry, stats.mode & 0o700);
      result.tightened += 1;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EPERM") result.notOurs += 1;
      else if (code !== "ENOENT") throw error;
    }
  }
  return result;
}
