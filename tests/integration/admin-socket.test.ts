import { execFile, spawn } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { pgliteDir } from "~/lib/db/client.server";
import { AnotherServerRunningError, adminSocketPath, askRunningServer } from "../../server/admin-socket";
import { leads } from "../support/leads-command";
import { newsletterLead, postJson } from "../support/payloads";
import { createPostgresDatabase, seedPglite, startTestServer, type TestServer } from "../support/test-server";

/**
 * The lead inbox's admin socket on the embedded database: private from the moment it exists, and
 * the lock that keeps a second server off a DATA_DIR (and its database) that one already uses.
 */

const run = promisify(execFile);
const ANOTHER = /^Another server is already running on DATA_DIR=.+: stop it first$/;

const dirs: string[] = [];
const servers: TestServer[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roofing-socket-"));
  dirs.push(dir);
  return dir;
}
async function start(dataDir: string, extra: { databaseUrl?: string } = {}) {
  const server = await startTestServer({ db: extra.databaseUrl ? "postgres" : "pglite", dataDir, ...extra });
  servers.push(server);
  return server;
}
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A socket file as a killed server leaves it: still there, nobody listening. */
async function leaveStaleSocket(dataDir: string) {
  const script = `require("node:net").createServer().listen(${JSON.stringify(adminSocketPath(dataDir))}, () => process.kill(process.pid, "SIGKILL"))`;
  await new Promise((resolve) => spawn(process.execPath, ["-e", script]).once("exit", resolve));
  expect(lstatSync(adminSocketPath(dataDir)).isSocket()).toBe(true);
}

const answers = async (dataDir: string) => askRunningServer(dataDir, { command: "stats" });

// Each test starts the embedded database at least once: seconds apiece on a busy machine.
describe("the admin socket", { timeout: 120_000 }, () => {
  it("is created readable by the server's user only, and the umask is put back", async () => {
    const dataDir = tempDir();
    const socketPath = adminSocketPath(dataDir);
    // The mode the file is born with, looked at as soon as listen() has bound it.
    const bornModes: number[] = [];
    const listen = net.Server.prototype.listen;
    vi.spyOn(net.Server.prototype, "listen").mockImplementation(function (this: net.Server, ...args: unknown[]) {
      const result = (listen as (...a: unknown[]) => net.Server).apply(this, args);
      if (args[0] === socketPath) bornModes.push(lstatSync(socketPath).mode & 0o777);
      return result;
    });
    const umask = process.umask(0o022);
    try {
      await start(dataDir);
      // The server's own owner-only umask (data-dir.server.ts), not the socket's 0177.
      expect(process.umask(0o022)).toBe(0o077);
    } finally {
      process.umask(umask);
    }
    expect(bornModes).toEqual([0o600]);
    expect(lstatSync(socketPath).mode & 0o777).toBe(0o600);
    expect(await answers(dataDir)).toMatchObject({ command: "stats" });
  });

  it("keeps a second server off the DATA_DIR, before it opens the database", async () => {
    const first = await start(tempDir());
    const created = vi.spyOn(PGlite, "create");
    await expect(start(first.dataDir)).rejects.toThrow(ANOTHER);
    expect(created).not.toHaveBeenCalled();
    // The first one carries on: its socket answers and it takes leads.
    expect(lstatSync(adminSocketPath(first.dataDir)).isSocket()).toBe(true);
    const { status, json } = await postJson(first.url, "/api/leads", newsletterLead());
    expect(status).toBe(201);
    expect(await askRunningServer(first.dataDir, { command: "show", id: json.id as string })).toMatchObject({
      lead: { id: json.id },
    });
  });

  it("stops a second server process at start with a message that says why", async () => {
    const first = await start(tempDir());
    const second = run(process.execPath, [inject("serverProcess")], {
      env: { ...process.env, DATA_DIR: first.dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      timeout: 60_000,
    });
    const failure = await second.then(
      () => undefined,
      (error: { code?: number; stderr: string; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).not.toContain("READY");
    expect(failure?.stderr).toContain(`Another server is already running on DATA_DIR=${first.dataDir}: stop it first`);
    expect(await answers(first.dataDir)).toMatchObject({ command: "stats" });
  });

  it("replaces a socket file left by a killed server", async () => {
    const dataDir = tempDir();
    await leaveStaleSocket(dataDir);
    await start(dataDir);
    expect(lstatSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(await answers(dataDir)).toMatchObject({ command: "stats" });
  });

  it.each([
    ["an empty DATA_DIR", false],
    ["a socket file left by a killed server", true],
  ])("lets one of two servers starting together on %s run", async (_, stale) => {
    const dataDir = tempDir();
    if (stale) await leaveStaleSocket(dataDir);
    const results = await Promise.allSettled([start(dataDir), start(dataDir), start(dataDir)]);
    const started = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error).message)] : []));
    expect(started).toHaveLength(1);
    expect(refused).toEqual([expect.stringMatching(ANOTHER), expect.stringMatching(ANOTHER)]);
    expect(await answers(dataDir)).toMatchObject({ command: "stats" });
  });

  it("is held by the lead inbox while it opens a stopped site's database itself: no server starts on it meanwhile", async () => {
    const dataDir = tempDir();
    seedPglite(dataDir);
    const create = PGlite.create.bind(PGlite);
    let meanwhile: unknown;
    vi.spyOn(PGlite, "create").mockImplementationOnce(async (...args: Parameters<typeof PGlite.create>) => {
      meanwhile = await start(dataDir).then(
        () => "started",
        (error: unknown) => error,
      );
      return create(...args);
    });
    const done = await leads(["stats"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(done.code, done.stderr).toBe(0);
    expect(meanwhile).toBeInstanceOf(AnotherServerRunningError);
    // Given back when it is done.
    await start(dataDir);
    expect(await answers(dataDir)).toMatchObject({ command: "stats" });
  });

  it("keeps the lead inbox from making a database where DATA_DIR has none", async () => {
    const dataDir = tempDir();
    const done = await leads(["list"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(done.code).toBe(2);
    expect(done.stderr).toBe(
      `No database in DATA_DIR=${dataDir}: is DATA_DIR the site's? (The site makes its database when it first starts.)\n`,
    );
    expect(existsSync(pgliteDir(dataDir))).toBe(false);
  });

  it("is not used on PostgreSQL, where several servers may share a DATA_DIR", async () => {
    const dataDir = tempDir();
    const databaseUrl = await createPostgresDatabase();
    await start(dataDir, { databaseUrl });
    await start(dataDir, { databaseUrl });
    expect(() => lstatSync(adminSocketPath(dataDir))).toThrow(/ENOENT/);
  });
});
