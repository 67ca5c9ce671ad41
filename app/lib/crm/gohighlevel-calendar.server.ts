import type { Lead } from "~/lib/db/schema";
import { isoInZone } from "~/lib/business-time";
import {
  getJson,
  type HttpOutcome,
  postJson,
  putJson,
  type RequestBudget,
  type SendResult,
} from "~/lib/outbox/http.server";
import {
  contactIdOf,
  contactUpsertBody,
  duplicateSearchUrl,
  leadConnectorBudget,
  pauseOn429,
  searchAnswer,
  UNREADABLE_SEARCH,
} from "./gohighlevel.server";

/**
 * GoHighLevel's calendar (LeadConnector API v2, calendar endpoints with `Version: 2021-04-15`): the
 * free slots of one calendar, and the appointments booked on it. Every call shares the location's
 * rate budget with the contacts API, so free slots are kept for a minute rather than fetched per
 * visitor. Each call takes a deadline (a visitor waits a few seconds at most) and may take a signal
 * (the outbox's, when the server stops): either ends the wait for the budget. A visitor's calls go
 * ahead of the outbox's in that budget.
 */

export type CalendarOptions = {
  apiBase: string;
  token: string;
  locationId: string;
  calendarId: string;
  timeZone: string;
  /** The location's request budget, shared with the contacts API (`leadConnectorBudget`). */
  budget?: RequestBudget;
};

/** A call's answer: its value, or why it failed (retryable or not), as the outbox understands it. */
export type CalendarResult<T> = { ok: true; value: T } | Extract<SendResult, { ok: false }>;

/**
 * GoHighLevel's refusal of a time that is no longer free (400, "The slot you have selected is no
 * longer available."), in words of ours: a refusal keeps no part of the answer's body.
 */
export const SLOT_TAKEN = "HTTP 400 Bad Request: the time is no longer free on the calendar";
const SLOT_UNAVAILABLE = /slot you have selected is no longer available/i;

/** An appointment's refusal, told apart when the time was taken meanwhile. */
function slotTakenOr(outcome: Extract<HttpOutcome, { kind: "failed" }>): Extract<SendResult, { ok: false }> {
  const { result, body } = outcome;
  const message = (body as { message?: unknown } | undefined)?.message;
  const taken =
    (result.status === 400 || result.status === 422) && typeof message === "string" && SLOT_UNAVAILABLE.test(message);
  return taken ? { ...result, error: SLOT_TAKEN } : result;
}

export type AppointmentInput = {
  contactId: string;
  start: Date;
  /** Sent when an appointment is moved, to keep its length; a new one takes the calendar's own. */
  end?: Date;
  title: string;
  address?: string;
  status: "confirmed" | "cancelled";
};

export type FreeSlot = { start: Date; date: string };

/** An appointment as the calendar answers it: its id, and its end when the answer gives one. */
export type Appointment = { id: string; end?: Date };

/**
 * How long a call may take: `deadline` (epoch ms), and `signal` (the server stopping). `queued`:
 * made by the outbox, so it waits in the outbox's line; otherwise a visitor is waiting, and the
 * call goes ahead of that line (`RequestBudget`).
 */
export type CallLimits = { deadline: number; signal?: AbortSignal; queued?: boolean };

export type GhlCalendar = {
  calendarId: string;
  /** Free slot starts between `from` and `to`, at most a minute old (a failed read, 15 seconds). */
  freeSlots(from: Date, to: Date, limits: CallLimits): Promise<CalendarResult<FreeSlot[]>>;
  /** Drops the kept free slots: one was just taken or refused. */
  forget(): void;
  /**
   * The lead's contact id: the contact LeadConnector already has for its email or phone (left as
   * it is: the lead's own delivery tells it the lead), else one made now by an upsert.
   */
  contactFor(lead: Lead, limits: CallLimits): Promise<CalendarResult<string>>;
  createAppointment(input: AppointmentInput, limits: CallLimits): Promise<CalendarResult<Appointment>>;
  updateAppointment(id: string, input: AppointmentInput, limits: CallLimits): Promise<CalendarResult<Appointment>>;
  /** The contact's appointment on this calendar starting at `start`, if the calendar already holds one. */
  findAppointment(contactId: string, start: Date, limits: CallLimits): Promise<CalendarResult<Appointment | undefined>>;
};

