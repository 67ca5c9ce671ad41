import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Channel, deliveries } from "~/lib/db/schema";
import type { SlotsAnswer } from "~/lib/inspections/api-types";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { headerLead, postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * The log, read as someone who should not see homeowners' details would read it: at debug level,
 * with requests failing and providers refusing, no private link's token, booking pass or visitor's
 * detail appears; the owner still learns what failed and why (a status, a code, a fixed reason).
 */

const OWNER = "owner@suncoast.example";

describe.each(DB_KINDS)("what the log says about homeowners, on %s", (db) => {
  let crm: FakeCrm;
  let smtp: FakeSmtp;
  let server: TestServer;

  beforeAll(async () => {
    [crm, smtp] = await Promise.all([startFakeCrm(), startFakeSmtp()]);
    server = await startTestServer({
      db,
      env: {
        ...goHighLevelEnv(crm.url),
        SMTP_URL: smtp.url,
        LEAD_ALERT_EMAIL: OWNER,
        LEAD_RATE_LIMIT: "1000",
        LOG_LEVEL: "debug",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([crm?.close(), smtp?.close()]);
  });

  const logText = () => server.logs.join("\n");
  const deliveryOf = async (leadId: string, channel: Channel) =>
    (
      await server.services.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.leadId, leadId), eq(deliveries.channel, channel)))
    )[0];

  it("names a booking's page without its token, at debug level and when the database fails mid-request", async () => {
    const { days } = (await (await fetch(`${server.url}/api/inspections/slots`)).json()) as SlotsAnswer;
    const slot = days[2]!.slots[0]!;
    const quote = await postJson(server.url, "/api/quotes", quoteRequest());
    const booked = await postJson(server.url, "/api/inspections", { token: quote.json.token, start: slot.start });
    expect(booked.status).toBe(201);
    const link = (booked.json.manage as string).split("/").pop()!;
    const pass = (await postJson(server.url, "/api/leads", headerLead())).json.booking as string;
    expect(pass).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);

    expect((await postJson(server.url, `/api/inspections/${link}/cancel`, {})).status).toBe(200);
    await eventually(() =>
      server.logEntries().find((e) => e.path === "/api/inspections/[token]/cancel" && e.status === 200),
    );

    // The query that looks the link up fails: its error quotes the token among its parameters.
    await server.services.db.execute(sql`alter table inspections rename to inspections_away`);
    try {
      expect((await postJson(server.url, `/api/inspections/${link}/cancel`, {})).status).toBe(503);
      expect((await postJson(server.url, "/api/inspections", { token: pass, start: slot.start })).status).toBe(503);
    } finally {
      await server.services.db.execute(sql`alter table inspections_away rename to inspections`);
    }
    const failed = await eventually(() => {
      const entries = server.logEntries().filter((e) => String(e.msg).endsWith("the visitor was asked to try again"));
      return entries.length === 2 ? entries : undefined;
    });
    expect(failed.map((e) => e.path)).toEqual(["/api/inspections/[token]/cancel", "/api/inspections"]);
    for (const entry of failed) {
      expect(entry.err).toMatchObject({ type: "DrizzleQueryError", code: "42P01" });
      expect((entry.err as { message: string }).message).toMatch(/^database query failed: 42P01 relation/);
    }
    await eventually(() => server.logEntries().filter((e) => e.path === "/api/inspections" && e.status === 503)[0]);
    for (const secret of [quote.json.token as string, link, pass]) expect(logText()).not.toContain(secret);
  });

  it("keeps a refusal that echoes the visitor's details as its status and a fixed reason, in the inbox and the log", async () => {
    const lead = headerLead({ lastName: "Quintanilla-Ortega" });
    const { email, phone, lastName } = lead.formData;
    // The CRM's next answer is this lead's: the earlier leads' contacts are in.
    await eventually(async () => {
      const pending = await server.services.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.channel, "crm"), eq(deliveries.status, "pending")));
      return pending.length === 0;
    });
    crm.failNext(1, {
      status: 422,
      path: "/contacts/upsert",
      body: JSON.stringify({ statusCode: 422, message: [`phone ${phone} of ${lastName} <${email}> is invalid`] }),
    });
    smtp.refuse(email);
    const res = await postJson(server.url, "/api/leads", lead);
    const leadId = res.json.id as string;

    const toCrm = await eventually(async () => {
      const row = await deliveryOf(leadId, "crm");
      return row?.status === "failed" ? row : undefined;
    });
    expect(toCrm.lastError).toBe("HTTP 422 Unprocessable Entity");
    const toHomeowner = await eventually(async () => {
      const row = await deliveryOf(leadId, "homeowner-email");
      return row?.status === "failed" ? row : undefined;
    });
    expect(toHomeowner.lastError).toBe("EENVELOPE 550 at RCPT TO: the mail server refused the message");

    const refusals = await eventually(() => {
      const entries = server.logEntries().filter((e) => e.leadId === leadId && e.level === 50);
      return entries.length === 2 ? entries : undefined;
    });
    expect(refusals.map((e) => [e.channel, e.status, e.error]).sort()).toEqual([
      ["crm", 422, "HTTP 422 Unprocessable Entity"],
      ["homeowner-email", 550, "EENVELOPE 550 at RCPT TO: the mail server refused the message"],
    ]);
    for (const personal of [email, phone, lastName]) expect(logText()).not.toContain(personal);
  });
});
