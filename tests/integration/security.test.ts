import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { leads } from "~/lib/db/schema";
import { parseEnv } from "~/lib/env.server";
import { MAX_HEADER_BYTES, startServer } from "../../server/start";
import { FAKE_TOKEN, FAKE_WEBHOOK_SECRET, type FakeCrm } from "../support/fake-crm";
import { financingLead, headerLead, postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import {
  eventually,
  seedPglite,
  startTestServer,
  startTestServerWithCrm,
  type TestServer,
} from "../support/test-server";

/**
 * The API and the server's connection handling, treated as hostile ground: headers on every kind
 * of answer, secrets that never leave the server, rate limits that a forged X-Forwarded-For cannot
 * get around, and slow or oversized requests cut off. (Pages are checked the same way in
 * tests/e2e/security.spec.ts, against the production build.)
 */

/** The headers every answer carries, whatever its status. */
function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers.get("strict-transport-security"), what).toMatch(/max-age=\d{8}/);
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), what).toContain("camera=()");
  expect(headers.get("x-powered-by"), what).toBeNull();
}

describe("an API under attack", () => {
  let crm: FakeCrm;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, crm } = await startTestServerWithCrm({
      db: "pglite",
      env: { CRM_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, LEAD_RATE_LIMIT: "50" },
      timeouts: { headersMs: 1_000, requestMs: 2_000 },
    }));
  });
  afterAll(async () => server?.stop());

  it("sends the security headers with every kind of answer", async () => {
    const answers: Array<[string, Response]> = [
      ["201", await fetch(`${server.url}/api/leads`, json(headerLead()))],
      ["400", await fetch(`${server.url}/api/leads`, json(headerLead({ firstName: "" })))],
      ["400 unreadable", await fetch(`${server.url}/api/leads`, json("{not json"))],
      ["413", await fetch(`${server.url}/api/leads`, json("x".repeat(40_000)))],
      [
        "415",
        await fetch(`${server.url}/api/leads`, {
          method: "POST",
          body: "a",
          headers: { "Content-Type": "text/plain" },
        }),
      ],
      ["quote 400", await fetch(`${server.url}/api/quotes`, json(quoteRequest({ squareFeet: "about 2000" })))],
      ["healthz", await fetch(`${server.url}/healthz`)],
      ["unknown API path", await fetch(`${server.url}/api/nothing-here`)],
    ];
    for (const [what, response] of answers) {
      await response.arrayBuffer();
      expectSecurityHeaders(response.headers, what);
    }
    expect(answers.map(([, r]) => r.status)).toEqual([201, 400, 400, 413, 415, 400, 200, 404]);
  });

  it("never shows a secret in an answer or a log line, even when the CRM echoes one back", async () => {
    // A CRM error that quotes the request's credentials back, as some APIs do.
    crm.failNext(1, { status: 500, body: JSON.stringify({ message: `bad auth Bearer ${FAKE_TOKEN}` }) });
    const lead = await postJson(server.url, "/api/leads", financingLead(), { "X-Forwarded-For": "203.0.113.9" });
    expect(lead.status).toBe(201);
    await eventually(() => server.logs.some((l) => l.includes("Error calling GoHighLevel")), {
      message: "the CRM failure logged",
    });
    const answers = [
      lead.text,
      (
        await postJson(server.url, "/api/leads", {
          formType: "Header Contact Form",
          formData: { apiToken: FAKE_TOKEN },
        })
      ).text,
      await (await fetch(`${server.url}/healthz`)).text(),
    ];
    for (const secret of [FAKE_TOKEN, FAKE_WEBHOOK_SECRET]) {
      for (const text of answers) expect(text).not.toContain(secret);
      for (const line of server.logs) expect(line).not.toContain(secret);
    }
  });

  it("cuts off a client that sends its headers too slowly (408) and one whose body never ends", async () => {
    const slowHead = await rawExchange(server.url, async (socket) => {
      socket.write("POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      await sleep(600);
      socket.write("X-Slow: 1\r\n");
    });
    expect(slowHead.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(slowHead.ms).toBeLessThan(5_000);

    const slowBody = await rawExchange(server.url, async (socket) => {
      socket.write(
        "POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
      );
      for (let i = 0; i < 4; i++) {
        await sleep(700);
        if (!socket.destroyed) socket.write(" ");
      }
    });
    expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(slowBody.ms).toBeLessThan(6_000);
  });

  it("refuses headers larger than the limit (431)", async () => {
    const big = await rawExchange(server.url, async (socket) => {
      socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(MAX_HEADER_BYTES + 1_000)}\r\n\r\n`);
    });
    expect(big.answer).toMatch(/^HTTP\/1\.1 431/);
  });
});

describe("rate limits behind a proxy", () => {
  it("with no proxy trusted, X-Forwarded-For is ignored: forging it does not reset the count", async () => {
    const server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "2", TRUST_PROXY: "0" } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await postJson(server.url, "/api/leads", headerLead(), { "X-Forwarded-For": `198.51.100.${i}` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await server.stop();
    }
  });

  it("with one proxy trusted, only the address it appended counts: a forged first entry changes nothing", async () => {
    const server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "2", TRUST_PROXY: "1" } });
    try {
      // The proxy appends the real client address to whatever the client sent.
      const from = (forged: string, real: string) => ({ "X-Forwarded-For": `${forged}, ${real}` });
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await postJson(server.url, "/api/leads", headerLead(), from(`10.0.0.${i}`, "203.0.113.7"))).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      // Another visitor behind the same proxy has a count of their own.
      expect((await postJson(server.url, "/api/leads", headerLead(), from("10.0.0.1", "203.0.113.8"))).status).toBe(
        201,
      );
    } finally {
      await server.stop();
    }
  });
});

describe("posts that another site's page makes a visitor's browser send", () => {
  const SITE_URL = "https://www.roofs.example:443/tampa";
  const refusal = `This form can only be sent from our own website. Please use the form on www.roofs.example or call us at ${site.phone.display}.`;
  let server: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    const env = { SITE_URL, LEAD_RATE_LIMIT: "1000", ALLOWED_HOSTS: "roofs-staging.example" };
    [server, proxied] = await Promise.all([
      startTestServer({ db: "pglite", env }),
      startTestServer({ db: "pglite", env: { ...env, TRUST_PROXY: "1" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), proxied?.stop()]);
  });

  const leadCount = async (on = server) => (await on.services.db.select({ n: count() }).from(leads))[0]!.n;
  const leadJson = () => JSON.stringify(headerLead());
  const post = (headers: Record<string, string>, on = server) =>
    send(on.url, "POST", "/api/leads", { "Content-Type": "application/json", ...headers }, leadJson());

  it("refuses a JSON post from another origin with a JSON answer, and stores nothing", async () => {
    const before = await leadCount();
    const res = await post({ Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: refusal });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a plain form post from another origin with a text answer, and stores nothing", async () => {
    const before = await leadCount();
    const form = new URLSearchParams({ formType: "Header Contact Form", ...headerLead().formData }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" };
    const res = await send(server.url, "POST", "/api/leads", headers, form);
    expect(res.status).toBe(403);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe(refusal);
    expect(await leadCount()).toBe(before);
  });

  it("answers a Spanish page's form, posted from another site or to another host, in Spanish", async () => {
    const before = await leadCount();
    const form = new URLSearchParams({ formType: "Header Contact Form", ...headerLead().formData }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" };
    const refused = await send(server.url, "POST", "/es/solicitud", headers, form);
    expect(refused.status).toBe(403);
    expect(refused.headers["content-type"]).toMatch(/^text\/plain/);
    expect(refused.body).toBe(
      `Solo aceptamos este formulario desde nuestro propio sitio web. Use el formulario de www.roofs.example o llámenos al ${site.phone.display}.`,
    );
    const rebound = { ...headers, Host: "attacker.example", Origin: "http://attacker.example" };
    const misdirected = await send(server.url, "POST", "/es/solicitud", rebound, form);
    expect(misdirected.status).toBe(421);
    expect(misdirected.body).toBe(
      "Este servidor no acepta formularios enviados a esa dirección. Use https://www.roofs.example.",
    );
    expect(await leadCount()).toBe(before);
  });

  it("refuses what the browser marks cross-site or same-site, even with an Origin that would pass", async () => {
    const before = await leadCount();
    for (const fetchSite of ["cross-site", "same-site"]) {
      expect((await post({ "Sec-Fetch-Site": fetchSite })).status, fetchSite).toBe(403);
      expect((await post({ "Sec-Fetch-Site": fetchSite, Origin: server.url })).status, fetchSite).toBe(403);
    }
    expect(await leadCount()).toBe(before);
  });

  it("refuses Origin: null, a malformed Origin, and origins that differ from ours in scheme, port or name", async () => {
    const before = await leadCount();
    for (const origin of [
      "null",
      "evil.example",
      "https://www.roofs.example:8443",
      "http://www.roofs.example",
      "https://roofs.example",
      "https://roofs-staging.example",
      "http://127.0.0.1.evil.example",
    ]) {
      expect((await post({ Origin: origin })).status, origin).toBe(403);
    }
    expect(await leadCount()).toBe(before);
  });

  it("accepts Origin: null from a page of ours that sends no Referer, as the browser marks it same-origin", async () => {
    // A private page (a quote, a booking) answers Referrer-Policy: no-referrer, and its own forms
    // then post with Origin: null; Sec-Fetch-Site still says where they come from.
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "none" })).status).toBe(403);
  });

  it("refuses whatever the method and however the address is spelled, before any routing", async () => {
    const evil = { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" };
    for (const [method, path] of [
      ["POST", "/%61pi/leads"],
      ["POST", "/./api/leads"],
      ["POST", "/"],
      ["PUT", "/api/leads"],
      ["DELETE", "/api/leads"],
      ["PATCH", "/api/quotes"],
    ] as const) {
      expect((await send(server.url, method, path, evil, "formType=x")).status, `${method} ${path}`).toBe(403);
    }
  });

  it("accepts posts from our own pages: SITE_URL's origin, this machine's, the address the request was sent to", async () => {
    const before = await leadCount();
    const host = new URL(server.url).host;
    const port = Number(new URL(server.url).port);
    const accepted: Array<[string, Record<string, string>]> = [
      ["SITE_URL's origin", { Origin: "https://www.roofs.example" }],
      ["SITE_URL's origin with its default port", { Origin: "https://WWW.roofs.example:443" }],
      [
        "SITE_URL's host and origin, as a visitor's browser sends them",
        { Host: "www.roofs.example", Origin: SITE_URL },
      ],
      ["the Host's origin", { Origin: server.url }],
      ["the Host's origin, marked same-origin", { Origin: server.url, "Sec-Fetch-Site": "same-origin" }],
      [
        "another name for this server",
        { Host: host.replace("127.0.0.1", "localhost"), Origin: server.url.replace("127.0.0.1", "localhost") },
      ],
      ["this machine on another port (a development server)", { Origin: `http://localhost:${port + 1}` }],
      ["this machine's IPv6 address", { Host: `[::1]:${port}`, Origin: `https://[::1]:${port}` }],
      ["a typed address or bookmark", { "Sec-Fetch-Site": "none" }],
      ["neither header (curl, server to server)", {}],
    ];
    for (const [what, headers] of accepted) expect((await post(headers)).status, what).toBe(201);
    expect(await leadCount()).toBe(before + accepted.length);
  });

  it("takes the forwarded scheme and host (one of ALLOWED_HOSTS) as ours only when TRUST_PROXY trusts the proxy", async () => {
    const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "roofs-staging.example" };
    const origin = "https://roofs-staging.example";
    expect((await post({ ...forwarded, Origin: origin }, proxied)).status).toBe(201);
    expect((await post({ ...forwarded, Origin: "http://roofs-staging.example" }, proxied)).status).toBe(403);
    expect((await post({ ...forwarded, Origin: "https://evil.example" }, proxied)).status).toBe(403);
    // A proxy that passes the Host through and says only the scheme.
    const passHost = { Host: "roofs-staging.example", "X-Forwarded-Proto": "https", Origin: origin };
    expect((await post(passHost, proxied)).status).toBe(201);
    // No proxy trusted: the same headers, sent by anyone, make no origin ours.
    expect((await post({ ...forwarded, Origin: origin })).status).toBe(403);
    expect((await post(passHost)).status).toBe(403);
  });

  it("logs each refusal at warn with the method, path and headers, and nothing about the visitor", async () => {
    const lead = headerLead();
    const res = await send(
      server.url,
      "POST",
      "/api/leads",
      { "Content-Type": "application/json", Origin: "https://logged.example", "Sec-Fetch-Site": "cross-site" },
      JSON.stringify(lead),
    );
    expect(res.status).toBe(403);
    const entry = await eventually(() => server.logEntries().find((e) => e.origin === "https://logged.example"));
    expect(entry).toMatchObject({ level: 40, method: "POST", path: "/api/leads", secFetchSite: "cross-site" });
    const line = JSON.stringify(entry);
    for (const personal of [lead.formData.phone, lead.formData.email, lead.formData.lastName]) {
      expect(line).not.toContain(personal);
    }
  });

  // DNS rebinding: a page on attacker.example, its name pointed at our address, is same-origin to itself.
  it.each<[string, "server" | "proxied", string, Record<string, string>]>([
    ["a page on a rebound name", "server", "POST", { Host: "attacker.example", Origin: "http://attacker.example" }],
    ["one on a port", "server", "POST", { Host: "attacker.example:8080", Origin: "http://attacker.example:8080" }],
    ["a script that sends no Origin", "server", "POST", { Host: "attacker.example" }],
    ["another method", "server", "DELETE", { Host: "attacker.example", Origin: "http://attacker.example" }],
    [
      "a forwarded host not in ALLOWED_HOSTS",
      "proxied",
      "POST",
      { "X-Forwarded-Host": "attacker.example", "X-Forwarded-Proto": "https", Origin: "https://attacker.example" },
    ],
  ])("answers %s, addressed to a host that is not ours, 421 and stores nothing", async (_what, on, method, headers) => {
    const target = on === "server" ? server : proxied;
    const before = await leadCount(target);
    const res = await send(
      target.url,
      method,
      "/api/leads",
      { "Content-Type": "application/json", ...headers },
      leadJson(),
    );
    expect(res.status).toBe(421);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      "This server does not take forms sent to that address. Please use https://www.roofs.example.",
    );
    expect(await leadCount(target)).toBe(before);
  });

  it("answers reads whatever the Host, and logs a misdirected post at warn with the host", async () => {
    expect((await send(server.url, "GET", "/healthz", { Host: "attacker.example" })).status).toBe(200);
    expect((await send(server.url, "GET", "/api/inspections/slots", { Host: "attacker.example" })).status).toBe(200);
    const headers = { "Content-Type": "application/json", Host: "rebound.example", Origin: "http://rebound.example" };
    expect((await send(server.url, "POST", "/api/quotes", headers, "{}")).status).toBe(421);
    const entry = await eventually(() => server.logEntries().find((e) => e.host === "rebound.example"));
    expect(entry).toMatchObject({
      level: 40,
      method: "POST",
      path: "/api/quotes",
      msg: "misdirected request refused (Host is not ours)",
    });
  });

  it("does not count a refused post against the visitor's rate limit", async () => {
    const limited = await startTestServer({ db: "pglite", env: { SITE_URL, LEAD_RATE_LIMIT: "2" } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post({ Origin: "https://evil.example" }, limited)).status);
      for (let i = 0; i < 3; i++) statuses.push((await post({ Origin: limited.url }, limited)).status);
      expect(statuses).toEqual([403, 403, 403, 403, 403, 201, 201, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe("X-Forwarded-For while no proxy is trusted", () => {
  const isWarning = (entry: Record<string, unknown>) => entry.level === 40 && String(entry.msg).includes("TRUST_PROXY");

  it("is warned about once, naming TRUST_PROXY and what to set it to", async () => {
    const server = await startTestServer({ db: "pglite", env: { TRUST_PROXY: "0" } });
    try {
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      expect(server.logEntries().filter(isWarning)).toEqual([]);
      for (let i = 0; i < 3; i++) {
        await (
          await fetch(`${server.url}/healthz`, { headers: { "X-Forwarded-For": `198.51.100.${i}` } })
        ).arrayBuffer();
        await postJson(server.url, "/api/leads", headerLead(), { "X-Forwarded-For": `198.51.100.${i}` });
      }
      const warnings = server.logEntries().filter(isWarning);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.msg).toMatch(/Set TRUST_PROXY to the number of proxies in front of this server \(1 for one/);
      // The addresses are the visitors': they stay out of the log.
      expect(JSON.stringify(warnings[0])).not.toContain("198.51.100");
    } finally {
      await server.stop();
    }
  });

  it("is not warned about when a proxy is trusted", async () => {
    const server = await startTestServer({ db: "pglite", env: { TRUST_PROXY: "1" } });
    try {
      await (await fetch(`${server.url}/healthz`, { headers: { "X-Forwarded-For": "198.51.100.1" } })).arrayBuffer();
      expect(server.logEntries().filter(isWarning)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

/** One request by hand (fetch will not set Host), with the whole answer read. */
function send(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const length = body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
    const req = http.request({ host: hostname, port, method, path, headers: { ...length, ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function json(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Talks HTTP by hand, for what fetch will not do; returns what came back and when the server hung up. */
async function rawExchange(baseUrl: string, talk: (socket: net.Socket) => Promise<void>) {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const started = Date.now();
  let answer = "";
  socket.on("data", (chunk) => (answer += String(chunk)));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - started)));
  await talk(socket);
  const ms = await Promise.race([closed, sleep(8_000).then(() => Number.POSITIVE_INFINITY)]);
  socket.destroy();
  return { answer, ms };
}

describe("the server's own failures", () => {
  it("refuses a compressed body (no page sends one) as such, not as its own failure", async () => {
    const server = await startTestServer({ db: "pglite" });
    try {
      for (const encoding of ["gzip", "br"]) {
        const answer = await fetch(`${server.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Encoding": encoding },
          body: "not compressed at all",
        });
        expect(answer.status, encoding).toBe(415);
        expect(await answer.json(), encoding).toEqual({ error: "Send the form as UTF-8 JSON." });
      }
      expect(server.logEntries().filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("fails its start on a port already taken, saying so, with what it had opened closed", async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-data-"));
    seedPglite(dataDir);
    try {
      const { port } = taken.address() as net.AddressInfo;
      const env = parseEnv({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
      await expect(startServer({ env, handleSignals: false, pages: false })).rejects.toThrow(/EADDRINUSE/);
      // The database was closed: another server opens it at once.
      const again = await startTestServer({ db: "pglite", dataDir });
      await again.stop();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
