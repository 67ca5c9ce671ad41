import { and, eq, ne, sql } from "drizzle-orm";
import { site } from "~/content/site";
import type { Database, Tx } from "~/lib/db/client.server";
import { type Inspection, inspections, type Lead, leads, officeAudit } from "~/lib/db/schema";
import type { BookingView } from "~/lib/inspections/api-types";
import { hashClientIp } from "~/lib/leads/store.server";
import { storing } from "~/lib/leads/store-errors.server";
import { checkProof } from "~/lib/proof-of-work.server";
import { trusted } from "~/lib/spam";
import {
  type DeliveryPlan,
  deliveryPlan,
  inspectionDeliveries,
  type PlannedDelivery,
} from "~/lib/outbox/channels.server";
import { bringForward, enqueueDeliveries } from "~/lib/outbox/outbox.server";
import { paths } from "~/lib/paths";
import { whenLabel, zoneLabel } from "~/lib/business-time";
import type { Locale } from "~/lib/i18n/locale";
import type { AuditAction } from "~/lib/office/audit-actions";
import {
  activeInspection,
  BOOKING_LINK_GRACE_MS,
  findBooker,
  hasEnded,
  inspectionByToken,
  newAccessToken,
} from "./access.server";
import { recordCalendarRefusal, recordSynced, syncAppointment } from "./appointment-sync.server";
import { anotherLiveBooking } from "./booking-limits.server";
import {
  type BookingOptions,
  type BookingServices,
  calendarDeadline,
  insideNotice,
  onSchedule,
  type OpenSlot,
  openSlots,
  slotHasRoom,
} from "./availability.server";
import {
  ALREADY_BOOKED,
  CALENDAR_UNAVAILABLE,
  CALL_TO_BOOK,
  CHANGED_MEANWHILE,
  INSPECTION_PAST,
  LINK_GONE,
  NO_PROOF,
  PICK_A_TIME,
  TOO_MANY_CHANGES,
  TOO_SOON,
} from "./messages";
import { nearestSlots } from "./schedule";

/**
 * Booking, moving and cancelling a free inspection. A lead holds at most one inspection at a time:
 * booking again moves it. Our own slots are claimed by a unique (start, place) index, so two
 * servers racing for the last place cannot both have it; under a lock on the slot's day, a booking
 * of another length that overlaps the slot (made before INSPECTION_SLOT_MINUTES changed) holds one
 * of its places too, as the open times show (availability.server.ts). With GoHighLevel's calendar
 * the booking is stored, then the calendar is asked while the visitor waits a few seconds; if it
 * does not answer, the time is kept as requested and the outbox goes on asking.
 */

export type BookingResult =
  | { ok: true; status: Inspection["status"]; inspection: Inspection }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409 | 503;
      error: string;
      alternatives?: OpenSlot[];
      /** The time that was just taken, for the refusal in another language. */
      taken?: Date;
    };

/**
 * Changes a homeowner may make online: each booking, move and cancellation of their own counts, so
 * a booking and five moves. Each one e-mails and texts the owner. The owner's moves and
 * cancellations, and the calendar's refusals, are not the homeowner's and do not count.
 */
export const MAX_CHANGES = 6;
/** When the appointment's link stops working. */
const linkExpiry = (end: Date) => new Date(end.getTime() + BOOKING_LINK_GRACE_MS);
/** The outbox's turn to tell the calendar, unless the visitor's own request has done it by then. */
const appointmentSync = (env: BookingServices["env"], inspectionId: string): PlannedDelivery => ({
  channel: "crm-appointment",
  provider: "gohighlevel",
  nextAttemptAt: new Date(calendarDeadline(env) + 15_000),
  inspectionId,
});

/**
 * How many changes the homeowner has made to the lead's inspections (see `MAX_CHANGES`). Every
 * change raises a booking's revision; those that were not the homeowner's are taken off: a
 * cancellation by the owner or by the calendar (its reason says so), and the owner's moves, each
 * written to the office's audit log with the move itself.
 */
async function changesMade(db: Database, leadId: string): Promise<number> {
  const ownerMove: AuditAction = "inspection-moved";
  const [row] = await db
    .select({
      changes: sql<number>`coalesce(sum(${inspections.revision}), 0)
        - count(*) filter (where ${inspections.cancelReason} in ('owner', 'calendar'))
        - (select count(*) from ${officeAudit}
            where ${officeAudit.leadId} = ${leadId} and ${officeAudit.action} = ${ownerMove})`.mapWith(Number),
    })
    .from(inspections)
    .where(eq(inspections.leadId, leadId));
  return row?.changes ?? 0;
}

