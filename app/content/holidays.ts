/**
 * The days the office closes each year, by their rules, so that the inspection calendar never runs
 * out of them. A holiday on a Saturday is kept on the Friday before, one on a Sunday on the Monday
 * after; Christmas Eve on a weekend, or on the Friday Christmas is kept, moves to the working day
 * before.
 */

export type Holiday = { date: string; name: string };

const DAY_MS = 86_400_000;
const SATURDAY = 6;
const SUNDAY = 0;

/** Midnight UTC of a calendar day: the date's own arithmetic, no time zone involved. */
const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date);
const weekday = (at: number) => new Date(at).getUTCDay();
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The `nth` (1-based) `dayOfWeek` of a month, or its last with `nth` = -1. */
function nthWeekday(year: number, month: number, dayOfWeek: number, nth: number): number {
  if (nth > 0) {
    const first = day(year, month, 1);
    return first + (((dayOfWeek - weekday(first) + 7) % 7) + (nth - 1) * 7) * DAY_MS;
  }
  const last = day(year, month + 1, 0);
  return last - ((weekday(last) - dayOfWeek + 7) % 7) * DAY_MS;
}

/** A fixed-date holiday on the weekday it is kept. */
function observed(at: number, name: string): Holiday {
  const shift = weekday(at) === SATURDAY ? -1 : weekday(at) === SUNDAY ? 1 : 0;
  return { date: iso(at + shift * DAY_MS), name: shift ? `${name} (observed)` : name };
}

/** The office's holidays kept in `year` (New Year's Day of the next year may fall on its last day). */
export function holidaysIn(year: number): Holiday[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const christmas = observed(day(year, 12, 25), "Christmas Day");
  // The working day before Christmas Day as kept, when the 24th itself is not one.
  let eve = day(year, 12, 24);
  const eveMoved = iso(eve) === christmas.date || weekday(eve) === SATURDAY || weekday(eve) === SUNDAY;
  if (eveMoved) {
    eve = Date.parse(christmas.date) - DAY_MS;
    while (weekday(eve) === SATURDAY || weekday(eve) === SUNDAY) eve -= DAY_MS;
  }
  const holidays = [
    observed(day(year, 1, 1), "New Year's Day"),
    { date: iso(nthWeekday(year, 5, 1, -1)), name: "Memorial Day" },
    observed(day(year, 7, 4), "Independence Day"),
    { date: iso(nthWeekday(year, 9, 1, 1)), name: "Labor Day" },
    { date: iso(thanksgiving), name: "Thanksgiving" },
    { date: iso(thanksgiving + DAY_MS), name: "Day after Thanksgiving" },
    { date: iso(eve), name: eveMoved ? "Christmas Eve (observed)" : "Christmas Eve" },
    christmas,
    observed(day(year + 1, 1, 1), "New Year's Day"),
  ];
  // New Year's Day kept on December 31 belongs to this year; kept on January 2 or 1, to the next.
  return holidays.filter((h) => h.date.startsWith(String(year)));
}
