import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createRateLimiter, postJson } from "./http.server";

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
