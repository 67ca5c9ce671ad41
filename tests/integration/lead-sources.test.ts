import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { businessDay } from "~/lib/business-time";
import { leads as leadsTable } from "~/lib/db/schema";
import { leadsToCsv, parseFilter, runInbox } from "~/lib/leads/inbox.server";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { leads, leadsProcess } from "../support/leads-command";
import { financingLead, headerLead, newsletterLead } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, startTestServer, type TestServer } from "../support/test-server";
import { Visitor } from "../support/visits";
import { HONEYPOT_FIELD } from "~/lib/spam";
import { withoutProof } from "../support/proof";

/**
 * The owner's report (`npm run leads -- sources`): its counts are the leads stored, by source and
 * by landing page, beside the page views the servers counted; and the inbox shows and exports
 * each lead's touches.
 */
const today = businessDay();

describe.each(DB_KINDS)("where leads came from, on %s", (db) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ db, env: { LEAD_RATE_LIMIT: "1000" } });
    const ad = "/roofing-tampa-fl?utm_source=google&utm_medium=cpc&utm_campaign=spring";
    // Two leads from one Google Ads visitor, who landed on the Tampa page.
    const fromAd = new Visitor(server.url);
    await fromAd.visit(ad);
    ids.adContact = (await fromAd.post("/api/leads", headerLead(), { from: "/roofing-tampa-fl" })).json.id as string;
    ids.adQuote = (await fromAd.post("/api/quotes", quoteRequest(), { from: "/instant-quote" })).json.leadId as string;
    // A financing application from someone who found the same page in Google's results.
    const organic = new Visitor(server.url);
    await organic.visit("/roofing-tampa-fl", { referer: "https://www.google.com/" });
    ids.organic = (await organic.post("/api/leads", financingLead(), { from: "/financing" })).json.id as string;
    // One who typed the address, and read on before asking.
    const direct = new Visitor(server.url);
    await direct.visit("/");
    await direct.visit("/residential-roofing");
    ids.direct = (await direct.post("/api/leads", headerLead(), { from: "/residential-roofing" })).json.id as string;
    // A newsletter signup from a browser that keeps no cookies.
    ids.unrecorded = (await new Visitor(server.url).post("/api/leads", newsletterLead())).json.id as string;
    // Spam from the ad, and a reader who sent nothing: page views, but no lead.
    const bot = new Visitor(server.url);
    await bot.visit(ad);
    await bot.post("/api/leads", withoutProof(headerLead({ [HONEYPOT_FIELD]: "https://seo.example" })));
    await new Visitor(server.url).visit("/roofing-tampa-fl");
    // Possible Spam (no proof of work) waits for the owner's word before it counts as a lead.
    ids.possibleSpam = (await new Visitor(server.url).post("/api/leads", withoutProof(headerLead()))).json.id as string;
    await server.pageViews.flush();
  });
  afterAll(async () => server?.stop());

  const counts = (contact: number, financing: number, quote: number, newsletter: number) => ({
    byForm: {
      "Header Contact Form": contact,
      "Financing Application": financing,
      "Instant Quote Request": quote,
      "Newsletter Signup": newsletter,
    },
    total: contact + financing + quote + newsletter,
  });

  it("counts the leads stored by source, by landing page, and against each page's entrances", async () => {
    const answer = await runInbox(
      server.services.db,
      { command: "sources", filter: parseFilter({ since: today }) },
      { plan: deliveryPlan(server.services.env) },
    );
    if (answer.command !== "sources") throw new Error("not a report");
    const { report } = answer;
    const [possibleSpam] = await server.services.db
      .select()
      .from(leadsTable)
      .where(eq(leadsTable.id, ids.possibleSpam!));
    expect(possibleSpam).toMatchObject({ status: "accepted", possibleSpam: true });
    expect(report.leads).toBe(5);
    expect(report.bySource).toEqual([
      { source: "google", medium: "cpc", campaign: "spring", ...counts(1, 0, 1, 0) },
      { source: "(direct)", medium: "(none)", campaign: "(not set)", ...counts(1, 0, 0, 0) },
      { source: "(not recorded)", medium: "(not recorded)", campaign: "(not recorded)", ...counts(0, 0, 0, 1) },
      { source: "google", medium: "organic", campaign: "(not set)", ...counts(0, 1, 0, 0) },
    ]);
    expect(report.byLanding).toEqual([
      // Four entrances (the ad's two visitors, the search, the reader), three leads.
      { page: "/roofing-tampa-fl", views: 4, entrances: 4, conversionRate: 0.75, ...counts(1, 1, 1, 0) },
      { page: "/", views: 1, entrances: 1, conversionRate: 1, ...counts(1, 0, 0, 0) },
      { page: "(not recorded)", views: 0, entrances: 0, conversionRate: null, ...counts(0, 0, 0, 1) },
      { page: "/residential-roofing", views: 1, entrances: 0, conversionRate: null, ...counts(0, 0, 0, 0) },
    ]);

    const later = await runInbox(
      server.services.db,
      { command: "sources", filter: parseFilter({ since: "2999-01-01" }) },
      { plan: deliveryPlan(server.services.env) },
    );
    expect(later).toEqual({ command: "sources", report: { leads: 0, bySource: [], byLanding: [] } });
  });

  it("exports each lead's touches as the CRM gets them", async () => {
    const exported = await runInbox(
      server.services.db,
      { command: "export", filter: { formType: "Header Contact Form", status: "accepted" } },
      { plan: deliveryPlan(server.services.env) },
    );
    const [header, ...rows] = (exported.command === "export" ? leadsToCsv(exported.leads) : "").trim().split("\r\n");
    const columns = header!.split(",").map((c) => JSON.parse(c) as string);
    expect(columns).toEqual(expect.arrayContaining(["first_landing_page", "first_utm_campaign", "last_visit_at"]));
    const row = rows
      .find((r) => r.includes(ids.adContact!))!
      .split(/,(?=")/)
      .map((c) => JSON.parse(c) as string);
    const cell = (name: string) => row[columns.indexOf(name)];
    expect([cell("first_landing_page"), cell("first_utm_source"), cell("first_utm_campaign")]).toEqual([
      "/roofing-tampa-fl",
      "google",
      "spring",
    ]);
    expect(cell("first_referrer")).toBe("");
  });

  it("prints the report and a lead's touches as commands while the server runs", async () => {
    const env = db === "postgres" ? { DATABASE_URL: server.databaseUrl! } : { DATA_DIR: server.dataDir };
    // The report as a process of its own once, on the embedded database.
    const report = (await (db === "pglite" ? leadsProcess : leads)(["sources", "--since", today], env)).stdout;
    expect(report).toContain("5 leads (spam and Possible Spam left out).");
    expect(report).toMatch(/google\s+cpc\s+spring\s+2\s+1\s+0\s+1\s+0/);
    expect(report).toMatch(/\/roofing-tampa-fl\s+4\s+4\s+3\s+75\.0%/);
    const shown = (await leads(["show", ids.organic!], env)).stdout;
    expect(shown).toMatch(
      /first touch\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T on \/roofing-tampa-fl, from https:\/\/www\.google\.com/,
    );
    expect(shown).toMatch(/sent from\s+\/financing/);
  }, 90_000);
});
