import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The page's side of the proof of work, with a browser's Worker and fetch stood in for: what a
 * visitor waits for when the solver cannot run. The server's side is tested end to end in
 * tests/integration/bot-defence.test.ts.
 */

const CHALLENGE = { parameters: { algorithm: "SHA-256" }, signature: "ab" };

/** A worker whose script could not be loaded (a tab open across a deploy, a blocked request): it reports its error at once. */
class BrokenWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private listeners: Array<(event: Event) => void> = [];
  constructor() {
    // As a browser does: the error goes to whoever listens at that moment, and to nobody later.
    queueMicrotask(() => {
      const event = new Event("error");
      this.onerror?.(event);
      for (const listener of this.listeners) listener(event);
    });
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    if (type === "error") this.listeners.push(listener);
  }
  removeEventListener() {}
  postMessage() {}
  terminate() {}
}

/** A worker that answers when the test lets it: `release()` sends every solution it was asked for. */
class SlowWorker {
  static waiting: Array<() => void> = [];
  static release() {
    for (const answer of SlowWorker.waiting.splice(0)) answer();
  }
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  addEventListener() {}
  removeEventListener() {}
  postMessage(challenge: typeof CHALLENGE) {
    SlowWorker.waiting.push(() =>
      this.onmessage?.(new MessageEvent("message", { data: { counter: 1, derivedKey: challenge.signature } })),
    );
  }
  terminate() {}
}

describe("the page's proof of work", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends the form at once, without a proof, when the solver fails before the challenge arrives", async () => {
    vi.stubGlobal("Worker", BrokenWorker);
    // The challenge comes a moment after the worker has failed.
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve) =>
            setTimeout(() => resolve(new Response(JSON.stringify(CHALLENGE), { status: 200 })), 50),
          ),
      ),
    );
    const { prepareProof, takeProof } = await import("./proof-of-work");
    prepareProof();
    let answered = false;
    const taking = takeProof().then((proof) => {
      answered = true;
      return proof;
    });
    // A second is plenty for two challenges to arrive; the visitor is not kept waiting for a solver that is gone.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(answered).toBe(true);
    expect(await taking).toBeUndefined();
  });

  it("asks for a fresh challenge when the first was solved long after it was issued (a phone asleep mid-solve)", async () => {
    vi.stubGlobal("Worker", SlowWorker);
    let issued = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ ...CHALLENGE, signature: `${++issued}` }), { status: 200 })),
    );
    const { prepareProof, takeProof } = await import("./proof-of-work");
    prepareProof();
    await vi.advanceTimersByTimeAsync(0);
    // The phone sleeps for two hours with the solver half way; the server's challenge lived one.
    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    SlowWorker.release();
    const taking = takeProof();
    await vi.advanceTimersByTimeAsync(0);
    SlowWorker.release();
    const proof = await taking;
    const sent = JSON.parse(atob(proof!)) as { challenge: { signature: string } };
    expect(sent.challenge.signature).toBe("2");
  });
});
