import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { deliveries, inspections, leads, quoteRequests } from "~/lib/db/schema";
import { whenLabel } from "~/lib/business-time";
import { cancelForOwner, type OwnerCancelOutcome } from "~/lib/inspections/booking.server";
import { moveForOwner } from "~/lib/inspections/owner-changes.server";
import { releaseLead, type ReleaseOutcome } from "~/lib/leads/inbox.server";
import { deliveryPlan, type DeliveryPlan } from "~/lib/outbox/channels.server";
import { enqueueDeliveries, requeue } from "~/lib/outbox/outbox.server";
import { QUOTE_LINK_DAYS } from "~/lib/quotes.server";
import type { AppServices } from "~/lib/services.server";
import { trusted } from "~/lib/spam";
import { recordAction } from "./audit.server";
import { STOPPED_AS_SPAM } from "./delivery-words";
import { type LeadStage, OFFICE_STATUS_LABELS } from "./statuses";

/**
 * What the owner does to a lead in the office. Each action writes its line in the audit log with
 * the change, in one transaction wherever the change is one.
 */

export type Actor = { email: string; clientIpHash: string | null };

const audit = (actor: Actor) => ({ actor: actor.email, clientIpHash: actor.clientIpHash });

export const MAX_NOTE = 500;

/** Saved; no such lead; or the stage someone else moved the lead to since the owner's page showed it. */
export type StageOutcome = "saved" | "not-found" | { changedTo: LeadStage };

/**
 * Moves the lead along: new, contacted, inspection booked, quoted, won or lost, with a note. `was`
 * is the stage the owner's page showed: when the lead has moved on from it since (the other owner,
 * another tab) to another stage than the one chosen, nothing is saved, so that a note added on a
 * page drawn earlier does not take the lead back.
 */
export async function changeStage(
  db: Database,
  actor: Actor,
  leadId: string,
  stage: LeadStage,
  note: string,
  was?: LeadStage,
): Promise<StageOutcome> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ stage: leads.stage }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return "not-found";
    if (was !== undefined && lead.stage !== was && lead.stage !== stage) return { changedTo: lead.stage };
    await tx
      .update(leads)
      .set({ stage, stageChangedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    const trimmed = note.trim().slice(0, MAX_NOTE);
    await recordAction(tx, {
      ...audit(actor),
      action: "status-changed",
      leadId,
      detail: {
        from: OFFICE_STATUS_LABELS[lead.stage],
        to: OFFICE_STATUS_LABELS[stage],
        ...(trimmed ? { note: trimmed } : {}),
      },
    });
    return "saved";
  });
}

export type SpamOutcome = "marked" | "already" | "not-found";

/**
 * Marks a lead as spam: out of the list and the reports, and nothing it set off that has not gone
 * out yet goes out (stopped, so that releasing it sends exactly that).
 */
export async function markAsSpam(db: Database, actor: Actor, leadId: string): Promise<SpamOutcome> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return "not-found";
    if (lead.status === "spam") return "already";
    await tx
      .update(leads)
      // Possible Spam stays noted: a release then sends what that held back as well (`releaseLead`).
      .set({ status: "spam", spamReason: "owner" })
      .where(eq(leads.id, leadId));
    const stopped = await tx
      .update(deliveries)
      .set({ status: "dead", lastError: STOPPED_AS_SPAM, updatedAt: sql`now()` })
      .where(
        and(
          eq(deliveries.leadId, leadId),
          eq(deliveries.status, "pending"),
          inArray(deliveries.kind, ["contact", "release", "package_choice"]),
        ),
      )
      .returning({ id: deliveries.id });
    await recordAction(tx, {
      ...audit(actor),
      action: "marked-spam",
      leadId,
      detail: {
        ...(lead.possibleSpam && lead.spamReason ? { was: `Possible Spam (${lead.spamReason})` } : {}),
        ...(stopped.length ? { stopped: `${stopped.length} waiting deliveries` } : {}),
      },
    });
    return "marked";
  });
}

