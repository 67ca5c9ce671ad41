import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type APIResponse, type Page } from "@playwright/test";
import { FAKE_TOKEN, FAKE_WEBHOOK_SECRET } from "../support/fake-crm";
import { crmState, expect, sendContactForm, test, uniqueVisitor } from "./fixtures";

// A context of its own for each test: what a page loads is checked, so nothing may come from another
// test's cache.
test.use({ ownContext: true });

/**
 * The production server's pages, checked as an attacker would: the security headers on every
 * kind of response, no secret from the environment in any page, and every text a visitor can
 * send rendered as text, never as markup (HTML and JSON-LD alike).
 */

const HOSTILE = `"><img src=x onerror=alert(1)></script><script>alert(2)</script>`;

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["strict-transport-security"], what).toMatch(/max-age=\d{8}/);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("geolocation=()");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(/script-src ([^;]*)/.exec(csp)?.[1] ?? "", what).not.toContain("'unsafe-inline'");
}

/** The inline scripts the browser would run (JSON-LD blocks are data, not scripts). */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attributes: m[1] ?? "", body: m[2] ?? "" }))
    .filter((script) => !script.attributes.includes("application/ld+json"));
}

function scriptSources(response: APIResponse): string {
  return /script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
}

/** A page rendered per request: every inline script carries this response's nonce. */
async function expectNoncedScripts(response: APIResponse, what: string) {
  const nonce = /'nonce-([^']+)'/.exec(scriptSources(response))?.[1];
  expect(nonce, what).toBeTruthy();
  const scripts = inlineScripts(await response.text());
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const { attributes } of scripts) expect(attributes, what).toContain(`nonce="${nonce}"`);
}

/** A prerendered page: the policy allows exactly its inline scripts, by hash, and no nonce. */
async function expectHashedScripts(response: APIResponse, what: string) {
  const sources = scriptSources(response);
  expect(sources, what).not.toContain("'nonce-");
  const scripts = inlineScripts(await response.text());
  expect(scripts.length, what).toBeGreaterThan(0);
  const hashes = scripts.map(({ body }) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  expect(
    sources
      .split(" ")
      .filter((s) => s.startsWith("'sha256-"))
      .sort(),
    what,
  ).toEqual([...new Set(hashes)].sort());
}

/** Every JSON-LD block parses, and none can close its script element early. */
function expectSafeJsonLd(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  for (const [, body] of blocks) {
    expect(() => JSON.parse(body!)).not.toThrow();
    expect(body).not.toMatch(/<\/?script/i);
  }
}

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await request.get("/");
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(await home.text())?.[1];
  expect(css).toBeTruthy();
  const kinds: Array<[string, Promise<APIResponse>]> = [
    ["prerendered page", Promise.resolve(home)],
    ["page rendered per request", request.get("/?service=roof-repair")],
    ["webhook help page", request.get("/webhook-config")],
    ["404 page", request.get("/no-such-page")],
    ["redirect", request.get("/financing/", { maxRedirects: 0 })],
    ["stylesheet", request.get(css!)],
    ["image", request.get("/favicon.svg")],
    ["sitemap", request.get("/sitemap.xml")],
    ["health check", request.get("/healthz")],
    ["API error", request.post("/api/leads", { data: { formType: "Header Contact Form", formData: {} } })],
    [
      "no-JavaScript answer page",
      request.post("/api/leads", { form: { formType: "Header Contact Form", firstName: "Linda" } }),
    ],
  ];
  for (const [what, pending] of kinds) expectSecurityHeaders(await pending, what);
  expect((await request.get("/financing/", { maxRedirects: 0 })).status()).toBe(301);
  expect((await request.get("/no-such-page")).status()).toBe(404);
  await expectHashedScripts(home, "home");
  await expectHashedScripts(await request.get("/roofing-tampa-fl"), "city page");
  await expectNoncedScripts(await request.get("/?service=roof-repair"), "page rendered per request");
  await expectNoncedScripts(await request.get("/no-such-page"), "404 page");
});

/** A request sent exactly as written (Playwright and fetch would tidy its target). */
function rawGet(target: string): Promise<{ status: number; location?: string }> {
  const base = new URL(process.env.E2E_BASE_URL!);
  return new Promise((resolve, reject) => {
    const sent = http.get({ host: base.hostname, port: base.port, path: target }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode!, location: answer.headers.location });
    });
    sent.on("error", reject);
  });
}

test("page data is as fresh as its page", async ({ request }) => {
  for (const encoding of ["br", "gzip", "identity"]) {
    const data = await request.get("/roof-repair.data", { headers: { "Accept-Encoding": encoding } });
    expect(data.status(), encoding).toBe(200);
    expect(data.headers()["content-type"], encoding).toBe("text/x-script");
    expect(data.headers()["cache-control"], encoding).toBe("public, max-age=0, must-revalidate");
  }
  // The page itself (private when its answer sets the visitor's first-touch cookie).
  expect((await request.get("/roof-repair")).headers()["cache-control"]).toMatch(
    /^(public|private), max-age=0, must-revalidate$/,
  );
});

