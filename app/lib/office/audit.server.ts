import { desc, eq } from "drizzle-orm";
import type { Database, Tx } from "~/lib/db/client.server";
import { leads, type OfficeAuditEntry, officeAudit } from "~/lib/db/schema";
import type { AuditAction } from "./audit-actions";

/**
 * The office's audit log: every action an owner takes, who took it and when, written in the same
 * transaction as the change it records, so neither is kept without the other.
 */

export type AuditEntry = {
  actor: string;
  action: AuditAction;
  leadId?: string | null;
  detail?: Record<string, string>;
  clientIpHash?: string | null;
};

export async function recordAction(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(officeAudit).values({
    actor: entry.actor,
    action: entry.action,
    leadId: entry.leadId ?? null,
    detail: entry.detail && Object.keys(entry.detail).length > 0 ? entry.detail : null,
    clientIpHash: entry.clientIpHash ?? null,
  });
}

export type AuditRow = OfficeAuditEntry & { leadName: string | null };

/** The latest actions, newest first: all of them, or one lead's. */
export async function recentActions(
  db: Database,
  { leadId, limit = 50 }: { leadId?: string; limit?: number } = {},
): Promise<AuditRow[]> {
  const rows = await db
    .select({ entry: officeAudit, name: leads.name, firstName: leads.firstName, lastName: leads.lastName })
    .from(officeAudit)
    .leftJoin(leads, eq(leads.id, officeAudit.leadId))
    .where(leadId ? eq(officeAudit.leadId, leadId) : undefined)
    .orderBy(desc(officeAudit.at))
    .limit(limit);
  return rows.map(({ entry, name, firstName, lastName }) => ({
    ...entry,
    leadName: name ?? ([firstName, lastName].filter(Boolean).join(" ") || null),
  }));
}
