import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { rateLimit } from "express-rate-limit";
import { site } from "~/content/site";
import type { DayView, SlotView, SlotsAnswer } from "~/lib/inspections/api-types";
import type { OpenSlot } from "~/lib/inspections/availability.server";
import { openSlots } from "~/lib/inspections/availability.server";
import { bookInspection, type BookingResult, bookingView, cancelInspection } from "~/lib/inspections/booking.server";
import { dayLabel, shortDay, timeLabel, whenLabel, zoneLabel } from "~/lib/business-time";
import { MAX_SUBMISSION_BYTES } from "~/lib/leads/submission.server";
import type { AppServices } from "~/lib/services.server";
import { PostgresRateLimitStore } from "~/lib/shared-limits.server";
import { PROOF_FIELD } from "~/lib/spam";

/**
 * The inspection picker's API: the open slots of the next two weeks, grouped by day and labelled
 * in the business's time zone (the browser formats nothing), booking (or moving) a time, and
 * cancelling from a booking's private page.
 */

const slotView = (slot: OpenSlot): SlotView => ({
  start: slot.start.toISOString(),
  date: slot.date,
  label: timeLabel(slot.start),
  when: whenLabel(slot.start),
});

function daysView(slots: readonly OpenSlot[]): DayView[] {
  const days = new Map<string, DayView>();
  for (const slot of slots) {
    let day = days.get(slot.date);
    if (!day) {
      day = { date: slot.date, label: dayLabel(slot.start), short: shortDay(slot.start), slots: [] };
      days.set(slot.date, day);
    }
    day.slots.push(slotView(slot));
  }
  return [...days.values()];
}

function answer(res: Response, result: BookingResult, okStatus: number) {
  if (result.ok) return res.status(okStatus).json(bookingView(result.inspection));
  return res.status(result.status).json({ error: result.error, alternatives: result.alternatives?.map(slotView) });
}

export function inspectionsRouter(services: AppServices): Router {
  const router = express.Router();
  const json = express.json({ limit: MAX_SUBMISSION_BYTES, type: "application/json", strict: true });
  const jsonOnly = (req: Request, res: Response, next: () => void) => {
    if (!req.is("application/json")) return res.status(415).json({ error: "Send the request as application/json." });
    next();
  };

  router.get("/slots", async (_req, res, next) => {
    try {
      const open = await openSlots(services);
      res.set("Cache-Control", "no-store");
      if (!open.ok) return res.status(503).json({ error: open.error });
      res.json({ zone: zoneLabel(), days: daysView(open.slots) } satisfies SlotsAnswer);
    } catch (error) {
      next(error);
    }
  });

  router.post("/", bookingLimiter(services), jsonOnly, json, async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const result = await bookInspection(services, {
        token: body.token,
        start: body.start,
        proof: body[PROOF_FIELD],
        clientIp: req.ip,
      });
      answer(res, result, result.ok && result.status === "requested" ? 202 : 201);
    } catch (error) {
      next(error);
    }
  });

  router.post("/:token/cancel", async (req, res, next) => {
    try {
      answer(res, await cancelInspection(services, String(req.params.token)), 200);
    } catch (error) {
      next(error);
    }
  });

  return router;
}

/**
 * Booking attempts per connection per hour, apart from the forms' limit: enough for a visitor who
 * meets a time just taken, moves it and moves it back, and no more.
 */
export const BOOKINGS_PER_HOUR = 8;

function bookingLimiter({ db, dbKind, ipHashKey }: AppServices): RequestHandler {
  return rateLimit({
    // Counted where the submission limit is: in PostgreSQL when servers share it.
    store: dbKind === "postgres" ? new PostgresRateLimitStore(db, ipHashKey, "bookings") : undefined,
    passOnStoreError: true,
    windowMs: 60 * 60_000,
    limit: BOOKINGS_PER_HOUR,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({
        error: `Too many booking attempts from your connection. Please call us at ${site.phone.display} to set a time.`,
      });
    },
  });
}
