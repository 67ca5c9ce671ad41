import { describe, expect, it } from "vitest";
import { backoffMs, DEFAULT_RETRY_POLICY } from "./outbox.server";
import { parseRetryAfter } from "./http.server";

describe("retry back-off", () => {
  it("starts near 30 seconds and doubles, with ±25% jitter", () => {
    expect(backoffMs(1, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(30_000);
    expect(backoffMs(1, DEFAULT_RETRY_POLICY, () => 0)).toBe(22_500);
    expect(backoffMs(1, DEFAULT_RETRY_POLICY, () => 1)).toBe(37_500);
    expect(backoffMs(2, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(60_000);
    expect(backoffMs(5, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(480_000);
  });
  it("never waits more than a few hours between tries", () => {
    for (let attempt = 1; attempt < 40; attempt++)
      expect(backoffMs(attempt, DEFAULT_RETRY_POLICY, () => 1)).toBeLessThanOrEqual(5 * 60 * 60_000);
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("10")).toBe(10_000);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", Date.parse("Wed, 21 Oct 2015 07:27:30 GMT"))).toBe(30_000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter("soon")).toBeUndefined();
  });
});
