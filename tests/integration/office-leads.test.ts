import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, deliveryAttempts, inspections, leads, officeAudit, quoteRequests } from "~/lib/db/schema";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { OWNER, officeEnv, officeGet, officePost, ownerSession, withAuditRefused } from "../support/office";
import { financingLead, fromVisitor, headerLead, postJson } from "../support/payloads";
import { withoutProof } from "../support/proof";
import { quoteRequest } from "../support/quote-payloads";
import { eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * The owner's office on the leads: the list with its filters and search, and each action a lead's
 * page offers, through the page's own form posts (the built pages, or the development server's), each one
 * written to the audit log and each one doing what it says to the CRM and the homeowner.
 */
describe("the office's leads", () => {
  let smtp: FakeSmtp;
  let crm: FakeCrm;
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    [smtp, crm] = await Promise.all([startFakeSmtp(), startFakeCrm()]);
    server = await startTestServer({
      db: "pglite",
      pages: "built",
      env: {
        ...officeEnv(smtp),
        ...goHighLevelEnv(crm.url),
        LEAD_ALERT_EMAIL: "alerts@suncoast-roofs.example",
        LEAD_RATE_LIMIT: "1000",
        TRUST_PROXY: "1",
      },
    });
    cookie = await ownerSession(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([smtp?.close(), crm?.close()]);
  });

  const submit = async (lead: { formData: { email: string } }) => {
    const res = await postJson(server.url, "/api/leads", lead);
    expect(res.status).toBe(201);
    return String(res.json.id);
  };
  const list = async (query = "") => {
    const page = await officeGet(server, `/office/leads${query}`, cookie);
    expect(page.status).toBe(200);
    return page.text;
  };
  const act = (id: string, fields: Record<string, string>) => officePost(server, `/office/leads/${id}`, fields, cookie);
  const auditOf = async (id: string) =>
    (await server.services.db.select().from(officeAudit).where(eq(officeAudit.leadId, id))).map((a) => ({
      actor: a.actor,
      action: a.action,
      detail: a.detail,
    }));
  const row = async (id: string) => (await server.services.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  const delivery = (id: string, channel: string, kind = "contact") =>
    eventually(async () => {
      const [d] = await server.services.db
        .select()
        .from(deliveries)
        .where(
          and(
            eq(deliveries.leadId, id),
            eq(deliveries.channel, channel as "crm"),
            eq(deliveries.kind, kind as "contact"),
          ),
        );
      return d && d.status !== "pending" ? d : undefined;
    });

  it("lists leads newest first, filtered by status and form, and found by name, phone or e-mail", async () => {
    const roofer = headerLead({ firstName: "Quincy", lastName: "Listed" });
    const financing = financingLead({ firstName: "Fiona", lastName: "Financed" });
    await submit(roofer);
    await submit(financing);
    const all = await list();
    expect(all.indexOf("Fiona Financed")).toBeGreaterThan(-1);
    expect(all.indexOf("Fiona Financed")).toBeLessThan(all.indexOf("Quincy Listed"));

    const byForm = await list("?form=Financing+Application");
    expect(byForm).toContain("Fiona Financed");
    expect(byForm).not.toContain("Quincy Listed");
    const [area, exchange, line] = [0, 3, 6].map((at) => roofer.formData.phone.slice(at, at + (at === 6 ? 4 : 3)));
    const typed = [
      roofer.formData.phone.slice(-7),
      `+1 (${area}) ${exchange}-${line}`,
      roofer.formData.email.toUpperCase(),
      "quincy list",
    ];
    for (const q of typed) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(found, q).toContain("Quincy Listed");
      expect(found, q).not.toContain("Fiona Financed");
    }
    expect(await list("?status=contacted")).not.toContain("Quincy Listed");
    // The development server, when it renders them, compiles the office's pages on their first request.
  }, 120_000);

  it("shows a lead from the Spanish pages as Spanish in the list, and as preferring Spanish on its page", async () => {
    const spanish = await submit(headerLead({ firstName: "Lucia", lastName: "Hablante", language: "es" }));
    const english = await submit(headerLead({ firstName: "Ethan", lastName: "Plain" }));
    const page = await list();
    const cardOf = (name: string) => {
      const at = page.indexOf(name);
      return page.slice(page.lastIndexOf("<article", at), page.indexOf("</article>", at));
    };
    expect(cardOf("Lucia Hablante")).toContain(">Spanish</span>");
    expect(cardOf("Ethan Plain")).not.toContain("Spanish");
    expect((await officeGet(server, `/office/leads/${spanish}`, cookie)).text).toContain(">Prefers Spanish</span>");
    expect((await officeGet(server, `/office/leads/${english}`, cookie)).text).not.toContain("Prefers Spanish");
  }, 60_000);

  it("changes a lead's status with a note, in the audit log", async () => {
    const id = await submit(headerLead({ firstName: "Stella", lastName: "Staged" }));
    const saved = await act(id, { intent: "status", stage: "contacted", note: "Called, she wants a visit." });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/office/leads/${id}?done=status`);
    expect(await row(id)).toMatchObject({ stage: "contacted" });
    expect(await list("?status=contacted")).toContain("Stella Staged");
    expect((await officeGet(server, `/office/leads/${id}?done=status`, cookie)).text).toContain("Status saved.");
    expect(await auditOf(id)).toEqual([
      {
        actor: OWNER,
        action: "status-changed",
        detail: { from: "New", to: "Contacted", note: "Called, she wants a visit." },
      },
    ]);
    expect((await act(id, { intent: "status", stage: "nonsense" })).status).toBe(400);
  }, 60_000);

  it("does not put back a status another owner changed since the page was drawn, and keeps the note typed", async () => {
    const id = await submit(headerLead({ firstName: "Tabitha", lastName: "Twotabs" }));
    // Both owners have the lead's page open at New; the partner marks it Won.
    expect((await act(id, { intent: "status", was: "new", stage: "won" })).status).toBe(303);
    // The owner's page still says New: adding a note there must not take the lead back to New.
    const stale = await act(id, { intent: "status", was: "new", stage: "new", note: "Left a voicemail." });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("changed to Won");
    expect(stale.text).toContain("Left a voicemail.");
    expect(await row(id)).toMatchObject({ stage: "won" });
    expect((await auditOf(id)).map((a) => a.detail)).toEqual([{ from: "New", to: "Won" }]);
    // The page drawn again offers the status as it is now.
    expect(stale.text).toMatch(/<option value="won" selected="">/);
  }, 60_000);

  it("releases a Possible Spam lead, sending what it held back", async () => {
    const lead = withoutProof(headerLead({ firstName: "Rhoda", lastName: "Released" }));
    const id = await submit(lead);
    const contact = await delivery(id, "crm");
    expect(crm.contacts.get(contact.remoteId!)?.tags).toContain("Possible Spam");
    expect(await list("?status=spam")).toContain("Rhoda Released");
    expect(mailsTo(lead.formData.email)).toEqual([]);

    expect((await act(id, { intent: "release" })).headers.get("location")).toBe(`/office/leads/${id}?done=released`);
    await eventually(() => mailsTo(lead.formData.email).length === 1, { message: "the homeowner's e-mail" });
    expect((await delivery(id, "crm", "release")).status).toBe("sent");
    expect(crm.contacts.get(contact.remoteId!)?.tags).not.toContain("Possible Spam");
    expect(await row(id)).toMatchObject({ status: "accepted", possibleSpam: false });
    expect(await auditOf(id)).toEqual([{ actor: OWNER, action: "released", detail: { was: "Possible Spam" } }]);
  }, 60_000);

  it("releases a Possible Spam lead the owner had marked as spam, sending what Possible Spam held back", async () => {
    const lead = withoutProof(headerLead({ firstName: "Mara", lastName: "Marked" }));
    const id = await submit(lead);
    const contact = await delivery(id, "crm");
    expect((await act(id, { intent: "spam" })).status).toBe(303);
    expect((await act(id, { intent: "release" })).headers.get("location")).toBe(`/office/leads/${id}?done=released`);
    await eventually(() => mailsTo(lead.formData.email).length === 1, { message: "the homeowner's e-mail" });
    expect((await delivery(id, "crm", "release")).status).toBe("sent");
    expect(crm.contacts.get(contact.remoteId!)?.tags).not.toContain("Possible Spam");
    expect(await row(id)).toMatchObject({ status: "accepted", possibleSpam: false });
  }, 60_000);

  it("marks a lead as spam: out of the list", async () => {
    const id = await submit(headerLead({ firstName: "Spencer", lastName: "Spammed" }));
    expect((await act(id, { intent: "spam" })).status).toBe(303);
    expect(await row(id)).toMatchObject({ status: "spam", spamReason: "owner" });
    expect(await list()).not.toContain("Spencer Spammed");
    expect(await list("?status=spam")).toContain("Spencer Spammed");
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["marked-spam"]);
  }, 60_000);

  it("sends a failed delivery again, and keeps each attempt", async () => {
    const lead = headerLead({ firstName: "Rita", lastName: "Retried" });
    smtp.refuse(lead.formData.email);
    const id = await submit(lead);
    const failed = await delivery(id, "homeowner-email");
    expect(failed.status).toBe("failed");
    // Sent and on its way are not sent again.
    const sent = await delivery(id, "crm");
    expect((await act(id, { intent: "retry", delivery: sent.id })).status).toBe(409);

    const retried = await act(id, { intent: "retry", delivery: failed.id });
    expect(retried.headers.get("location")).toBe(`/office/leads/${id}?done=retried`);
    const attempts = await eventually(async () => {
      const rows = await server.services.db
        .select()
        .from(deliveryAttempts)
        .where(eq(deliveryAttempts.deliveryId, failed.id));
      return rows.length === 2 ? rows : undefined;
    });
    expect(attempts.map((a) => a.outcome)).toEqual(["failed", "failed"]);
    const page = (await officeGet(server, `/office/leads/${id}?done=retried`, cookie)).text;
    expect(page).toContain("Sent again: it goes out within seconds.");
    expect(await auditOf(id)).toEqual([
      { actor: OWNER, action: "delivery-retried", detail: { channel: "homeowner-email" } },
    ]);
  }, 60_000);

  /** An instant quote and its lead's id. */
  const instantQuote = async () => {
    const request = quoteRequest();
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    const [lead] = await server.services.db.select().from(leads).where(eq(leads.email, request.email.toLowerCase()));
    return {
      id: lead!.id,
      token: String(res.json.token),
      email: request.email.toLowerCase(),
      address: String(request.address),
    };
  };

  it("sends the homeowner their quote e-mail again, its link working for 90 days more", async () => {
    const quote = await instantQuote();
    await eventually(() => mailsTo(quote.email).length === 1, { message: "the quote e-mail" });
    // Sent long ago: the first e-mail's link has run out.
    await server.services.db
      .update(quoteRequests)
      .set({ accessExpiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(quoteRequests.leadId, quote.id));
    expect((await fetch(`${server.url}/quote/${quote.token}`)).status).toBe(404);
    expect((await act(quote.id, { intent: "resend-quote" })).headers.get("location")).toContain("done=resent");
    const [first, second] = await eventually(() =>
      mailsTo(quote.email).length === 2 ? mailsTo(quote.email) : undefined,
    );
    expect(second!.mail.subject).toBe(first!.mail.subject);
    expect(second!.mail.text).toContain(`/quote/${quote.token}`);
    expect((await fetch(`${server.url}/quote/${quote.token}`)).status).toBe(200);
    const [row] = await server.services.db.select().from(quoteRequests).where(eq(quoteRequests.leadId, quote.id));
    expect(row!.accessExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect((await auditOf(quote.id)).map((a) => a.action)).toEqual(["quote-resent"]);
    const header = await submit(headerLead());
    expect((await act(header, { intent: "resend-quote" })).status).toBe(409);
  }, 60_000);

  it("moves and cancels an inspection, telling the homeowner each time", async () => {
    const quote = await instantQuote();
    const slots = (await (await fetch(`${server.url}/api/inspections/slots`)).json()) as {
      days: Array<{ slots: Array<{ start: string }> }>;
    };
    const [first, second] = slots.days.flatMap((d) => d.slots).map((s) => s.start);
    const booked = await postJson(
      server.url,
      "/api/inspections",
      { token: quote.token, start: first },
      fromVisitor(quote.token),
    );
    expect(booked.status).toBe(201);
    const [inspection] = await server.services.db.select().from(inspections).where(eq(inspections.leadId, quote.id));
    const subjects = () => mailsTo(quote.email).map((m) => m.mail.subject ?? "");

    const moving = await officeGet(server, `/office/leads/${quote.id}?move`, cookie);
    expect(moving.text).toContain(second);
    const moved = await act(quote.id, { intent: "move-inspection", inspection: inspection!.id, start: second! });
    expect(moved.headers.get("location")).toContain("done=moved");
    await eventually(() => subjects().some((s) => s.startsWith("Your roof inspection is moved to")));

    // The week's page shows it, with its address and map, and cancels it as the lead's page would.
    const day = new Date(second!).toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    const week = await officeGet(server, `/office/inspections?from=${day}`, cookie);
    expect(week.status).toBe(200);
    expect(week.text).toContain(quote.address);
    expect(week.text).toContain("https://www.google.com/maps/search/?api=1");
    const cancelled = await officePost(
      server,
      `/office/inspections?from=${day}`,
      { intent: "cancel-inspection", lead: quote.id, inspection: inspection!.id },
      cookie,
    );
    expect(cancelled.headers.get("location")).toBe(`/office/inspections?from=${day}&done=cancelled`);
    await eventually(() => subjects().some((s) => s.startsWith("We had to cancel your roof inspection")));
    expect((await auditOf(quote.id)).map((a) => a.action).sort()).toEqual(["inspection-cancelled", "inspection-moved"]);
  }, 90_000);

  it("moves or cancels an inspection only with its line in the audit log: when that cannot be written, nothing is", async () => {
    const quote = await instantQuote();
    const slots = (await (await fetch(`${server.url}/api/inspections/slots`)).json()) as {
      days: Array<{ slots: Array<{ start: string }> }>;
    };
    const [later, start] = slots.days
      .flatMap((d) => d.slots)
      .slice(-2)
      .map((s) => s.start);
    const booked = await postJson(
      server.url,
      "/api/inspections",
      { token: quote.token, start },
      fromVisitor(quote.token),
    );
    expect(booked.status).toBe(201);
    const [inspection] = await server.services.db.select().from(inspections).where(eq(inspections.leadId, quote.id));
    const newsOf = async () =>
      (await server.services.db.select().from(deliveries).where(eq(deliveries.leadId, quote.id))).filter(
        (d) => d.kind === "inspection",
      ).length;
    const news = await newsOf();
    // The audit log refuses the line, as a full disk would.
    await withAuditRefused(server, async () => {
      const refused = await act(quote.id, { intent: "cancel-inspection", inspection: inspection!.id });
      expect(refused.status).toBe(500);
      const notMoved = await act(quote.id, { intent: "move-inspection", inspection: inspection!.id, start: later! });
      expect(notMoved.status).toBeGreaterThanOrEqual(500);
    });
    const [after] = await server.services.db.select().from(inspections).where(eq(inspections.id, inspection!.id));
    expect(after!.status).toBe(inspection!.status);
    expect(after!.startsAt).toEqual(inspection!.startsAt);
    expect(await newsOf()).toBe(news);
    expect(await auditOf(quote.id)).toEqual([]);
  }, 60_000);

  it("answers 404 for a lead that does not exist", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-lead"]) {
      expect((await officeGet(server, `/office/leads/${id}`, cookie)).status, id).toBe(404);
      expect((await act(id, { intent: "spam" })).status, id).toBe(404);
    }
  }, 60_000);
});
