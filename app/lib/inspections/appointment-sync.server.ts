import { and, eq, isNull, lt, sql } from "drizzle-orm";
import {
  type CalendarResult,
  type CallLimits,
  type GhlCalendar,
  SLOT_TAKEN,
} from "~/lib/crm/gohighlevel-calendar.server";
import type { Database, Tx } from "~/lib/db/client.server";
import { deliveries, type Inspection, inspections, type Lead } from "~/lib/db/schema";
import type { Logger } from "~/lib/logger.server";
import { fullAddress, personName } from "~/lib/leads/facts.server";
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
  /** `endsAt`: the appointment's end as the calendar made it, when it said. */
  | { kind: "synced"; appointmentId: string | null; endsAt?: Date }
  /** GoHighLevel answered that the time is no longer free. */
  | { kind: "taken"; result: Failure }
  /** Any other refusal (token, scopes, calendar, a field): no retry mends it, the owner must. */
  | { kind: "refused"; result: Failure }
  /** `appointmentId`: the appointment found meanwhile, when the change itself did not go through. */
  | { kind: "retry"; result: Failure; appointmentId?: string }
  /** The former time (`formerStart`) could not be checked for an appointment. */
  | { kind: "unsure"; result: Failure };

const failed = (result: Failure, appointmentId?: string): SyncOutcome => {
  if (result.retryable) return { kind: "retry", result, appointmentId };
  return result.error === SLOT_TAKEN ? { kind: "taken", result } : { kind: "refused", result };
};

/**
 * The lead's contact id: from its CRM delivery when that has run. Before then (the delivery waits
 * its turn in the outbox, which at a busy hour takes a while under LeadConnector's budget), the
 * contact LeadConnector has for the email or phone, or one made now, ahead of the outbox: the
 * visitor sees a confirmed time, and the delivery then updates that same contact.
 */
async function contactId(db: Database, calendar: GhlCalendar, lead: Lead, limits: CallLimits) {
  const crm = await db
    .select({ status: deliveries.status, provider: deliveries.provider, remoteId: deliveries.remoteId })
    .from(deliveries)
    .where(and(eq(deliveries.leadId, lead.id), eq(deliveries.channel, "crm")));
  const sent = crm.find((d) => d.status === "sent" && d.provider === "gohighlevel" && d.remoteId);
  return sent ? ({ ok: true, value: sent.remoteId! } as CalendarResult<string>) : calendar.contactFor(lead, limits);
}

export type SyncOptions = CallLimits & {
  /** An earlier attempt may have created the appointment without our hearing back (a timeout). */
  mayExist: boolean;
  /**
   * The time a requested booking had before it was moved: its first request may have made the
   * appointment there after all, late. It is looked for there and moved, not left behind.
   */
  formerStart?: Date;
};

/** Tells the calendar what the row says; an appointment that may exist is looked for first. */
export async function syncAppointment(
  db: Database,
  calendar: GhlCalendar,
  row: Inspection,
  lead: Lead,
  { mayExist, formerStart, ...limits }: SyncOptions,
): Promise<SyncOutcome> {
  if (row.syncedRevision >= row.revision) return { kind: "synced", appointmentId: row.appointmentId };
  const contact = await contactId(db, calendar, lead, limits);
  if (!contact.ok) return failed(contact);
  let id = row.appointmentId ?? undefined;
  let end = id ? row.endsAt : undefined;
  for (const start of [formerStart, mayExist ? row.startsAt : undefined]) {
    if (id || !start) continue;
    const found = await calendar.findAppointment(contact.value, start, limits);
    if (!found.ok) return start === formerStart ? { kind: "unsure", result: found } : failed(found);
    id = found.value?.id;
    // Moved, it keeps the length the calendar gave it.
    const length = found.value?.end ? found.value.end.getTime() - start.getTime() : undefined;
    end = length ? new Date(row.startsAt.getTime() + length) : undefined;
  }
  // Nothing on the calendar to cancel.
  if (row.status === "cancelled" && !id) return { kind: "synced", appointmentId: null };
  const input = {
    contactId: contact.value,
    start: row.startsAt,
    end,
    title: `Free roof inspection: ${personName(lead)}`,
    address: fullAddress(lead),
    status: row.status === "cancelled" ? ("cancelled" as const) : ("confirmed" as const),
  };
  const result = id
    ? await calendar.updateAppointment(id, input, limits)
    : await calendar.createAppointment(input, limits);
  return result.ok ? { kind: "synced", appointmentId: result.value.id, endsAt: result.value.end } : failed(result, id);
}

