import { chmod, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Database } from "~/lib/db/client.server";
import { type InboxRequest, runInbox } from "~/lib/lead-inbox.server";
import type { Logger } from "~/lib/logger.server";

/**
 * The lead inbox's way into a running server on the embedded database: PGlite allows one process
 * at a time, so `npm run leads` asks the server over a Unix socket in DATA_DIR, readable by the
 * server's own user only. Never an HTTP endpoint: nothing about a visitor is readable over HTTP.
 */

export const adminSocketPath = (dataDir: string) => path.resolve(dataDir, "admin.sock");

const MAX_REQUEST_BYTES = 64 * 1024;

export async function startAdminSocket({ db, dataDir, logger }: { db: Database; dataDir: string; logger: Logger }) {
  const socketPath = adminSocketPath(dataDir);
  // A socket file left by a server that was killed: nobody listens on it any more.
  await rm(socketPath, { force: true });
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
          const result = await runInbox(db, JSON.parse(line) as InboxRequest);
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
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Sends one inbox request to a running server; undefined when no server is listening. */
export async function askRunningServer(dataDir: string, request: InboxRequest): Promise<unknown> {
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
