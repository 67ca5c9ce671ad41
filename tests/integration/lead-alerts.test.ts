import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { longBusinessDate } from "~/lib/business-time";
import { type Channel, deliveries } from "~/lib/db/schema";
import { runInbox } from "~/lib/leads/inbox.server";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { type FakeTwilio, startFakeTwilio, TWILIO_FROM, TWILIO_SID, TWILIO_TOKEN } from "../support/fake-twilio";
import { financingLead, headerLead, newsletterLead, postJson } from "../support/payloads";
import { pdfText } from "../support/pdf-text";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, quietPhone, startTestServer, type TestServer } from "../support/test-server";
import { withoutProof } from "../support/proof";

/**
 * Speed to lead: every accepted lead alerts the owner by e-mail (and text message when Twilio is
 * configured) and writes to the homeowner, through the same outbox as the CRM, against a real SMTP
 * server and a server that behaves like Twilio's API.
 */

const OWNER = "owner@suncoast.example";
const ESTIMATOR = "estimator@suncoast.example";
const OWNER_PHONE = "+18135550199";

describe.each(DB_KINDS)("alerts and e-mails on %s", (db) => {
  let smtp: FakeSmtp;
  let twilio: FakeTwilio;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    twilio = await startFakeTwilio();
    server = await startTestServer({
      db,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Suncoast Family Roofing <office@suncoast.example>",
        LEAD_ALERT_EMAIL: `${OWNER}, ${ESTIMATOR}`,
        TWILIO_API_BASE: twilio.url,
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
        TWILIO_FROM,
        LEAD_ALERT_SMS: OWNER_PHONE,
        LEAD_RATE_LIMIT: "1000",
        // A mail server that answers later than this is taken as not having answered: short, for the
        // test of a late answer, yet long enough that a busy machine's sends do not time out.
        CRM_TIMEOUT_MS: "3000",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await twilio?.close();
  });
  afterEach(() => smtp.setDelay(0));

  const mailTo = (address: string, leadEmail: string) =>
    smtp.received.filter((r) => r.envelopeTo.includes(address) && r.raw.includes(leadEmail));
  const deliveryRows = (leadId: string, channel: Channel) =>
    server.services.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, leadId), eq(deliveries.channel, channel)));

  it("a quote alerts the owner once at each address and by text, and e-mails the homeowner the quote with a PDF", async () => {
    const request = quoteRequest({ name: "Maria Gonzalez", location: "Tampa", roofType: "asphalt" });
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    await eventually(() => mailTo(OWNER, request.email).length && mailTo(ESTIMATOR, request.email).length);
    // The first PDF of a process loads the renderer and its fonts: seconds on a busy machine.
    await eventually(() => mailTo(request.email, request.email).length, { timeoutMs: 30_000 });
    await eventually(() => twilio.messages.some((m) => m.body.includes("Maria Gonzalez")));

    const [alert] = mailTo(OWNER, request.email);
    expect(alert!.mail.subject).toBe("New Instant Quote Request: Maria Gonzalez, Tampa");
    expect(alert!.mail.from?.text).toContain("office@suncoast.example");
    expect(alert!.mail.replyTo?.text).toBe(request.email);
    const phone = request.phone;
    expect(alert!.mail.html).toContain(`href="tel:+1${phone}"`);
    expect(alert!.mail.html).toContain("https://www.google.com/maps/search/?api=1&amp;query=");
    expect(alert!.mail.text).toContain(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
    expect(alert!.mail.text).toContain("Essential Package");
    expect(alert!.mail.text).toContain("No package chosen yet.");
    // One message per delivery, named by it, so a resend is recognisably the same message.
    const [ownerRow] = (await deliveryRows(res.json.leadId as string, "owner-email")).filter(
      (d) => d.recipient === OWNER,
    );
    expect(alert!.mail.messageId).toBe(`<${ownerRow!.id}@www.suncoastfamilyroofing.example>`);

    const [mail] = mailTo(request.email, request.email);
    expect(mail!.mail.subject).toBe("Your roof quote from Suncoast Family Roofing");
    const link = /https:\/\/www\.suncoastfamilyroofing\.example\/quote\/([A-Za-z0-9_-]{32})/.exec(
      mail!.mail.text ?? "",
    );
    expect(link?.[1]).toBe(res.json.token);
    expect(mail!.mail.text).toMatch(/144\s+monthly\s+payments\s+of\s+\$[\d,]+\.\d{2}\s+at\s+11\.99%\s+APR/);
    expect(mail!.mail.text).toMatch(/Subject\s+to\s+credit\s+approval/);
    expect(mail!.mail.text).toContain("(813) 555-0142");
    const pdf = mail!.mail.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf?.filename).toBe("roof-quote.pdf");
    const text = await pdfText(pdf!.content);
    for (const name of ["Essential Package", "Premium Package", "Elite Package", "Maria Gonzalez"])
      expect(text).toContain(name);
    for (const pkg of res.json.packages as Array<{ price: number }>)
      expect(text).toContain(`$${pkg.price.toLocaleString("en-US")}`);
    // Dated as the owner's calendar has it (in Tampa, whatever the server's zone).
    expect(text).toMatch(/Quoted\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(text).toContain(longBusinessDate(new Date()));

    const sms = twilio.messages.find((m) => m.body.includes("Maria Gonzalez"))!;
    expect(sms).toMatchObject({ to: OWNER_PHONE, from: TWILIO_FROM });
    expect(sms.body).toBe(
      `New Instant Quote Request, Maria Gonzalez, Tampa, (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
    );
    expect(twilio.refusals).toEqual([]);
    // Each arrives once.
    expect(mailTo(OWNER, request.email)).toHaveLength(1);
    expect(mailTo(request.email, request.email)).toHaveLength(1);
  });

  it("a quote's PDF writes a name in any Latin, Greek or Cyrillic letters as typed, and its page's address unbroken", async () => {
    const name = "Nguyễn Văn Łukasz Ωμέγα";
    const request = quoteRequest({ name, address: "12 Đường Ávila" });
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    await eventually(() => mailTo(request.email, request.email).length, { timeoutMs: 30_000 });
    const [mail] = mailTo(request.email, request.email);
    const text = await pdfText(mail!.mail.attachments.find((a) => a.contentType === "application/pdf")!.content);
    expect(text).toContain(name);
    expect(text).toContain("12 Đường Ávila");
    // Read from paper, the address must be typed as it is: no hyphen where a line breaks.
    expect(text.replace(/\s/g, "")).toContain(`https://www.suncoastfamilyroofing.example/quote/${res.json.token}`);
  });

  it("the other forms send the homeowner a confirmation of what happens next", async () => {
    const lead = financingLead({ firstName: "David" });
    await postJson(server.url, "/api/leads", lead);
    const mail = await eventually(() => mailTo(lead.formData.email, lead.formData.email)[0]);
    expect(mail.mail.subject).toBe("We received your financing application");
    expect(mail.mail.text).toContain("Thank you, David");
    expect(mail.mail.text).toContain("within 24 hours");
    expect(mail.mail.text).toContain("Mon-Fri 8:00 am-5:00 pm");
  });

  it("a lead from the Spanish pages gets its confirmation in Spanish", async () => {
    const financing = financingLead({ firstName: "Rosa", language: "es" });
    const request = headerLead({ firstName: "Lucia", language: "es" });
    await postJson(server.url, "/api/leads", financing);
    await postJson(server.url, "/api/leads", request);
    const toFinancing = await eventually(() => mailTo(financing.formData.email, financing.formData.email)[0]);
    expect(toFinancing.mail.subject).toBe("Recibimos su solicitud de financiamiento");
    expect(toFinancing.mail.text).toContain("Gracias, Rosa");
    expect(toFinancing.mail.text).toContain("le llamaremos en menos de 24 horas, en horario de oficina");
    expect(toFinancing.mail.text).toContain("lun-vie 8:00 a.m.-5:00 p.m.");
    expect(toFinancing.mail.text).not.toContain("p.m..");
    expect(toFinancing.mail.html).toContain('<html lang="es-US"');
    const toRequest = await eventually(() => mailTo(request.formData.email, request.formData.email)[0]);
    expect(toRequest.mail.subject).toBe("Recibimos su solicitud");
    expect(toRequest.mail.text).toContain("Recibimos su solicitud de reparación de techo.");
    // The text wraps its lines: any space may be a line break.
    expect(toRequest.mail.text!.replace(/\s+/g, " ")).toMatch(
      /le llamaremos (hoy|esta mañana después de las 8:00 a\.m\.|mañana por la mañana|el [a-záé]+ por la mañana) al número/,
    );
  });

  it("a name written as HTML arrives as text, escaped", async () => {
    const lead = headerLead({ firstName: "<img src=x onerror=alert(1)>", lastName: "<b>Bold</b>" });
    expect((await postJson(server.url, "/api/leads", lead)).status).toBe(201);
    const alert = await eventually(() => mailTo(OWNER, lead.formData.email)[0]);
    expect(alert.mail.html).not.toContain("<img src=x");
    expect(alert.mail.html).not.toContain("<b>Bold</b>");
    expect(alert.mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(alert.mail.subject).toContain("<img src=x onerror=alert(1)> <b>Bold</b>");
  });

  it("a possible spam says so in the subject, and a newsletter signup alerts nobody", async () => {
    const fast = withoutProof(headerLead());
    const signup = newsletterLead();
    await postJson(server.url, "/api/leads", fast);
    const subscribed = await postJson(server.url, "/api/leads", signup);
    const alert = await eventually(() => mailTo(OWNER, fast.formData.email)[0]);
    expect(alert.mail.subject).toMatch(/^\[Possible spam\] New Header Contact Form: /);
    const rows = await server.services.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.leadId, subscribed.json.id as string));
    expect(rows.map((r) => r.channel)).toEqual(["crm"]);
  });

  it("an address the mail server refuses (550) fails for that address alone, once, visible in the inbox", async () => {
    smtp.refuse(ESTIMATOR);
    const lead = headerLead();
    const res = await postJson(server.url, "/api/leads", lead);
    const leadId = res.json.id as string;
    await eventually(() => mailTo(OWNER, lead.formData.email).length);
    // The mail reaches the server before the outbox records it as sent.
    await eventually(async () =>
      (await deliveryRows(leadId, "owner-email")).find((d) => d.recipient === OWNER && d.status === "sent"),
    );
    const refused = await eventually(async () =>
      (await deliveryRows(leadId, "owner-email")).find((d) => d.recipient === ESTIMATOR && d.status === "failed"),
    );
    expect(refused.attempts).toBe(1);
    expect(refused.lastError).toMatch(/550/);
    const shown = await runInbox(
      server.services.db,
      { command: "show", id: leadId },
      { plan: deliveryPlan(server.services.env) },
    );
    expect(shown.command === "show" && shown.deliveries.map((d) => [d.channel, d.recipient, d.status])).toEqual(
      expect.arrayContaining([
        ["owner-email", OWNER, "sent"],
        ["owner-email", ESTIMATOR, "failed"],
      ]),
    );
  });

  it("a mail server that is down holds the e-mails, and each arrives once when it is back", async () => {
    await smtp.stop();
    const lead = headerLead();
    const res = await postJson(server.url, "/api/leads", lead);
    await eventually(async () => (await deliveryRows(res.json.id as string, "owner-email"))[0]!.attempts >= 2, {
      message: "a failed attempt",
    });
    await smtp.start();
    await eventually(
      () => mailTo(OWNER, lead.formData.email).length && mailTo(lead.formData.email, lead.formData.email).length,
    );
    await server.outboxIdle();
    expect(mailTo(OWNER, lead.formData.email)).toHaveLength(1);
    expect(mailTo(lead.formData.email, lead.formData.email)).toHaveLength(1);
  });

  it("a login the mail server turns away for now (454) holds the e-mails, and each arrives once when it lets us in", async () => {
    smtp.deferLogins(true);
    const lead = headerLead();
    const res = await postJson(server.url, "/api/leads", lead);
    try {
      await eventually(async () => (await deliveryRows(res.json.id as string, "owner-email"))[0]!.attempts >= 2, {
        message: "a second attempt",
      });
    } finally {
      smtp.deferLogins(false);
    }
    await eventually(
      () => mailTo(OWNER, lead.formData.email).length && mailTo(lead.formData.email, lead.formData.email).length,
    );
    await server.outboxIdle();
    expect(mailTo(OWNER, lead.formData.email)).toHaveLength(1);
    expect(mailTo(lead.formData.email, lead.formData.email)).toHaveLength(1);
  });

  it("a message the server answers too late is sent again with the same Message-ID", async () => {
    smtp.setDelay(server.services.env.CRM_TIMEOUT_MS + 500);
    const lead = headerLead();
    await postJson(server.url, "/api/leads", lead);
    await eventually(() => mailTo(OWNER, lead.formData.email).length >= 2, { timeoutMs: 20_000 });
    const ids = new Set(mailTo(OWNER, lead.formData.email).map((r) => r.mail.messageId));
    expect(ids.size).toBe(1);
  });

  it("a lead from the Spanish pages tells the owner, in English, to reply in Spanish; an English lead says nothing of it", async () => {
    // The texts of the leads above are paced (one a minute): they go first.
    await quietPhone(server);
    const spanish = headerLead({ firstName: "Lucia", language: "es" });
    await postJson(server.url, "/api/leads", spanish);
    const alert = await eventually(() => mailTo(OWNER, spanish.formData.email)[0]);
    expect(alert.mail.text).toMatch(
      /New Header Contact Form: Lucia Gonzalez, Tampa\s+Prefers Spanish — reply in Spanish\./,
    );
    const sms = await eventually(() => twilio.messages.find((m) => m.body.includes("Lucia Gonzalez")));
    expect(sms.body).toMatch(/^New Header Contact Form, Lucia Gonzalez, Prefers Spanish, Tampa, \(\d{3}\) /);

    const english = headerLead();
    await postJson(server.url, "/api/leads", english);
    const plain = await eventually(() => mailTo(OWNER, english.formData.email)[0]);
    expect(plain.mail.text).not.toContain("Spanish");
  });

  it("Twilio's invalid number and unsubscribed codes fail at once; 429 is retried", async () => {
    // The texts of the leads above are paced (one a minute): they go first.
    await quietPhone(server);
    twilio.answerNext({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
    const a = await postJson(server.url, "/api/leads", headerLead());
    const invalid = await eventually(async () =>
      (await deliveryRows(a.json.id as string, "owner-sms")).find((d) => d.status === "failed"),
    );
    expect(invalid.attempts).toBe(1);
    expect(invalid.lastError).toContain("21211");

    twilio.answerNext({ status: 400, code: 21610, message: "Attempt to send to unsubscribed recipient" });
    const b = await postJson(server.url, "/api/leads", headerLead());
    await eventually(async () => (await deliveryRows(b.json.id as string, "owner-sms"))[0]?.status === "failed");

    twilio.answerNext({ status: 429, code: 20429, message: "Too Many Requests" });
    const c = await postJson(server.url, "/api/leads", headerLead({ firstName: "Retried" }));
    const sent = await eventually(async () =>
      (await deliveryRows(c.json.id as string, "owner-sms")).find((d) => d.status === "sent"),
    );
    expect(sent.attempts).toBe(2);
    expect(sent.remoteId).toMatch(/^SM/);
  });
});

describe("without a mail server", () => {
  it("writes each e-mail as an .eml file, marks it written, and never sends it later", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-mail-"));
    const server = await startTestServer({ db: "pglite", dataDir });
    const lead = headerLead({ firstName: "Preview" });
    const res = await postJson(server.url, "/api/leads", lead);
    const leadId = res.json.id as string;
    try {
      const written = await eventually(async () => {
        const rows = await server.services.db.select().from(deliveries).where(eq(deliveries.leadId, leadId));
        const mail = rows.filter((r) => r.channel !== "crm");
        return mail.length === 2 && mail.every((r) => r.status === "written") ? mail : undefined;
      });
      const dir = path.join(server.dataDir, "mail");
      const files = (await readdir(dir)).filter((f) => written.some((d) => f.includes(d.id)));
      expect(files).toHaveLength(2);
      const parsed = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
      expect(parsed.map((m) => m.subject).sort()).toEqual([
        "New Header Contact Form: Preview Gonzalez, Tampa",
        "We received your request",
      ]);
      expect(server.logEntries().some((l) => String(l.msg).includes("e-mail written to a file"))).toBe(true);
    } finally {
      await server.stop();
    }

    // The owner configures a mail server later: the written messages stay written.
    const smtp = await startFakeSmtp();
    const again = await startTestServer({ db: "pglite", dataDir, env: { SMTP_URL: smtp.url } });
    try {
      await again.outboxIdle();
      expect(smtp.received.filter((r) => r.raw.includes(lead.formData.email))).toEqual([]);
    } finally {
      await again.stop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two servers started one after the other.
  }, 60_000);
});

describe("while the CRM is slow", () => {
  it("the owner hears of every lead at once, however many CRM deliveries are waiting on it", async () => {
    const smtp = await startFakeSmtp();
    const crm = await startFakeCrm();
    // The CRM answers nothing until the test lets it: more leads than the outbox sends at once to
    // one channel (16) are all waiting on it, and none of their alerts may wait behind them.
    const releaseCrm = crm.hold();
    const server = await startTestServer({
      db: "pglite",
      env: {
        ...goHighLevelEnv(crm.url),
        CRM_TIMEOUT_MS: "15000",
        SMTP_URL: smtp.url,
        LEAD_ALERT_EMAIL: OWNER,
        LEAD_RATE_LIMIT: "1000",
      },
    });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 24; i++) {
        const res = await postJson(server.url, "/api/leads", headerLead());
        expect(res.status).toBe(201);
        ids.push(res.json.id as string);
      }
      await eventually(() => smtp.received.filter((r) => r.envelopeTo.includes(OWNER)).length === ids.length, {
        message: "an alert for every lead",
        timeoutMs: 7_000,
      });
      const crmRows = await server.services.db.select().from(deliveries).where(eq(deliveries.channel, "crm"));
      expect(crmRows.filter((d) => ids.includes(d.leadId) && d.status === "sent")).toEqual([]);
    } finally {
      releaseCrm();
      await server.stop();
      await crm.close();
      await smtp.close();
    }
  });
});