/** What the picker and the pages show of a booking, in the page's language, with its page in that language. */
export function bookingView(inspection: Inspection, locale: Locale = "en", now = new Date()): BookingView {
  return {
    status: inspection.status,
    when: whenLabel(inspection.startsAt, site.timeZone, locale),
    zone: zoneLabel(site.timeZone, locale),
    manage: (locale === "es" ? paths.inspectionEs : paths.inspection)(inspection.accessToken),
    past: hasEnded(inspection, now),
  };
}

/** Once its time has ended, a booking is the office's to change (see `hasEnded`). */
const pastBooking = { ok: false, status: 409, error: INSPECTION_PAST } satisfies BookingResult;

/** A time that was just taken: said plainly, with the open times nearest to it. */
function taken(start: Date, open: OpenSlot[]): BookingResult {
  const alternatives = nearestSlots(open, start);
  const error =
    alternatives.length > 0
      ? `Sorry, ${whenLabel(start)} was just taken. These times nearby are still open:`
      : `Sorry, ${whenLabel(start)} was just taken, and no other time is open in the next two weeks. Please call us at ${site.phone.display}.`;
  return { ok: false, status: 409, error, alternatives, taken: start };
}

/**
 * A time the picker never offered (past, within the notice, on a closed day, after hours, between
 * two slots): the visitor is asked to choose one of the times shown, with the open times nearest to
 * it, which also has the picker show the times anew.
 */
function notOffered(start: Date, open: OpenSlot[]): BookingResult {
  return { ok: false, status: 400, error: PICK_A_TIME, alternatives: nearestSlots(open, start) };
}

async function takenNow(services: BookingServices, start: Date, options: BookingOptions): Promise<BookingResult> {
  services.calendar?.forget();
  const open = await openSlots(services, options);
  return taken(start, open.ok ? open.slots : []);
}

/** The name of the unique index a failed statement ran into, if that is why it failed. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name: name } = e as Record<string, unknown>;
    if (code === "23505") return String(constraint ?? name ?? "");
  }
  return undefined;
}

/** Runs `write` for place 1, 2, ... of a slot, each in a savepoint, until one is free. */
async function claimPlace<T>(tx: Tx, places: number, write: (sp: Tx, place: number) => Promise<T>) {
  for (let place = 1; place <= places; place++) {
    try {
      return await tx.transaction((sp) => write(sp, place));
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === undefined) throw error;
      // The lead booked meanwhile from another tab: that booking stands.
      if (index.includes("lead_active")) return "taken" as const;
    }
  }
  return "taken" as const;
}

function parseStart(value: unknown): Date | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A booking request: what the picker posts (the proof of work among it) and where it came from. */
export type BookingRequest = { token?: unknown; start?: unknown; proof?: unknown; clientIp?: string };

/**
 * Books the time `start` for the lead that `token` names (a quote's token, a booking's token or a
 * form's booking pass); if the lead has an inspection already, moves it there. Only a person's lead
 * books, with a proof of work, and never a second live booking for its e-mail, phone or connection
 * (booking-limits.server.ts).
 */
export async function bookInspection(
  services: BookingServices,
  request: BookingRequest,
  options: BookingOptions = {},
): Promise<BookingResult> {
  const now = options.now ?? new Date();
  const start = parseStart(request.start);
  if (!start) return { ok: false, status: 400, error: PICK_A_TIME };
  // Every read is guarded like the write: a database that fails asks the visitor to try again.
  const booker = await storing("inspection", () => findBooker(services.db, request.token, services.ipHashKey, now));
  if (!booker) return { ok: false, status: 404, error: LINK_GONE };
  if (!trusted(booker.lead)) return { ok: false, status: 403, error: CALL_TO_BOOK };
  const proof = await storing("inspection", () => checkProof(services.db, services.proofKeys, request.proof));
  if (!proof.ok) return { ok: false, status: 403, error: NO_PROOF };
  const client = hashClientIp(request.clientIp, services.ipHashKey);
  const current = await storing("inspection", () => activeInspection(services.db, booker.lead.id));
  // Booking again would move it.
  if (current && hasEnded(current, now)) return pastBooking;
  if (current && current.startsAt.getTime() === start.getTime())
    return { ok: true, status: current.status, inspection: current };
  if ((await storing("inspection", () => changesMade(services.db, booker.lead.id))) >= MAX_CHANGES)
    return { ok: false, status: 409, error: TOO_MANY_CHANGES };

  const open = await openSlots(services, options);
  if (!open.ok) return { ok: false, status: 503, error: open.error };
  const slot = open.slots.find((s) => s.start.getTime() === start.getTime());
  if (!slot) {
    if (onSchedule(services, start, options)) return taken(start, open.slots);
    if (insideNotice(services, start, options))
      return { ok: false, status: 409, error: TOO_SOON, alternatives: nearestSlots(open.slots, start) };
    return notOffered(start, open.slots);
  }
  if (current) return move(services, current, booker.lead, slot, options);
  return services.calendar
    ? bookOnCalendar(services, booker.lead, slot, client, options)
    : bookOwn(services, booker.lead, slot, client, options);
}

