import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, leads } from "~/lib/db/schema";
import { runInbox } from "~/lib/leads/inbox.server";
import { callBackWhen } from "~/lib/mail/call-back";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { newChallenge } from "~/lib/proof-of-work.server";
import { HONEYPOT_FIELD, PROOF_FIELD } from "~/lib/spam";
import { adPlatformsEnv, type FakeAdPlatforms, startFakeAdPlatforms } from "../support/fake-ad-platforms";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { headerLead, postJson } from "../support/payloads";
import { proofFor, withoutProof } from "../support/proof";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * Only people set things off (lib/spam.ts): a submission without the page's proof of work is
 * stored and reaches the CRM and the owner, marked Possible Spam, and nothing else: no e-mail to
 * the address it names, no booking, no conversion for the ad platforms.
 */

const OWNER = "owner@suncoast.example";

describe.each(DB_KINDS)("the proof of work on %s", (db) => {
  let crm: FakeCrm;
  let smtp: FakeSmtp;
  let ads: FakeAdPlatforms;
  let server: TestServer;

  beforeAll(async () => {
    [crm, smtp, ads] = await Promise.all([startFakeCrm(), startFakeSmtp(), startFakeAdPlatforms()]);
    server = await startTestServer({
      db,
      env: {
        ...goHighLevelEnv(crm.url),
        ...adPlatformsEnv(ads),
        SMTP_URL: smtp.url,
        LEAD_ALERT_EMAIL: OWNER,
        LEAD_RATE_LIMIT: "1000",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([crm?.close(), smtp?.close(), ads?.close()]);
  });

  const leadRow = async (id: unknown) =>
    (
      await server.services.db
        .select()
        .from(leads)
        .where(eq(leads.id, String(id)))
    )[0]!;
  const rowsOf = (id: unknown) =>
    server.services.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.leadId, String(id)));
  /** Every delivery of the lead settled: nothing more will go out for it. */
  const settled = (id: unknown) =>
    eventually(async () => {
      const rows = await rowsOf(id);
      return rows.length > 0 && rows.every((d) => d.status !== "pending") ? rows : undefined;
    });
  const mailTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  const platformsHeardOf = (id: unknown) =>
    [...ads.ga4, ...ads.meta].some((hit) => JSON.stringify(hit.body).includes(String(id)));

  it("keeps a script's lead, whatever timing it claims, and sends it only to the CRM, tagged, and to the owner, marked", async () => {
    const lead = withoutProof(headerLead({ form_elapsed_ms: "99999" }));
    const res = await postJson(server.url, "/api/leads", lead);
    expect(res.status).toBe(201);
    // Nothing the page would report to Tag Manager, and no pass to book a time.
    expect(res.json).toEqual({ id: res.json.id });
    expect(await leadRow(res.json.id)).toMatchObject({
      status: "accepted",
      possibleSpam: true,
      spamReason: "no-proof",
    });

    const rows = await settled(res.json.id);
    expect(rows.map((d) => d.channel).sort()).toEqual(["crm", "owner-email"]);
    const contact = crm.contacts.get(rows.find((d) => d.channel === "crm")!.remoteId!);
    expect(contact?.tags).toContain("Possible Spam");
    const [alert] = mailTo(OWNER).filter((m) => m.raw.includes(lead.formData.email));
    expect(alert?.mail.subject).toMatch(/^\[Possible spam\] /);
    expect(alert?.mail.text).toContain("sent without the page's proof of work");
    expect(mailTo(lead.formData.email)).toEqual([]);
    expect(platformsHeardOf(res.json.id)).toBe(false);
  });

  it("sends what it held back once the owner releases the lead, days later: the homeowner's e-mail, the conversions, the CRM's tag removed", async () => {
    const lead = withoutProof(headerLead());
    const res = await postJson(server.url, "/api/leads", lead);
    const before = await settled(res.json.id);
    const contactId = before.find((d) => d.channel === "crm")!.remoteId!;
    expect(crm.contacts.get(contactId)?.tags).toContain("Possible Spam");
    // Sent eight days ago, at a time whose call-back ("tomorrow", "on Monday morning", ...) is not today's.
    const week = [8, 9, 10, 11, 12, 13, 14].map((days) => new Date(Date.now() - days * 86_400_000 - 3_600_000));
    const sentAt = week.find((at) => callBackWhen(at) !== callBackWhen(new Date()))!;
    await server.services.db
      .update(leads)
      .set({ createdAt: sentAt })
      .where(eq(leads.id, String(res.json.id)));

    const answer = await runInbox(
      server.services.db,
      { command: "release", id: String(res.json.id) },
      { plan: deliveryPlan(server.services.env) },
    );
    expect(answer).toEqual({ command: "release", outcome: "released" });
    server.services.wakeOutbox();
    const after = await eventually(async () => {
      const rows = await settled(res.json.id);
      return rows.length > before.length ? rows : undefined;
    });
    expect(after.map((d) => `${d.channel} ${d.kind} ${d.status}`).sort()).toEqual([
      "crm contact sent",
      "crm release sent",
      "ga4 contact sent",
      "homeowner-email contact sent",
      "meta contact sent",
      "owner-email contact sent",
    ]);
    expect(crm.contacts.get(contactId)?.tags).not.toContain("Possible Spam");
    expect(crm.contacts.get(contactId)?.tags).toContain("Website Lead");
    expect(mailTo(lead.formData.email)).toHaveLength(1);
    expect(platformsHeardOf(res.json.id)).toBe(true);
    // The homeowner is told when we call from the release, not from a week-old send.
    const queued = after.find((d) => d.channel === "homeowner-email")!.createdAt;
    const text = mailTo(lead.formData.email)[0]!.mail.text!.replace(/\s+/g, " ");
    expect(text).toContain(`we'll call you ${callBackWhen(queued)}`);
    expect(text).not.toContain(`we'll call you ${callBackWhen(sentAt)} `);
  });

  it("treats the same lead from a page that solved its proof as a person's: their e-mail, the conversions, a pass to book", async () => {
    const lead = headerLead();
    const res = await postJson(server.url, "/api/leads", lead);
    expect(res.json).toMatchObject({ conversion: { lead_id: res.json.id }, booking: expect.any(String) });
    expect(await leadRow(res.json.id)).toMatchObject({ possibleSpam: false, spamReason: null });
    const rows = await settled(res.json.id);
    expect(rows.map((d) => d.channel).sort()).toEqual(["crm", "ga4", "homeowner-email", "meta", "owner-email"]);
    expect(mailTo(lead.formData.email)).toHaveLength(1);
    expect(platformsHeardOf(res.json.id)).toBe(true);
  });

  const badProofs: Record<string, () => Promise<string>> = {
    "a proof used once already": async () => {
      const used = await proofFor(server.url);
      await postJson(server.url, "/api/leads", { ...headerLead(), [PROOF_FIELD]: used });
      return used;
    },
    "a proof past its hour": async () =>
      solved(await newChallenge(server.services.proofKeys, Date.now() - 2 * 60 * 60_000)),
    "a proof signed by someone else": async () =>
      solved(await newChallenge({ signature: "not-ours-1", keySignature: "not-ours-2" })),
    "something that is not a proof": async () => Buffer.from('{"challenge":{},"solution":{}}').toString("base64"),
  };
  it.each([
    ["a proof used once already", "reused-proof"],
    ["a proof past its hour", "expired-proof"],
    ["a proof signed by someone else", "bad-proof"],
    ["something that is not a proof", "bad-proof"],
  ])("marks a lead sent with %s as Possible Spam (%s)", async (what, reason) => {
    const res = await postJson(server.url, "/api/leads", { ...headerLead(), [PROOF_FIELD]: await badProofs[what]!() });
    expect(res.status).toBe(201);
    expect(await leadRow(res.json.id)).toMatchObject({ status: "accepted", possibleSpam: true, spamReason: reason });
  });

  it("keeps a person whose browser filled the hidden field, marked Possible Spam, and drops nothing", async () => {
    const res = await postJson(server.url, "/api/leads", headerLead({ [HONEYPOT_FIELD]: "Maria Gonzalez" }));
    expect(await leadRow(res.json.id)).toMatchObject({
      status: "accepted",
      possibleSpam: true,
      spamReason: "honeypot",
    });
    const script = await postJson(server.url, "/api/leads", withoutProof(headerLead({ [HONEYPOT_FIELD]: "x" })));
    expect(await leadRow(script.json.id)).toMatchObject({ status: "spam", spamReason: "honeypot" });
    expect(await rowsOf(script.json.id)).toEqual([]);
  });

  it("lets a script's quote see its prices, but not book a time or e-mail the address it names", async () => {
    const request = withoutProof(quoteRequest());
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.json).toMatchObject({ bookable: false, quote: expect.any(String) });
    expect(res.json.conversion).toBeUndefined();
    const slots = (await (await fetch(`${server.url}/api/inspections/slots`)).json()) as {
      days: Array<{ slots: Array<{ start: string }> }>;
    };
    const booking = await postJson(server.url, "/api/inspections", {
      token: res.json.token,
      start: slots.days[0]!.slots[0]!.start,
    });
    expect(booking.status).toBe(403);
    expect(booking.json.error).toMatch(/^We'll call you to set up your free inspection/);
    const rows = await settled(res.json.leadId);
    expect(rows.map((d) => d.channel)).not.toContain("homeowner-email");
    expect(mailTo(request.email)).toEqual([]);
  });

  it("answers a fresh, uncached challenge each time it is asked", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => fetch(`${server.url}/api/proof-of-work`)));
    expect(a!.headers.get("cache-control")).toBe("no-store");
    expect(((await a!.json()) as { signature: string }).signature).not.toBe(
      ((await b!.json()) as { signature: string }).signature,
    );
  });

  it("stores nothing twice for the same proof across leads, quotes and bookings alike", async () => {
    const proof = await proofFor(server.url);
    const first = await postJson(server.url, "/api/quotes", { ...quoteRequest(), [PROOF_FIELD]: proof });
    const second = await postJson(server.url, "/api/leads", { ...headerLead(), [PROOF_FIELD]: proof });
    const rows = await server.services.db
      .select({ possibleSpam: leads.possibleSpam })
      .from(leads)
      .where(inArray(leads.id, [String(first.json.leadId), String(second.json.id)]));
    expect(rows.map((r) => r.possibleSpam).sort()).toEqual([false, true]);
  });
});

/** A challenge solved as the page's worker solves it. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
