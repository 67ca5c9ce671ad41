import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * A test fails when anything calls console.error while it runs: React's warnings, an unhandled
 * server error, a library complaining. A test that expects one replaces it with its own spy
 * (`vi.spyOn(console, "error").mockImplementation(() => {})`), which this one then does not see.
 */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  const original = console.error.bind(console);
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
    original(...args);
  });
});

afterEach(() => {
  const seen = calls;
  calls = [];
  expect(
    seen.map((args) => args.map(String).join(" ")),
    "console.error was called",
  ).toEqual([]);
});
