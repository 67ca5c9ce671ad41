import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GHL_BUDGET, leadConnectorBudget } from "~/lib/crm/gohighlevel.server";
import { deliveries, inspections } from "~/lib/db/schema";
import type { SlotsAnswer } from "~/lib/inspections/api-types";
import { FAKE_CALENDAR, FAKE_LOCATION, type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer, toCrm } from "../support/test-server";

/**
 * A booking at the contractor's busiest: a burst of leads has used the outbox's share of
 * LeadConnector's budget, so the new lead's contact waits its turn in the outbox. The visitor who
 * books right after the quote still sees a confirmed time: the booking makes the contact itself,
 * ahead of the outbox's line and inside the same budget, and the queued delivery later updates that
 * same contact.
 */

const DAY_MS = 86_400_000;

describe.each(DB_KINDS)("a booking while the outbox waits on LeadConnector's budget, %s", (db) => {
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    crm = await startFakeCrm();
    const first = Math.ceil((Date.now() + 2 * DAY_MS) / DAY_MS) * DAY_MS;
    crm.setSlots([14, 16].map((h) => new Date(first + h * 3_600_000).toISOString()));
    server = await startTestServer({
      db,
      env: {
        ...goHighLevelEnv(crm.url),
        GHL_CALENDAR_ID: FAKE_CALENDAR,
        LEAD_RATE_LIMIT: "1000",
        CRM_TIMEOUT_MS: "3000",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await crm?.close();
  });

  it(
    "is confirmed at once with one contact upsert; the queued delivery then updates the same contact",
    {
      timeout: 45_000,
    },
    async () => {
      // The outbox's share of this window is used up, as by a burst of leads (every server's, on PostgreSQL).
      const budget = leadConnectorBudget(crm.url, FAKE_LOCATION, db === "postgres" ? server.services.db : undefined);
      for (let i = 0; i < GHL_BUDGET.limit - GHL_BUDGET.reserve; i++) await budget.take();

      const open = (await (await fetch(`${server.url}/api/inspections/slots`)).json()) as SlotsAnswer;
      const slot = open.days[0]!.slots[0]!;
      const request = quoteRequest();
      const quote = await postJson(server.url, "/api/quotes", request);
      expect(quote.status).toBe(201);
      const leadId = quote.json.leadId as string;

      const booked = await postJson(server.url, "/api/inspections", { token: quote.json.token, start: slot.start });
      expect(booked.status).toBe(201);
      expect(booked.json.status).toBe("booked");
      const contacts = () => [...crm.contacts.values()].filter((c) => c.email === request.email);
      const [contact] = contacts();
      expect(crm.upserts().filter((c) => (c.body as { email?: string }).email === request.email)).toHaveLength(1);
      expect([...crm.appointments.values()].filter((a) => a.contactId === contact!.id)).toHaveLength(1);
      const [row] = await server.services.db.select().from(inspections).where(eq(inspections.leadId, leadId));
      expect(row).toMatchObject({ status: "booked", appointmentId: expect.any(String) });
      // The lead's own delivery is still waiting its turn.
      const [delivery] = await server.services.db
        .select()
        .from(deliveries)
        .where(and(toCrm(leadId), eq(deliveries.kind, "contact")));
      expect(delivery!.status).toBe("pending");

      // Its turn comes with the next window: it finds the contact the booking made, and updates it.
      const sent = await eventually(
        async () => {
          const [d] = await server.services.db.select().from(deliveries).where(toCrm(leadId));
          return d?.status === "sent" ? d : undefined;
        },
        { timeoutMs: 25_000, message: "the lead's contact delivery" },
      );
      expect(sent.remoteId).toBe(contact!.id);
      expect(contacts()).toHaveLength(1);
      expect(contacts()[0]!.tags).toEqual(["Instant Quote Request", "Website Lead"]);
      expect(crm.notes).toEqual([]);
    },
  );
});