/**
 * Records that the calendar holds this revision (and the end it gave the appointment). A
 * requested time becomes booked, and the owner and the homeowner hear of it. Nothing is written
 * if the row has changed since (a newer revision is synced in its turn) or another server
 * recorded it first, so the news is told once.
 */
export async function recordSynced(
  db: Database,
  row: Inspection,
  synced: { appointmentId: string | null; endsAt?: Date },
  plan: DeliveryPlan,
  lead: Lead,
): Promise<Inspection | undefined> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(inspections)
      .set({
        appointmentId: synced.appointmentId,
        ...(synced.endsAt && row.status !== "cancelled" ? { endsAt: synced.endsAt } : {}),
        syncedRevision: row.revision,
        calendarError: null,
        status: row.status === "requested" ? "booked" : row.status,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(inspections.id, row.id),
          eq(inspections.revision, row.revision),
          lt(inspections.syncedRevision, row.revision),
        ),
      )
      .returning();
    if (updated && row.status === "requested") {
      await enqueueDeliveries(tx, row.leadId, "inspection", inspectionDeliveries(plan, lead, row.id));
    }
    return updated;
  });
}

/**
 * The calendar refused a requested time (taken meanwhile): the request is cancelled, and the owner
 * and the homeowner are told, so the homeowner can pick another time from the same link.
 */
async function recordTaken(db: Database, row: Inspection, plan: DeliveryPlan, lead: Lead) {
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
      await enqueueDeliveries(tx, row.leadId, "inspection", inspectionDeliveries(plan, lead, row.id));
    }
  });
}

/**
 * The calendar refused a change for another reason than its time (a token, a scope, a setting):
 * the row keeps what the homeowner asked for, still out of step, and the owner is told why (once),
 * to put it on the calendar by hand, or fix the setting and retry the failed delivery. Without
 * `news`, the caller's own messages tell it.
 */
export async function recordCalendarRefusal(
  db: Tx | Database,
  row: Inspection,
  result: Failure,
  news?: { plan: DeliveryPlan; lead: Lead },
) {
  const [first] = await db
    .update(inspections)
    .set({ calendarError: result.error.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(inspections.id, row.id), eq(inspections.revision, row.revision), isNull(inspections.calendarError)))
    .returning({ id: inspections.id });
  if (first && news)
    await enqueueDeliveries(db, row.leadId, "inspection", inspectionDeliveries(news.plan, news.lead, row.id, "owner"));
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
    async send({ lead }, { signal } = {}): Promise<SendResult> {
      // A refusal of a taken time cancels the row, which then needs syncing too: a few rounds settle it.
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
            signal,
            queued: true,
            mayExist: true,
          });
          if (outcome.kind === "retry" || outcome.kind === "unsure") return outcome.result;
          if (outcome.kind === "synced") {
            const updated = await recordSynced(db, row, outcome, plan, lead);
            if (updated?.status === "booked" && row.status === "requested") {
              logger.info({ leadId: lead.id, inspectionId: row.id }, "requested inspection confirmed by the calendar");
            }
          } else if (outcome.kind === "taken") {
            logger.warn(
              { leadId: lead.id, inspectionId: row.id, status: outcome.result.status },
              "GoHighLevel's calendar says an inspection's time is taken; the homeowner is told to pick another",
            );
            calendar.forget();
            await recordTaken(db, row, plan, lead);
          } else {
            // Kept for `retry` once the cause is fixed; the owner is told meanwhile.
            await recordCalendarRefusal(db, row, outcome.result, { plan, lead });
            return outcome.result;
          }
        }
      }
      return { ok: true };
    },
  };
}
