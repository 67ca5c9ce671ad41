import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_PARAMS } from "~/lib/attribution/touch";
import { leads, pageViews } from "~/lib/db/schema";
import { businessDay } from "~/lib/business-time";
import { action } from "~/routes/api/leads";
import { createApp } from "../../server/app";
import type { FakeCrm } from "../support/fake-crm";
import { headerLead } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { DB_KINDS, eventually, startTestServerWithCrm, type TestServer } from "../support/test-server";
import { Visitor } from "../support/visits";
import { routeArgs } from "../support/route-args";

/**
 * Where leads come from: the attribution cookie the server sets on landing requests, the lead it
 * travels with (JSON and plain form posts), what the CRM and the webhook receive, the page-view
 * counts, and the prerendered pages, which stay the same bytes.
 *
 * The test server renders no pages (no build here), so a landing's 404 carries the same headers a
 * rendered page would; the prerendered pages are served from a folder made for the test.
 */

const maxAge = (setCookie: string) => Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]);

/** One visitor's way here: found the Tampa page on Google, then came back through an ad. */
async function searchThenAd(baseUrl: string) {
  const visitor = new Visitor(baseUrl);
  await visitor.visit("/roofing-tampa-fl", { referer: "https://www.google.com/" });
  await visitor.visit("/?utm_source=google&utm_medium=cpc&utm_campaign=roof-replacement&gclid=Cj0KCQjw_test");
  return visitor;
}

/** The lead of that visitor, sent from the financing page. */
const expected = {
  firstTouch: { at: expect.any(Number), landingPage: "/roofing-tampa-fl", referrer: "https://www.google.com" },
  lastTouch: {
    at: expect.any(Number),
    landingPage: "/",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "roof-replacement",
    gclid: "Cj0KCQjw_test",
  },
  page: "/financing",
};

// One server (embedded database, webhook CRM) for everything but the per-database tests below.
let crm: FakeCrm;
let server: TestServer;
beforeAll(async () => {
  ({ server, crm } = await startTestServerWithCrm({ db: "pglite", crm: "webhook", env: { LEAD_RATE_LIMIT: "1000" } }));
});
afterAll(async () => server?.stop());

