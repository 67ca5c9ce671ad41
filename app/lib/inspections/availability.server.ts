import { and, count, gt, lt, ne, type SQL, sql } from "drizzle-orm";
import { inspectionCalendar } from "~/content/inspections";
import type { InspectionCalendar } from "~/content/schemas";
import { site } from "~/content/site";
import type { Tx } from "~/lib/db/client.server";
import { inspections } from "~/lib/db/schema";
import type { Env } from "~/lib/env.server";
import type { AppServices } from "~/lib/services.server";
import { CALENDAR_UNAVAILABLE } from "./messages";
import { BOOKING_DAYS, scheduleSlots, type SlotRules, windowEnd } from "./schedule";

/**
 * The open inspection slots of the next two weeks: GoHighLevel's free slots when its calendar is
 * configured, otherwise our own schedule less the slots whose every place is booked. A booking
 * holds a place in every slot it overlaps, not only the one starting when it starts: bookings made
 * before the owner changed INSPECTION_SLOT_MINUTES keep their own length and still hold the
 * inspector for all of it.
 */

export type BookingServices = Pick<
  AppServices,
  "db" | "env" | "logger" | "ipHashKey" | "proofKeys" | "wakeOutbox" | "calendar"
>;

export type OpenSlot = { start: Date; end: Date; /** The business's date, `2026-11-25`. */ date: string };

export type Availability = { ok: true; slots: OpenSlot[] } | { ok: false; error: string };

/** When and on what schedule: tests pass a day of their own, and weekend hours. */
export type BookingOptions = { now?: Date; schedule?: InspectionCalendar };

export function slotRules(env: Env): SlotRules {
  return {
    slotMinutes: env.INSPECTION_SLOT_MINUTES,
    minNoticeHours: env.INSPECTION_MIN_NOTICE_HOURS,
    days: BOOKING_DAYS,
  };
}

/** How long a visitor waits for GoHighLevel before being told the time is requested: a few seconds. */
export function calendarDeadline(env: Env): number {
  return Date.now() + Math.min(env.CRM_TIMEOUT_MS, 5_000);
}

export async function openSlots(
  services: BookingServices,
  { now = new Date(), schedule = inspectionCalendar }: BookingOptions = {},
): Promise<Availability> {
  const { env, calendar, db, logger } = services;
  const slotMs = env.INSPECTION_SLOT_MINUTES * 60_000;
  if (calendar) {
    const from = windowEnd(now, 0, site.timeZone);
    const to = windowEnd(now, BOOKING_DAYS, site.timeZone);
    const result = await calendar.freeSlots(from, to, { deadline: calendarDeadline(env) });
    if (!result.ok) {
      logger.warn({ status: result.status, error: result.error }, "GoHighLevel's free slots could not be read");
      return { ok: false, error: CALENDAR_UNAVAILABLE };
    }
    const slots = result.value
      .filter((slot) => slot.start > now)
      .map((slot) => ({ ...slot, end: new Date(slot.start.getTime() + slotMs) }));
    return { ok: true, slots };
  }

  const slots = scheduleSlots(schedule, slotRules(env), now, site.timeZone);
  if (slots.length === 0) return { ok: true, slots };
  const booked = await db
    .select({ startsAt: inspections.startsAt, endsAt: inspections.endsAt })
    .from(inspections)
    .where(holding(slots[0]!.start, slots.at(-1)!.end));
  const held = (slot: OpenSlot) => booked.filter((b) => b.startsAt < slot.end && b.endsAt > slot.start).length;
  return { ok: true, slots: slots.filter((slot) => held(slot) < env.INSPECTIONS_PER_SLOT) };
}

/** Bookings (not cancelled) that overlap the time from `start` to `end`: each holds a place in it. */
function holding(start: Date, end: Date, except?: string): SQL | undefined {
  return and(
    ne(inspections.status, "cancelled"),
    lt(inspections.startsAt, end),
    gt(inspections.endsAt, start),
    except ? ne(inspections.id, except) : undefined,
  );
}

/**
 * Inside a booking's transaction on our own schedule: whether `slot` still has a free place, counting
 * every booking that overlaps it as `openSlots` does (all but `except`, the booking being moved). It
 * first takes a lock on the slot's day, so two bookings of overlapping times (a slot and a booking of
 * another length) wait for each other; the unique index on (start, place) alone guards only bookings
 * with the same start.
 */
export async function slotHasRoom(tx: Tx, slot: OpenSlot, places: number, except?: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inspection day ${slot.date}`}, 0))`);
  const [row] = await tx
    .select({ held: count() })
    .from(inspections)
    .where(holding(slot.start, slot.end, except));
  return (row?.held ?? 0) < places;
}

/**
 * Whether `start` is one of our own slot starts still to come but now inside the notice: a time the
 * picker showed a few minutes ago, too soon to book by the time it was chosen.
 */
export function insideNotice(
  services: Pick<BookingServices, "env" | "calendar">,
  start: Date,
  { now = new Date(), schedule = inspectionCalendar }: BookingOptions = {},
): boolean {
  if (services.calendar || start <= now) return false;
  return scheduleSlots(schedule, { ...slotRules(services.env), minNoticeHours: 0 }, now, site.timeZone).some(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

/**
 * Whether the picker could have offered `start` (free or not): on our own schedule, one of its slot
 * starts in the next two weeks past the notice. GoHighLevel's calendar does not say which times it
 * would offer when free, so there a time within the two weeks is taken as possible.
 */
export function onSchedule(
  services: Pick<BookingServices, "env" | "calendar">,
  start: Date,
  { now = new Date(), schedule = inspectionCalendar }: BookingOptions = {},
): boolean {
  if (services.calendar) return start > now && start < windowEnd(now, BOOKING_DAYS, site.timeZone);
  return scheduleSlots(schedule, slotRules(services.env), now, site.timeZone).some(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}
