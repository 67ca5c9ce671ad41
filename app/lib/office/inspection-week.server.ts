import { businessDay, parseBusinessTime, timeLabel } from "~/lib/business-time";
import type { Database } from "~/lib/db/client.server";
import { listInspections } from "~/lib/inspections/inspection-list.server";
import { displayPhone, fullAddress, mapLink } from "~/lib/leads/facts.server";
import { site } from "~/content/site";
import { nameOf } from "./lead-words.server";
import type { WeekDay, WeekSlot } from "./office-types";

/**
 * The office's week of inspections: seven days from a business day (today by default), each day
 * by its slots, each inspection with its address and a map link.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

export type InspectionWeek = { from: string; previous: string; next: string; title: string; days: WeekDay[] };

export async function inspectionWeek(db: Database, from: string | null, now = new Date()): Promise<InspectionWeek> {
  const start = from && DAY.test(from) && parseBusinessTime(from) ? from : businessDay(now);
  const end = addDays(start, 7);
  const rows = await listInspections(db, parseBusinessTime(start)!, parseBusinessTime(end)!);
  const days: WeekDay[] = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(start, i);
    const slots = new Map<string, WeekSlot>();
    for (const row of rows.filter((r) => businessDay(r.startsAt, site.timeZone) === date)) {
      const time = `${timeLabel(row.startsAt)} to ${timeLabel(row.endsAt)}`;
      const slot = slots.get(time) ?? { time, inspections: [] };
      const address = fullAddress({ ...row, state: null }) ?? null;
      slot.inspections.push({
        id: row.id,
        leadId: row.leadId,
        name: nameOf(row),
        phone: displayPhone(row.phone) ?? null,
        when: time,
        hours: time,
        status: row.status === "requested" ? "Requested: the calendar has not confirmed it yet" : "Booked",
        address,
        mapUrl: address ? mapLink(address) : null,
        note: null,
      });
      slots.set(time, slot);
    }
    return { date, label: dayName(date), slots: [...slots.values()] };
  });
  return {
    from: start,
    previous: addDays(start, -7),
    next: end,
    title: `${dayName(start)} to ${dayName(addDays(start, 6))}`,
    days,
  };
}
