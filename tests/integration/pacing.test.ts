import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries } from "~/lib/db/schema";
import { HOMEOWNER_EMAILS_PER_DAY, OWNER_TEXT_INTERVAL_MS } from "~/lib/outbox/pacing.server";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { type FakeTwilio, startFakeTwilio, TWILIO_FROM, TWILIO_SID, TWILIO_TOKEN } from "../support/fake-twilio";
import { headerLead, postJson } from "../support/payloads";
import { DB_KINDS, eventually, quietPhone, startTestServer, type TestServer, timePasses } from "../support/test-server";

/**
 * Nobody can use the site to flood an inbox or the owner's phone (outbox/pacing.server.ts): five
 * e-mails a day to one homeowner's address, one text a minute to the owner, a burst of leads told
 * in one text. What is over the limit waits; nothing is dropped. "A day later" and "a minute
 * later" are made by moving the recorded sends back, as the clock would.
 */

const OWNER_PHONE = "+18135550199";

describe.each(DB_KINDS)("pacing on %s", (db) => {
  let smtp: FakeSmtp;
  let twilio: FakeTwilio;
  let server: TestServer;

  beforeAll(async () => {
    [smtp, twilio] = await Promise.all([startFakeSmtp(), startFakeTwilio()]);
    server = await startTestServer({
      db,
      env: {
        SMTP_URL: smtp.url,
        LEAD_ALERT_EMAIL: "owner@suncoast.example",
        TWILIO_API_BASE: twilio.url,
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
        TWILIO_FROM,
        LEAD_ALERT_SMS: OWNER_PHONE,
        LEAD_RATE_LIMIT: "1000",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([smtp?.close(), twilio?.close()]);
  });

  const rows = (leadIds: readonly unknown[], channel: "homeowner-email" | "owner-sms") =>
    server.services.db
      .select()
      .from(deliveries)
      .where(and(inArray(deliveries.leadId, leadIds.map(String)), eq(deliveries.channel, channel)));
  /** Once every text waiting is waiting out its minute (none being sent), the minute passes. */
  async function minutePasses() {
    await eventually(async () => {
      const waiting = await server.services.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.channel, "owner-sms"), eq(deliveries.status, "pending")));
      return waiting.every((d) => d.attempts === 0 && d.nextAttemptAt.getTime() > Date.now() + 30_000);
    });
    await timePasses(server, OWNER_TEXT_INTERVAL_MS, "owner-sms");
  }

  it("e-mails one homeowner at most five times a day; the sixth waits a day, and then goes", async () => {
    const { email } = headerLead().formData;
    const ids: unknown[] = [];
    for (let i = 0; i <= HOMEOWNER_EMAILS_PER_DAY; i++) {
      ids.push((await postJson(server.url, "/api/leads", headerLead({ email }))).json.id);
    }
    const waiting = await eventually(async () => {
      const all = await rows(ids, "homeowner-email");
      const sent = all.filter((d) => d.status === "sent");
      const held = all.filter((d) => d.status === "pending" && d.nextAttemptAt.getTime() > Date.now() + 23 * 3_600_000);
      return sent.length === HOMEOWNER_EMAILS_PER_DAY && held.length === 1 ? held[0] : undefined;
    });
    // Waiting is not failing: no attempt counted, the day of retries not started.
    expect(waiting).toMatchObject({ attempts: 0, firstAttemptAt: null });
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(HOMEOWNER_EMAILS_PER_DAY);

    await timePasses(server, 24 * 3_600_000, "homeowner-email");
    await eventually(() => smtp.received.filter((m) => m.envelopeTo.includes(email)).length === 6);
  });

  it("texts the owner once a minute: the first lead at once, the next nine together a minute later", async () => {
    // The leads above were texted too: their minute ends, and the phone starts quiet.
    await quietPhone(server);
    twilio.messages.length = 0;
    const first = await postJson(server.url, "/api/leads", headerLead({ firstName: "Alma" }));
    await eventually(() => twilio.messages.some((m) => m.body.includes("Alma")));
    const burst: unknown[] = [];
    for (const name of ["Bea", "Cleo", "Dina", "Edna", "Flor", "Gina", "Hana", "Iris", "Juno"]) {
      burst.push((await postJson(server.url, "/api/leads", headerLead({ firstName: name }))).json.id);
    }
    // All nine wait for the minute to end, as one line: not failed, not counted as attempts.
    await eventually(async () => {
      const held = await rows(burst, "owner-sms");
      const later = (d: (typeof held)[number]) => d.nextAttemptAt.getTime() > Date.now() + OWNER_TEXT_INTERVAL_MS / 2;
      return held.length === 9 && held.every((d) => d.status === "pending" && d.attempts === 0 && later(d));
    });
    expect(twilio.messages).toHaveLength(1);
    expect((await rows([first.json.id], "owner-sms"))[0]?.status).toBe("sent");

    await minutePasses();
    const second = await eventually(() => twilio.messages[1]);
    expect(second.body).toMatch(/^9 new leads, first: New Header Contact Form, Bea Gonzalez, Tampa/);
    const told = await eventually(async () => {
      const settled = await rows(burst, "owner-sms");
      return settled.every((d) => d.status !== "pending") ? settled : undefined;
    });
    expect(told.map((d) => d.status).sort()).toEqual([...Array<string>(8).fill("folded"), "sent"]);
    expect(new Set(told.map((d) => d.remoteId))).toEqual(new Set([second.sid]));
    expect(twilio.messages).toHaveLength(2);
  });
});
