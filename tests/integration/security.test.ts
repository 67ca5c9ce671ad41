import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_HEADER_BYTES } from "../../server/start";
import { type FakeCrm, FAKE_LOCATION, FAKE_TOKEN, FAKE_WEBHOOK_SECRET, startFakeCrm } from "../support/fake-crm";
import { financingLead, headerLead, postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { eventually, startTestServer, type TestServer } from "../support/test-server";

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
    crm = await startFakeCrm();
    server = await startTestServer({
      db: "pglite",
      env: {
        CRM_PROVIDER: "gohighlevel",
        GHL_API_BASE: crm.url,
        GHL_API_TOKEN: FAKE_TOKEN,
        GHL_LOCATION_ID: FAKE_LOCATION,
        CRM_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
        LEAD_RATE_LIMIT: "50",
      },
      timeouts: { headersMs: 1_000, requestMs: 2_000 },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await crm?.close();
  });

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
    await eventually(() => server.logs.some((l) => l.includes("[redacted]")), { message: "the CRM failure logged" });
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
      socket.write("POST /api/leads HTTP/1.1\r\nHost: x\r\n");
      await sleep(600);
      socket.write("X-Slow: 1\r\n");
    });
    expect(slowHead.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(slowHead.ms).toBeLessThan(5_000);

    const slowBody = await rawExchange(server.url, async (socket) => {
      socket.write(
        "POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
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
