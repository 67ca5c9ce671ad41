import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PRIVATE_DIR_MODE, tightenFolder } from "../data-dir.server";
import * as schema from "./schema";

/** One type for both engines: every query in the app is written against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a transaction's callback gets: every query of `Database`, inside the transaction. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Fail fast when PostgreSQL is down, so a visitor gets an answer (503) instead of a hang.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A connection lost while idle, or while a transaction holds it between two queries (PostgreSQL
    // restarted), is reported to the query that next uses it. Without these listeners Node.js would
    // throw the error from the event itself and stop the server.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return {
      db: transactionsGiveBack(drizzlePostgres({ client: pool, schema }), pool) as unknown as Database,
      kind: "postgres",
      close: () => pool.end(),
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

/**
 * Drizzle's `transaction()` on a pool sends BEGIN before its `try`, so a BEGIN that fails (a
 * connection PostgreSQL dropped while restarting) never gives its connection back: the pool is one
 * short for good and never closes. Here each transaction takes its connection from the pool itself
 * and always gives it back, discarded when the connection is what failed.
 */
function transactionsGiveBack(db: NodePgDatabase<typeof schema>, pool: pg.Pool) {
  const transaction: typeof db.transaction = async (run, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      // On one client rather than the pool, Drizzle neither takes nor gives back a connection.
      return await drizzlePostgres({ client, schema }).transaction(run, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isDatabaseUnavailable(failure));
    }
  };
  return Object.assign(db, { transaction });
}

/** Applies migrations on one dedicated connection holding an advisory lock. */
async function migratePostgresDatabase(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  } finally {
    await client.end();
  }
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
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

/** node-postgres's own errors when the connection is lost or cannot be had: they carry no code. */
const UNAVAILABLE_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
]);

/**
 * True when an error means the database cannot take a write right now (unreachable, out of disk
 * or memory), as opposed to a bad query: the visitor is asked to try again in a minute.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGES.has(e.message)) return true;
  }
  return false;
}
