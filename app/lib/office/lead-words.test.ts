import { describe, expect, it } from "vitest";
import { ageLabel } from "./lead-words.server";

describe("a lead's age in the list", () => {
  // Wednesday, March 11, 2026, 8:00 am in New York (daylight time since the 8th).
  const now = new Date("2026-03-11T12:00:00Z");

  it("counts days by the business's calendar, not by spans of 24 hours", () => {
    // Monday 11:00 pm: 33 hours ago, but the day before yesterday.
    expect(ageLabel(new Date("2026-03-10T03:00:00Z"), now)).toBe("2 days ago");
    // Tuesday 7:00 am: yesterday.
    expect(ageLabel(new Date("2026-03-10T11:00:00Z"), now)).toBe("yesterday");
    // Thursday 11:00 pm of the week before: six days ago by the calendar (5.3 spans of 24 hours).
    expect(ageLabel(new Date("2026-03-06T04:00:00Z"), now)).toBe("6 days ago");
    // Within the day: hours, whichever the date.
    expect(ageLabel(new Date("2026-03-10T14:00:00Z"), now)).toBe("22 h ago");
  });

  it("names the year of a lead from another year", () => {
    expect(ageLabel(new Date("2025-11-03T17:00:00Z"), now)).toBe("Nov 3, 2025");
    expect(ageLabel(new Date("2026-01-05T17:00:00Z"), now)).toBe("Jan 5");
  });
});
