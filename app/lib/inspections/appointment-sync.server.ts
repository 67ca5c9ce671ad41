import { and, eq, lt, sql } from "drizzle-orm";
import type { CalendarResult, GhlCalendar } from "~/lib/crm/gohighlevel-calendar.server";
import type { Database } from "~/lib/db/client.server";
import { deliveries, type Inspection, inspections, type Lead } from "~/lib/db/schema";
import type { Logger } from "~/lib/logger.server";
import { fullAddress, personName } from "~/lib/mail/lead-facts.server";
import { type DeliveryPlan, inspectionDeliveries, type Sender } from "~/lib/outbox/channels.server";
import type { SendResult } from "~/lib/outbox/http.server";
import { enqueueDeliveries } from "~/lib/outbox/outbox.server";

/**
 * Keeps GoHighLevel's calendar in step with our inspections. A booking, a move or a cancellation is
 * stored first (its revision goes up); then the calendar is told, at once while the visitor waits,
 * and through the outbox ('crm-appointment' channel) when that did not work. A revision is synced
 * once the calendar holds it, so telling it again is harmless.
 */

type Failure = Extract<SendResult, { ok: false }>;

export type SyncOutcome =
  | { kind: "synced"; appointmentId: string | null }
  /** The calendar will not take it: `setup` when the token or calendar is wrong, not the time. */
  | { kind: "refused"; result: Failure; setup: boolean }
  | { kind: "retry"; result: Failure };

const failed = (result: Failure): SyncOutcome =>
  result.retryable
    ? { kind: "retry", result }
    : { kind: "refused", result, setup: result.status === 401 || result.status === 403 || result.status === 404 };

/** The lead's contact id: from its CRM delivery when that has run, else upserted now. */
async function contactId(db: Database, calendar: GhlCalendar, lead: Lead, deadline: number) {
  const [sent] = await db
    .select({ remoteId: deliveries.remoteId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.leadId, lead.id),
        eq(deliveries.channel, "crm"),
        eq(deliveries.provider, "gohighlevel"),
        eq(deliveries.status, "sent"),
      ),
    )
    .limit(1);
  return sent?.remoteId
    ? ({ ok: true, value: sent.remoteId } as CalendarResult<string>)
    : calendar.upsertContact(lead, deadline);
}

/**
 * Tells the calendar what the row says. `mayExist`: an earlier attempt may have created the
 * appointment without our hearing back (a timeout), so look for it before creating another.
 */
export async function syncAppointment(
  db: Database,
  calendar: GhlCalendar,
  row: Inspection,
  lead: Lead,
  { deadline, mayExist }: { deadline: number; mayExist: boolean },
): Promise<SyncOutcome> {
  if (row.syncedRevision >= row.revision) return { kind: "synced", appointmentId: row.appointmentId };
  const contact = await contactId(db, calendar, lead, deadline);
  if (!contact.ok) return failed(contact);
  const input = {
    contactId: contact.value,
    start: row.startsAt,
    end: row.endsAt,
    title: `Free roof inspection: ${personName(lead)}`,
    address: fullAddress(lead),
    status: row.status === "cancelled" ? ("cancelled" as const) : ("confirmed" as const),
  };
  let id = row.appointmentId ?? undefined;
  if (!id && mayExist) {
    const found = await calendar.findAppointment(contact.value, row.startsAt, deadline);
    if (!found.ok) return failed(found);
    id = found.value;
  }
  // Nothing on the calendar to cancel.
  if (row.status === "cancelled" && !id) return { kind: "synced", appointmentId: null };
  const result = id
    ? await calendar.updateAppointment(id, input, deadline)
    : await calendar.createAppointment(input, deadline);
  return result.ok ? { kind: "synced", appointmentId: result.value } : failed(result);
}

/**
 * Records that the calendar holds this revision. A requested time becomes booked, and the owner
 * and the homeowner hear of it. Nothing is written if the row has changed since (a newer revision
 * is synced in its turn).
 */
export async function recordSynced(
  db: Database,
  row: Inspection,
  appointmentId: string | null,
  plan: DeliveryPlan,
  lead: Lead,
): Promise<Inspection | undefined> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(inspections)
      .set({
        appointmentId,
        syncedRevision: row.revision,
        status: row.status === "requested" ? "booked" : row.status,
        updatedAt: sql`now()`,
      })
      .where(and(eq(inspections.id, row.id), eq(inspections.revision, row.revision)))
      .returning();
    if (updated && row.status === "requested") {
      await enqueueDeliveries(tx, row.leadId, "inspection", inspectionDeliveries(plan, lead));
    }
    return updated;
  });
}

/**
 * The calendar refused a requested time (taken meanwhile): the request is cancelled, and the owner
 * and the homeowner are told, so the homeowner can pick another time from the same link.
 */
async function recordRefused(db: Database, row: Inspection, plan: DeliveryPlan, lead: Lead) {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(inspections)
      .set(
        row.status === "cancelled"
          ? { syncedRevision: row.revision }
          : {
              status: "cancelled",
              cancelReason: "calendar",
              cancelledAt: sql`now()`,
              revision: sql`${inspections.revision} + 1`,
              updatedAt: sql`now()`,
            },
      )
      .where(and(eq(inspections.id, row.id), eq(inspections.revision, row.revision)))
      .returning();
    if (updated && row.status !== "cancelled") {
      await enqueueDeliveries(tx, row.leadId, "inspection", inspectionDeliveries(plan, lead));
    }
  });
}

/** The outbox's sender for GoHighLevel's calendar: brings every out-of-step inspection of the lead in step. */
export function appointmentSender({
  db,
  calendar,
  plan,
  timeoutMs,
  logger,
}: {
  db: Database;
  calendar: GhlCalendar;
  plan: DeliveryPlan;
  timeoutMs: number;
  logger: Logger;
}): Sender {
  return {
    name: "gohighlevel",
    label: "GoHighLevel's calendar",
    async send({ lead }): Promise<SendResult> {
      // A refusal cancels the row, which then needs syncing too: a few rounds settle it.
      for (let round = 0; round < 3; round++) {
        const rows = await db
          .select()
          .from(inspections)
          .where(
            and(
              eq(inspections.leadId, lead.id),
              eq(inspections.source, "gohighlevel"),
              lt(inspections.syncedRevision, inspections.revision),
            ),
          );
        if (rows.length === 0) return { ok: true };
        for (const row of rows) {
          const outcome = await syncAppointment(db, calendar, row, lead, {
            deadline: Date.now() + 2 * timeoutMs,
            mayExist: true,
          });
          if (outcome.kind === "retry") return outcome.result;
          if (outcome.kind === "synced") {
            const updated = await recordSynced(db, row, outcome.appointmentId, plan, lead);
            if (updated?.status === "booked" && row.status === "requested") {
              logger.info({ leadId: lead.id, inspectionId: row.id }, "requested inspection confirmed by the calendar");
            }
          } else if (outcome.setup) {
            // The token or the calendar id is wrong: no time would do. Kept for `retry --all-failed`.
            return outcome.result;
          } else {
            logger.warn(
              { leadId: lead.id, inspectionId: row.id, status: outcome.result.status, error: outcome.result.error },
              "GoHighLevel's calendar refused an inspection's time; the homeowner is told to pick another",
            );
            calendar.forget();
            await recordRefused(db, row, plan, lead);
          }
        }
      }
      return { ok: true };
    },
  };
}
