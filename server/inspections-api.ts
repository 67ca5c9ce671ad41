import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { rateLimit } from "express-rate-limit";
import { bookingErrorIn } from "~/content/inspection-words/page.server";
import { site } from "~/content/site";
import type { DayView, SlotView, SlotsAnswer } from "~/lib/inspections/api-types";
import type { OpenSlot } from "~/lib/inspections/availability.server";
import { openSlots } from "~/lib/inspections/availability.server";
import { bookInspection, type BookingResult, bookingView, cancelInspection } from "~/lib/inspections/booking.server";
import { TOO_MANY_BOOKINGS } from "~/lib/inspections/messages";
import { dayLabel, shortDay, timeLabel, whenLabel, zoneLabel } from "~/lib/business-time";
import type { Locale } from "~/lib/i18n/locale";
import { MAX_SUBMISSION_BYTES } from "~/lib/leads/submission.server";
import type { AppServices } from "~/lib/services.server";
import { PostgresRateLimitStore } from "~/lib/shared-limits.server";
import { PROOF_FIELD } from "~/lib/spam";

/**
 * The inspection picker's API: the open slots of the next two weeks, grouped by day and labelled
 * in the business's time zone (the browser formats nothing), booking (or moving) a time, and
 * cancelling from a booking's private page.
 *
 * Every answer is in the language of the page that asks: the picker on a Spanish page adds
 * `?language=es` (the name the forms post the lead's language under; `?lang=` is the language
 * switch's, which the server answers with a redirect). The page's language, not the lead's: the
 * labels, refusals and the booking page's link then match the page the visitor is reading, and a
 * list of open times needs no lead to be read.
 */

const localeOf = (req: Request): Locale => (req.query.language === "es" ? "es" : "en");

const slotView = (slot: OpenSlot, locale: Locale): SlotView => ({
  start: slot.start.toISOString(),
  date: slot.date,
  label: timeLabel(slot.start, site.timeZone, locale),
  when: whenLabel(slot.start, site.timeZone, locale),
});

function daysView(slots: readonly OpenSlot[], locale: Locale): DayView[] {
  const days = new Map<string, DayView>();
  for (const slot of slots) {
    let day = days.get(slot.date);
    if (!day) {
      const [label, short] = [dayLabel(slot.start, site.timeZone, locale), shortDay(slot.start, site.timeZone, locale)];
      day = { date: slot.date, label, short, slots: [] };
      days.set(slot.date, day);
    }
    day.slots.push(slotView(slot, locale));
  }
  return [...days.values()];
}

function answer(req: Request, res: Response, result: BookingResult, okStatus: number) {
  const locale = localeOf(req);
  if (result.ok) return res.status(okStatus).json(bookingView(result.inspection, locale));
  return res.status(result.status).json({
    error: bookingErrorIn(locale, result),
    alternatives: result.alternatives?.map((slot) => slotView(slot, locale)),
  });
}

export function inspectionsRouter(services: AppServices): Router {
  const router = express.Router();
  const json = express.json({ limit: MAX_SUBMISSION_BYTES, type: "application/json", strict: true, inflate: false });
  const jsonOnly = (req: Request, res: Response, next: () => void) => {
    if (!req.is("application/json")) return res.status(415).json({ error: "Send the request as application/json." });
    next();
  };

  router.get("/slots", async (req, res, next) => {
    try {
      const locale = localeOf(req);
      const open = await openSlots(services);
      res.set("Cache-Control", "no-store");
      if (!open.ok) return res.status(503).json({ error: bookingErrorIn(locale, open) });
      res.json({ zone: zoneLabel(site.timeZone, locale), days: daysView(open.slots, locale) } satisfies SlotsAnswer);
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
      answer(req, res, result, result.ok && result.status === "requested" ? 202 : 201);
    } catch (error) {
      next(error);
    }
  });

  router.post("/:token/cancel", async (req, res, next) => {
    try {
      answer(req, res, await cancelInspection(services, String(req.params.token)), 200);
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
    handler: (req, res, _next, options) => {
      res.status(options.statusCode).json({ error: bookingErrorIn(localeOf(req), { error: TOO_MANY_BOOKINGS }) });
    },
  });
}
