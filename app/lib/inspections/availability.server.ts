import { and, count, gte, lte, ne } from "drizzle-orm";
import { inspectionCalendar } from "~/content/inspections";
import type { InspectionCalendar } from "~/content/schemas";
import { site } from "~/content/site";
import { inspections } from "~/lib/db/schema";
import type { Env } from "~/lib/env.server";
import type { AppServices } from "~/lib/services.server";
import { CALENDAR_UNAVAILABLE } from "./messages";
import { BOOKING_DAYS, scheduleSlots, type SlotRules, windowEnd } from "./schedule";

/**
 * The open inspection slots of the next two weeks: GoHighLevel's free slots when its calendar is
 * configured, otherwise our own schedule less the slots whose every place is booked.
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
    .select({ startsAt: inspections.startsAt, places: count() })
    .from(inspections)
    .where(
      and(
        ne(inspections.status, "cancelled"),
        gte(inspections.startsAt, slots[0]!.start),
        lte(inspections.startsAt, slots.at(-1)!.start),
      ),
    )
    .groupBy(inspections.startsAt);
  const full = new Set(booked.filter((b) => b.places >= env.INSPECTIONS_PER_SLOT).map((b) => b.startsAt.getTime()));
  return { ok: true, slots: slots.filter((slot) => !full.has(slot.start.getTime())) };
}
