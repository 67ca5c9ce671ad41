/**
 * `npm run db:restore -- FILE`: puts a backup made by `npm run db:backup` in place of the embedded
 * database in DATA_DIR. The site must be stopped: it refuses while a server runs. The database it
 * replaces is kept beside it, renamed. On PostgreSQL (DATABASE_URL), use `pg_restore`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup } from "../app/lib/db/backup.server";
import { ownerOnlyFromNowOn } from "../app/lib/data-dir.server";
import { parseEnv } from "../app/lib/env.server";
import { createLogger } from "../app/lib/logger.server";
import { AnotherServerRunningError, claimAdminSocket } from "../server/admin-socket";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) fail("Usage: npm run db:restore -- FILE.tar.gz (with the site stopped)", 2);
const env = parseEnv(process.env);
// The restored database is the site user's alone, as the server keeps it.
ownerOnlyFromNowOn();
if (env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: restore PostgreSQL with its own tools, for example\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" site.dump',
    2,
  );
}
const file = path.resolve(positionals[0]!);
if (!existsSync(file)) fail(`No such file: ${file}`, 2);

// Holding the admin socket keeps a server from starting on DATA_DIR while the files move; it is
// also how a running server is found.
const socket = await claimAdminSocket({
  dataDir: env.DATA_DIR,
  logger: createLogger({ level: "silent", secrets: [] }),
}).catch((error: unknown) => {
  if (error instanceof AnotherServerRunningError) {
    fail(`A server is running on DATA_DIR=${path.resolve(env.DATA_DIR)}: stop the site first, then restore.`);
  }
  throw error;
});
try {
  const { leads, replaced } = await restoreBackup(env.DATA_DIR, file);
  console.log(`Restored ${file}: ${leads} leads.`);
  if (replaced) console.log(`The database it replaced is kept in ${replaced}; delete it once the site runs well.`);
} catch (error) {
  await socket.close();
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
await socket.close();
