import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * A homeowner's private pages (lib/private-pages.ts) with a Tag Manager container configured: the
 * public pages carry the container, the quote and booking pages never do, not even when their
 * loader fails, and none of them sends a Referer. Rendered by the development server (Vite), which
 * reads the container from the environment as a production build does when it is built.
 */

const CONTAINER = "GTM-PRIV4TE";

describe("private pages with Tag Manager configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.GTM_CONTAINER_ID = CONTAINER;
    server = await startTestServer({ db: "pglite", pages: "dev", env: { GTM_CONTAINER_ID: CONTAINER } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    delete process.env.GTM_CONTAINER_ID;
  });

  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, referrer: response.headers.get("referrer-policy"), html: await response.text() };
  };

  it("carries the container on a public page, with the site's usual referrer policy", async () => {
    const home = await page("/financing");
    expect(home.status).toBe(200);
    expect(home.html).toContain(`gtm.js?id=${CONTAINER}`);
    expect(home.referrer).toBe("strict-origin-when-cross-origin");
  }, 60_000);

  it("leaves the container off a quote's page and sends no Referer from it, found, not found or failing", async () => {
    const quote = await postJson(server.url, "/api/quotes", quoteRequest());
    const token = String(quote.json.token);
    const found = await page(`/quote/${token}`);
    expect(found.status).toBe(200);
    const unknown = await page(`/quote/${"x".repeat(32)}`);
    expect(unknown.status).toBe(404);
    // The loader fails: the database refuses the query, the error page renders in its place.
    await server.services.db.execute(sql`alter table quote_requests rename to quote_requests_away`);
    const failing = await page(`/quote/${token}`).finally(() =>
      server.services.db.execute(sql`alter table quote_requests_away rename to quote_requests`),
    );
    expect(failing.status).toBe(500);
    for (const answer of [found, unknown, failing]) {
      expect(answer.html).not.toContain("googletagmanager");
      expect(answer.referrer).toBe("no-referrer");
    }
    // The failure is logged, without the query's parameters: the token is not among the lines.
    expect(server.logs.some((line) => line.includes('"msg":"page failed"'))).toBe(true);
    expect(server.logs.join("\n")).not.toContain(token);
  }, 60_000);
});
