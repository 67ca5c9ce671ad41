import { randomBytes } from "node:crypto";
import { and, gt, lt, ne } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspections } from "~/lib/db/schema";
import type { DayView, SlotsAnswer, SlotView } from "~/lib/inspections/api-types";
import { runInbox } from "~/lib/leads/inbox.server";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { PROOF_FIELD } from "~/lib/spam";
import { fromVisitor, postJson } from "../support/payloads";
import { proofFor } from "../support/proof";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * The owner shortens the inspections (INSPECTION_SLOT_MINUTES from 120 to 90, two inspectors): the
 * bookings made for two-hour slots (8:00 to 10:00 am) keep their length, and hold the inspector in
 * every new slot they overlap (8:00 and 9:30 am), in the open times and when booking, even with two
 * servers racing for the last place of a slot that such a booking half-holds.
 */

const HOUR_MS = 3_600_000;
const TAKEN = /^Sorry, \w+day, \w+ \d+ at 9:30 am was just taken\. These times nearby are still open:$/;

describe.each(DB_KINDS)("inspections after the slot length changed, %s", (db) => {
  let server: TestServer;
  /** A second server on the same PostgreSQL database; PGlite allows one. */
  let other: TestServer | undefined;

  beforeAll(async () => {
    const env = {
      LEAD_RATE_LIMIT: "1000",
      INSPECTIONS_PER_SLOT: "2",
      INSPECTION_SLOT_MINUTES: "90",
      TRUST_PROXY: "1",
    };
    server = await startTestServer({ db, env });
    if (db === "postgres") other = await startTestServer({ db, env, databaseUrl: server.databaseUrl });
  });
  afterAll(async () => {
    await other?.stop();
    await server?.stop();
  });

  const days = async (): Promise<DayView[]> => {
    const res = await fetch(`${server.url}/api/inspections/slots`);
    expect(res.status).toBe(200);
    return ((await res.json()) as SlotsAnswer).days;
  };
  /** The labels of the day's open times. */
  const openOn = async (date: string) => (await days()).find((d) => d.date === date)?.slots.map((s) => s.label) ?? [];
  const quote = async () => {
    const res = await postJson(server.url, "/api/quotes", quoteRequest());
    expect(res.status).toBe(201);
    return { token: res.json.token as string, leadId: res.json.leadId as string };
  };
  /** A booking from the visitor's page, with the proof of work it has ready, if it has. */
  const book = (token: string, start: string, on: TestServer = server, proof?: string) =>
    postJson(
      on.url,
      "/api/inspections",
      { token, start, ...(proof ? { [PROOF_FIELD]: proof } : {}) },
      fromVisitor(token),
    );
  /** A booking made while the slots were two hours long: 8:00 to 10:00 am. */
  const twoHourBooking = async (eight: SlotView, place: number) => {
    const { leadId } = await quote();
    const startsAt = new Date(eight.start);
    const [row] = await server.services.db
      .insert(inspections)
      .values({
        leadId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
        place,
        status: "booked",
        source: "own",
        accessToken: randomBytes(24).toString("base64url"),
        accessExpiresAt: new Date(startsAt.getTime() + 2 * 86_400_000),
      })
      .returning();
    return row!;
  };
  /** The bookings, not cancelled, that hold the inspectors at some moment of `slot`. */
  const holding = (slot: SlotView) =>
    server.services.db
      .select()
      .from(inspections)
      .where(
        and(
          ne(inspections.status, "cancelled"),
          lt(inspections.startsAt, new Date(Date.parse(slot.start) + 90 * 60_000)),
          gt(inspections.endsAt, new Date(slot.start)),
        ),
      );

  it("a two-hour booking holds the inspector in both 90-minute slots it overlaps: none is offered or booked twice", async () => {
    const day = (await days())[2]!;
    const [eight, nineThirty] = day.slots as [SlotView, SlotView];
    expect(day.slots.map((s) => s.label)).toEqual(["8:00 am", "9:30 am", "11:00 am", "12:30 pm", "2:00 pm", "3:30 pm"]);
    // Both inspectors from 8:00 to 10:00 am.
    const first = await twoHourBooking(eight, 1);
    await twoHourBooking(eight, 2);
    expect(await openOn(day.date)).toEqual(["11:00 am", "12:30 pm", "2:00 pm", "3:30 pm"]);

    // A page loaded before, still showing 9:30 am: that time is taken, and said so.
    const homeowner = await quote();
    const refused = await book(homeowner.token, nineThirty.start);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(TAKEN);
    expect((refused.json.alternatives as SlotView[]).map((a) => a.start)).not.toContain(nineThirty.start);
    expect(await holding(nineThirty)).toHaveLength(2);

    // The owner cancels one: 8:00 and 9:30 am are open again, and 9:30 am books once more only.
    const cancelled = await runInbox(
      server.services.db,
      { command: "cancel-inspection", id: first.id },
      { plan: deliveryPlan(server.services.env) },
    );
    expect(cancelled).toMatchObject({ outcome: "cancelled" });
    expect(await openOn(day.date)).toEqual(["8:00 am", "9:30 am", "11:00 am", "12:30 pm", "2:00 pm", "3:30 pm"]);
    expect((await book(homeowner.token, nineThirty.start)).status).toBe(201);
    expect(await openOn(day.date)).toEqual(["8:00 am", "11:00 am", "12:30 pm", "2:00 pm", "3:30 pm"]);
    expect(await holding(nineThirty)).toHaveLength(2);
  });

  it("two bookings racing for the last place of a slot a two-hour booking half-holds: one has it, the other is told so", async () => {
    const day = (await days())[3]!;
    const [eight, nineThirty] = day.slots as [SlotView, SlotView];
    await twoHourBooking(eight, 1);
    // One place of 9:30 am is free: both visitors see it.
    expect(await openOn(day.date)).toContain("9:30 am");
    const [second, third] = [await quote(), await quote()];
    // Each with its proof of work solved beforehand, as a page has it ready.
    const [on2, on3] = [server, other ?? server];
    const proofs = [
      await proofFor(on2.url, fromVisitor(second.token)),
      await proofFor(on3.url, fromVisitor(third.token)),
    ];

    // On PostgreSQL, two servers, and both bookings let through the open times before either is
    // stored: the inspections are held from writing until both wait on a lock.
    const holder = db === "postgres" ? new pg.Client({ connectionString: server.databaseUrl }) : undefined;
    if (holder) {
      await holder.connect();
      await holder.query("begin");
      await holder.query("lock table inspections in share mode");
    }
    try {
      const race = Promise.all([
        book(second.token, nineThirty.start, on2, proofs[0]),
        book(third.token, nineThirty.start, on3, proofs[1]),
      ]);
      if (holder) {
        await eventually(
          async () => {
            // Inside a transaction PostgreSQL shows the sessions as they were at its first look:
            // a connection a server opened since would never be counted.
            await holder.query("select pg_stat_clear_snapshot()");
            const { rows } = await holder.query<{ waiting: number }>(
              "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            return rows[0]!.waiting >= 2;
          },
          { timeoutMs: 30_000, message: "both bookings to wait on a lock" },
        );
        await holder.query("commit");
      }
      const answers = await race;
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.json.error).toMatch(TAKEN);
    } finally {
      await holder?.end();
    }
    expect(await holding(nineThirty)).toHaveLength(2);
    expect(await openOn(day.date)).not.toContain("9:30 am");
  });
});
