import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { inject } from "vitest";
import { appendToRunLog } from "./run-logs";
import { asSentByPage } from "./proof";

/**
 * The API server in a process of its own (tests/support/api-server-process.ts, bundled for the run by
 * tests/support/global-setup.ts), as a deploy runs it.
 */
export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything it printed (kept in the run's log too). */
  output: string[];
  /** Resolves with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends SIGTERM (a clean stop) and waits for the exit code. */
  stop(): Promise<number | null>;
};

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const output: string[] = [];
  const child = spawn(process.execPath, [inject("serverProcess")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    appendToRunLog(inject("runLogDir"), `server-process-${child.pid}`, chunk.toString());
  };
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within two minutes:\n${output.join("")}`));
    }, 120_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      keep(chunk);
      const ready = /READY (\S+)/.exec(chunk.toString());
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    });
    child.stderr!.on("data", keep);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output.join("")}`)));
  });
  return {
    child,
    url,
    output,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/**
 * POSTs JSON from a given loopback address (127.0.0.2, 127.0.0.3, ...): each address is a visitor
 * of its own to the rate limit, as real visitors behind a proxy are. A submission carries the
 * page's proof of work, as a page sends it. Connection errors reject.
 */
export async function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const { origin, pathname } = new URL(url);
  const payload = JSON.stringify(await asSentByPage(origin, pathname, body));
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      localAddress,
      agent: false,
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        let json: Record<string, unknown>;
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          json = { text };
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    req.on("error", reject);
    req.end(payload);
  });
}
