import { describe, expect, it } from "vitest";
import { countMax, formatDuration, labelStep, niceMax } from "./chart-scale";

describe("the office's chart scales", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [48, 50],
    [51, 100],
    [0.3, 1],
  ])("rounds an axis with %d at its top up to %d", (value, top) => {
    expect(niceMax(value)).toBe(top);
  });

  it.each([
    [0, 2],
    [1, 2],
    [3, 6],
    [7, 10],
    [48, 50],
  ])("counts of leads with %d at the top: an axis to %d, halved into whole leads", (value, top) => {
    expect(countMax(value)).toBe(top);
  });

  it.each([
    [0.42, "420 ms"],
    [4.24, "4.2 s"],
    [45, "45 s"],
    [150, "2.5 min"],
    [5400, "1.5 h"],
  ])("says %d seconds as %s", (seconds, words) => {
    expect(formatDuration(seconds)).toBe(words);
  });

  it("prints every label while they fit, and fewer after", () => {
    expect([labelStep(4, 6), labelStep(12, 6), labelStep(52, 6)]).toEqual([1, 2, 9]);
  });
});
