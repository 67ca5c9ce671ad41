import { site } from "~/content/site";

/**
 * An inspection's time in the homeowner's words, always in the business's time zone (the roof is
 * in Tampa Bay, wherever the visitor's phone thinks it is): "Wednesday, November 25 at 8:00 am".
 */

const format = (options: Intl.DateTimeFormatOptions, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, ...options });

/** "Wednesday, November 25" */
export function dayLabel(instant: Date, timeZone = site.timeZone): string {
  return format({ weekday: "long", month: "long", day: "numeric" }, timeZone).format(instant);
}

/** ["Wed", "Nov 25"]: a day's button in the picker. */
export function shortDay(instant: Date, timeZone = site.timeZone): [string, string] {
  return [
    format({ weekday: "short" }, timeZone).format(instant),
    format({ month: "short", day: "numeric" }, timeZone).format(instant),
  ];
}

/** "8:00 am" */
export function timeLabel(instant: Date, timeZone = site.timeZone): string {
  return format({ hour: "numeric", minute: "2-digit" }, timeZone)
    .format(instant)
    .replace(/\s?([AP])M$/, (_m, half: string) => ` ${half.toLowerCase()}m`);
}

/** "Wednesday, November 25 at 8:00 am" */
export function whenLabel(instant: Date, timeZone = site.timeZone): string {
  return `${dayLabel(instant, timeZone)} at ${timeLabel(instant, timeZone)}`;
}

/** "Eastern Time": the zone as people name it, without standard or daylight. */
export function zoneLabel(timeZone = site.timeZone): string {
  const parts = format({ timeZoneName: "longGeneric" }, timeZone).formatToParts(0);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** `2026-11-25T08:00:00-05:00`: the wall-clock time in the zone with its UTC offset, as calendars want it. */
export function isoInZone(instant: Date, timeZone = site.timeZone): string {
  const parts = Object.fromEntries(
    format(
      {
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        timeZoneName: "longOffset",
      },
      timeZone,
    )
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  // "GMT-05:00", or "GMT" for a zone at UTC.
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : parts.timeZoneName!.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
