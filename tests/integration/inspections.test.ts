import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InspectionCalendar } from "~/content/schemas";
import { inspections } from "~/lib/db/schema";
import type { DayView, SlotsAnswer, SlotView } from "~/lib/inspections/api-types";
import { openSlots } from "~/lib/inspections/availability.server";
import { bookInspection } from "~/lib/inspections/booking.server";
import { TOO_MANY_CHANGES } from "~/lib/inspections/messages";
import { runInbox } from "~/lib/leads/inbox.server";
import { cancelInspectionAsOwner, moveInspectionAsOwner } from "~/lib/office/lead-actions.server";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { action, loader } from "~/routes/inspection";
import { loader as quoteLoader } from "~/routes/quote";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { readInvite } from "../support/ics";
import { fromVisitor, headerLead, postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer } from "../support/test-server";
import { proofFor } from "../support/proof";
import { routeArgs } from "../support/route-args";

/**
 * Booking the free inspection on our own calendar (no GoHighLevel calendar configured), on both
 * databases: the open times, two servers racing for a slot's last place, the e-mails with their
 * calendar files (each telling the booking it was sent for), moving (a few times at most) and
 * cancelling (from the booking's page too), and the days around the November clock change.
 */

const OWNER = "owner@suncoast.example";
const SITE = "https://www.suncoastfamilyroofing.example";
const TAKEN = /^Sorry, \w+day, \w+ \d+ at \d+:\d\d [ap]m was just taken\. These times nearby are still open:$/;

/** "2:00 pm" → "14:00" */
const clock24 = (label: string) => {
  const [, h, m, half] = /^(\d+):(\d\d) ([ap])m$/.exec(label)!;
  return `${String((+h! % 12) + (half === "p" ? 12 : 0)).padStart(2, "0")}:${m}`;
};

