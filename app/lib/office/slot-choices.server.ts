import { type BookingServices, openSlots } from "~/lib/inspections/availability.server";
import { dayLabel, timeLabel } from "~/lib/business-time";
import type { SlotChoice } from "./office-types";

/** The open times of the next two weeks, by day, to move an inspection to; an error in words when they cannot be read. */
export async function slotChoices(services: BookingServices): Promise<{ slots: SlotChoice[] } | { error: string }> {
  const open = await openSlots(services);
  if (!open.ok) return { error: open.error };
  const days = new Map<string, SlotChoice>();
  for (const slot of open.slots) {
    const day = dayLabel(slot.start);
    const choice = days.get(day) ?? { day, times: [] };
    choice.times.push({ start: slot.start.toISOString(), label: timeLabel(slot.start) });
    days.set(day, choice);
  }
  return { slots: [...days.values()] };
}
