import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PRIVATE_DIR_MODE, tightenFolder } from "../data-dir.server";
import * as schema from "./schema";

/** One type for both engines: every query in the app is written against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The embedded engine itself (its backups need it); PostgreSQL has its own tools. */
  pglite?: PGlite;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** `postgres://...`: use PostgreSQL. Unset: embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** Where the generated migrations are; defaults to `./drizzle`. */
  migrationsFolder?: string;
};

const MIGRATION_LOCK = 0x726f6f66; // "roof": serialises migrations when several servers start at once.

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.resolve(dataDir, "pglite");

export function defaultMigrationsFolder(): string {
  return path.resolve(process.cwd(), "drizzle");
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) {
    await migratePostgresDatabase(options.databaseUrl, migrationsFolder);
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      // Fail fast when PostgreSQL is down, so a visitor gets an answer (503) instead of a hang.
      connect_timeout: 5,
      idle_timeout: 30,
      // No column is an array, and the array-type lookup postgres.js runs on each new connection
      // rejects unhandled when PostgreSQL drops the connection mid-lookup (a restart).
      fetch_types: false,
      onnotice: () => {},
    });
    return {
      db: drizzlePostgres({ client, schema }) as unknown as Database,
      kind: "postgres",
      close: () => client.end({ timeout: 5 }),
    };
  }

  const dir = pgliteDir(options.dataDir);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const client = await PGlite.create(dir, {
    // PostgreSQL's default 128 MB buffer cache is sized for a database server; this one holds a
    // contractor's leads, and 16 MB keeps the embedded engine at about a third of the memory.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // The engine sets some files' modes itself (a new database's files 0666, its relation cache
  // 0644), whatever the umask: once it is open they are made owner-only like the rest.
  await tightenFolder(dir, { create: false });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
  };
}

/** Applies migrations on one dedicated connection holding an advisory lock. */
async function migratePostgresDatabase(url: string, migrationsFolder: string): Promise<void> {
  const client = postgres(url, { max: 1, connect_timeout: 10, fetch_types: false, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "53100", // disk_full
  "53200", // out_of_memory
  "58030", // io_error
  "ENOSPC",
  "EIO",
]);

/**
 * True when an error means the database cannot take a write right now (unreachable, out of disk
 * or memory), as opposed to a bad query: the visitor is asked to try again in a minute.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  }
  return false;
}
