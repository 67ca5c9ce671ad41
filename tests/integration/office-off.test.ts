import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeSignInLinks } from "~/lib/db/schema";
import { officeGet, officePost } from "../support/office";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * Without OWNER_EMAILS the office is off: every one of its addresses, pages and API alike, answers
 * 404 as an address the site does not have, and nothing in it can be asked for. The sitemap never
 * names it, and robots.txt keeps crawlers out of it either way.
 */
describe("the office without OWNER_EMAILS", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ db: "pglite", pages: "built" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    "/office",
    "/office/sign-in",
    "/office/leads",
    "/office/leads/00000000-0000-4000-8000-000000000000",
    `/office/sign-in/${"a".repeat(32)}`,
    "/office/api/session",
    "/office/api/leads.csv",
  ])(
    "answers 404 at %s",
    async (path) => {
      const page = await officeGet(server, path);
      expect(page.status).toBe(404);
      expect(page.headers.get("cache-control")).toBe("no-store");
    },
    90_000,
  );

  it("sends no link and starts no passkey sign-in", async () => {
    expect((await officePost(server, "/office/sign-in", { email: "owner@example.com" })).status).toBe(404);
    expect((await officePost(server, "/office/api/passkeys/sign-in-options", {})).status).toBe(404);
    expect(await server.services.db.select().from(officeSignInLinks)).toEqual([]);
    expect(existsSync(path.join(server.dataDir, "mail"))).toBe(false);
  });

  it("keeps the office out of the sitemap and out of crawlers' reach", async () => {
    const sitemap = await officeGet(server, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain("<urlset");
    expect(sitemap.text).not.toContain("/office");
    expect((await officeGet(server, "/robots.txt")).text).toContain("Disallow: /office");
  }, 60_000);
});
