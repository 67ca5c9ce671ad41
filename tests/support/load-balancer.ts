import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small reverse proxy in front of several servers, doing what Caddy does in compose.yaml:
 * round robin over the upstreams whose /readyz answers 200 (checked every `healthIntervalMs`),
 * connections kept alive, X-Forwarded-For/-Proto/-Host set from the connection (whatever the
 * client sent), and a request whose connection is refused tried on another upstream for up to
 * `tryDurationMs` (lb_try_duration). Anything else that fails is a 502, as Caddy answers.
 */

export type LoadBalancer = {
  url: string;
  /** Requests answered by each upstream. */
  served: Map<string, number>;
  /** Answers the proxy made itself (no upstream could take the request). */
  failures: string[];
  /** Puts a server in the rotation (once its /readyz answers 200), as a deploy adds a new one. */
  add(upstream: string): Promise<void>;
  /** Takes a server out of the rotation. */
  remove(upstream: string): void;
  close(): Promise<void>;
};

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

const withoutHopByHop = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

export async function startLoadBalancer({
  upstreams: initial,
  healthIntervalMs = 100,
  tryDurationMs = 5_000,
}: {
  upstreams: readonly string[];
  healthIntervalMs?: number;
  tryDurationMs?: number;
}): Promise<LoadBalancer> {
  const upstreams = [...initial];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const ready = new Set<string>();
  const served = new Map(upstreams.map((u) => [u, 0]));
  const failures: string[] = [];
  let next = 0;

  const check = async (upstream: string) => {
    try {
      const res = await fetch(`${upstream}/readyz`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) ready.add(upstream);
      else ready.delete(upstream);
    } catch {
      ready.delete(upstream);
    }
  };
  const checks = setInterval(() => upstreams.forEach((u) => void check(u)), healthIntervalMs);
  await Promise.all(upstreams.map(check));

  const pick = (): string | undefined => {
    const candidates = upstreams.filter((u) => ready.has(u));
    if (candidates.length === 0) return undefined;
    return candidates[next++ % candidates.length];
  };

  /** Sends the request to one upstream; "refused" when it could not connect (nothing was sent). */
  const forward = (
    upstream: string,
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
  ): Promise<"done" | "refused" | "failed"> =>
    new Promise((resolve) => {
      const target = new URL(req.url ?? "/", upstream);
      const outgoing = http.request(target, {
        method: req.method,
        agent,
        headers: {
          ...withoutHopByHop(req.headers),
          "x-forwarded-for": req.socket.remoteAddress ?? "",
          "x-forwarded-proto": "http",
          "x-forwarded-host": req.headers.host ?? "",
          "content-length": String(body.length),
        },
      });
      let connected = false;
      outgoing.on("socket", (socket) => {
        if (!socket.connecting) connected = true;
        else socket.once("connect", () => (connected = true));
      });
      outgoing.on("response", (answer) => {
        served.set(upstream, (served.get(upstream) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(res);
        answer.on("end", () => resolve("done"));
        answer.on("error", () => resolve("failed"));
      });
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        if (!connected && error.code === "ECONNREFUSED") {
          ready.delete(upstream);
          resolve("refused");
        } else {
          failures.push(`${req.method} ${req.url} via ${upstream}: ${error.code ?? error.message}`);
          resolve("failed");
        }
      });
      outgoing.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const deadline = Date.now() + tryDurationMs;
    for (;;) {
      const upstream = pick();
      const outcome = upstream ? await forward(upstream, req, body, res) : "refused";
      if (outcome === "done") return;
      if (outcome === "failed" || Date.now() > deadline) {
        if (outcome !== "failed") failures.push(`${req.method} ${req.url}: no upstream available`);
        if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
        return void res.end("Bad gateway");
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    failures,
    async add(upstream) {
      upstreams.push(upstream);
      await check(upstream);
    },
    remove(upstream) {
      upstreams.splice(upstreams.indexOf(upstream), 1);
      ready.delete(upstream);
    },
    async close() {
      clearInterval(checks);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