test("a redirect never leads to another host, whatever the request's target", async () => {
  // A backslash is a slash to a browser: `/\host` would be another host.
  expect(await rawGet("/\\evil.example?lang=es")).toEqual({ status: 404, location: undefined });
  // An absolute-form target, as a proxy may forward it: the path's own redirect, on this host.
  expect(await rawGet("http://evil.example/financing/")).toEqual({ status: 301, location: "/financing" });
});

test("no page shows a secret from the server's environment", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThan(40);
  for (const path of [...paths, "/webhook-config", "/no-such-page", "/api/leads"]) {
    const html = await (await request.get(path)).text();
    for (const secret of [FAKE_TOKEN, FAKE_WEBHOOK_SECRET]) expect(html, path).not.toContain(secret);
  }
});

test("text in the address is rendered as text", async ({ request }) => {
  const hostile = encodeURIComponent(HOSTILE);
  for (const path of [
    `/?service=${hostile}`,
    `/blog?category=${hostile}`,
    `/${hostile}`,
    `/instant-quote?x=${hostile}`,
  ]) {
    const response = await request.get(path);
    const html = await response.text();
    expect(html, path).not.toContain("<img src=x");
    expect(html, path).not.toContain("<script>alert(2)");
    expectSafeJsonLd(html);
  }
});

test.describe("what a visitor types into a form", () => {
  test.use({ javaScriptEnabled: false });

  async function failOnDialog(page: Page) {
    page.on("dialog", (dialog) => {
      throw new Error(`a script ran: ${dialog.message()}`);
    });
  }

  test("comes back as text on the no-JavaScript answer page, never as markup", async ({ page }) => {
    await failOnDialog(page);
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: "Free quote request" });
    // Short enough for the fields' length limits.
    const image = `"><img src=x onerror=alert(1)>`;
    const script = `</script><script>alert(2)</script>`;
    await form.getByLabel("First name").fill(image);
    await form.getByLabel("Last name").fill(script);
    await form.getByLabel("City").fill(script);
    await form.getByLabel("Phone").fill("8135550");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/leads")),
      form.getByRole("button", { name: "Get Free Quote" }).click(),
    ]);
    const html = await answer.text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expectSafeJsonLd(html);
    await expect(page.getByRole("heading", { name: "Please check your details" })).toBeVisible();
    const again = page.getByRole("form", { name: "Free quote request" });
    await expect(again.getByLabel("First name")).toHaveValue(image);
    await expect(again.getByLabel("Last name")).toHaveValue(script);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

/** Another site: a real HTTP server on 127.0.0.1 that serves one page, whatever is asked. */
async function startOtherSite(html: () => string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a page on another site cannot post a lead through its visitor's browser; our own form still can", async ({
  page,
  browser,
  baseURL,
}) => {
  const forged = uniqueVisitor();
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const fields = {
    formType: "Header Contact Form",
    firstName: "Forged",
    lastName: "Visitor",
    phone: forged.phone,
    email: forged.email,
    address: "1 Elsewhere St",
    city: "Tampa",
    zipCode: "33606",
    service: "roof-repair",
  };
  // The page submits itself as soon as it loads, as a hostile page would.
  const other = await startOtherSite(
    () => `<!doctype html><title>Win a prize</title>
<form method="post" action="${escape(`${baseURL}/api/leads`)}">
${Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
  .join("\n")}
</form>
<script>document.forms[0].submit()</script>`,
  );
  try {
    // Another port on the same address is another origin of the same site; another host name is another site.
    for (const host of ["127.0.0.1", "localhost"]) {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url() === `${baseURL}/api/leads` && r.request().method() === "POST"),
        page.goto(`http://${host}:${other.port}/`),
      ]);
      expect(answer.status(), host).toBe(403);
      await expect(page.locator("body")).toContainText("This form can only be sent from our own website.");
    }
  } finally {
    await other.close();
  }

  // The site's own form, posted without JavaScript, goes through; once its lead is at the CRM, a
  // forged lead stored before it would have been delivered too.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const own = await context.newPage();
    const visitor = uniqueVisitor();
    await sendContactForm(own, visitor);
    await expect(own.getByRole("heading", { name: "Thank you! Your request is in." })).toBeVisible();
    await expect
      .poll(async () => (await crmState()).contacts.some((c) => c.email === visitor.email), { timeout: 15_000 })
      .toBe(true);
  } finally {
    await context.close();
  }
  const contacts = (await crmState()).contacts;
  expect(contacts.filter((c) => c.email === forged.email || c.phone?.endsWith(forged.phone))).toEqual([]);
});
