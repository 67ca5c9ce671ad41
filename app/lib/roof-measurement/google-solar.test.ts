import { describe, expect, it } from "vitest";
import { imageryDate } from "./google-solar.server";

describe("the imagery's date", () => {
  it("is Google's {year, month, day} as an ISO date", () => {
    expect(imageryDate({ year: 2024, month: 3, day: 15 })).toBe("2024-03-15");
  });

  it("takes a month-only date (day 0 or none) as its first day", () => {
    expect(imageryDate({ year: 2023, month: 11, day: 0 })).toBe("2023-11-01");
    expect(imageryDate({ year: 2023, month: 11 })).toBe("2023-11-01");
  });

  it("has none without a year and a real month", () => {
    expect(imageryDate(undefined)).toBeUndefined();
    expect(imageryDate({ year: 2024 })).toBeUndefined();
    expect(imageryDate({ year: 2024, month: 13, day: 1 })).toBeUndefined();
  });
});
