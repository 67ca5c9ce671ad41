import type { InspectionCalendar, Weekday } from "~/content/schemas";
import { businessDate, zonedInstant } from "~/lib/business-time";

/**
 * Our own inspection slots: wall-clock times in the business's time zone, turned into instants
 * one by one, so a slot at 8:00 am is at 8:00 am on both sides of a daylight-saving change.
 */

export type SlotRules = {
  /** INSPECTION_SLOT_MINUTES */
  slotMinutes: number;
  /** INSPECTION_MIN_NOTICE_HOURS: nothing starts sooner than this after now. */
  minNoticeHours: number;
  /** How many days are offered, today first. */
  days: number;
};

export type Slot = { start: Date; end: Date; /** The business's date, `2026-11-02`. */ date: string };

/** The days offered to visitors: today and the 13 after it. */
export const BOOKING_DAYS = 14;

const WEEK: readonly Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Every slot of the schedule from today (in the business's zone) for `rules.days` days, past the notice. */
export function scheduleSlots(calendar: InspectionCalendar, rules: SlotRules, now: Date, timeZone: string): Slot[] {
  const [year, month, day] = businessDate(now, timeZone);
  const closed = new Set([...calendar.holidays, ...calendar.blocked].map((d) => d.date));
  const earliest = now.getTime() + rules.minNoticeHours * 3_600_000;
  const slots: Slot[] = [];
  for (let offset = 0; offset < rules.days; offset++) {
    // Midnight of that day as if the zone were UTC: wall-clock arithmetic, no offsets involved.
    const wallDay = Date.UTC(year, month - 1, day + offset);
    const date = new Date(wallDay).toISOString().slice(0, 10);
    const hours = calendar.hours[WEEK[new Date(wallDay).getUTCDay()]!];
    if (!hours || closed.has(date)) continue;
    const closes = minutesOf(hours.closes);
    for (let minute = minutesOf(hours.opens); minute + rules.slotMinutes <= closes; minute += rules.slotMinutes) {
      const start = zonedInstant(wallDay + minute * 60_000, timeZone);
      if (start < earliest) continue;
      const end = zonedInstant(wallDay + (minute + rules.slotMinutes) * 60_000, timeZone);
      slots.push({ start: new Date(start), end: new Date(end), date });
    }
  }
  return slots;
}

/** The `count` slots nearest in time to `wanted` (a taken slot), in the order of the day. */
export function nearestSlots<T extends { start: Date }>(slots: readonly T[], wanted: Date, count = 3): T[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start.getTime() - wanted.getTime()) - Math.abs(b.start.getTime() - wanted.getTime()))
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The last day offered, exclusive: midnight after the last of `days` days, in the business's zone. */
export function windowEnd(now: Date, days: number, timeZone: string): Date {
  const [year, month, day] = businessDate(now, timeZone);
  return new Date(zonedInstant(Date.UTC(year, month - 1, day + days), timeZone));
}
