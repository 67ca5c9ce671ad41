import { mkdir, rm, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { PRIVATE_DIR_MODE } from "~/lib/data-dir.server";
import type { BackupResult } from "~/lib/db/backup.server";
import type { Database } from "~/lib/db/client.server";
import { type InboxRequest, runInbox } from "~/lib/leads/inbox.server";
import type { Logger } from "~/lib/logger.server";
import type { DeliveryPlan } from "~/lib/outbox/channels.server";

/**
 * The lead inbox's way into a running server on the embedded database: PGlite allows one process
 * at a time, so `npm run leads` asks the server over a Unix socket in DATA_DIR, readable by the
 * server's own user only. Never an HTTP endpoint: nothing about a visitor is readable over HTTP.
 *
 * The socket doubles as the "one server per DATA_DIR" lock: the server claims it before opening
 * the database, and a second server finds it answering and stops without touching anything.
 */

export const adminSocketPath = (dataDir: string) => path.resolve(dataDir, "admin.sock");

const MAX_REQUEST_BYTES = 64 * 1024;

export class AnotherServerRunningError extends Error {
  constructor(dataDir: string) {
    super(`Another server is already running on DATA_DIR=${path.resolve(dataDir)}: stop it first`);
    this.name = "AnotherServerRunningError";
  }
}

/** What the socket needs to run the inbox's commands in the server. */
export type InboxHost = {
  db: Database;
  /** Where a released lead's deliveries go. */
  plan: DeliveryPlan;
  /** Nudges the outbox after a command queued deliveries (`retry`, `release`). */
  wakeOutbox(): void;
  /** Writes a backup of the running database to a file (`npm run db:backup`). */
  backup(file: string): Promise<BackupResult>;
};

/** The inbox's commands, and a backup written to an absolute path on this machine. */
export type AdminRequest = InboxRequest | { command: "backup"; file: string };

export type AdminSocket = {
  /** Starts answering inbox requests; those that arrived before wait for it. */
  serve(host: InboxHost): void;
  close(): Promise<void>;
};

/**
 * Listens on DATA_DIR's admin socket, or throws AnotherServerRunningError when a live server
 * already does. A socket file left by a killed server (nobody answers on it) is replaced.
 */
export async function claimAdminSocket({ dataDir, logger }: { dataDir: string; logger: Logger }): Promise<AdminSocket> {
  const socketPath = adminSocketPath(dataDir);
  await mkdir(path.dirname(socketPath), { recursive: true, mode: PRIVATE_DIR_MODE });
  let serve!: (host: InboxHost) => void;
  let abandon!: (error: Error) => void;
  const ready = new Promise<InboxHost>((resolve, reject) => {
    serve = resolve;
    abandon = reject;
  });
  ready.catch(() => {});

  const server = net.createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    // One request per connection: a line of JSON, answered with a line of JSON.
    const onData = (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST_BYTES) return void socket.destroy();
      const end = input.indexOf("\n");
      if (end === -1) return;
      socket.off("data", onData);
      const line = input.slice(0, end);
      void (async () => {
        try {
          const host = await ready;
          const request = JSON.parse(line) as AdminRequest;
          if (request.command === "backup") {
            if (typeof request.file !== "string" || !path.isAbsolute(request.file))
              throw new Error("backup needs an absolute file path");
            const result = await host.backup(request.file);
            return void socket.end(`${JSON.stringify({ ok: true, result })}\n`);
          }
          const result = await runInbox(host.db, request, { plan: host.plan });
          if (result.command === "retry" || result.command === "release") host.wakeOutbox();
          socket.end(`${JSON.stringify({ ok: true, result })}\n`);
        } catch (error) {
          logger.error({ err: error }, "lead inbox command failed");
          socket.end(
            `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
          );
        }
      })();
    };
    socket.on("data", onData);
    socket.on("error", () => {});
  });

  await oneClaimAtATime(socketPath, async () => {
    try {
      await listenPrivately(server, socketPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      if ((await probe(socketPath)) === "answering") throw new AnotherServerRunningError(dataDir);
      // Left by a killed server: nobody answers on it, and no other server is claiming it now.
      await rm(socketPath, { force: true });
      await listenPrivately(server, socketPath);
    }
  });
  return {
    serve,
    close: () => {
      abandon(new Error("The server is stopping"));
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * bind() creates the socket file with the process's umask: set it so the file is born 0600 rather
 * than tightened after a window where anyone could connect. listen() binds synchronously, so no
 * other file is created under this umask.
 */
function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError).once("listening", onListening);
    const previous = process.umask(0o177);
    try {
      server.listen(socketPath);
    } finally {
      process.umask(previous);
    }
  });
}

/** Whether something accepts connections on the socket file, or none is there. */
function probe(socketPath: string): Promise<"answering" | "refused" | "missing"> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve("answering");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      // EAGAIN: a live server whose queue of connections is full.
      if (error.code === "ECONNREFUSED") resolve("refused");
      else if (error.code === "ENOENT") resolve("missing");
      else if (error.code === "EAGAIN") resolve("answering");
      else reject(new Error(`Cannot tell whether another server uses ${socketPath}: ${error.message}`));
    });
  });
}

/** A claim left behind by a server killed in the middle of one (a claim takes milliseconds). */
const ABANDONED_CLAIM_MS = 10_000;

/**
 * Servers starting together claim the socket one at a time, through a directory beside it (mkdir
 * either creates it or fails: one wins). Without it, a server replacing a dead socket file and
 * another starting at that instant could both end up listening, one of them on a file the other
 * has just deleted.
 */
async function oneClaimAtATime(socketPath: string, claim: () => Promise<void>): Promise<void> {
  const turn = `${socketPath}.claim`;
  for (;;) {
    try {
      await mkdir(turn);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = await stat(turn).then(
        (s) => s.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - since > ABANDONED_CLAIM_MS) await rm(turn, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 10 + Math.random() * 40));
    }
  }
  try {
    await claim();
  } finally {
    await rm(turn, { recursive: true, force: true });
  }
}

/** Sends one request to a running server; undefined when no server is listening. */
export async function askRunningServer(dataDir: string, request: AdminRequest): Promise<unknown> {
  const socketPath = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let output = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => (output += chunk));
    socket.on("end", () => {
      try {
        const answer = JSON.parse(output) as { ok: boolean; result?: unknown; error?: string };
        if (answer.ok) resolve(answer.result);
        else reject(new Error(answer.error));
      } catch (error) {
        reject(error);
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
  });
}
