import { describe, expect, it } from "vitest";
import { estimateFromLivingArea } from "./roof-area";

describe("the 'Not sure?' helper's estimate from the living area", () => {
  it("reads the living area as the quote reads square feet: digits, thousands separators dropped", () => {
    expect(estimateFromLivingArea("2,400", 2)).toEqual({ ok: true, area: 1_500 });
    expect(estimateFromLivingArea(" 2000 ", 1)).toEqual({ ok: true, area: 2_500 });
  });

  it.each(["2.400", "2400.5", "about 2000", "-2000", ""])("refuses %j as not a number", (living) => {
    expect(estimateFromLivingArea(living, 1)).toEqual({ ok: false, problem: "not-a-number" });
  });

  it("offers only an area the quote can price: 1 to 100,000 sq ft", () => {
    expect(estimateFromLivingArea("80,000", 1)).toEqual({ ok: true, area: 100_000 });
    // 90,000 sq ft of living area on one floor is a 112,500 sq ft roof.
    expect(estimateFromLivingArea("90,000", 1)).toEqual({ ok: false, problem: "out-of-range" });
    // 3 sq ft rounds to a roof of 0.
    expect(estimateFromLivingArea("3", 1)).toEqual({ ok: false, problem: "out-of-range" });
    expect(estimateFromLivingArea("0", 1)).toEqual({ ok: false, problem: "out-of-range" });
  });
});
