import { describe, expect, it } from "vitest";
import { resemblance, shingles } from "./text-similarity";

describe("text resemblance", () => {
  it("is 1 for the same text and 0 for texts with no three words in common", () => {
    const a = shingles("New roofs for Tampa homes, built to code.");
    expect(resemblance(a, a)).toBe(1);
    expect(resemblance(a, shingles("Storm damage repairs in Dunedin after hurricanes."))).toBe(0);
  });
  it("grows with shared passages", () => {
    const base = "We replace shingle roofs across Hillsborough County with permits and inspections included";
    const near = shingles(`${base} in Brandon`);
    const far = shingles(`${base.split(" ").slice(0, 6).join(" ")} and nothing else matches here at all today`);
    expect(resemblance(shingles(base), near)).toBeGreaterThan(resemblance(shingles(base), far));
  });
});
