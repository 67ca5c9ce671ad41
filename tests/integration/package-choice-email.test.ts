import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, leads } from "~/lib/db/schema";
import { formatCents, formatDollars } from "~/lib/format";
import { monthlyPayment } from "~/lib/payment";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { postJson } from "../support/payloads";
import { pdfText } from "../support/pdf-text";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * A package chosen on the quote page after the quote: the homeowner gets it in writing (the
 * package, its price and monthly payment, the quote's PDF with the choice marked), once per
 * choice, and never for a lead marked Possible Spam.
 */

const OWNER = "owner@suncoast.example";
const CHOICE_SUBJECT = /^Your choice: the (.+) for your roof$/;

describe.each(DB_KINDS)("the homeowner's e-mail of a package chosen, %s", (db) => {
  let smtp: FakeSmtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({
      db,
      env: { SMTP_URL: smtp.url, LEAD_ALERT_EMAIL: OWNER, LEAD_RATE_LIMIT: "1000", CRM_TIMEOUT_MS: "3000" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  /** A quote, once the homeowner has its e-mail (the first PDF of a process takes seconds). */
  const quote = async (overrides: Record<string, unknown> = {}) => {
    const request = quoteRequest(overrides);
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    await eventually(() => received(request.email).length, { timeoutMs: 30_000, message: "the quote e-mail" });
    const packages = res.json.packages as Array<{ name: string; price: number }>;
    return { email: request.email, token: res.json.token as string, leadId: res.json.leadId as string, packages };
  };
  const choose = (token: string, packageName: string) =>
    postJson(server.url, `/api/quotes/${token}/choice`, { packageName });
  const received = (to: string) => smtp.received.filter((r) => r.envelopeTo.includes(to));
  const choiceMails = (to: string) => received(to).filter((r) => CHOICE_SUBJECT.test(r.mail.subject ?? ""));
  /** Every e-mail about the lead's choices has been sent, refused or replaced. */
  const settled = (leadId: string) =>
    eventually(
      async () => {
        const rows = await server.services.db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.leadId, leadId), eq(deliveries.kind, "package_choice")));
        return rows.filter((d) => d.channel !== "crm").every((d) => d.status !== "pending") ? rows : undefined;
      },
      { timeoutMs: 30_000, message: "the choice's e-mails" },
    );

  it("choosing a package sends the homeowner one e-mail naming it, with its price, monthly payment and the PDF marked", async () => {
    const homeowner = await quote({ name: "Maria Gonzalez" });
    const premium = homeowner.packages.find((p) => p.name === "BETTER")!;
    expect((await choose(homeowner.token, "BETTER")).status).toBe(200);
    await settled(homeowner.leadId);

    const [mail, ...more] = choiceMails(homeowner.email);
    expect(more).toEqual([]);
    expect(mail!.mail.subject).toBe("Your choice: the Premium Package for your roof");
    const text = mail!.mail.text!.replace(/\s+/g, " ");
    expect(text).toContain("You chose the Premium Package for your roof at 1234 Bayshore Blvd.");
    expect(text).toContain(formatDollars(premium.price));
    expect(text).toContain(`about ${formatCents(monthlyPayment(premium.price))} a month with financing`);
    expect(text).toMatch(/144 monthly payments of \$[\d,]+\.\d{2} at 11\.99% APR/);
    expect(text).toContain(`/quote/${homeowner.token}`);
    const pdf = mail!.mail.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf?.filename).toBe("roof-quote.pdf");
    const pdfWords = await pdfText(pdf!.content);
    expect(pdfWords).toContain("Premium Package (your choice)");
    expect(pdfWords).not.toContain("Elite Package (your choice)");
    // The owner hears of it too, as before.
    await eventually(() => received(OWNER).some((r) => r.mail.subject?.startsWith("Package chosen: Premium Package")));

    // The same package again changes nothing and sends nothing.
    expect((await choose(homeowner.token, "BETTER")).status).toBe(200);
    const rows = await settled(homeowner.leadId);
    expect(rows.filter((d) => d.channel === "homeowner-email")).toHaveLength(1);
    expect(choiceMails(homeowner.email)).toHaveLength(1);
  });

  it("a lead marked Possible Spam gets no e-mail for its choice; the owner is still told", async () => {
    const homeowner = await quote();
    // As the spam defence marks a form sent faster than a person fills it.
    await server.services.db.update(leads).set({ possibleSpam: true }).where(eq(leads.id, homeowner.leadId));
    expect((await choose(homeowner.token, "GOOD")).status).toBe(200);
    const rows = await settled(homeowner.leadId);
    expect(rows.map((d) => d.channel).sort()).toEqual(["crm", "owner-email"]);
    await eventually(() => received(OWNER).some((r) => r.mail.subject?.includes("Package chosen: Essential Package")));
    expect(choiceMails(homeowner.email)).toEqual([]);
  });

  it("choices changed while the mail server is down: one e-mail, about the last choice", async () => {
    const homeowner = await quote();
    const choiceMailRows = () =>
      server.services.db
        .select()
        .from(deliveries)
        .where(
          and(
            eq(deliveries.leadId, homeowner.leadId),
            eq(deliveries.channel, "homeowner-email"),
            eq(deliveries.kind, "package_choice"),
          ),
        );
    await smtp.stop();
    try {
      await choose(homeowner.token, "GOOD");
      await eventually(async () => (await choiceMailRows()).some((d) => d.attempts >= 1 && d.status === "pending"), {
        message: "a failed attempt",
      });
      await choose(homeowner.token, "BEST");
      // The mail server comes back only once the first choice's e-mail is given up for the newer
      // one: an attempt already under way when the visitor chose again fails while it is down.
      await eventually(async () => (await choiceMailRows()).some((d) => d.status === "replaced"), {
        message: "the first choice's e-mail replaced",
      });
    } finally {
      await smtp.start();
    }
    const rows = await settled(homeowner.leadId);
    expect(
      rows
        .filter((d) => d.channel === "homeowner-email")
        .map((d) => d.status)
        .sort(),
    ).toEqual(["replaced", "sent"]);
    expect(choiceMails(homeowner.email).map((r) => r.mail.subject)).toEqual([
      "Your choice: the Elite Package for your roof",
    ]);
  });
});