describe.each(DB_KINDS)("inspections on our own calendar, %s", (db) => {
  let smtp: FakeSmtp;
  let server: TestServer;
  /** A second server on the same PostgreSQL database; PGlite allows one. */
  let other: TestServer | undefined;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    // Each booking comes from its lead's own connection, through a proxy (TRUST_PROXY): one live
    // booking per connection is the rule.
    const env = {
      SMTP_URL: smtp.url,
      LEAD_ALERT_EMAIL: OWNER,
      LEAD_RATE_LIMIT: "1000",
      INSPECTIONS_PER_SLOT: "2",
      TRUST_PROXY: "1",
    };
    server = await startTestServer({ db, env });
    if (db === "postgres") other = await startTestServer({ db, env, databaseUrl: server.databaseUrl });
  });
  afterAll(async () => {
    await other?.stop();
    await server?.stop();
    await smtp?.close();
  });

  const days = async (): Promise<DayView[]> => {
    const res = await fetch(`${server.url}/api/inspections/slots`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return ((await res.json()) as SlotsAnswer).days;
  };
  const offered = async (start: string) => (await days()).some((d) => d.slots.some((s) => s.start === start));
  const quote = async (overrides: Record<string, string> = {}) => {
    const request = quoteRequest(overrides);
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    return {
      token: res.json.token as string,
      email: request.email,
      phone: request.phone,
      leadId: res.json.leadId as string,
    };
  };
  const book = (token: string, start: string, on: TestServer = server) =>
    postJson(on.url, "/api/inspections", { token, start }, fromVisitor(token));
  const mail = (to: string, subject: string | RegExp) =>
    eventually(() =>
      smtp.received.find(
        (r) =>
          r.envelopeTo.includes(to) &&
          (typeof subject === "string" ? r.mail.subject === subject : subject.test(r.mail.subject ?? "")),
      ),
    );
  /** The lead's inspections, not cancelled. */
  const bookedFor = (leadId: string) =>
    server.services.db
      .select()
      .from(inspections)
      .where(and(eq(inspections.leadId, leadId), ne(inspections.status, "cancelled")));
  const invite = (received: Awaited<ReturnType<typeof mail>>) =>
    readInvite(received.mail.attachments.find((a) => a.filename === "inspection.ics")!.content.toString("utf8"));

  it("offers the office's open times of the next two weeks, weekdays, with a day's notice", async () => {
    const open = await days();
    expect(open.length).toBeGreaterThan(5);
    const starts = open.flatMap((d) => d.slots).map((s) => new Date(s.start));
    expect(starts.every((s) => s.getTime() >= Date.now() + 23.9 * 3_600_000)).toBe(true);
    expect(starts.every((s) => s.getTime() < Date.now() + 15 * 86_400_000)).toBe(true);
    for (const day of open) {
      expect(day.label).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday), /);
      // Two-hour slots from 8:00 am that end by 5:00 pm, whatever the date's offset from UTC.
      for (const slot of day.slots) expect(["8:00 am", "10:00 am", "12:00 pm", "2:00 pm"]).toContain(slot.label);
    }
  });

  it("two bookings racing for the last place of a slot: one has it, the other is told so, with the nearest open times", async () => {
    const slot = (await days())[2]!.slots[1]!;
    const [first, second, third] = [await quote(), await quote(), await quote()];
    expect((await book(first.token, slot.start)).status).toBe(201);
    // Two servers when the database allows it: the unique index decides, not either server.
    const race = await Promise.all([book(second.token, slot.start), book(third.token, slot.start, other ?? server)]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = race.find((r) => r.status === 409)!;
    expect(lost.json.error).toMatch(TAKEN);
    const alternatives = lost.json.alternatives as SlotView[];
    expect(alternatives).toHaveLength(3);
    expect(alternatives.map((a) => a.start)).not.toContain(slot.start);
    const rows = await server.services.db
      .select()
      .from(inspections)
      .where(eq(inspections.startsAt, new Date(slot.start)));
    expect(rows.map((r) => r.place).sort()).toEqual([1, 2]);
    expect(await offered(slot.start)).toBe(false);

    // The owner's list (`npm run leads -- inspections`): both, with whom to call and where.
    const until = new Date(Date.parse(slot.start) + 60_000).toISOString();
    const listed = await runInbox(
      server.services.db,
      { command: "inspections", since: slot.start, until },
      { plan: deliveryPlan(server.services.env) },
    );
    if (listed.command !== "inspections") throw new Error(listed.command);
    expect(listed.inspections.map((i) => [i.place, i.status, i.name, i.address])).toEqual([
      [1, "booked", "Maria Gonzalez", "1234 Bayshore Blvd"],
      [2, "booked", "Maria Gonzalez", "1234 Bayshore Blvd"],
    ]);
  });

  it("confirms by e-mail with a calendar file at the right time and place, alerts the owner; moving and cancelling free the time", async () => {
    const open = await days();
    const slot = open[3]!.slots[0]!;
    const later = open[4]!.slots[2]!;
    const homeowner = await quote();
    const booked = await book(homeowner.token, slot.start);
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ status: "booked", when: slot.when, zone: "Eastern Time" });
    const manage = booked.json.manage as string;
    expect(manage).toMatch(/^\/inspection\/[A-Za-z0-9_-]{32}$/);

    const confirmation = await mail(homeowner.email, `Your free roof inspection: ${slot.when}`);
    const sent = invite(confirmation);
    expect(sent).toMatchObject({ method: "PUBLISH", zone: "America/New_York", status: "CONFIRMED", sequence: 1 });
    // Every line of the file ends with CRLF (RFC 5545), the last one too.
    const file = confirmation.mail.attachments.find((a) => a.filename === "inspection.ics")!.content.toString("utf8");
    expect(file.split("\r\n").at(-1)).toBe("");
    expect(sent.start.toISOString()).toBe(slot.start);
    expect(sent.wallClock).toBe(clock24(slot.label));
    expect(sent.location).toBe("1234 Bayshore Blvd, Tampa, FL 33606");
    expect(sent.url).toBe(`${SITE}${manage}`);
    expect(confirmation.mail.text).toContain(`${SITE}${manage}`);
    const alert = await mail(OWNER, `Inspection booked: Maria Gonzalez, ${slot.when}, Tampa`);
    expect(alert.mail.replyTo?.text).toBe(homeowner.email);

    // Booking again through the quote moves it: the first time is free again.
    const moved = await book(homeowner.token, later.start);
    expect(moved.status).toBe(201);
    expect(moved.json.manage).toBe(manage);
    await mail(homeowner.email, `Your roof inspection is moved to ${later.when}`);
    expect(await offered(slot.start)).toBe(true);

    // Both places of the later slot taken: it is no longer offered; a cancellation frees one.
    expect((await book((await quote()).token, later.start)).status).toBe(201);
    expect(await offered(later.start)).toBe(false);
    const token = manage.split("/").pop()!;
    const cancelled = await postJson(server.url, `/api/inspections/${token}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe("cancelled");
    expect(await offered(later.start)).toBe(true);
    expect((await postJson(server.url, `/api/inspections/${token}/cancel`, {})).status).toBe(200);
    const cancellation = invite(await mail(homeowner.email, /^Your roof inspection on \w+day, \w+ \d+ is cancelled$/));
    expect(cancellation).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: sent.uid, sequence: 3 });
    await mail(OWNER, `Inspection cancelled: Maria Gonzalez, ${later.when}, Tampa`);
  });

  it.each(["e-mail address", "phone number", "connection"])(
    "refuses a second live booking for the same %s, in words that say what to do; the first stands",
    async (what) => {
      const [sameEmail, samePhone, sameConnection] = ["e-mail address", "phone number", "connection"].map(
        (kind) => kind === what,
      );
      // The second day's times, which the other tests leave alone: one each, and a fourth kept free.
      const times = (await days())[1]!.slots;
      const first = await quote();
      const which = ["e-mail address", "phone number", "connection"].indexOf(what);
      expect((await book(first.token, times[which]!.start)).status).toBe(201);
      const second = await quote({
        ...(sameEmail ? { email: first.email } : {}),
        ...(samePhone ? { phone: first.phone } : {}),
      });
      const slot = times[3]!;
      const refused = await postJson(
        server.url,
        "/api/inspections",
        { token: second.token, start: slot.start },
        fromVisitor(sameConnection ? first.token : second.token),
      );
      expect(refused.status).toBe(409);
      expect(refused.json.error).toBe(
        "An inspection is already booked for this e-mail address, phone number or connection. To change it, use the link in its confirmation e-mail, or call us at (813) 555-0142.",
      );
      expect(await offered(slot.start)).toBe(true);
    },
  );

  it("lets the owner cancel any booking from the command line; the homeowner is told, and the time is free", async () => {
    const slot = (await days())[0]!.slots.at(-1)!;
    const homeowner = await quote();
    const booked = await book(homeowner.token, slot.start);
    const [row] = await server.services.db
      .select()
      .from(inspections)
      .where(eq(inspections.accessToken, String(booked.json.manage).split("/").pop()!));
    const cancel = (id: string) =>
      runInbox(server.services.db, { command: "cancel-inspection", id }, { plan: deliveryPlan(server.services.env) });
    expect(await cancel(row!.id)).toEqual({ command: "cancel-inspection", outcome: "cancelled" });
    expect(await cancel(row!.id)).toEqual({ command: "cancel-inspection", outcome: "already-cancelled" });
    expect(await cancel("00000000-0000-4000-8000-000000000000")).toMatchObject({ outcome: "not-found" });
    server.services.wakeOutbox();
    const told = await mail(homeowner.email, /^We had to cancel your roof inspection on \w+day, \w+ \d+$/);
    expect(told.mail.text).toContain("We're sorry: we had to cancel the inspection");
    await mail(OWNER, `Inspection cancelled by you: Maria Gonzalez, ${slot.when}, Tampa`);
    expect(await offered(slot.start)).toBe(true);
  });

  it("around the November clock change: Friday and Monday at 8:00 am, and with weekend hours the Sunday itself", async () => {
    const now = new Date("2026-10-28T15:00:00Z");
    const open = await openSlots(server.services, { now });
    if (!open.ok) throw new Error(open.error);
    const first = (date: string) => open.slots.find((s) => s.date === date)?.start.toISOString();
    expect(first("2026-10-30")).toBe("2026-10-30T12:00:00.000Z");
    expect(first("2026-11-02")).toBe("2026-11-02T13:00:00.000Z");
    expect(first("2026-11-01")).toBeUndefined();

    const weekend = { opens: "07:00", closes: "13:00" };
    const base = (await import("~/content/inspections")).inspectionCalendar;
    const schedule: InspectionCalendar = { ...base, hours: { ...base.hours, Saturday: weekend, Sunday: weekend } };
    const homeowner = await quote();
    const sunday = await bookInspection(
      server.services,
      { token: homeowner.token, start: "2026-11-01T12:00:00.000Z", proof: await proofFor(server.url) },
      { now, schedule },
    );
    if (!sunday.ok) throw new Error(sunday.error);
    const [row] = await server.services.db.select().from(inspections).where(eq(inspections.id, sunday.inspection.id));
    expect(row!.startsAt.toISOString()).toBe("2026-11-01T12:00:00.000Z");
    const sent = invite(await mail(homeowner.email, "Your free roof inspection: Sunday, November 1 at 7:00 am"));
    expect(sent).toMatchObject({ zone: "America/New_York", wallClock: "07:00" });
    expect(sent.start.toISOString()).toBe("2026-11-01T12:00:00.000Z");
    expect(sent.end.toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("answers what it cannot book in the visitor's words; the contact form's pass books for its lead only", async () => {
    const slot = (await days())[5]!.slots[3]!;
    const made = await book("A".repeat(32), slot.start);
    expect(made.status).toBe(404);
    expect(made.json.error).toBe("This booking link has expired. Please call us at (813) 555-0142 to set a time.");
    const { token, leadId } = await quote();
    expect((await book(token, "next tuesday")).json.error).toBe("Please choose one of the times shown.");
    expect(await bookedFor(leadId)).toEqual([]);

    const sent = await postJson(server.url, "/api/leads", headerLead());
    const pass = sent.json.booking as string;
    expect(pass.split(".")).toHaveLength(3);
    const [lead, expires, signature] = pass.split(".");
    expect((await book(`${lead}.${expires}.${signature!.slice(1)}x`, slot.start)).status).toBe(404);
    expect((await book(pass, slot.start)).status).toBe(201);
  });

  it("a time the picker never offered is not said to be taken: the visitor is asked to choose one of the times shown", async () => {
    const open = await days();
    const monday = open.find((d) => d.label.startsWith("Monday"))!;
    const first = monday.slots[0]!;
    const at = (slot: SlotView, hours: number) => new Date(Date.parse(slot.start) + hours * 3_600_000).toISOString();
    const { token, leadId } = await quote();
    const never = {
      // Two weeks before: a week before is tomorrow on a Sunday, a time inside the notice (inspections-notice.test.ts).
      "in the past": at(first, -14 * 24),
      "an hour from now": new Date(Date.now() + 3_600_000).toISOString(),
      "on a Saturday": at(first, -2 * 24),
      "on a Sunday": at(first, -24),
      "at night": at(first, 14),
      "after hours (4:00 pm, ending past closing)": at(first, 8),
      "between two slots": at(first, 0.5),
      "after the two weeks": at(first, 15 * 24),
    };
    for (const [when, start] of Object.entries(never)) {
      // Each from a connection of its own: the hourly limit of booking attempts is not what this is about.
      const refused = await postJson(server.url, "/api/inspections", { token, start }, fromVisitor(`${token} ${when}`));
      expect({ when, status: refused.status, error: refused.json.error }).toEqual({
        when,
        status: 400,
        error: "Please choose one of the times shown.",
      });
      // The open times nearest to it come along, so the picker shows the times anew.
      const nearby = (refused.json.alternatives as SlotView[]).map((a) => a.start);
      expect(nearby.length).toBeGreaterThan(0);
      const openNow = (await days()).flatMap((d) => d.slots.map((s) => s.start));
      expect(nearby.filter((a) => !openNow.includes(a))).toEqual([]);
    }
    expect(await bookedFor(leadId)).toEqual([]);
    // An offered time still books.
    expect((await book(token, open[6]!.slots[2]!.start)).status).toBe(201);
  });

  it("a cancellation's e-mail tells the cancelled booking, with its CANCEL file, even once a new one is made", async () => {
    const open = await days();
    const [first, second] = [open.at(-1)!.slots[0]!, open.at(-1)!.slots[1]!];
    const homeowner = await quote();
    const booked = await book(homeowner.token, first.start);
    const sent = invite(await mail(homeowner.email, `Your free roof inspection: ${first.when}`));
    const token = (booked.json.manage as string).split("/").pop()!;
    // Mail is down while the homeowner cancels and books again: the cancellation goes out after.
    await smtp.stop();
    try {
      expect((await postJson(server.url, `/api/inspections/${token}/cancel`, {})).status).toBe(200);
      expect((await book(token, second.start)).status).toBe(201);
    } finally {
      await smtp.start();
    }
    const cancelled = await mail(homeowner.email, /^Your roof inspection on \w+day, \w+ \d+ is cancelled$/);
    expect(invite(cancelled)).toMatchObject({ method: "CANCEL", uid: sent.uid, start: new Date(first.start) });
    const rebooked = invite(await mail(homeowner.email, `Your free roof inspection: ${second.when}`));
    expect(rebooked).toMatchObject({ method: "PUBLISH", start: new Date(second.start) });
    expect(rebooked.uid).not.toBe(sent.uid);
  });

  it("moves a booking five times at most online; after that, the homeowner is asked to call", async () => {
    const slots = (await days()).slice(-3, -1).flatMap((d) => d.slots);
    const homeowner = await quote();
    expect((await book(homeowner.token, slots[0]!.start)).status).toBe(201);
    for (const slot of slots.slice(1, 6)) expect((await book(homeowner.token, slot.start)).status).toBe(201);
    const refused = await book(homeowner.token, slots[6]!.start);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(TOO_MANY_CHANGES);
    expect(TOO_MANY_CHANGES).toContain("Please call us at (813) 555-0142 to change it again.");
  });

  it("counts only the homeowner's own changes: the owner's moves and cancellations leave the homeowner's limit alone", async () => {
    // Two times of a day the other tests leave alone, taken in turns.
    const [a, b] = (await days())[3]!.slots.slice(2);
    const homeowner = await quote();
    const owner = { email: OWNER, clientIpHash: null };
    const live = async () => (await bookedFor(homeowner.leadId))[0]!;
    expect((await book(homeowner.token, a!.start)).status).toBe(201);
    // The owner moves it twice from the office, then cancels it there.
    for (const slot of [b!, a!])
      expect(
        await moveInspectionAsOwner(server.services, owner, homeowner.leadId, (await live()).id, slot.start),
      ).toMatchObject({ ok: true });
    expect(await cancelInspectionAsOwner(server.services, owner, homeowner.leadId, (await live()).id)).toBe(
      "cancelled",
    );
    // Booked again, and cancelled by the owner from the command line.
    expect((await book(homeowner.token, b!.start)).status).toBe(201);
    const cancelled = await runInbox(
      server.services.db,
      { command: "cancel-inspection", id: (await live()).id },
      { plan: deliveryPlan(server.services.env) },
    );
    expect(cancelled).toEqual({ command: "cancel-inspection", outcome: "cancelled" });
    // The homeowner's third booking, and three moves: six changes of their own, the last allowed.
    for (const slot of [a!, b!, a!, b!]) expect((await book(homeowner.token, slot.start)).status).toBe(201);
    const refused = await book(homeowner.token, a!.start);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(TOO_MANY_CHANGES);
  });

  it("once its time has passed, a booking is not changed online: its page and the quote page say so, and a cancel or a move is refused", async () => {
    const slot = (await days())[3]!.slots[1]!;
    const homeowner = await quote();
    const booked = await book(homeowner.token, slot.start);
    expect(booked.status).toBe(201);
    const manage = booked.json.manage as string;
    const token = manage.split("/").pop()!;
    // Time passes: its two hours ended an hour ago, and its link works for a day more.
    const ended = new Date(Date.now() - 3_600_000);
    await server.services.db
      .update(inspections)
      .set({
        startsAt: new Date(ended.getTime() - 2 * 3_600_000),
        endsAt: ended,
        accessExpiresAt: new Date(ended.getTime() + 86_400_000),
      })
      .where(eq(inspections.accessToken, token));

    const args = (path: string, params: object, init?: RequestInit) =>
      routeArgs(new Request(`${SITE}${path}`, init), { params, services: server.services });
    const page = (await loader(args(manage, { token }))) as { booking: { past: boolean; status: string } };
    expect(page.booking).toMatchObject({ status: "booked", past: true });
    const quotePage = (await quoteLoader(args(`/quote/${homeowner.token}`, { token: homeowner.token }))) as {
      quote: { inspection: { past: boolean } };
    };
    expect(quotePage.quote.inspection).toMatchObject({ past: true });

    const past =
      "Your inspection's time has passed, so it can't be changed online. For anything else, please call us at (813) 555-0142.";
    const cancelled = await postJson(server.url, `/api/inspections/${token}/cancel`, {});
    expect({ status: cancelled.status, error: cancelled.json.error }).toEqual({ status: 409, error: past });
    const spanish = await postJson(server.url, `/api/inspections/${token}/cancel?language=es`, {});
    expect(spanish.json.error).toBe(
      "La hora de su inspección ya pasó, así que no se puede cambiar en línea. Para cualquier otra cosa, llámenos al (813) 555-0142.",
    );
    const posted = await action(
      args(
        manage,
        { token },
        {
          method: "POST",
          body: "intent=cancel",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
      ),
    );
    expect(posted).toMatchObject({ data: { error: past }, init: { status: 409 } });
    // Booking again, from the quote or from the booking's page, would move it: refused too.
    for (const from of [homeowner.token, token]) {
      const moved = await book(from, (await days())[3]!.slots[1]!.start);
      expect({ status: moved.status, error: moved.json.error }).toEqual({ status: 409, error: past });
    }
    const [row] = await server.services.db.select().from(inspections).where(eq(inspections.accessToken, token));
    expect(row).toMatchObject({ status: "booked", endsAt: ended, revision: 1 });
  });

  it("the booking's page checks its link before reading a post, reads a few bytes at most, and redirects after cancelling", async () => {
    const post = (token: string, body: BodyInit, headers: Record<string, string> = {}) =>
      action(
        routeArgs(
          new Request(`${SITE}/inspection/${token}`, {
            method: "POST",
            body,
            headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
            duplex: "half",
          } as RequestInit),
          { params: { token }, services: server.services },
        ),
      );
    const status = (answer: unknown) =>
      answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;
    /** A body that never ends: reading it would wait forever. */
    const endless = () => new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const within = <T>(answer: Promise<T>) =>
      Promise.race([
        answer,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("still reading")), 2_000)),
      ]);

    expect(status(await within(post("B".repeat(32), endless())))).toBe(404);
    const slot = (await days()).at(-1)!.slots[3]!;
    const booked = await book((await quote()).token, slot.start);
    const token = (booked.json.manage as string).split("/").pop()!;
    const big = new TextEncoder().encode(`intent=cancel&${"x".repeat(4_000)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    expect(status(await post(token, stream))).toBe(413);
    expect(status(await post(token, "intent=cancel", { "Content-Length": "100000" }))).toBe(413);
    const [row] = await server.services.db.select().from(inspections).where(eq(inspections.accessToken, token));
    expect(row!.status).toBe("booked");

    const done = await post(token, "intent=cancel");
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(303);
    expect((done as Response).headers.get("location")).toBe(`/inspection/${token}`);
  });
});