describe("the attribution cookie", () => {
  it.each(CAMPAIGN_PARAMS)("a landing with %s records it in a first-party, HttpOnly, 90-day cookie", async (param) => {
    const visitor = new Visitor(server.url);
    const { response, setCookie } = await visitor.visit(`/roofing-tampa-fl?${param}=Spring_Roof-2026`);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(maxAge(setCookie!)).toBe(90 * 86_400);
    expect(response.headers.get("cache-control")).toMatch(/^private/);
    expect(visitor.touches.get(`f.${param}`)).toBe("Spring_Roof-2026");
    expect(visitor.touches.get("f.p")).toBe("/roofing-tampa-fl");
  });

  it("keeps the first touch, and replaces the last only when new campaign parameters arrive", async () => {
    const visitor = new Visitor(server.url);
    const first = await visitor.visit("/roofing-tampa-fl", { referer: "https://www.google.com/search?q=roofer+tampa" });
    expect(first.setCookie).toBeDefined();
    // The search a visitor typed stays out: the referrer's origin and path only.
    expect(visitor.touches.get("f.r")).toBe("https://www.google.com/search");
    const firstAt = Number(visitor.touches.get("f.at"));
    expect(Math.abs(firstAt - Date.now())).toBeLessThan(60_000);

    // Reading on, with the cookie and no parameters: nothing to record, and the page stays cacheable.
    const reading = await visitor.visit("/residential-roofing", { referer: `${server.url}/roofing-tampa-fl` });
    expect(reading.setCookie).toBeUndefined();
    expect(reading.response.headers.get("cache-control")).toBeNull();

    await visitor.visit("/?utm_source=facebook&utm_medium=paid_social&fbclid=IwAR2xYz_09", {
      referer: "https://m.facebook.com/",
    });
    expect(visitor.touches.get("f.p")).toBe("/roofing-tampa-fl");
    expect(Number(visitor.touches.get("f.at"))).toBe(firstAt);
    expect(visitor.touches.get("l.p")).toBe("/");
    expect(visitor.touches.get("l.utm_source")).toBe("facebook");
    expect(visitor.touches.get("l.fbclid")).toBe("IwAR2xYz_09");
    expect(visitor.touches.get("l.r")).toBe("https://m.facebook.com");

    // The same click again (a reload) is not a new touch: its capture time, which Meta's fbc carries, stays.
    const lastAt = visitor.touches.get("l.at");
    const reload = await visitor.visit("/?utm_source=facebook&utm_medium=paid_social&fbclid=IwAR2xYz_09");
    expect(reload.setCookie).toBeUndefined();
    expect(visitor.touches.get("l.at")).toBe(lastAt);
  });

  it("drops values with markup or kilobytes of junk, and never echoes them", async () => {
    const visitor = new Visitor(server.url);
    const junk = "x".repeat(10 * 1024);
    const script = encodeURIComponent("<script>alert(1)</script>");
    const { setCookie } = await visitor.visit(
      `/roofing-tampa-fl?utm_source=${script}&utm_campaign=${junk}&utm_term=%22%3E%3Cimg%20src%3Dx%3E&gclid=Cj0KCQ_ok-1`,
      { referer: `javascript:alert(1)` },
    );
    expect(setCookie).toBeDefined();
    expect(setCookie!.length).toBeLessThan(400);
    expect(setCookie).not.toMatch(/script|img|xxxx|%3C|</i);
    expect(visitor.touches.get("f.gclid")).toBe("Cj0KCQ_ok-1");
    expect([...visitor.touches.keys()].sort()).toEqual(["f.at", "f.gclid", "f.p"]);

    // A cookie edited by hand: the bad value is dropped on the way in, the rest kept.
    const forged = new Visitor(server.url);
    forged.setCookie(
      "sfr_touch",
      `f.at=${Date.now()}&f.p=%2F&f.utm_source=${encodeURIComponent("<b>x</b>")}&f.utm_medium=email`,
    );
    const res = await forged.post("/api/leads", headerLead());
    const [lead] = await server.services.db
      .select()
      .from(leads)
      .where(eq(leads.id, res.json.id as string));
    expect(lead!.attribution?.firstTouch).toEqual({ at: expect.any(Number), landingPage: "/", utm_medium: "email" });
  });

  it("records nothing for crawlers, other pages or other methods", async () => {
    const bot = new Visitor(server.url, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    expect((await bot.visit("/roofing-tampa-fl?gclid=abc")).setCookie).toBeUndefined();
    // Uptime checks and scripts, which would otherwise be an entrance every minute.
    for (const agent of [
      "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)",
      "curl/8.5.0",
      "python-requests/2.32",
      "",
    ])
      expect((await new Visitor(server.url, agent).visit("/roofing-tampa-fl")).setCookie, agent).toBeUndefined();
    const visitor = new Visitor(server.url);
    for (const other of ["/no-such-page?gclid=abc", "/quote/abcdef?utm_source=email", "/healthz?gclid=abc"])
      expect((await visitor.visit(other)).setCookie, other).toBeUndefined();
    const head = await fetch(`${server.url}/roofing-tampa-fl?gclid=abc`, { method: "HEAD" });
    expect(head.headers.getSetCookie()).toEqual([]);
  });

  // A TLS proxy whose X-Forwarded-Proto is not trusted (TRUST_PROXY=0) hands the server plain HTTP.
  it.each([
    ["an https SITE_URL, reached over plain HTTP behind a TLS proxy", "https://www.roofs.example", true],
    ["an http SITE_URL (a site tried out on its own machine)", "http://localhost:3000", false],
  ])("is Secure by the site's address: %s, Secure %s", async (_what, siteUrl, secure) => {
    const env = { ...server.services.env, SITE_URL: siteUrl, TRUST_PROXY: 0 };
    const app = await createApp({ services: { ...server.services, env }, pageViews: server.pageViews });
    const site = http.createServer(app);
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      const { setCookie } = await new Visitor(url).visit("/roofing-tampa-fl?gclid=Cj0KCQ_secure");
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(/; Secure/.test(setCookie!)).toBe(secure);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});

/** Two prerendered pages, with their precompressed copies, as the build writes them. */
function prerenderedFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roofing-pages-"));
  for (const page of ["", "roofing-tampa-fl"]) {
    mkdirSync(path.join(dir, page), { recursive: true });
    const html = `<!DOCTYPE html><html><head><title>${page || "home"}</title></head><body><h1>Page</h1><script>window.__boot=1</script></body></html>`;
    const file = path.join(dir, page, "index.html");
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html));
  }
  return dir;
}

