import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL server for tests: initdb in a temporary folder, listening on 127.0.0.1 on
 * a free port, removed afterwards. As root (CI machines), the server runs as the `postgres` user,
 * because PostgreSQL refuses to run as root.
 */

export type TestPostgres = {
  port: number;
  /** Superuser URL of the `postgres` database. */
  adminUrl: string;
  /** A new, empty database; returns its URL. */
  createDatabase(prefix?: string): Promise<string>;
  /** Stops the server (connections fail) without deleting its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
};

const BIN_DIRS = [
  "/usr/lib/postgresql/17/bin",
  "/usr/lib/postgresql/16/bin",
  "/usr/lib/postgresql/15/bin",
  "/usr/local/bin",
  "/usr/bin",
];

function pgBinary(name: string): string {
  for (const dir of BIN_DIRS) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("which", [name], { encoding: "utf8" }).trim();
  } catch (error) {
    throw new Error(`PostgreSQL's ${name} was not found; install the postgresql package`, { cause: error });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The uid/gid to run PostgreSQL as: ours, or the postgres user's when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = execFileSync("getent", ["passwd", "postgres"], { encoding: "utf8" }).trim().split(":");
  return { uid: Number(passwd[2]), gid: Number(passwd[3]) };
}

function chownTree(dir: string, owner: { uid: number; gid: number }) {
  chownSync(dir, owner.uid, owner.gid);
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) chownTree(full, owner);
    else chownSync(full, owner.uid, owner.gid);
  }
}

/** Runs one statement on a connection of its own. */
export async function runSql(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await runSql(url, "select 1");
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error("PostgreSQL did not start", { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  const owner = runAs();
  const root = mkdtempSync(path.join(os.tmpdir(), "roofing-pg-"));
  const dataDir = path.join(root, "data");
  if (owner) chownTree(root, owner);
  const spawnOptions = { ...(owner ?? {}), stdio: "ignore" as const };

  execFileSync(
    pgBinary("initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"],
    {
      ...spawnOptions,
    },
  );

  const port = await freePort();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      pgBinary("postgres"),
      [
        "-D",
        dataDir,
        "-p",
        String(port),
        "-k",
        root,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "fsync=off",
        "-c",
        "synchronous_commit=off",
        "-c",
        "full_page_writes=off",
        "-c",
        "max_connections=200",
      ],
      spawnOptions,
    );
    await waitForReady(adminUrl, 20_000);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      // SIGINT is PostgreSQL's fast shutdown: open connections are dropped at once.
      running.kill("SIGINT");
    });
  };

  await start();

  return {
    port,
    adminUrl,
    async createDatabase(prefix = "test") {
      const name = `${prefix}_${randomBytes(6).toString("hex")}`;
      await runSql(adminUrl, `create database ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