const CACHE_MS = 60_000;
/** A failed read is kept too, for less long: a failing calendar is not asked at every picker load. */
const FAILURE_CACHE_MS = 15_000;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

export function goHighLevelCalendar({
  apiBase,
  token,
  locationId,
  calendarId,
  timeZone,
  budget = leadConnectorBudget(apiBase, locationId),
}: CalendarOptions): GhlCalendar {
  const base = apiBase.replace(/\/+$/, "");
  const calendarHeaders = { Authorization: `Bearer ${token}`, Version: "2021-04-15" };
  const contactHeaders = { Authorization: `Bearer ${token}`, Version: "2021-07-28" };
  let kept: { key: string; until: number; slots: Promise<CalendarResult<FreeSlot[]>> } | undefined;

  /**
   * One call within the deadline: the wait for the rate budget counts too. A server stopping
   * while it waits throws (nothing was sent; the outbox gives the delivery back).
   */
  const call = async (send: (timeoutMs: number) => Promise<HttpOutcome>, { deadline, signal, queued }: CallLimits) => {
    const timeout = AbortSignal.timeout(Math.max(0, deadline - Date.now()));
    const lane = queued ? "queue" : "visitor";
    const waited = await budget.take(signal ? AbortSignal.any([timeout, signal]) : timeout, lane).then(
      () => true,
      () => false,
    );
    signal?.throwIfAborted();
    const left = deadline - Date.now();
    if (!waited || left <= 0) {
      const failed: HttpOutcome = {
        kind: "failed",
        result: { ok: false, retryable: true, error: "no answer in time (waiting for the rate limit)" },
      };
      return failed;
    }
    const outcome = await send(left);
    if (outcome.kind === "failed") await pauseOn429(budget, outcome.result);
    return outcome;
  };

  const fetchFreeSlots = async (from: Date, to: Date, limits: CallLimits): Promise<CalendarResult<FreeSlot[]>> => {
    const query = new URLSearchParams({
      startDate: String(from.getTime()),
      endDate: String(to.getTime()),
      timezone: timeZone,
    });
    const url = `${base}/calendars/${encodeURIComponent(calendarId)}/free-slots?${query}`;
    const outcome = await call((timeoutMs) => getJson(url, { headers: calendarHeaders, timeoutMs }), limits);
    if (outcome.kind === "failed") return outcome.result;
    // {"2026-11-25": {"slots": ["2026-11-25T08:00:00-05:00", ...]}, "traceId": "..."}
    const slots: FreeSlot[] = [];
    for (const [date, day] of Object.entries((outcome.body ?? {}) as Record<string, unknown>)) {
      const starts = (day as { slots?: unknown } | null)?.slots;
      if (!DATE_KEY.test(date) || !Array.isArray(starts)) continue;
      for (const text of starts) {
        const start = typeof text === "string" ? new Date(text) : undefined;
        if (start && !Number.isNaN(start.getTime()) && start >= from && start < to) slots.push({ start, date });
      }
    }
    return { ok: true, value: slots.sort((a, b) => a.start.getTime() - b.start.getTime()) };
  };

  // No endTime for a new appointment: the calendar's own slot length stands.
  const appointmentBody = (input: AppointmentInput) => ({
    locationId,
    calendarId,
    contactId: input.contactId,
    startTime: isoInZone(input.start, timeZone),
    ...(input.end ? { endTime: isoInZone(input.end, timeZone) } : {}),
    title: input.title,
    address: input.address,
    meetingLocationType: "custom",
    appointmentStatus: input.status,
  });

  /** `{"id": "...", "startTime": "...", "endTime": "...", ...}`, as created, updated or listed. */
  const appointmentOf = (body: unknown): Appointment | undefined => {
    const { id, endTime } = (body ?? {}) as { id?: unknown; endTime?: unknown };
    if (typeof id !== "string" || !id) return undefined;
    const end = typeof endTime === "string" ? new Date(endTime) : undefined;
    return { id, end: end && !Number.isNaN(end.getTime()) ? end : undefined };
  };

  return {
    calendarId,
    freeSlots(from, to, limits) {
      const key = `${from.getTime()} ${to.getTime()}`;
      if (kept && kept.key === key && Date.now() < kept.until) return kept.slots;
      const slots = fetchFreeSlots(from, to, limits);
      const entry = { key, until: Date.now() + CACHE_MS, slots };
      kept = entry;
      void slots.then((result) => {
        if (!result.ok && kept === entry) entry.until = Date.now() + FAILURE_CACHE_MS;
      });
      return slots;
    },
    forget() {
      kept = undefined;
    },
    async contactFor(lead, limits) {
      const { contact, body } = contactUpsertBody(lead, "contact", locationId);
      const search = await call(
        (timeoutMs) => getJson(duplicateSearchUrl(base, locationId, contact), { headers: contactHeaders, timeoutMs }),
        limits,
      );
      if (search.kind === "failed") return search.result;
      const answer = searchAnswer(search.body);
      if (!answer) return UNREADABLE_SEARCH;
      if (answer.known) return { ok: true, value: answer.known.id };
      const outcome = await call(
        (timeoutMs) => postJson(`${base}/contacts/upsert`, body, { headers: contactHeaders, timeoutMs }),
        limits,
      );
      if (outcome.kind === "failed") return outcome.result;
      const id = contactIdOf(outcome.body);
      return id
        ? { ok: true, value: id }
        : { ok: false, retryable: true, error: "upsert answered without a contact id" };
    },
    async createAppointment(input, limits) {
      const url = `${base}/calendars/events/appointments`;
      const outcome = await call(
        (timeoutMs) => postJson(url, appointmentBody(input), { headers: calendarHeaders, timeoutMs }),
        limits,
      );
      if (outcome.kind === "failed") return slotTakenOr(outcome);
      const appointment = appointmentOf(outcome.body);
      return appointment
        ? { ok: true, value: appointment }
        : { ok: false, retryable: true, error: "appointment answered without an id" };
    },
    async updateAppointment(id, input, limits) {
      const url = `${base}/calendars/events/appointments/${encodeURIComponent(id)}`;
      const outcome = await call(
        (timeoutMs) => putJson(url, appointmentBody(input), { headers: calendarHeaders, timeoutMs }),
        limits,
      );
      if (outcome.kind === "failed") return slotTakenOr(outcome);
      return { ok: true, value: { id, end: appointmentOf(outcome.body)?.end ?? input.end } };
    },
    async findAppointment(contactId, start, limits) {
      const query = new URLSearchParams({
        locationId,
        calendarId,
        startTime: String(start.getTime() - 60_000),
        endTime: String(start.getTime() + 60_000),
      });
      const outcome = await call(
        (timeoutMs) => getJson(`${base}/calendars/events?${query}`, { headers: calendarHeaders, timeoutMs }),
        limits,
      );
      if (outcome.kind === "failed") return outcome.result;
      const events = (outcome.body as { events?: unknown } | undefined)?.events;
      const match = (Array.isArray(events) ? events : []).find((event: Record<string, unknown>) => {
        const eventStart = typeof event.startTime === "string" ? new Date(event.startTime).getTime() : NaN;
        return (
          event.contactId === contactId && eventStart === start.getTime() && event.appointmentStatus !== "cancelled"
        );
      }) as unknown;
      return { ok: true, value: appointmentOf(match) };
    },
  };
}
