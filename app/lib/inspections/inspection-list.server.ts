import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { type Inspection, inspections, type Lead, leads } from "~/lib/db/schema";

/** An inspection as the owner's list shows it: when, who, where. */
export type InspectionRow = Pick<Inspection, "id" | "leadId" | "startsAt" | "endsAt" | "status" | "source" | "place"> &
  Pick<Lead, "name" | "firstName" | "lastName" | "phone" | "email" | "address" | "city" | "zipCode">;

/** The booked and requested inspections starting in [from, until), soonest first. */
export async function listInspections(db: Database, from: Date, until: Date): Promise<InspectionRow[]> {
  return db
    .select({
      id: inspections.id,
      leadId: inspections.leadId,
      startsAt: inspections.startsAt,
      endsAt: inspections.endsAt,
      status: inspections.status,
      source: inspections.source,
      place: inspections.place,
      name: leads.name,
      firstName: leads.firstName,
      lastName: leads.lastName,
      phone: leads.phone,
      email: leads.email,
      address: leads.address,
      city: leads.city,
      zipCode: leads.zipCode,
    })
    .from(inspections)
    .innerJoin(leads, eq(leads.id, inspections.leadId))
    .where(and(ne(inspections.status, "cancelled"), gte(inspections.startsAt, from), lt(inspections.startsAt, until)))
    .orderBy(asc(inspections.startsAt), asc(inspections.place));
}
