import { describe, expect, it } from "vitest";
import { inspectionCalendar } from "~/content/inspections";
import type { InspectionCalendar } from "~/content/schemas";
import { isoInZone, timeLabel, whenLabel } from "~/lib/business-time";
import { bookingPass, readBookingPass } from "./access.server";
import { BOOKING_DAYS, nearestSlots, scheduleSlots } from "./schedule";

const ZONE = "America/New_York";
const RULES = { slotMinutes: 120, minNoticeHours: 24, days: BOOKING_DAYS };
const weekdays = { opens: "08:00", closes: "17:00" };
const OFFICE: InspectionCalendar = {
  hours: { Monday: weekdays, Tuesday: weekdays, Wednesday: weekdays, Thursday: weekdays, Friday: weekdays },
  holidays: [],
  blocked: [],
};

const startsOn = (slots: ReturnType<typeof scheduleSlots>, date: string) =>
  slots.filter((s) => s.date === date).map((s) => s.start.toISOString());

describe("our own inspection slots", () => {
  // Wednesday before the change back to standard time (Sunday, November 1, 2026, 2:00 am).
  const now = new Date("2026-10-28T15:00:00Z");

  it("are at the same wall-clock times on both sides of the November change", () => {
    const slots = scheduleSlots(OFFICE, RULES, now, ZONE);
    // Friday: daylight time, 8:00 am is 12:00 UTC. Two-hour slots that end by 5:00 pm.
    expect(startsOn(slots, "2026-10-30")).toEqual([
      "2026-10-30T12:00:00.000Z",
      "2026-10-30T14:00:00.000Z",
      "2026-10-30T16:00:00.000Z",
      "2026-10-30T18:00:00.000Z",
    ]);
    // Monday: standard time, 8:00 am is 13:00 UTC.
    expect(startsOn(slots, "2026-11-02")).toEqual([
      "2026-11-02T13:00:00.000Z",
      "2026-11-02T15:00:00.000Z",
      "2026-11-02T17:00:00.000Z",
      "2026-11-02T19:00:00.000Z",
    ]);
    expect(slots.filter((s) => s.date === "2026-11-02").map((s) => timeLabel(s.start))).toEqual([
      "8:00 am",
      "10:00 am",
      "12:00 pm",
      "2:00 pm",
    ]);
    expect(isoInZone(slots.find((s) => s.date === "2026-11-02")!.start, ZONE)).toBe("2026-11-02T08:00:00-05:00");
    // No weekend hours configured: nothing on Saturday or Sunday.
    expect(startsOn(slots, "2026-10-31")).toEqual([]);
    expect(startsOn(slots, "2026-11-01")).toEqual([]);
  });

  it("with weekend hours, the change day itself is at the right wall-clock time", () => {
    const weekend = { opens: "07:00", closes: "13:00" };
    const slots = scheduleSlots(
      { ...OFFICE, hours: { ...OFFICE.hours, Saturday: weekend, Sunday: weekend } },
      RULES,
      now,
      ZONE,
    );
    expect(startsOn(slots, "2026-10-31")).toEqual([
      "2026-10-31T11:00:00.000Z",
      "2026-10-31T13:00:00.000Z",
      "2026-10-31T15:00:00.000Z",
    ]);
    // Sunday, November 1: after 2:00 am the clocks read standard time, 7:00 am is 12:00 UTC.
    expect(startsOn(slots, "2026-11-01")).toEqual([
      "2026-11-01T12:00:00.000Z",
      "2026-11-01T14:00:00.000Z",
      "2026-11-01T16:00:00.000Z",
    ]);
    expect(whenLabel(new Date("2026-11-01T12:00:00Z"), ZONE)).toBe("Sunday, November 1 at 7:00 am");
  });

  it("leave out holidays, blocked days, slots inside the notice, and days past the two weeks", () => {
    const slots = scheduleSlots(
      {
        ...OFFICE,
        holidays: [{ date: "2026-11-03", name: "Election Day" }],
        blocked: [{ date: "2026-11-04", reason: "Crew training" }],
      },
      RULES,
      now,
      ZONE,
    );
    expect(startsOn(slots, "2026-11-03")).toEqual([]);
    expect(startsOn(slots, "2026-11-04")).toEqual([]);
    // 24 hours' notice from Wednesday 11:00 am: Thursday's 8:00 am is too soon, 12:00 pm is not.
    expect(slots[0]!.start.toISOString()).toBe("2026-10-29T16:00:00.000Z");
    // Today (October 28) and the 13 days after it: the last is November 10.
    expect(slots.at(-1)!.date).toBe("2026-11-10");
    expect(slots.every((s) => s.start.getTime() >= now.getTime() + 24 * 3_600_000)).toBe(true);
  });

  it("the content's calendar: office days from site.ts, Thanksgiving closed", () => {
    const thanksgivingWeek = scheduleSlots(inspectionCalendar, RULES, new Date("2026-11-23T12:00:00Z"), ZONE);
    const dates = new Set(thanksgivingWeek.map((s) => s.date));
    expect(dates.has("2026-11-25")).toBe(true);
    expect(dates.has("2026-11-26")).toBe(false);
    expect(dates.has("2026-11-27")).toBe(false);
    expect(dates.has("2026-11-28")).toBe(false);
  });

  it("the nearest open times to a taken one, in the order of the day", () => {
    const slots = scheduleSlots(OFFICE, RULES, now, ZONE);
    const taken = new Date("2026-11-02T15:00:00Z");
    const near = nearestSlots(
      slots.filter((s) => s.start.getTime() !== taken.getTime()),
      taken,
    );
    expect(near.map((s) => s.start.toISOString())).toEqual([
      "2026-11-02T13:00:00.000Z",
      "2026-11-02T17:00:00.000Z",
      "2026-11-02T19:00:00.000Z",
    ]);
  });
});

describe("a form's booking pass", () => {
  const key = "server-secret";
  const lead = "0b7e3c52-8a0e-4f0e-9a53-5a3d8f6d2c11";
  const now = new Date("2026-11-24T12:00:00Z");
  const pass = bookingPass(lead, key, new Date(now.getTime() + 86_400_000));

  it("names its lead until it expires", () => {
    expect(readBookingPass(pass, key, now)).toBe(lead);
    expect(readBookingPass(pass, key, new Date(now.getTime() + 2 * 86_400_000))).toBeUndefined();
  });

  it("cannot be moved to another lead, extended, or made without the key", () => {
    const [, expires, signature] = pass.split(".");
    const other = "4f1c1f3e-1b7a-4c55-8f7d-2e2a4b9d6a01";
    expect(readBookingPass(`${other}.${expires}.${signature}`, key, now)).toBeUndefined();
    expect(
      readBookingPass(`${lead}.${(parseInt(expires!, 36) + 86_400).toString(36)}.${signature}`, key, now),
    ).toBeUndefined();
    expect(readBookingPass(bookingPass(lead, "another-key", new Date(now.getTime() + 1000)), key, now)).toBeUndefined();
    expect(readBookingPass("not a pass", key, now)).toBeUndefined();
  });
});