/** Releases a lead from spam or Possible Spam, sending what was held back (`releaseLead`). */
export function releaseFromSpam(
  db: Database,
  plan: DeliveryPlan,
  actor: Actor,
  leadId: string,
): Promise<ReleaseOutcome> {
  return releaseLead(db, leadId, plan, async (tx, lead) =>
    recordAction(tx, {
      ...audit(actor),
      action: "released",
      leadId,
      detail: { was: lead.status === "spam" ? "spam" : "Possible Spam" },
    }),
  );
}

/** Sends a failed or given-up delivery of this lead again, from a full day of retries. */
export async function retryDelivery(db: Database, actor: Actor, leadId: string, deliveryId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(deliveryId)) return false;
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ channel: deliveries.channel, lastError: deliveries.lastError, leadStatus: leads.status })
      .from(deliveries)
      .innerJoin(leads, eq(leads.id, deliveries.leadId))
      .where(and(eq(deliveries.id, deliveryId), eq(deliveries.leadId, leadId)));
    if (!delivery || delivery.lastError === STOPPED_AS_SPAM || delivery.leadStatus !== "accepted") return false;
    if ((await requeue(tx as unknown as Database, [deliveryId])) === 0) return false;
    await recordAction(tx, {
      ...audit(actor),
      action: "delivery-retried",
      leadId,
      detail: { channel: delivery.channel },
    });
    return true;
  });
}

/**
 * Sends the homeowner their instant quote again (a person's lead, with an address, within the e-mail
 * limits); its page's link works for QUOTE_LINK_DAYS from then, as the e-mail says.
 */
export async function resendQuote(db: Database, plan: DeliveryPlan, actor: Actor, leadId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
    if (!lead || !trusted(lead) || !lead.email || lead.formType !== "Instant Quote Request") return false;
    await tx
      .update(quoteRequests)
      .set({
        accessExpiresAt: sql`greatest(${quoteRequests.accessExpiresAt}, now() + make_interval(days => ${QUOTE_LINK_DAYS}))`,
      })
      .where(eq(quoteRequests.leadId, leadId));
    await enqueueDeliveries(tx, leadId, "contact", [
      { channel: "homeowner-email", provider: plan.emailProvider, recipient: lead.email },
    ]);
    await recordAction(tx, { ...audit(actor), action: "quote-resent", leadId });
    return true;
  });
}

async function inspectionOfLead(db: Database, leadId: string, inspectionId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(inspectionId)) return undefined;
  const [row] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.id, inspectionId), eq(inspections.leadId, leadId)));
  return row;
}

/** Cancels the lead's inspection: the homeowner is told we had to cancel it. */
export async function cancelInspectionAsOwner(
  services: Pick<AppServices, "db" | "env" | "wakeOutbox">,
  actor: Actor,
  leadId: string,
  inspectionId: string,
): Promise<OwnerCancelOutcome> {
  const inspection = await inspectionOfLead(services.db, leadId, inspectionId);
  if (!inspection) return "not-found";
  // The audit line is written with the cancellation: the homeowner is never told of one nobody made.
  const outcome = await cancelForOwner(services.db, inspectionId, deliveryPlan(services.env), (tx) =>
    recordAction(tx, {
      ...audit(actor),
      action: "inspection-cancelled",
      leadId,
      detail: { was: whenLabel(inspection.startsAt) },
    }),
  );
  if (outcome === "cancelled") services.wakeOutbox();
  return outcome;
}

/** Moves the lead's inspection to another open time: the homeowner is told the new one. */
export async function moveInspectionAsOwner(
  services: Parameters<typeof moveForOwner>[0],
  actor: Actor,
  leadId: string,
  inspectionId: string,
  start: unknown,
) {
  const inspection = await inspectionOfLead(services.db, leadId, inspectionId);
  if (!inspection) return { ok: false as const, status: 404 as const, error: "That inspection was not found." };
  // The audit line is written with the move: the homeowner is never told of one nobody made.
  return moveForOwner(services, inspectionId, start, {}, (tx, moved) =>
    recordAction(tx, {
      ...audit(actor),
      action: "inspection-moved",
      leadId,
      detail: { from: whenLabel(inspection.startsAt), to: whenLabel(moved.startsAt) },
    }),
  );
}
