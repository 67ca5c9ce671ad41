import { describe, expect, it } from "vitest";
import { scheduleSlots } from "~/lib/inspections/schedule";
import { holidaysIn } from "./holidays";
import { inspectionCalendar } from "./inspections";

describe("the office's holidays", () => {
  it("are the days the office listed by hand for 2027, and for the end of 2026", () => {
    expect(holidaysIn(2026).filter((h) => h.date >= "2026-11")).toEqual([
      { date: "2026-11-26", name: "Thanksgiving" },
      { date: "2026-11-27", name: "Day after Thanksgiving" },
      { date: "2026-12-24", name: "Christmas Eve" },
      { date: "2026-12-25", name: "Christmas Day" },
    ]);
    expect(holidaysIn(2027)).toEqual([
      { date: "2027-01-01", name: "New Year's Day" },
      { date: "2027-05-31", name: "Memorial Day" },
      { date: "2027-07-05", name: "Independence Day (observed)" },
      { date: "2027-09-06", name: "Labor Day" },
      { date: "2027-11-25", name: "Thanksgiving" },
      { date: "2027-11-26", name: "Day after Thanksgiving" },
      { date: "2027-12-23", name: "Christmas Eve (observed)" },
      { date: "2027-12-24", name: "Christmas Day (observed)" },
      { date: "2027-12-31", name: "New Year's Day (observed)" },
    ]);
  });

  it("keep a weekend's holiday on the nearest working day, Christmas Eve on the one before Christmas", () => {
    // 2022: Christmas on a Sunday, New Year's Day 2023 too.
    expect(holidaysIn(2022).slice(-2)).toEqual([
      { date: "2022-12-23", name: "Christmas Eve (observed)" },
      { date: "2022-12-26", name: "Christmas Day (observed)" },
    ]);
    expect(holidaysIn(2023)[0]).toEqual({ date: "2023-01-02", name: "New Year's Day (observed)" });
    // 2028: Christmas on a Monday, so its Eve is a Sunday.
    expect(holidaysIn(2028)).toEqual([
      { date: "2028-05-29", name: "Memorial Day" },
      { date: "2028-07-04", name: "Independence Day" },
      { date: "2028-09-04", name: "Labor Day" },
      { date: "2028-11-23", name: "Thanksgiving" },
      { date: "2028-11-24", name: "Day after Thanksgiving" },
      { date: "2028-12-22", name: "Christmas Eve (observed)" },
      { date: "2028-12-25", name: "Christmas Day" },
    ]);
  });

  it("never run out: the inspection calendar closes Christmas and New Year's two years from now", () => {
    const year = new Date().getFullYear() + 2;
    const now = new Date(`${year}-12-18T17:00:00Z`);
    const rules = { slotMinutes: 120, minNoticeHours: 24, days: 21 };
    const open = new Set(scheduleSlots(inspectionCalendar, rules, now, "America/New_York").map((s) => s.date));
    const closed = [...holidaysIn(year), ...holidaysIn(year + 1)].filter((h) => h.date > `${year}-12-19`);
    expect(closed.length).toBeGreaterThanOrEqual(2);
    for (const holiday of closed) expect(open.has(holiday.date), holiday.name).toBe(false);
    expect(open.size).toBeGreaterThan(5);
  });
});