const alreadyBooked = { ok: false, status: 409, error: ALREADY_BOOKED } satisfies BookingResult;

async function bookOwn(
  services: BookingServices,
  lead: Lead,
  slot: OpenSlot,
  client: string | null,
  options: BookingOptions,
): Promise<BookingResult> {
  const { db, env } = services;
  const row = await storing("inspection", () =>
    db.transaction(async (tx) => {
      if (await anotherLiveBooking(tx, lead, client)) return "already" as const;
      if (!(await slotHasRoom(tx, slot, env.INSPECTIONS_PER_SLOT))) return "taken" as const;
      const inserted = await claimPlace(tx, env.INSPECTIONS_PER_SLOT, async (sp, place) => {
        const [row] = await sp
          .insert(inspections)
          .values({
            leadId: lead.id,
            startsAt: slot.start,
            endsAt: slot.end,
            place,
            status: "booked",
            source: "own",
            clientIpHash: client,
            accessToken: newAccessToken(),
            accessExpiresAt: linkExpiry(slot.end),
          })
          .returning();
        return row!;
      });
      if (inserted !== "taken")
        await enqueueDeliveries(tx, lead.id, "inspection", inspectionDeliveries(deliveryPlan(env), lead, inserted.id));
      return inserted;
    }),
  );
  if (row === "already") return alreadyBooked;
  if (row === "taken") return takenNow(services, slot.start, options);
  services.wakeOutbox();
  return { ok: true, status: row.status, inspection: row } satisfies BookingResult;
}

async function bookOnCalendar(
  services: BookingServices,
  lead: Lead,
  slot: OpenSlot,
  client: string | null,
  options: BookingOptions,
): Promise<BookingResult> {
  const { db, env, calendar } = services;
  const plan = deliveryPlan(env);
  // Stored first, as requested: a server stopped mid-call leaves the outbox to finish it.
  const stored = await storing("inspection", () =>
    db.transaction(async (tx) => {
      if (await anotherLiveBooking(tx, lead, client)) return "already" as const;
      const inserted = await claimPlace(tx, 1, async (sp) => {
        const [row] = await sp
          .insert(inspections)
          .values({
            leadId: lead.id,
            startsAt: slot.start,
            endsAt: slot.end,
            status: "requested",
            source: "gohighlevel",
            clientIpHash: client,
            accessToken: newAccessToken(),
            accessExpiresAt: linkExpiry(slot.end),
          })
          .returning();
        return row!;
      });
      if (inserted === "taken") return undefined;
      return {
        row: inserted,
        sync: await enqueueDeliveries(tx, lead.id, "inspection", [appointmentSync(env, inserted.id)]),
      };
    }),
  );
  if (stored === "already") return alreadyBooked;
  if (!stored) return takenNow(services, slot.start, options);
  const { row } = stored;

  const outcome = await syncAppointment(db, calendar!, row, lead, { deadline: calendarDeadline(env), mayExist: false });
  if (outcome.kind === "taken") {
    await db.delete(inspections).where(eq(inspections.id, row.id));
    services.logger.warn(
      { leadId: lead.id, status: outcome.result.status },
      "GoHighLevel's calendar says the time is taken",
    );
    return takenNow(services, slot.start, options);
  }
  calendar!.forget();
  if (outcome.kind === "synced") {
    const booked = await storing("inspection", () => recordSynced(db, row, outcome, plan, lead));
    services.wakeOutbox();
    return { ok: true, status: "booked", inspection: booked ?? (await inspectionById(db, row.id)) ?? row };
  }
  // Kept as requested, and the homeowner and the owner told so. The outbox asks again at once,
  // unless the calendar refused outright: then the owner is told why, and a retry waits its turn.
  const refused = outcome.kind === "refused";
  services.logger.warn(
    { leadId: lead.id, status: outcome.result.status, error: outcome.result.error },
    refused
      ? "GoHighLevel's calendar refused a booking; kept as requested, the owner is told"
      : "GoHighLevel's calendar did not confirm a booking in time; kept as requested, the outbox will ask again",
  );
  await storing("inspection", () =>
    db.transaction(async (tx) => {
      if (refused) await recordCalendarRefusal(tx, row, outcome.result);
      await enqueueDeliveries(tx, lead.id, "inspection", inspectionDeliveries(plan, lead, row.id));
      if (!refused) await bringForward(tx, stored.sync);
    }),
  );
  services.wakeOutbox();
  return { ok: true, status: "requested", inspection: row };
}

