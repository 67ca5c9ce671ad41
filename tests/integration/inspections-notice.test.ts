import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingErrorIn } from "~/content/inspection-words/page.server";
import { openSlots } from "~/lib/inspections/availability.server";
import { bookInspection } from "~/lib/inspections/booking.server";
import { PICK_A_TIME } from "~/lib/inspections/messages";
import { postJson } from "../support/payloads";
import { proofFor } from "../support/proof";
import { quoteRequest } from "../support/quote-payloads";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * A time the picker showed, chosen a few minutes later when it has come inside the notice
 * (INSPECTION_MIN_NOTICE_HOURS): the visitor did choose one of the times shown, and is told that
 * this one is now too soon, with the open times nearest to it.
 */

const HOUR_MS = 3_600_000;

describe("a time shown, chosen once it is inside the notice", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is not answered 'Please choose one of the times shown': it says the time is now too soon, in either language", async () => {
    const shown = await openSlots(server.services);
    if (!shown.ok) throw new Error(shown.error);
    const first = shown.slots[0]!;
    const res = await postJson(server.url, "/api/quotes", quoteRequest());
    expect(res.status).toBe(201);
    // A minute after the earliest time shown came inside the 24 hours' notice.
    const now = new Date(first.start.getTime() - 24 * HOUR_MS + 60_000);
    const refused = await bookInspection(
      server.services,
      { token: res.json.token, start: first.start.toISOString(), proof: await proofFor(server.url) },
      { now },
    );
    if (refused.ok) throw new Error("booked inside the notice");
    expect(refused.error).not.toBe(PICK_A_TIME);
    expect(refused.error).toBe("That time is now too soon to book online. Please choose one of the times still open.");
    expect(bookingErrorIn("es", refused)).toBe(
      "Esa hora ya está demasiado cerca para reservarla en línea. Elija una de las horas que siguen libres, por favor.",
    );
    expect(refused.alternatives?.length).toBeGreaterThan(0);
    expect(refused.alternatives!.every((slot) => slot.start.getTime() >= now.getTime() + 24 * HOUR_MS)).toBe(true);

    // A time the schedule never offers is still asked to be one of the times shown.
    const between = await bookInspection(
      server.services,
      {
        token: res.json.token,
        start: new Date(first.start.getTime() + 30 * 60_000).toISOString(),
        proof: await proofFor(server.url),
      },
      { now },
    );
    expect(between).toMatchObject({ ok: false, status: 400, error: PICK_A_TIME });
  });
});
