import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { safeNext } from "./guard.server";

describe("the office address to come back to after signing in", () => {
  it("is an office address, never another site's", () => {
    expect(safeNext("/office/leads/1?move=1")).toBe("/office/leads/1?move=1");
    for (const next of [
      "https://evil.example/office",
      "//evil.example",
      "/office//evil.example",
      "/office\\x",
      "/offices",
    ])
      expect(safeNext(next), next).toBeUndefined();
  });

  it("is refused when a Location header could not carry it, rather than failing the sign-in page", () => {
    // `?next=/office/%E4%B8%AD` as the sign-in page's loader reads it.
    const next = new URLSearchParams("next=/office/%E4%B8%AD").get("next");
    expect(() => redirect(safeNext(next) ?? "/office/leads")).not.toThrow();
    expect(safeNext("/office/\u00e9")).toBeUndefined();
  });
});
