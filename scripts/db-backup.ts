/**
 * `npm run db:backup [-- --out FILE]`: a backup of the embedded database, taken while the site
 * runs (through the server's admin socket: the embedded database allows one process) or while it
 * is stopped. Restore it with `npm run db:restore -- FILE`. On PostgreSQL (DATABASE_URL), use
 * PostgreSQL's own `pg_dump`, as the README says.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { backupStoppedDatabase, type BackupResult } from "../app/lib/db/backup.server";
import { ownerOnlyFromNowOn } from "../app/lib/data-dir.server";
import { parseEnv } from "../app/lib/env.server";
import { createLogger } from "../app/lib/logger.server";
import { AnotherServerRunningError, askRunningServer, claimAdminSocket } from "../server/admin-socket";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean", short: "h" } } });
if (values.help) fail("Usage: npm run db:backup [-- --out FILE.tar.gz]", 2);
const env = parseEnv(process.env);
// The database files PGlite writes while it copies, and the backup, are the site user's alone.
ownerOnlyFromNowOn();
if (env.DATABASE_URL) {
  fail(
    "DATABASE_URL is set: back PostgreSQL up with its own tools, for example\n" +
      '  pg_dump --format=custom --file=site.dump "$DATABASE_URL"\n' +
      'and restore with pg_restore --clean --if-exists --dbname="$DATABASE_URL" site.dump',
    2,
  );
}

const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replace(/:/g, "-");
const file = path.resolve(values.out ?? `backups/site-data-${stamp}.tar.gz`);

async function backup(): Promise<BackupResult> {
  for (let attempt = 0; ; attempt++) {
    const viaServer = (await askRunningServer(env.DATA_DIR, { command: "backup", file })) as BackupResult | undefined;
    if (viaServer) return viaServer;
    // No server: hold its socket meanwhile, so none starts on the database while it is copied.
    try {
      const socket = await claimAdminSocket({
        dataDir: env.DATA_DIR,
        logger: createLogger({ level: "silent", secrets: [] }),
      });
      try {
        return await backupStoppedDatabase(env.DATA_DIR, file);
      } finally {
        await socket.close();
      }
    } catch (error) {
      // A server started between the two: ask it.
      if (!(error instanceof AnotherServerRunningError) || attempt > 2) throw error;
    }
  }
}

try {
  const result = await backup();
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written: ${result.file} (${mb} MB, ${result.leads} leads). Keep a copy off this machine.`);
} catch (error) {
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
