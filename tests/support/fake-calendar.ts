import { randomUUID } from "node:crypto";

/**
 * The calendar part of the fake LeadConnector API (`fake-crm.ts` routes to it, after the token,
 * version and rate-limit checks): one calendar's free slots, grouped by day in the asked time
 * zone, and its appointments, which take a slot until cancelled. A time no longer free is refused
 * as GoHighLevel refuses it (400, "The slot you have selected is no longer available."); an
 * appointment made without `endTime` lasts the calendar's own slot length.
 */

export const FAKE_CALENDAR = "cal_test_456";
/** The calendar's slot length, unlike the site's default INSPECTION_SLOT_MINUTES (120). */
export const FAKE_SLOT_MINUTES = 60;

const SLOT_UNAVAILABLE = {
  statusCode: 400,
  message: "The slot you have selected is no longer available.",
  error: "Bad Request",
};

export type FakeAppointment = {
  id: string;
  locationId: string;
  calendarId: string;
  contactId: string;
  /** As sent: local time with its UTC offset. */
  startTime: string;
  endTime?: string;
  title?: string;
  address?: string;
  appointmentStatus: string;
};

/** A time with its UTC offset (`-05:00`) or `Z`. */
const OFFSET = /T\d{2}:\d{2}(:\d{2})?(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

/** `2026-11-02T08:00:00-05:00`: an instant as the calendar writes it, in its time zone. */
function wallClock(instant: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  const offset = Math.round((wall - instant) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0")}:${String(Math.abs(offset) % 60).padStart(2, "0")}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${hhmm}`;
}

export function fakeCalendar(contacts: Map<string, unknown>, locationId: string) {
  const appointments = new Map<string, FakeAppointment>();
  let slots: string[] = [];

  const instant = (text: unknown) => (typeof text === "string" ? Date.parse(text) : NaN);
  /** A slot is free when it is the calendar's and no appointment (but `except`) holds it. */
  const isFree = (start: number, except?: string) =>
    slots.some((s) => Date.parse(s) === start) &&
    ![...appointments.values()].some(
      (a) => a.id !== except && a.appointmentStatus !== "cancelled" && instant(a.startTime) === start,
    );

  /** The calendar endpoints: [status, body], or undefined for another path. */
  const handle = (
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): [number, unknown] | undefined => {
    const freeSlots = /^\/calendars\/([^/]+)\/free-slots$/.exec(path);
    if (freeSlots && method === "GET") {
      if (freeSlots[1] !== FAKE_CALENDAR) return [400, { message: "Calendar not found" }];
      const from = Number(query.get("startDate"));
      const to = Number(query.get("endDate"));
      const timeZone = query.get("timezone");
      if (!Number.isFinite(from) || !Number.isFinite(to) || !timeZone)
        return [422, { message: "startDate, endDate (epoch milliseconds) and timezone are required" }];
      const days: Record<string, { slots: string[] }> = {};
      for (const start of slots.map(Date.parse).sort((a, b) => a - b)) {
        if (start < from || start > to || !isFree(start)) continue;
        const local = wallClock(start, timeZone);
        (days[local.slice(0, 10)] ??= { slots: [] }).slots.push(local);
      }
      return [200, { ...days, traceId: randomUUID() }];
    }
    const input = (body ?? {}) as Partial<FakeAppointment>;
    if (path === "/calendars/events/appointments" && method === "POST") {
      if (input.locationId !== locationId || input.calendarId !== FAKE_CALENDAR)
        return [400, { message: "locationId or calendarId is invalid" }];
      if (!input.contactId || !contacts.has(input.contactId)) return [422, { message: "contact not found" }];
      if (!OFFSET.test(input.startTime ?? "")) return [422, { message: "startTime must carry its UTC offset" }];
      if (!isFree(instant(input.startTime))) return [400, { ...SLOT_UNAVAILABLE, traceId: randomUUID() }];
      const appointment: FakeAppointment = {
        ...input,
        endTime: input.endTime ?? new Date(instant(input.startTime) + FAKE_SLOT_MINUTES * 60_000).toISOString(),
        id: randomUUID().replaceAll("-", "").slice(0, 20),
        appointmentStatus: input.appointmentStatus ?? "confirmed",
      } as FakeAppointment;
      appointments.set(appointment.id, appointment);
      return [201, appointment];
    }
    const update = /^\/calendars\/events\/appointments\/([^/]+)$/.exec(path);
    if (update && method === "PUT") {
      const appointment = appointments.get(decodeURIComponent(update[1]!));
      if (!appointment) return [404, { message: "Appointment not found" }];
      if (input.startTime !== undefined && !OFFSET.test(input.startTime))
        return [422, { message: "startTime must carry its UTC offset" }];
      const moving = input.startTime !== undefined && instant(input.startTime) !== instant(appointment.startTime);
      if (moving && input.appointmentStatus !== "cancelled" && !isFree(instant(input.startTime), appointment.id))
        return [400, { ...SLOT_UNAVAILABLE, traceId: randomUUID() }];
      Object.assign(appointment, input, { id: appointment.id });
      return [200, appointment];
    }
    if (path === "/calendars/events" && method === "GET") {
      const from = Number(query.get("startTime"));
      const to = Number(query.get("endTime"));
      if (query.get("calendarId") !== FAKE_CALENDAR || !Number.isFinite(from) || !Number.isFinite(to))
        return [422, { message: "calendarId, startTime and endTime are required" }];
      const events = [...appointments.values()].filter(
        (a) => instant(a.startTime) >= from && instant(a.startTime) <= to,
      );
      return [200, { events }];
    }
    return undefined;
  };

  return {
    appointments,
    setSlots(starts: readonly string[]) {
      slots = [...starts];
    },
    reset() {
      appointments.clear();
      slots = [];
    },
    handle,
  };
}
