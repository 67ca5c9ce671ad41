import { describe, expect, it } from "vitest";
import { arrivals, type ListView } from "./arrivals";

const lead = (id: string, createdAt: string) => ({ id, createdAt });
const view = (query: string, first: boolean, leads: ReadonlyArray<{ createdAt: string }>): ListView => ({
  query,
  first,
  newest: leads[0]?.createdAt,
});

describe("the leads that arrived while the list was open", () => {
  const older = [lead("b", "2026-03-10T15:00:00.000Z"), lead("a", "2026-03-10T14:00:00.000Z")];
  const newer = [lead("c", "2026-03-11T09:00:00.000Z"), ...older];

  it("are the leads newer than the newest the list showed before", () => {
    expect(arrivals(view("", true, older), view("", true, newer), newer).map((l) => l.id)).toEqual(["c"]);
    expect(arrivals(undefined, view("", true, newer), newer)).toEqual([]);
  });

  it("are none on a page of older leads", () => {
    expect(arrivals(view("", true, older), view("", false, newer), newer)).toEqual([]);
  });

  it("are none when the owner comes back to the first page from older leads", () => {
    const pageTwo = [lead("x", "2026-01-02T10:00:00.000Z")];
    expect(arrivals(view("", false, pageTwo), view("", true, newer), newer)).toEqual([]);
  });

  it("are none when the owner changes the filter", () => {
    const spam = [lead("s", "2026-02-01T10:00:00.000Z")];
    expect(arrivals(view("status=spam", true, spam), view("", true, newer), newer)).toEqual([]);
    // And back: the first list's newest lead is no news either.
    expect(arrivals(view("", true, newer), view("status=spam", true, spam), spam)).toEqual([]);
  });
});
