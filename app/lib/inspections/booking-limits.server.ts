import { and, eq, gt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "~/lib/db/client.server";
import { inspections, type Lead, leads } from "~/lib/db/schema";

/**
 * What keeps a script from emptying the calendar: a booking needs a person's lead (not Possible
 * Spam) and a proof of work, and one e-mail address, one phone number and one connection hold at
 * most one live booking between them, whichever lead it was made for. Bookings also have a rate
 * limit of their own (server/inspections-api.ts).
 */

/**
 * Inside the booking's transaction: takes a lock on the lead's e-mail, its phone and the booking's
 * connection (so two bookings racing on two servers wait for each other), then says whether
 * another lead holds a live booking (not cancelled, not yet over) for any of them.
 */
export async function anotherLiveBooking(tx: Tx, lead: Lead, clientIpHash: string | null): Promise<boolean> {
  const keys = [
    lead.email ? `email ${lead.email}` : undefined,
    lead.phone ? `phone ${lead.phone}` : undefined,
    clientIpHash ? `client ${clientIpHash}` : undefined,
  ].filter((k): k is string => k !== undefined);
  // In one order, so two transactions never wait on each other's second lock.
  for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const same: SQL[] = [];
  if (lead.email) same.push(eq(leads.email, lead.email));
  if (lead.phone) same.push(eq(leads.phone, lead.phone));
  if (clientIpHash) same.push(eq(inspections.clientIpHash, clientIpHash));
  if (same.length === 0) return false;
  const [row] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .innerJoin(leads, eq(leads.id, inspections.leadId))
    .where(
      and(
        ne(inspections.status, "cancelled"),
        gt(inspections.endsAt, sql`now()`),
        ne(inspections.leadId, lead.id),
        or(...same),
      ),
    )
    .limit(1);
  return row !== undefined;
}