async function inspectionById(db: Database, id: string): Promise<Inspection | undefined> {
  const [row] = await db.select().from(inspections).where(eq(inspections.id, id));
  return row;
}

/**
 * Moves the lead's inspection to another open slot; the old time is freed in the same step. The owner
 * moves through it too; `record`: what else is written with the move, all or none (the office's audit line).
 */
export async function move(
  services: BookingServices,
  current: Inspection,
  lead: Lead,
  slot: OpenSlot,
  options: BookingOptions,
  record?: (tx: Tx, moved: Inspection) => Promise<unknown>,
): Promise<BookingResult> {
  const { db, env, calendar } = services;
  const plan = deliveryPlan(env);
  const news = async (tx: Tx, moved: Inspection) => {
    await enqueueDeliveries(tx, lead.id, "inspection", inspectionDeliveries(plan, lead, current.id));
    await record?.(tx, moved);
  };
  if (!calendar) {
    const moved = { startsAt: slot.start, endsAt: slot.end, accessExpiresAt: linkExpiry(slot.end) };
    const row = await storing("inspection", () =>
      db.transaction(async (tx) => {
        if (!(await slotHasRoom(tx, slot, env.INSPECTIONS_PER_SLOT, current.id))) return "taken" as const;
        const updated = await claimPlace(tx, env.INSPECTIONS_PER_SLOT, async (sp, place) => {
          const [row] = await sp
            .update(inspections)
            .set({ ...moved, place, source: "own", revision: sql`${inspections.revision} + 1`, updatedAt: sql`now()` })
            .where(and(eq(inspections.id, current.id), ne(inspections.status, "cancelled")))
            .returning();
          return row;
        });
        if (updated && updated !== "taken") await news(tx, updated);
        return updated;
      }),
    );
    if (row === "taken") return takenNow(services, slot.start, options);
    if (!row) return { ok: false, status: 404, error: LINK_GONE };
    services.wakeOutbox();
    return { ok: true, status: row.status, inspection: row };
  }

  // On the calendar an appointment keeps the length the calendar gave it.
  const length =
    current.source === "gohighlevel"
      ? current.endsAt.getTime() - current.startsAt.getTime()
      : slot.end.getTime() - slot.start.getTime();
  const endsAt = new Date(slot.start.getTime() + length);
  const next = { ...current, startsAt: slot.start, endsAt, revision: current.revision + 1 };
  // A requested time the calendar never confirmed: a late answer may have made it there after all.
  const unconfirmed =
    current.source === "gohighlevel" && current.syncedRevision < current.revision && !current.appointmentId;
  // The calendar first: a taken time leaves the booking as it was.
  const outcome = await syncAppointment(db, calendar, next, lead, {
    deadline: calendarDeadline(env),
    mayExist: current.appointmentId === null,
    formerStart: unconfirmed ? current.startsAt : undefined,
  });
  if (outcome.kind === "taken") return takenNow(services, slot.start, options);
  // Not knowing whether the former time holds an appointment, moving could leave it behind.
  if (outcome.kind === "unsure") return { ok: false, status: 503, error: CALENDAR_UNAVAILABLE };
  calendar.forget();
  const synced = outcome.kind === "synced";
  const refused = outcome.kind === "refused";
  const row = await storing("inspection", () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(inspections)
        .set({
          startsAt: slot.start,
          endsAt: (synced && outcome.endsAt) || endsAt,
          accessExpiresAt: linkExpiry((synced && outcome.endsAt) || endsAt),
          place: null,
          source: "gohighlevel",
          revision: next.revision,
          status: synced ? "booked" : "requested",
          syncedRevision: synced ? next.revision : current.syncedRevision,
          appointmentId: synced
            ? outcome.appointmentId
            : (outcome.kind === "retry" && outcome.appointmentId) || current.appointmentId,
          calendarError: refused ? outcome.result.error.slice(0, 500) : null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(inspections.id, current.id), eq(inspections.revision, current.revision)))
        .returning();
      if (!row) return undefined;
      await news(tx, row);
      // The outbox asks again at once; after a refusal, in its turn (a retry seldom mends it).
      if (!synced)
        await enqueueDeliveries(tx, lead.id, "inspection", [
          { ...appointmentSync(env, current.id), ...(refused ? {} : { nextAttemptAt: undefined }) },
        ]);
      return row;
    }),
  );
  if (!row) return { ok: false, status: 409, error: CHANGED_MEANWHILE };
  services.wakeOutbox();
  return { ok: true, status: row.status, inspection: row };
}

