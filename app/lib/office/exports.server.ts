import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { deliveries, leads } from "~/lib/db/schema";
import type { LeadRow } from "~/lib/leads/inbox.server";

/** Leads with their CRM contact's delivery status, as the export writes them (leadsToCsv), newest first. */
export async function leadRowsByIds(db: Database, ids: readonly string[]): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const found = await db.select().from(leads).where(inArray(leads.id, chunk));
    const crm = await db
      .select({ leadId: deliveries.leadId, status: deliveries.status })
      .from(deliveries)
      .where(and(eq(deliveries.channel, "crm"), eq(deliveries.kind, "contact"), inArray(deliveries.leadId, chunk)));
    const status = new Map(crm.map((d) => [d.leadId, d.status]));
    rows.push(...found.map((lead) => ({ ...lead, crmStatus: status.get(lead.id) ?? ("none" as const) })));
  }
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
