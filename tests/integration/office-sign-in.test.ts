import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeAudit, officeSessions, officeSignInLinks } from "~/lib/db/schema";
import { hashSecret } from "~/lib/office/config.server";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import {
  linkToken,
  OWNER,
  officeEnv,
  officeGet,
  officePost,
  PARTNER,
  sessionCookieOf,
  signInByLink,
  signInMails,
} from "../support/office";
import { fromVisitor } from "../support/payloads";
import { eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * Signing in to the owner's office with an e-mailed link, and its sessions' cookie, on the built
 * pages or the development server's: only an owner's address gets a link, every address the same answer; a link
 * works once, for 15 minutes; sessions end when signed out, here or everywhere; asking is limited.
 */
describe("signing in to the office", () => {
  let smtp: FakeSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({ db: "pglite", pages: "built", env: { ...officeEnv(smtp), TRUST_PROXY: "1" } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const audit = async (actor: string) =>
    (await server.services.db.select().from(officeAudit).where(eq(officeAudit.actor, actor))).map((a) => a.action);

  it("sends a link to an owner's address only, and answers every address alike", async () => {
    const visitor = fromVisitor("sign-in-alike");
    const owner = await officePost(server, "/office/sign-in", { email: " Owner@Suncoast-Roofs.example " }, "", visitor);
    const stranger = await officePost(server, "/office/sign-in", { email: "someone@example.com" }, "", visitor);
    expect(owner.status).toBe(200);
    expect(stranger.status).toBe(200);
    for (const page of [owner, stranger]) expect(page.text).toContain("a sign-in link is on its way");
    await linkToken(smtp, OWNER, 0);
    expect(smtp.received.filter((m) => m.envelopeTo.includes("someone@example.com"))).toEqual([]);
    expect(signInMails(smtp, OWNER)[0]!.mail.from?.text).toContain("office@suncoast-roofs.example");
    const bad = await officePost(server, "/office/sign-in", { email: "not an address" }, "", visitor);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Please enter an e-mail address.");
  }, 60_000);

  it("signs in once with a link, which then says it has been used", async () => {
    const visitor = fromVisitor("sign-in-once");
    const { cookie, setCookie, token } = await signInByLink(server, smtp, PARTNER, visitor);
    expect(setCookie).toMatch(
      /^sfr_office=[A-Za-z0-9_-]{32}; Max-Age=259(?:1|2)\d{3}; Path=\/office; HttpOnly; SameSite=Strict; Secure$/,
    );
    // The database keeps a hash of the link's token and of the session's id, never either.
    const [link] = await server.services.db
      .select()
      .from(officeSignInLinks)
      .where(eq(officeSignInLinks.tokenHash, hashSecret(token)));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeCloseTo(15 * 60_000, -3);
    expect(link!.usedAt).not.toBeNull();
    const sessions = await server.services.db.select().from(officeSessions).where(eq(officeSessions.email, PARTNER));
    expect(sessions.map((s) => s.idHash)).toContain(hashSecret(cookie.split("=")[1]!));

    const leads = await officeGet(server, "/office/leads", cookie);
    expect(leads.status).toBe(200);
    expect(leads.text).toContain("<h1");
    expect(leads.text).toContain(PARTNER);

    const again = await officePost(server, `/office/sign-in/${token}`, {}, undefined, visitor);
    expect(again.status).toBe(404);
    expect(sessionCookieOf(again.headers)).toBeUndefined();
    expect((await officeGet(server, `/office/sign-in/${token}`)).text).toContain("This sign-in link has expired");
    expect(await audit(PARTNER)).toEqual(expect.arrayContaining(["sign-in-link-sent", "signed-in"]));
  }, 60_000);

  it("refuses a link after its 15 minutes", async () => {
    const visitor = fromVisitor("sign-in-late");
    const before = signInMails(smtp, OWNER).length;
    await officePost(server, "/office/sign-in", { email: OWNER }, undefined, visitor);
    const token = await linkToken(smtp, OWNER, before);
    // Fifteen minutes and a second pass.
    await server.services.db
      .update(officeSignInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(officeSignInLinks.tokenHash, hashSecret(token)));
    const page = await officeGet(server, `/office/sign-in/${token}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain("A sign-in link works for 15 minutes, once.");
    const used = await officePost(server, `/office/sign-in/${token}`, {}, undefined, visitor);
    expect(used.status).toBe(404);
    expect(sessionCookieOf(used.headers)).toBeUndefined();
  }, 60_000);

  it("sends every office page to sign in without a session, and shows no lead", async () => {
    for (const path of ["/office/leads", "/office/inspections", "/office/sources", "/office/account"]) {
      const page = await officeGet(server, path);
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toMatch(/^\/office\/sign-in/);
    }
    expect((await officeGet(server, "/office")).headers.get("location")).toBe("/office/leads");
    expect((await officeGet(server, "/office/leads", "sfr_office=" + "x".repeat(32))).status).toBe(302);
    const api = await officeGet(server, "/office/api/leads.csv");
    expect(api.status).toBe(401);
    // A form posted from another site's page is refused, as every post is.
    const forged = await officePost(server, "/office/sign-in", { email: OWNER }, undefined, {
      Origin: "https://elsewhere.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(forged.status).toBe(403);
    // A link followed from another site (a web mail's page) comes without the SameSite=Strict
    // cookie: the answer opens the same address again, from the office's own page.
    // (node:http: fetch sets Sec-Fetch-Mode itself.)
    const followed = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) =>
        http
          .get(
            `${server.url}/office/leads`,
            { headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" } },
            (res) => {
              let text = "";
              res.on("data", (chunk: Buffer) => (text += chunk.toString()));
              res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
            },
          )
          .on("error", reject),
    );
    expect(followed.status).toBe(200);
    expect(followed.text).toContain('<meta http-equiv="refresh" content="0">');
    expect(followed.headers["cache-control"]).toBe("no-store");
    const posted = await officePost(server, "/office/leads/00000000-0000-4000-8000-000000000000", { intent: "spam" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toMatch(/^\/office\/sign-in/);
  }, 60_000);

  it("answers office pages private: no-store, noindex, no Referer, no Tag Manager", async () => {
    const { cookie } = await signInByLink(server, smtp, PARTNER, fromVisitor("sign-in-private"));
    for (const [path, withCookie] of [
      ["/office/sign-in", false],
      ["/office/leads", true],
      ["/office/sources", true],
      // Other spellings of the same pages, which the router finds as well.
      ["/%6Fffice/leads", true],
      ["/OFFICE/sources", true],
    ] as const) {
      const page = await officeGet(server, path, withCookie ? cookie : undefined);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("no-store");
      expect(page.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(page.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(page.text, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page.text, path).not.toContain("googletagmanager");
    }
    const robots = await officeGet(server, "/robots.txt");
    expect(robots.text).toContain("Disallow: /office");
  }, 60_000);

  it("signs out this device, or every device", async () => {
    const visitor = fromVisitor("sign-out");
    const phone = (await signInByLink(server, smtp, OWNER, visitor)).cookie;
    const laptop = (await signInByLink(server, smtp, OWNER, visitor)).cookie;
    const tablet = (await signInByLink(server, smtp, OWNER, visitor)).cookie;
    const session = (cookie: string) => officeGet(server, "/office/api/session", cookie).then((a) => a.status);

    const out = await officePost(server, "/office/sign-out", {}, phone);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/office/sign-in?signed-out=here");
    expect(out.headers.getSetCookie().join()).toMatch(
      /^sfr_office=; Max-Age=0; Path=\/office; HttpOnly; SameSite=Strict/,
    );
    expect([await session(phone), await session(laptop), await session(tablet)]).toEqual([401, 200, 200]);

    const everywhere = await officePost(server, "/office/sign-out", { everywhere: "yes" }, laptop);
    expect(everywhere.headers.get("location")).toBe("/office/sign-in?signed-out=everywhere");
    expect([await session(laptop), await session(tablet)]).toEqual([401, 401]);
    expect(await audit(OWNER)).toEqual(expect.arrayContaining(["signed-out", "signed-out-everywhere"]));
  }, 60_000);

  it("limits how often a link may be asked for, per address typed and per client", async () => {
    const visitor = fromVisitor("sign-in-flood");
    const email = PARTNER.toUpperCase();
    const before = signInMails(smtp, PARTNER).length;
    // Five from one client, then the fifteen minutes' limit for that client and that address.
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await officePost(server, "/office/sign-in", { email }, "", visitor)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    await eventually(() => signInMails(smtp, PARTNER).length === before + 5);
    const limited = await officePost(server, "/office/sign-in", { email }, "", visitor);
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Too many sign-in attempts");
    // Whoever floods the partner's address does not keep the partner from signing in elsewhere.
    const partner = await officePost(server, "/office/sign-in", { email: PARTNER }, "", fromVisitor("the partner"));
    expect(partner.status).toBe(200);
    await eventually(() => signInMails(smtp, PARTNER).length === before + 6);

    const crowd = fromVisitor("one client, many addresses");
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await officePost(server, "/office/sign-in", { email: `x${i}@example.com` }, "", crowd)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(signInMails(smtp, PARTNER)).toHaveLength(before + 6);
  }, 120_000);
});