describe("prerendered pages", () => {
  let pages: http.Server;
  let url: string;
  let dir: string;
  beforeAll(async () => {
    dir = prerenderedFolder();
    const app = await createApp({ services: server.services, clientDir: dir, pageViews: server.pageViews });
    pages = http.createServer(app);
    await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => pages?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("stay the same bytes; the answer that sets the cookie is private, the others public", async () => {
    const visitor = new Visitor(url);
    const landing = await visitor.visit("/roofing-tampa-fl");
    const again = await visitor.visit("/roofing-tampa-fl");
    const stranger = await new Visitor(url).visit("/roofing-tampa-fl");
    expect(landing.setCookie).toBeDefined();
    expect(landing.response.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    expect(again.setCookie).toBeUndefined();
    expect(again.response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    for (const answer of [landing, again, stranger]) {
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get("content-encoding")).toBe("br");
      expect(answer.body.toString()).toContain("<h1>Page</h1>");
      expect(answer.response.headers.get("etag")).toBe(again.response.headers.get("etag"));
      // Still allowed by hash: the page is the build's, byte for byte.
      expect(answer.response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    }
  });
});

describe.each(DB_KINDS)("a lead carries where its visitor came from, on %s", (db) => {
  let ghl: FakeCrm;
  let server: TestServer;
  beforeAll(async () => {
    ({ server, crm: ghl } = await startTestServerWithCrm({ db, env: { LEAD_RATE_LIMIT: "1000" } }));
  });
  afterAll(async () => server?.stop());

  it("to the database and the CRM's contact fields; the contact's source stays the form's", async () => {
    const visitor = await searchThenAd(server.url);
    const payload = headerLead();
    const res = await visitor.post("/api/leads", payload, { from: "/financing" });
    expect(res.status).toBe(201);
    const [lead] = await server.services.db
      .select()
      .from(leads)
      .where(eq(leads.id, res.json.id as string));
    expect(lead!.attribution).toEqual(expected);

    const contact = await eventually(() =>
      [...ghl.contacts.values()].find((c) => c.email === payload.formData.email && c.tags.length > 0),
    );
    expect(contact.source).toBe("Suncoast Family Roofing - Header Contact Form");
    const fields = Object.fromEntries(contact.customFields.map((f) => [f.key, f.field_value]));
    expect(fields).toMatchObject({
      service: "roof-repair",
      first_landing_page: "/roofing-tampa-fl",
      first_referrer: "https://www.google.com",
      first_visit_at: new Date(lead!.attribution!.firstTouch!.at).toISOString(),
      last_landing_page: "/",
      last_utm_source: "google",
      last_utm_medium: "cpc",
      last_utm_campaign: "roof-replacement",
      last_gclid: "Cj0KCQjw_test",
    });
    // Only what the visits had: no empty fields.
    expect(fields.first_utm_source).toBeUndefined();
    expect(fields.last_referrer).toBeUndefined();
  });

  it("with an instant quote too, whose answer carries the lead's id and conversion", async () => {
    const visitor = await searchThenAd(server.url);
    const res = await visitor.post("/api/quotes", quoteRequest(), { from: "/financing" });
    expect(res.status).toBe(201);
    // Nothing is chosen yet when the quote is sent: the middle package's price is its value.
    const packages = res.json.packages as Array<{ name: string; price: number }>;
    expect(res.json.conversion).toEqual({
      event: "generate_lead",
      lead_id: res.json.leadId,
      form_type: "Instant Quote Request",
      value: packages[1]!.price,
      currency: "USD",
    });
    const [lead] = await server.services.db
      .select()
      .from(leads)
      .where(eq(leads.id, res.json.leadId as string));
    expect(lead!.attribution).toEqual(expected);
  });

  it("counts page views per page and day in the database, entrances apart", async () => {
    await server.pageViews.flush();
    const before = await server.services.db.select().from(pageViews);
    const visitor = new Visitor(server.url);
    await visitor.visit("/roofing-clearwater-fl");
    await visitor.visit("/roofing-clearwater-fl");
    await new Visitor(server.url).visit("/roofing-clearwater-fl?gclid=abc");
    // Nothing is written per view: the counts arrive with the next flush.
    expect(await server.services.db.select().from(pageViews)).toEqual(before);
    await server.pageViews.flush();
    const [row] = await server.services.db.select().from(pageViews).where(eq(pageViews.path, "/roofing-clearwater-fl"));
    expect(row).toEqual({
      day: businessDay(),
      path: "/roofing-clearwater-fl",
      views: 3,
      entrances: 2,
    });
  });
});

describe("the webhook", () => {
  it("receives where the visitor came from as firstTouch and lastTouch", async () => {
    const visitor = await searchThenAd(server.url);
    const res = await visitor.post("/api/leads", headerLead(), { from: "/financing" });
    const hook = await eventually(() => crm.webhooks.find((h) => h.body.leadId === res.json.id));
    expect(hook.body.firstTouch).toMatchObject({
      landing_page: "/roofing-tampa-fl",
      referrer: "https://www.google.com",
      utm_source: null,
      gclid: null,
    });
    expect(hook.body.lastTouch).toMatchObject({
      landing_page: "/",
      utm_campaign: "roof-replacement",
      gclid: "Cj0KCQjw_test",
    });
    expect(Date.parse((hook.body.lastTouch as { visit_at: string }).visit_at)).toBeGreaterThan(0);
  });
});

describe("the owner's alert", () => {
  it("says where the lead came from: the visit that brought it, and the first", async () => {
    const visitor = await searchThenAd(server.url);
    const res = await visitor.post("/api/leads", headerLead(), { from: "/financing" });
    const leadId = res.json.id as string;
    // No mail server in this test: the alert is written as a file.
    const mailDir = path.join(server.dataDir, "mail");
    const file = await eventually(() =>
      readdirSync(mailDir).find(
        (f) =>
          f.endsWith(".eml") &&
          f.includes("-owner-email-") &&
          readFileSync(path.join(mailDir, f), "utf8").includes(leadId),
      ),
    );
    const alert = await simpleParser(readFileSync(path.join(mailDir, file)));
    expect(alert.text).toMatch(/Came from\s+google \/ cpc \/ roof-replacement, landed on \//);
    expect(alert.text).toMatch(/First visit\s+google \/ organic, landed on \/roofing-tampa-fl/);
  });
});

describe("a form posted without JavaScript", () => {
  it("carries the cookie to the lead like a script's post", async () => {
    const visitor = new Visitor(server.url);
    await visitor.visit("/roof-repair?utm_source=newsletter&utm_medium=email&utm_campaign=hurricane-prep");
    const { formType, formData } = headerLead();
    const body = new URLSearchParams({ formType, ...(formData as Record<string, string>) });
    const request = new Request(`${server.url}/api/leads`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: visitor.cookieHeader!,
        Referer: `${server.url}/roof-repair`,
      },
      body,
    });
    const result = await action(routeArgs(request, { services: server.services, clientIp: "127.0.0.1" }));
    expect((result as { data: { ok: boolean } }).data.ok).toBe(true);
    // Without the page's proof of work it is Possible Spam: stored, and told to no ad platform.
    const [lead] = await server.services.db
      .select()
      .from(leads)
      .where(eq(leads.email, String(formData.email).toLowerCase()));
    expect(lead!.possibleSpam).toBe(true);
    expect(lead!.attribution).toEqual({
      firstTouch: {
        at: expect.any(Number),
        landingPage: "/roof-repair",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "hurricane-prep",
      },
      lastTouch: expect.objectContaining({ landingPage: "/roof-repair" }),
      page: "/roof-repair",
    });
  });
});
