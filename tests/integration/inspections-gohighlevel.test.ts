import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "~/lib/outbox/http.server";
import { goHighLevelCalendar } from "~/lib/crm/gohighlevel-calendar.server";
import { deliveries, inspections, leads } from "~/lib/db/schema";
import type { SlotsAnswer, SlotView } from "~/lib/inspections/api-types";
import { appointmentSender } from "~/lib/inspections/appointment-sync.server";
import { deliveryPlan, type OutboxItem } from "~/lib/outbox/channels.server";
import {
  FAKE_CALENDAR,
  FAKE_LOCATION,
  FAKE_SLOT_MINUTES,
  FAKE_TOKEN,
  type FakeCrm,
  goHighLevelEnv,
  startFakeCrm,
} from "../support/fake-crm";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { readInvite } from "../support/ics";
import { fromVisitor, postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * Booking the free inspection on GoHighLevel's calendar (GHL_CALENDAR_ID), against the fake
 * LeadConnector API: its free slots read (and kept a minute, a failed read 15 seconds), the
 * appointment made once for the lead's contact (after the lead's own CRM delivery), with the
 * calendar's own length, a 429 or a late answer turning into a requested time the outbox books, a
 * time taken meanwhile, another refusal told to the owner, and a cancellation that frees the slot.
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
      Array.from({ length: 10 }, (_, d) =>
        [14, 16].map((h) => new Date(first + d * DAY_MS + h * 3_600_000).toISOString()),
      ).flat(),
    );
    server = await startTestServer({
      db,
      env: {
        ...goHighLevelEnv(crm.url),
        GHL_CALENDAR_ID: FAKE_CALENDAR,
        SMTP_URL: smtp.url,
        LEAD_ALERT_EMAIL: OWNER,
        LEAD_RATE_LIMIT: "1000",
        // Each booking comes from its lead's own connection, through a proxy (one live booking per connection).
        TRUST_PROXY: "1",
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
  /** A quote's lead, once its CRM delivery has made the contact (unless `waitForContact` is false). */
  const quote = async ({ waitForContact = true } = {}) => {
    const request = quoteRequest();
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    const leadId = res.json.leadId as string;
    if (waitForContact)
      await eventually(async () => {
        const crm = await server.services.db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.leadId, leadId), eq(deliveries.channel, "crm"), ne(deliveries.status, "pending")));
        return crm.length > 0;
      });
    return { token: res.json.token as string, email: request.email, leadId };
  };
  const rowOf = async (leadId: string) =>
    (await server.services.db.select().from(inspections).where(eq(inspections.leadId, leadId)))[0]!;
  /** What the outbox holds about a lead's inspection: the calendar's deliveries and the messages. */
  const inspectionNews = (leadId: string) =>
    server.services.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, leadId), eq(deliveries.kind, "inspection")));
  const book = (token: string, start: string) =>
    postJson(server.url, "/api/inspections", { token, start }, fromVisitor(token));
  const contactOf = (email: string) => [...crm.contacts.values()].find((c) => c.email === email);
  const appointmentsOf = (email: string) =>
    [...crm.appointments.values()].filter((a) => a.contactId === contactOf(email)?.id);
  const mail = (to: string, subject: string) =>
    eventually(() => smtp.received.find((r) => r.envelopeTo.includes(to) && r.mail.subject === subject));
  const freeSlotCalls = () => crm.calls.filter((c) => c.path === `/calendars/${FAKE_CALENDAR}/free-slots`);

  it("reads the calendar's free slots with its own API version, in the business's time zone, and keeps them a minute", async () => {
    const before = freeSlotCalls().length;
    const open = await slots();
    expect(open).toHaveLength(20);
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
    // No end is sent: the calendar's own slot length stands, and the e-mails tell the one it made.
    expect(created?.body).not.toHaveProperty("endTime");
    const confirmation = await mail(homeowner.email, `Your free roof inspection: ${slot.when}`);
    const ics = confirmation.mail.attachments.find((a) => a.filename === "inspection.ics")!;
    const invite = readInvite(ics.content.toString("utf8"));
    expect(invite.end.getTime() - invite.start.getTime()).toBe(FAKE_SLOT_MINUTES * 60_000);
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

  it("a time the calendar refuses as no longer free, though its free slots still showed it, is said to be taken", async () => {
    const open = await slots();
    const slot = open[10]!;
    const homeowner = await quote();
    // Booked in GoHighLevel itself between its free slots' answer and ours: the appointment is refused.
    crm.failNext(1, {
      status: 400,
      method: "POST",
      path: "/calendars/events/appointments",
      body: JSON.stringify({
        statusCode: 400,
        message: "The slot you have selected is no longer available.",
        error: "Bad Request",
      }),
    });
    const refused = await book(homeowner.token, slot.start);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(`Sorry, ${slot.when} was just taken. These times nearby are still open:`);
    expect(appointmentsOf(homeowner.email)).toEqual([]);
  });

  it("a requested time the calendar refused does not count against the homeowner's own changes", async () => {
    const open = await slots();
    const [a, b] = [open[8]!, open[9]!];
    const homeowner = await quote();
    // As the calendar's refusal of a requested time leaves it (appointment-sync.server.ts): cancelled, a change later.
    await server.services.db.insert(inspections).values({
      leadId: homeowner.leadId,
      startsAt: new Date(a.start),
      endsAt: new Date(Date.parse(a.start) + 2 * 3_600_000),
      status: "cancelled",
      cancelReason: "calendar",
      cancelledAt: new Date(),
      source: "gohighlevel",
      revision: 2,
      syncedRevision: 2,
      accessToken: randomBytes(24).toString("base64url"),
      accessExpiresAt: new Date(Date.parse(a.start) + 2 * 86_400_000),
    });
    // Booked again, and moved four times: with the first booking, six changes of the homeowner's own.
    for (const slot of [b, a, b, a, b]) expect((await book(homeowner.token, slot.start)).status).toBe(201);
    const refused = await book(homeowner.token, a.start);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/^Your inspection has been changed as many times as the website allows\./);
  });

  it("a time the calendar could never have offered (past, or after the two weeks) is not said to be taken", async () => {
    const homeowner = await quote({ waitForContact: false });
    const slot = (await slots())[2]!;
    for (const start of [Date.parse(slot.start) - 7 * DAY_MS, Date.parse(slot.start) + 15 * DAY_MS]) {
      const refused = await book(homeowner.token, new Date(start).toISOString());
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe("Please choose one of the times shown.");
    }
    expect(appointmentsOf(homeowner.email)).toEqual([]);
    expect(await rowOf(homeowner.leadId)).toBeUndefined();
  });

  it("a failed read of the free slots is kept 15 seconds: the calendar is not asked at every picker load", async () => {
    server.services.calendar!.forget();
    const before = freeSlotCalls().length;
    crm.failNext(1, { status: 500, path: `/calendars/${FAKE_CALENDAR}/free-slots` });
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/api/inspections/slots`)).status).toBe(503);
    expect(freeSlotCalls().length - before).toBe(1);
    server.services.calendar!.forget();
  });

  it("while the lead's contact is on its way to GoHighLevel, the booking upserts it too and is confirmed: one contact", async () => {
    const slot = (await slots())[1]!;
    crm.setDelay(1_000, "/contacts/upsert");
    const homeowner = await quote({ waitForContact: false });
    const booked = await book(homeowner.token, slot.start);
    expect(booked.status).toBe(201);
    expect(booked.json.status).toBe("booked");
    expect(appointmentsOf(homeowner.email)).toHaveLength(1);
    // The delivery's upsert and the booking's found the same person: one contact, with the quote's tags.
    await eventually(() => contactOf(homeowner.email)?.tags.includes("Instant Quote Request"));
    expect([...crm.contacts.values()].filter((c) => c.email === homeowner.email)).toHaveLength(1);
  });

  it("a refusal that is not about the time keeps it requested and tells the owner to put it on the calendar", async () => {
    // The last one: the outbox books it later (the refusal was a one-off), while other tests run.
    const slot = (await slots()).at(-1)!;
    const homeowner = await quote();
    crm.failNext(1, {
      status: 422,
      path: "/calendars/events/appointments",
      body: JSON.stringify({ statusCode: 422, message: ["title must be shorter than or equal to 100 characters"] }),
    });
    const requested = await book(homeowner.token, slot.start);
    expect(requested.status).toBe(202);
    expect(requested.json.status).toBe("requested");
    const alert = await mail(
      OWNER,
      `Inspection requested, not on GoHighLevel's calendar (it refused it; add it by hand): Maria Gonzalez, ${slot.when}, Tampa`,
    );
    expect(alert.mail.html).toContain("GoHighLevel refused it: HTTP 422");
    await mail(homeowner.email, `Requested: your roof inspection on ${slot.when}`);
    expect(await rowOf(homeowner.leadId)).toMatchObject({ status: "requested", syncedRevision: 0 });
  });

  it("a time requested while mail is down: once the calendar books it, each person gets one message, the confirmation", async () => {
    const slot = (await slots())[1]!;
    const homeowner = await quote();
    await smtp.stop();
    try {
      crm.failNext(1, { status: 429, retryAfter: "1", path: "/calendars/events/appointments" });
      expect((await book(homeowner.token, slot.start)).status).toBe(202);
      await eventually(async () => (await rowOf(homeowner.leadId)).status === "booked");
      // The request's messages wait while mail is down; at its next try each is set aside for the
      // booking's newer one. Mail comes back only then: a try already under way when it came back
      // would still send the older message.
      await eventually(async () => {
        const rows = (await inspectionNews(homeowner.leadId)).filter((d) => d.channel !== "crm-appointment");
        const older = rows.filter((d) =>
          rows.some((n) => n.channel === d.channel && n.recipient === d.recipient && n.createdAt > d.createdAt),
        );
        return older.length > 0 && older.every((d) => d.status === "replaced");
      });
    } finally {
      await smtp.start();
    }
    const settled = async () => (await inspectionNews(homeowner.leadId)).every((d) => d.status !== "pending");
    await eventually(settled);
    const about = (to: string) =>
      smtp.received.filter((r) => r.envelopeTo.includes(to) && r.mail.subject?.includes(slot.when));
    expect(about(homeowner.email).map((r) => r.mail.subject)).toEqual([`Your free roof inspection: ${slot.when}`]);
    expect(about(OWNER).map((r) => r.mail.subject)).toEqual([`Inspection booked: Maria Gonzalez, ${slot.when}, Tampa`]);
  });

  it("moving a requested time whose first request made the appointment late moves that appointment, leaving none behind", async () => {
    const open = await slots();
    const [former, later] = [open[3]!, open[5]!];
    const homeowner = await quote();
    // As a timed-out request leaves it: requested here, yet made on the calendar.
    await server.services.db.insert(inspections).values({
      leadId: homeowner.leadId,
      startsAt: new Date(former.start),
      endsAt: new Date(Date.parse(former.start) + 2 * 3_600_000),
      status: "requested",
      source: "gohighlevel",
      accessToken: randomBytes(24).toString("base64url"),
      accessExpiresAt: new Date(Date.parse(former.start) + 2 * 86_400_000),
    });
    crm.appointments.set("made-late", {
      id: "made-late",
      locationId: FAKE_LOCATION,
      calendarId: FAKE_CALENDAR,
      contactId: contactOf(homeowner.email)!.id,
      startTime: former.start,
      endTime: new Date(Date.parse(former.start) + FAKE_SLOT_MINUTES * 60_000).toISOString(),
      appointmentStatus: "confirmed",
    });
    const moved = await book(homeowner.token, later.start);
    expect(moved.status).toBe(201);
    const [appointment, ...more] = appointmentsOf(homeowner.email);
    expect(more).toEqual([]);
    expect(appointment).toMatchObject({ id: "made-late" });
    expect(Date.parse(appointment!.startTime)).toBe(Date.parse(later.start));
    expect(Date.parse(appointment!.endTime!) - Date.parse(later.start)).toBe(FAKE_SLOT_MINUTES * 60_000);
    expect(await rowOf(homeowner.leadId)).toMatchObject({ status: "booked", appointmentId: "made-late" });
  });

  it("the outbox's calendar sender gives way to a stopping server while it waits for the rate budget", async () => {
    const slot = (await slots())[6]!;
    const homeowner = await quote();
    await server.services.db.insert(inspections).values({
      leadId: homeowner.leadId,
      startsAt: new Date(slot.start),
      endsAt: new Date(Date.parse(slot.start) + 2 * 3_600_000),
      status: "requested",
      source: "gohighlevel",
      accessToken: randomBytes(24).toString("base64url"),
      accessExpiresAt: new Date(Date.parse(slot.start) + 2 * 86_400_000),
    });
    const budget = createRateLimiter({ limit: 1, windowMs: 60_000 });
    await budget.take();
    const calendar = goHighLevelCalendar({
      apiBase: crm.url,
      token: FAKE_TOKEN,
      locationId: FAKE_LOCATION,
      calendarId: FAKE_CALENDAR,
      timeZone: "America/New_York",
      budget,
    });
    const sender = appointmentSender({
      db: server.services.db,
      calendar,
      plan: deliveryPlan(server.services.env),
      timeoutMs: 3_000,
      logger: server.services.logger,
    });
    const [lead] = await server.services.db.select().from(leads).where(eq(leads.id, homeowner.leadId));
    const calls = crm.calls.length;
    const stopping = new AbortController();
    const sending = sender.send({ lead } as OutboxItem, { signal: stopping.signal });
    setTimeout(() => stopping.abort(), 50);
    await expect(sending).rejects.toThrow();
    expect(crm.calls.length).toBe(calls);
  });
});
