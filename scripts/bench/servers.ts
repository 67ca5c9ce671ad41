import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants } from "node:zlib";
import { freePort } from "../../tests/support/postgres";

/** The production server in its own process, on a fresh database. */
export type BenchServer = {
  url: string;
  pid: number;
  dataDir: string;
  /** Stops the server; its data folder is removed unless kept (then `removeData()` later). */
  stop(options?: { keepData?: boolean }): Promise<void>;
  removeData(): void;
};

/** `cwd`: the folder whose build is served (another release's, say); this checkout's by default. */
export async function startProductionServer(
  env: Record<string, string> = {},
  { cwd }: { cwd?: string } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["build/server-app/main.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error",
      ...env,
    },
    stdio: ["ignore", process.env.BENCH_LOG_LEVEL ? "inherit" : "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error("the server exited during start-up");
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    removeData() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A prerendered page without its scripts: every script element and module preload removed but the
 * JSON-LD, told by the element's own type (the page data's script carries the words
 * "application/ld+json" inside it, as the head's data).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes: string) =>
      /\btype="application\/ld\+json"/.test(attributes) ? tag : "",
    )
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * The "physical limit" of a page: the same prerendered HTML with every script removed, and the
 * same stylesheet, font and images, served by a minimal static server with the same compression.
 * Comparing our LCP with the twin's shows what the scripts cost.
 */
export async function startStaticTwin(clientDir = "build/client"): Promise<{ url: string; stop(): Promise<void> }> {
  const pages = new Map<string, { html: Buffer; br: Buffer }>();
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent((req.url ?? "/").split("?")[0]!);
    const isPage = !path.extname(pathname);
    const file = isPage ? path.join(clientDir, pathname, "index.html") : path.join(clientDir, pathname);
    if (!path.resolve(file).startsWith(path.resolve(clientDir))) return res.writeHead(404).end();
    try {
      const accepts = String(req.headers["accept-encoding"] ?? "");
      if (isPage) {
        // Compressed as the site compresses its pages (brotli 11), once per page.
        let page = pages.get(file);
        if (!page) {
          const html = withoutScripts(await readFile(file, "utf8"));
          page = {
            html: Buffer.from(html),
            br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          };
          pages.set(file, page);
        }
        const br = accepts.includes("br");
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          ...(br ? { "Content-Encoding": "br" } : {}),
        });
        return res.end(br ? page.br : page.html);
      }
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      if (accepts.includes("br")) {
        try {
          const body = await readFile(`${file}.br`);
          res.writeHead(200, {
            "Content-Type": type,
            "Content-Encoding": "br",
            "Cache-Control": "public, max-age=31536000, immutable",
          });
          return res.end(body);
        } catch {
          // no precompressed copy: send it as it is
        }
      }
      const body = await readFile(file);
      res.writeHead(200, { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}

const TYPES: Record<string, string> = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Resident memory of a process, from /proc (Linux). */
export async function rssBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
