import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inspections } from "~/lib/db/schema";
import type { SlotsAnswer, SlotView } from "~/lib/inspections/api-types";
import { FAKE_CALENDAR, FAKE_LOCATION, FAKE_TOKEN, type FakeCrm, startFakeCrm } from "../support/fake-crm";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * Booking the free inspection on GoHighLevel's calendar (GHL_CALENDAR_ID), against the fake
 * LeadConnector API: its free slots read (and kept a minute), the appointment made once for the
 * lead's contact, a 429 or a late answer turning into a requested time the outbox books, a time
 * taken meanwhile, and a cancellation that frees the slot.
 */

const OWNER = "owner@suncoast.example";
const DAY_MS = 86_400_000;

describe.each(DB_KINDS)("inspections on GoHighLevel's calendar, %s", (db) => {
  let crm: FakeCrm;
  let smtp: FakeSmtp;
  let server: TestServer;

  beforeAll(async () => {
    crm = await startFakeCrm();
    smtp = await startFakeSmtp();
    // Two slots a day, from the day after tomorrow: 9:00 and 11:00 am Eastern (in standard time).
    const first = Math.ceil((Date.now() + 2 * DAY_MS) / DAY_MS) * DAY_MS;
    crm.setSlots(
      Array.from({ length: 6 }, (_, d) =>
        [14, 16].map((h) => new Date(first + d * DAY_MS + h * 3_600_000).toISOString()),
      ).flat(),
    );
    server = await startTestServer({
      db,
      env: {
        CRM_PROVIDER: "gohighlevel",
        GHL_API_BASE: crm.url,
        GHL_API_TOKEN: FAKE_TOKEN,
        GHL_LOCATION_ID: FAKE_LOCATION,
        GHL_CALENDAR_ID: FAKE_CALENDAR,
        SMTP_URL: smtp.url,
        LEAD_ALERT_EMAIL: OWNER,
        LEAD_RATE_LIMIT: "1000",
        // The visitor waits at most this long for the calendar.
        CRM_TIMEOUT_MS: "3000",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await crm?.close();
    await smtp?.close();
  });
  afterEach(() => crm.recover());

  const slots = async (): Promise<SlotView[]> => {
    const res = await fetch(`${server.url}/api/inspections/slots`);
    expect(res.status).toBe(200);
    return ((await res.json()) as SlotsAnswer).days.flatMap((d) => d.slots);
  };
  const quote = async () => {
    const request = quoteRequest();
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    return { token: res.json.token as string, email: request.email };
  };
  const book = (token: string, start: string) => postJson(server.url, "/api/inspections", { token, start });
  const contactOf = (email: string) => [...crm.contacts.values()].find((c) => c.email === email);
  const appointmentsOf = (email: string) =>
    [...crm.appointments.values()].filter((a) => a.contactId === contactOf(email)?.id);
  const mail = (to: string, subject: string) =>
    eventually(() => smtp.received.find((r) => r.envelopeTo.includes(to) && r.mail.subject === subject));
  const freeSlotCalls = () => crm.calls.filter((c) => c.path === `/calendars/${FAKE_CALENDAR}/free-slots`);

  it("reads the calendar's free slots with its own API version, in the business's time zone, and keeps them a minute", async () => {
    const before = freeSlotCalls().length;
    const open = await slots();
    expect(open).toHaveLength(12);
    expect(open[0]!.when).toMatch(/ at 9:00 am$/);
    expect(open[1]!.when).toMatch(/ at 11:00 am$/);
    expect(await slots()).toEqual(open);
    const calls = freeSlotCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.version).toBe("2021-04-15");
    expect(calls[0]!.query.timezone).toBe("America/New_York");
    expect(Number(calls[0]!.query.endDate) - Number(calls[0]!.query.startDate)).toBe(14 * DAY_MS);
  });

  it("books an appointment once, for the lead's contact, at the time with its offset; cancelling frees the slot", async () => {
    const slot = (await slots())[0]!;
    const homeowner = await quote();
    const booked = await book(homeowner.token, slot.start);
    expect(booked.status).toBe(201);
    expect(booked.json.status).toBe("booked");

    const [appointment, ...more] = appointmentsOf(homeowner.email);
    expect(more).toEqual([]);
    expect(appointment).toMatchObject({
      calendarId: FAKE_CALENDAR,
      locationId: FAKE_LOCATION,
      address: "1234 Bayshore Blvd, Tampa, FL 33606",
      appointmentStatus: "confirmed",
    });
    expect(appointment!.startTime).toMatch(/T09:00:00-05:00$/);
    expect(Date.parse(appointment!.startTime)).toBe(Date.parse(slot.start));
    const created = crm
      .appointmentsCreated()
      .find((c) => (c.body as { contactId?: string }).contactId === appointment!.contactId);
    expect(created?.headers.version).toBe("2021-04-15");
    await mail(homeowner.email, `Your free roof inspection: ${slot.when}`);
    expect((await slots()).map((s) => s.start)).not.toContain(slot.start);
    // The lead's own CRM delivery (upsert, then its tags) finds the same contact: one per homeowner.
    await eventually(() => contactOf(homeowner.email)?.tags.includes("Instant Quote Request"));
    expect([...crm.contacts.values()].filter((c) => c.email === homeowner.email)).toHaveLength(1);

    const token = (booked.json.manage as string).split("/").pop()!;
    expect((await postJson(server.url, `/api/inspections/${token}/cancel`, {})).status).toBe(200);
    expect(crm.appointments.get(appointment!.id)?.appointmentStatus).toBe("cancelled");
    expect((await slots()).map((s) => s.start)).toContain(slot.start);
  });

  it("a 429 keeps the time as requested and says so; the outbox books it once and confirms", async () => {
    const slot = (await slots())[2]!;
    const homeowner = await quote();
    crm.failNext(1, { status: 429, retryAfter: "1", path: "/calendars/events/appointments" });
    const requested = await book(homeowner.token, slot.start);
    expect(requested.status).toBe(202);
    expect(requested.json.status).toBe("requested");
    await mail(homeowner.email, `Requested: your roof inspection on ${slot.when}`);
    await mail(homeowner.email, `Your free roof inspection: ${slot.when}`);
    expect(appointmentsOf(homeowner.email)).toHaveLength(1);
    const [row] = await server.services.db
      .select()
      .from(inspections)
      .where(eq(inspections.startsAt, new Date(slot.start)));
    expect(row).toMatchObject({ status: "booked", appointmentId: appointmentsOf(homeowner.email)[0]!.id });
  });

  it("a calendar that answers too late: requested; the appointment it made meanwhile is found, not made twice", async () => {
    const slot = (await slots())[4]!;
    const homeowner = await quote();
    crm.answerLate(3_500);
    expect((await book(homeowner.token, slot.start)).status).toBe(202);
    crm.recover();
    await mail(homeowner.email, `Your free roof inspection: ${slot.when}`);
    expect(appointmentsOf(homeowner.email)).toHaveLength(1);
  });

  it("a time taken on the calendar meanwhile is refused plainly, with the nearest free slots", async () => {
    const open = await slots();
    const slot = open[6]!;
    const rival = await quote();
    // Someone books it in GoHighLevel itself, while this server still shows it as free.
    expect((await book(rival.token, open[7]!.start)).status).toBe(201);
    const rivalAppointment = appointmentsOf(rival.email)[0]!;
    crm.appointments.set("direct", { ...rivalAppointment, id: "direct", startTime: slot.start });
    const homeowner = await quote();
    const refused = await book(homeowner.token, slot.start);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(`Sorry, ${slot.when} was just taken. These times nearby are still open:`);
    const alternatives = (refused.json.alternatives as SlotView[]).map((s) => s.start);
    expect(alternatives).toHaveLength(3);
    expect(alternatives).not.toContain(slot.start);
    expect(alternatives).not.toContain(open[7]!.start);
    expect(appointmentsOf(homeowner.email)).toEqual([]);
  });
});
