import { site } from "~/content/site";
import { languageTag, type Locale } from "~/lib/i18n/locale";

/**
 * Dates as the owner means them: wall-clock time in the business's time zone (site.timeZone),
 * whatever the machine's own zone. Intl knows the zone's rules, daylight saving included.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock parts of an instant in the zone; the zone's name "EDT", or "GMT-04:00" with `longOffset`. */
function partsIn(timeZone: string, date: Date, timeZoneName: "short" | "longOffset" = "short"): Record<string, string> {
  const key = `${timeZone} ${timeZoneName}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName,
    });
    formatters.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** The zone's offset from UTC at an instant, in milliseconds (-4 h for New York in summer). */
function offsetAt(timeZone: string, instant: number): number {
  const p = partsIn(timeZone, new Date(instant));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time in `timeZone` names. Like Temporal's "compatible" choice: a time
 * that happens twice (the autumn hour repeated) is the first one; a time skipped in spring is
 * read with the offset before the change (02:30 on that day is 03:30 daylight time).
 */
export function zonedInstant(wall: number, timeZone: string): number {
  // Assumes at most one offset change within a day either side, as in every real zone.
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  const fits = [wall - before, wall - after].filter((t) => t + offsetAt(timeZone, t) === wall);
  return fits.length ? Math.min(...fits) : wall - before;
}

/**
 * Reads a date the owner typed: `2026-11-01` is midnight in the business's time zone,
 * `2026-11-01 14:30` (or with a T) that wall-clock time there, and a time with `Z` or an offset
 * exactly that instant. Undefined for anything else, including impossible dates.
 */
export function parseBusinessTime(text: string, timeZone: string = site.timeZone): Date | undefined {
  const m = ISO.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "", zone] = m;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, Math.round(Number(`0${fraction}`) * 1000));
  const check = new Date(wall);
  // Date.UTC rolls 2026-02-30 over into March; refuse it instead.
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59)
    return undefined;
  if (!zone) return new Date(zonedInstant(wall, timeZone));
  if (zone.toUpperCase() === "Z") return check;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offset = sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000;
  return new Date(wall - offset);
}

/** The business's date at an instant, `2026-03-02`: the owner's day, not the server's. */
export function businessDay(instant: Date = new Date(), timeZone: string = site.timeZone): string {
  const p = partsIn(timeZone, instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The business's date at an instant in a person's words: "November 25, 2026". */
export function longBusinessDate(instant: Date, timeZone: string = site.timeZone): string {
  return instant.toLocaleDateString("en-US", { dateStyle: "long", timeZone });
}

/** The business's calendar date at an instant, as `[year, month (1-12), day]`. */
export function businessDate(instant: Date, timeZone: string = site.timeZone): [number, number, number] {
  const p = partsIn(timeZone, instant);
  return [+p.year!, +p.month!, +p.day!];
}

/**
 * An instant as wall-clock time in the business's time zone: `2026-11-01 00:30`, with seconds and
 * the zone's abbreviation (`2026-11-01 00:30:05 EDT`) when asked.
 */
export function formatBusinessTime(
  date: Date,
  { seconds = false, zoneName = false }: { seconds?: boolean; zoneName?: boolean } = {},
  timeZone: string = site.timeZone,
): string {
  const p = partsIn(timeZone, date);
  const time = `${p.hour}:${p.minute}${seconds ? `:${p.second}` : ""}`;
  return `${p.year}-${p.month}-${p.day} ${time}${zoneName ? ` ${p.timeZoneName}` : ""}`;
}

/** The zone's everyday name for column headings: "ET" for America/New_York. */
export function businessZoneLabel(timeZone: string = site.timeZone): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortGeneric" }).formatToParts(0);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/*
 * An inspection's time in the homeowner's words and language, always in the business's time zone
 * (the roof is in Tampa Bay, wherever the visitor's phone thinks it is): "Wednesday, November 25 at
 * 8:00 am", in Spanish "miércoles, 25 de noviembre a las 8:00 a.m." (Intl's es-US, like the
 * Spanish quote's dates).
 */

const inZone = (options: Intl.DateTimeFormatOptions, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(languageTag[locale], { timeZone, ...options });

/** "Wednesday, November 25"; "miércoles, 25 de noviembre" */
export function dayLabel(instant: Date, timeZone = site.timeZone, locale: Locale = "en"): string {
  return inZone({ weekday: "long", month: "long", day: "numeric" }, timeZone, locale).format(instant);
}

/** ["Wed", "Nov 25"]; ["mié", "25 nov"]: a day's button in the picker. */
export function shortDay(instant: Date, timeZone = site.timeZone, locale: Locale = "en"): [string, string] {
  return [
    inZone({ weekday: "short" }, timeZone, locale).format(instant),
    inZone({ month: "short", day: "numeric" }, timeZone, locale).format(instant),
  ];
}

/** "8:00 am"; "8:00 a.m." */
export function timeLabel(instant: Date, timeZone = site.timeZone, locale: Locale = "en"): string {
  const time = inZone({ hour: "numeric", minute: "2-digit" }, timeZone, locale).format(instant);
  // Spanish as Intl writes it ("a.m."); English in the site's own way ("am").
  return locale === "es" ? time : time.replace(/\s?([AP])M$/, (_m, half: string) => ` ${half.toLowerCase()}m`);
}

/** "Wednesday, November 25 at 8:00 am"; "miércoles, 25 de noviembre a las 8:00 a.m." (a la 1:00). */
export function whenLabel(instant: Date, timeZone = site.timeZone, locale: Locale = "en"): string {
  const time = timeLabel(instant, timeZone, locale);
  const at = locale === "es" ? (time.startsWith("1:") ? "a la" : "a las") : "at";
  return `${dayLabel(instant, timeZone, locale)} ${at} ${time}`;
}

/** "Eastern Time", "hora oriental": the zone as people name it, without standard or daylight. */
export function zoneLabel(timeZone = site.timeZone, locale: Locale = "en"): string {
  const parts = inZone({ timeZoneName: "longGeneric" }, timeZone, locale).formatToParts(0);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** `2026-11-25T08:00:00-05:00`: the wall-clock time in the zone with its UTC offset, as calendars want it. */
export function isoInZone(instant: Date, timeZone = site.timeZone): string {
  const parts = partsIn(timeZone, instant, "longOffset");
  // "GMT-05:00", or "GMT" for a zone at UTC.
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : parts.timeZoneName!.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
