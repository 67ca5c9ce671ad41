import { describe, expect, it } from "vitest";
import type { RequestBudget } from "~/lib/outbox/http.server";
import { DEFAULT_429_PAUSE_MS, pauseOn429, searchAnswer } from "./gohighlevel.server";

describe("a 429 from LeadConnector", () => {
  const budgetPausedAt = () => {
    const paused: number[] = [];
    const budget: RequestBudget = { pauseUntil: (time) => void paused.push(time), take: async () => {} };
    return { budget, paused };
  };

  it("with neither Retry-After nor the limit's interval holds every call for 10 s", async () => {
    const { budget, paused } = budgetPausedAt();
    const before = Date.now();
    await pauseOn429(budget, { ok: false, retryable: true, status: 429, error: "HTTP 429 Too Many Requests" });
    expect(paused).toHaveLength(1);
    expect(paused[0]! - before).toBeGreaterThanOrEqual(DEFAULT_429_PAUSE_MS);
    expect(DEFAULT_429_PAUSE_MS).toBe(10_000);
  });

  it("with a wait given holds every call for that long; other failures hold nothing", async () => {
    const { budget, paused } = budgetPausedAt();
    const before = Date.now();
    await pauseOn429(budget, { ok: false, retryable: true, status: 429, retryAfterMs: 2_000, error: "429" });
    await pauseOn429(budget, { ok: false, retryable: true, status: 503, error: "503" });
    expect(paused).toHaveLength(1);
    expect(paused[0]! - before).toBeGreaterThanOrEqual(2_000);
    expect(paused[0]! - before).toBeLessThan(DEFAULT_429_PAUSE_MS);
  });
});

describe("the duplicate search's answer", () => {
  it("names the contact, or nobody, only when it has the contact property", () => {
    expect(searchAnswer({ contact: { id: "c1", firstName: "Ann" } })).toEqual({
      known: { id: "c1", firstName: "Ann" },
    });
    expect(searchAnswer({ contact: null })).toEqual({ known: undefined });
    // A body cut off or not JSON reaches here as undefined: no answer, not "nobody".
    for (const body of [undefined, null, "<html>", {}, { contacts: [] }]) expect(searchAnswer(body)).toBeUndefined();
  });
});