/**
 * Marks a booking cancelled and queues the news of it to the owner and the homeowner, in the
 * caller's transaction; with GoHighLevel's calendar, the appointment's sync too (`syncAt`: when the
 * outbox does it, unless the caller's own call has by then). Nothing when it was cancelled already.
 */
async function cancelRow(
  tx: Tx,
  inspection: Inspection,
  lead: Lead,
  reason: "homeowner" | "owner",
  plan: DeliveryPlan,
  syncAt?: Date,
) {
  const [row] = await tx
    .update(inspections)
    .set({
      status: "cancelled",
      cancelReason: reason,
      cancelledAt: sql`now()`,
      revision: sql`${inspections.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(inspections.id, inspection.id), ne(inspections.status, "cancelled")))
    .returning();
  if (!row) return undefined;
  await enqueueDeliveries(tx, lead.id, "inspection", inspectionDeliveries(plan, lead, row.id));
  const sync =
    row.source === "gohighlevel"
      ? await enqueueDeliveries(tx, lead.id, "inspection", [
          { channel: "crm-appointment", provider: "gohighlevel", nextAttemptAt: syncAt, inspectionId: row.id },
        ])
      : [];
  return { row, sync };
}

/** Cancels the booking a private link names. Cancelling twice is the same as once. */
export async function cancelInspection(
  services: BookingServices,
  token: string,
  { now = new Date() }: BookingOptions = {},
): Promise<BookingResult> {
  const { db, env, calendar } = services;
  const found = await storing("inspection cancellation", () => inspectionByToken(db, token, now));
  if (!found) return { ok: false, status: 404, error: LINK_GONE };
  if (found.inspection.status === "cancelled") return { ok: true, status: "cancelled", inspection: found.inspection };
  if (hasEnded(found.inspection, now)) return pastBooking;
  const { lead } = found;
  const plan = deliveryPlan(env);
  const stored = await storing("inspection cancellation", () =>
    db.transaction((tx) =>
      cancelRow(tx, found.inspection, lead, "homeowner", plan, appointmentSync(env, found.inspection.id).nextAttemptAt),
    ),
  );
  if (!stored) return { ok: true, status: "cancelled", inspection: found.inspection };
  if (stored.row.source === "gohighlevel" && calendar) {
    const outcome = await syncAppointment(db, calendar, stored.row, lead, {
      deadline: calendarDeadline(env),
      mayExist: stored.row.appointmentId === null,
    });
    calendar.forget();
    await storing("inspection cancellation", async () => {
      if (outcome.kind === "synced") await recordSynced(db, stored.row, outcome, plan, lead);
      else if (outcome.kind === "retry" || outcome.kind === "unsure") await bringForward(db, stored.sync);
      else await recordCalendarRefusal(db, stored.row, outcome.result, { plan, lead });
    });
  }
  services.wakeOutbox();
  return { ok: true, status: "cancelled", inspection: stored.row };
}

export type OwnerCancelOutcome = "cancelled" | "already-cancelled" | "not-found";

/**
 * The owner cancels a booking (`npm run leads -- inspections cancel ID`, by the inspection's id):
 * the homeowner is told we had to cancel it, the owner's alerts say so, and GoHighLevel's calendar
 * is brought in step by the outbox at once. `record`: what else is written with the cancellation,
 * all or none (the office's audit line).
 */
export async function cancelForOwner(
  db: Database,
  id: string,
  plan: DeliveryPlan,
  record?: (tx: Tx) => Promise<unknown>,
): Promise<OwnerCancelOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return "not-found";
  const [found] = await db
    .select({ inspection: inspections, lead: leads })
    .from(inspections)
    .innerJoin(leads, eq(leads.id, inspections.leadId))
    .where(eq(inspections.id, id));
  if (!found) return "not-found";
  const stored = await db.transaction(async (tx) => {
    const cancelled = await cancelRow(tx, found.inspection, found.lead, "owner", plan);
    if (cancelled) await record?.(tx);
    return cancelled;
  });
  return stored ? "cancelled" : "already-cancelled";
}
