import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "~/lib/db/client.server";
import { type Inspection, inspections, leads } from "~/lib/db/schema";
import { type BookingOptions, type BookingServices, openSlots } from "./availability.server";
import { type BookingResult, move } from "./booking.server";

/**
 * The owner moves an inspection from the office: to any open slot, without the homeowner's limits
 * (a proof of work, the number of changes). The homeowner and the owner's alerts are told, as for a
 * move the homeowner makes, and GoHighLevel's calendar is brought in step the same way.
 */
export async function moveForOwner(
  services: BookingServices,
  inspectionId: string,
  start: unknown,
  options: BookingOptions = {},
  record?: (tx: Tx, moved: Inspection) => Promise<unknown>,
): Promise<BookingResult> {
  const when = typeof start === "string" && start.length <= 40 ? new Date(start) : undefined;
  if (!when || Number.isNaN(when.getTime()))
    return { ok: false, status: 400, error: "Please choose one of the open times." };
  if (!/^[0-9a-f-]{36}$/i.test(inspectionId))
    return { ok: false, status: 404, error: "That inspection was not found." };
  const [found] = await services.db
    .select({ inspection: inspections, lead: leads })
    .from(inspections)
    .innerJoin(leads, eq(leads.id, inspections.leadId))
    .where(and(eq(inspections.id, inspectionId), ne(inspections.status, "cancelled")));
  if (!found) return { ok: false, status: 404, error: "That inspection was cancelled or no longer exists." };
  if (found.inspection.startsAt.getTime() === when.getTime())
    return { ok: true, status: found.inspection.status, inspection: found.inspection };
  const open = await openSlots(services, options);
  if (!open.ok) return { ok: false, status: 503, error: open.error };
  const slot = open.slots.find((s) => s.start.getTime() === when.getTime());
  if (!slot) return { ok: false, status: 409, error: "That time is no longer open. Please choose another." };
  return move(services, found.inspection, found.lead, slot, options, record);
}
