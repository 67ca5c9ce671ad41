import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import {
  businessDate,
  businessDay,
  businessZoneLabel,
  formatBusinessTime,
  longBusinessDate,
  parseBusinessTime,
} from "./business-time";

const iso = (text: string, timeZone?: string) => parseBusinessTime(text, timeZone)?.toISOString();

describe("dates the owner types", () => {
  it("are in the business's time zone", () => {
    expect(site.timeZone).toBe("America/New_York");
  });

  it.each([
    // Plain dates: midnight in New York, daylight or standard time as the day has it.
    ["2026-07-04", "2026-07-04T04:00:00.000Z"],
    ["2026-01-15", "2026-01-15T05:00:00.000Z"],
    // 2026-11-01 is the autumn change (02:00 EDT becomes 01:00 EST): its midnight is still EDT.
    ["2026-11-01", "2026-11-01T04:00:00.000Z"],
    ["2026-11-02", "2026-11-02T05:00:00.000Z"],
    // 2026-03-08 is the spring change (02:00 EST becomes 03:00 EDT): its midnight is still EST.
    ["2026-03-08", "2026-03-08T05:00:00.000Z"],
    ["2026-03-09", "2026-03-09T04:00:00.000Z"],
    // Wall-clock times, with T or a space, with or without seconds.
    ["2026-11-01T14:30", "2026-11-01T19:30:00.000Z"],
    ["2026-11-01 14:30:15", "2026-11-01T19:30:15.000Z"],
    ["2026-06-30T23:59:59.5", "2026-07-01T03:59:59.500Z"],
    ["2026-03-08T01:59", "2026-03-08T06:59:00.000Z"],
    ["2026-03-08T03:00", "2026-03-08T07:00:00.000Z"],
    // 02:30 on the spring day never happens: read with the offset before the change, 03:30 EDT.
    ["2026-03-08T02:30", "2026-03-08T07:30:00.000Z"],
    // 01:30 on the autumn day happens twice: the first one, in EDT.
    ["2026-11-01T01:30", "2026-11-01T05:30:00.000Z"],
    ["2026-11-01T02:00", "2026-11-01T07:00:00.000Z"],
    // An offset or Z means exactly that instant.
    ["2026-11-01T00:00Z", "2026-11-01T00:00:00.000Z"],
    ["2026-11-01T04:30:00.000z", "2026-11-01T04:30:00.000Z"],
    ["2026-11-01T00:00-05:00", "2026-11-01T05:00:00.000Z"],
    ["2026-11-01T09:15+0530", "2026-11-01T03:45:00.000Z"],
    ["  2026-11-01  ", "2026-11-01T04:00:00.000Z"],
    ["2028-02-29", "2028-02-29T05:00:00.000Z"],
  ])("%s is %s", (text, instant) => {
    expect(iso(text)).toBe(instant);
  });

  it.each([
    "",
    "2026-11",
    "2026-11-1",
    "11/01/2026",
    "November 1, 2026",
    "2026-02-30",
    "2027-02-29",
    "2026-13-01",
    "2026-11-01T24:00",
    "2026-11-01T12:60",
    "2026-11-01Z",
    "2026-11-01T12",
    "2026-11-01T12:00:00.1234",
    "2026-11-01T12:00 EST",
  ])("%j is refused", (text) => {
    expect(parseBusinessTime(text)).toBeUndefined();
  });

  it("follow the zone given, not the machine's", () => {
    expect(iso("2026-11-01", "UTC")).toBe("2026-11-01T00:00:00.000Z");
    expect(iso("2026-10-04", "Australia/Sydney")).toBe("2026-10-03T14:00:00.000Z");
    expect(iso("2026-10-04T02:30", "Australia/Sydney")).toBe("2026-10-03T16:30:00.000Z");
  });
});

describe("dates the inbox prints", () => {
  it.each([
    ["2026-11-01T04:30:00Z", "2026-11-01 00:30", "2026-11-01 00:30:00 EDT"],
    ["2026-11-01T03:30:00Z", "2026-10-31 23:30", "2026-10-31 23:30:00 EDT"],
    ["2026-11-01T05:30:00Z", "2026-11-01 01:30", "2026-11-01 01:30:00 EDT"],
    ["2026-11-01T06:30:00Z", "2026-11-01 01:30", "2026-11-01 01:30:00 EST"],
    ["2026-03-08T07:00:05Z", "2026-03-08 03:00", "2026-03-08 03:00:05 EDT"],
    ["2026-01-01T04:59:59Z", "2025-12-31 23:59", "2025-12-31 23:59:59 EST"],
  ])("%s reads %s", (instant, short, long) => {
    expect(formatBusinessTime(new Date(instant))).toBe(short);
    expect(formatBusinessTime(new Date(instant), { seconds: true, zoneName: true })).toBe(long);
  });

  it("read back as what they print", () => {
    for (const instant of ["2026-11-01T04:30:00Z", "2026-03-08T07:00:00Z", "2026-07-04T16:45:00Z"]) {
      const printed = formatBusinessTime(new Date(instant));
      expect(iso(printed)).toBe(new Date(instant).toISOString());
    }
  });

  it("label their column with the zone", () => {
    expect(businessZoneLabel()).toBe("ET");
  });
});

describe("the business's day", () => {
  it("is the owner's date, not the server's: an evening in Tampa is already tomorrow in UTC", () => {
    const evening = new Date("2026-11-25T03:30:00Z"); // 10:30 pm on the 24th in Tampa
    expect(businessDay(evening)).toBe("2026-11-24");
    expect(businessDate(evening)).toEqual([2026, 11, 24]);
    expect(longBusinessDate(evening)).toBe("November 24, 2026");
    expect(businessDay(evening, "UTC")).toBe("2026-11-25");
  });
});
