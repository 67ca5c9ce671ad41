import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createRateLimiter, getJson, postJson } from "./http.server";

/** Whether `take` has been granted by the time every pending timer and microtask has had a turn. */
async function granted(take: Promise<void>): Promise<boolean> {
  let done = false;
  // A turn given up (its signal aborted) rejects: not granted.
  take.then(
    () => (done = true),
    () => {},
  );
  await new Promise((r) => setImmediate(r));
  return done;
}

describe("a request budget's two lanes", () => {
  it("the queue leaves the reserve to visitors, whose calls go ahead of the waiting queue", async () => {
    const budget = createRateLimiter({ limit: 4, windowMs: 60_000, reserve: 2 });
    await budget.take();
    await budget.take();
    const stopping = new AbortController();
    const queued = budget.take(stopping.signal);
    expect(await granted(queued)).toBe(false);
    // Two visitors use the reserve at once, ahead of the queued call; a third waits for the window.
    expect(await granted(budget.take(undefined, "visitor"))).toBe(true);
    expect(await granted(budget.take(undefined, "visitor"))).toBe(true);
    const third = new AbortController();
    expect(await granted(budget.take(third.signal, "visitor"))).toBe(false);
    third.abort();
    stopping.abort();
    await expect(queued).rejects.toBeDefined();
  });

  it("without a reserve, a visitor still skips the queue but not the limit", async () => {
    const budget = createRateLimiter({ limit: 1, windowMs: 60_000 });
    await budget.take(undefined, "visitor");
    const waiting = new AbortController();
    expect(await granted(budget.take(waiting.signal, "visitor"))).toBe(false);
    waiting.abort();
  });
});

describe("a receiver that redirects", () => {
  it("is refused for good, not retried for a day: the address has moved", async () => {
    const server = http.createServer((_req, res) =>
      res.writeHead(302, { Location: "https://elsewhere.example/" }).end(),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const outcome = await postJson(`http://127.0.0.1:${port}/hook`, { a: 1 }, { headers: {}, timeoutMs: 5_000 });
      expect(outcome).toMatchObject({ kind: "failed", result: { ok: false, retryable: false } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** A receiver on 127.0.0.1 for one test; `handle` answers every request. */
async function withServer(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  test: (url: string) => Promise<void>,
) {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("an answer's body", () => {
  it("cut off halfway (the connection reset) makes a success a retryable failure", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "1000" });
        res.write('{"contact":{"id":"');
        setTimeout(() => res.destroy(), 20);
      },
      async (url) => {
        const outcome = await getJson(url, { headers: {}, timeoutMs: 5_000 });
        expect(outcome).toMatchObject({ kind: "failed", result: { ok: false, retryable: true, status: 200 } });
        // Where only the status counts, a success stays one.
        const posted = await postJson(url, {}, { headers: {}, timeoutMs: 5_000, bodyUnused: true });
        expect(posted).toMatchObject({ kind: "ok", status: 200 });
      },
    );
  });

  it("is read no further than its cap: a receiver streaming 20 MB is cut off early", async () => {
    const TOTAL = 20 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const written: number[] = [];
    await withServer(
      (req, res) => {
        let sent = 0;
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(TOTAL) });
        const more = () => {
          while (sent < TOTAL && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", more);
          }
          res.end();
        };
        res.on("close", () => written.push(sent));
        req.resume();
        more();
      },
      async (url) => {
        const read = await getJson(url, { headers: {}, timeoutMs: 10_000 });
        expect(read).toMatchObject({ kind: "failed", result: { ok: false, retryable: true, status: 200 } });
        const posted = await postJson(url, {}, { headers: {}, timeoutMs: 10_000, bodyUnused: true });
        expect(posted).toMatchObject({ kind: "ok", status: 200 });
        await vi.waitFor(() => expect(written).toHaveLength(2));
      },
    );
    // The receiver saw the connection closed long before it had sent everything.
    for (const sent of written) expect(sent).toBeLessThan(TOTAL / 2);
  });
});

describe("a 429", () => {
  it("without Retry-After is to be waited out for the X-RateLimit-Interval-Milliseconds it gives", async () => {
    await withServer(
      (_req, res) => res.writeHead(429, { "X-RateLimit-Interval-Milliseconds": "10000" }).end("{}"),
      async (url) => {
        const outcome = await getJson(url, { headers: {}, timeoutMs: 5_000 });
        expect(outcome).toMatchObject({
          kind: "failed",
          result: { retryable: true, status: 429, retryAfterMs: 10_000 },
        });
      },
    );
  });
});
