import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeAudit, officePasskeys, officeSessions } from "~/lib/db/schema";
import { hashSecret } from "~/lib/office/config.server";
import { LIVE_REREAD } from "~/lib/office/office-paths";
import { endAllSessions, findSession } from "~/lib/office/sessions.server";
import { action as accountAction } from "~/routes/office/account";
import { routeArgs } from "../support/route-args";
import { SIGN_IN_AGAIN } from "../../server/office-api";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { OWNER, officeEnv, officeGet, ownerSession, PARTNER, withAuditRefused } from "../support/office";
import { headerLead, postJson } from "../support/payloads";
import { DB_KINDS, startTestServer, type TestServer } from "../support/test-server";

/**
 * The office's sessions and its event stream on both databases, and on PostgreSQL across two
 * servers: a session begun on one is good on the other, ends on both, and a lead stored by one is
 * pushed to a page listening on the other.
 */

/** An open event stream, read as far as the event a test waits for. */
async function openStream(server: TestServer, cookie: string) {
  const response = await fetch(`${server.url}/office/api/events`, { headers: { Cookie: cookie } });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    response,
    /** The text of the first event named `name` from where the last wait stopped. */
    async next(name: string): Promise<string> {
      for (;;) {
        const at = text.indexOf(`event: ${name}\n`);
        if (at >= 0) {
          const end = text.indexOf("\n\n", at);
          if (end >= 0) {
            const event = text.slice(at, end);
            text = text.slice(end + 2);
            return event;
          }
        }
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended without "${name}":\n${text}`);
        text += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

/**
 * A new passkey's answer to a registration challenge, as a device with no attestation ("none")
 * gives it: a fresh P-256 key, its user checked.
 */
function registrationAnswer(options: { challenge: string; rp: { id?: string } }, origin: string) {
  const id = randomBytes(16);
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    createHash("sha256").update(options.rp.id!).digest(),
    // User present, user verified, a credential attested.
    Buffer.from([0x45]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    length,
    id,
    Buffer.from(coseKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", new Uint8Array(authData)],
    ]) as never,
  );
  const clientDataJSON = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin });
  return {
    id: id.toString("base64url"),
    rawId: id.toString("base64url"),
    type: "public-key",
    response: {
      clientDataJSON: Buffer.from(clientDataJSON).toString("base64url"),
      attestationObject: Buffer.from(attestationObject).toString("base64url"),
      transports: ["internal"],
    },
    clientExtensionResults: {},
  };
}

describe.each(DB_KINDS)("the office's sessions, on %s", (db) => {
  let smtp: FakeSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({ db, env: officeEnv(smtp) });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const status = (cookie: string) => officeGet(server, "/office/api/session", cookie).then((a) => a.status);
  const age = (cookie: string, set: Partial<Record<"lastSeenAt" | "expiresAt", ReturnType<typeof sql>>>) =>
    server.services.db
      .update(officeSessions)
      .set(set)
      .where(eq(officeSessions.idHash, hashSecret(cookie.split("=")[1]!)));

  it("keeps a session in use for 12 hours after its last use", async () => {
    const cookie = await ownerSession(server);
    expect(await status(cookie)).toBe(200);
    // Eleven hours unused: still good, and using it counts as its last use.
    await age(cookie, { lastSeenAt: sql`now() - interval '11 hours'` });
    expect(await status(cookie)).toBe(200);
    const [row] = await server.services.db
      .select()
      .from(officeSessions)
      .where(eq(officeSessions.idHash, hashSecret(cookie.split("=")[1]!)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
    // Twelve hours and a minute unused: over.
    await age(cookie, { lastSeenAt: sql`now() - interval '12 hours 1 minute'` });
    expect(await status(cookie)).toBe(401);
  });

  it("looks a session up without noting a use, as an open page's heartbeat does", async () => {
    const cookie = await ownerSession(server);
    await age(cookie, { lastSeenAt: sql`now() - interval '11 hours'` });
    const lastSeen = async () =>
      (
        await server.services.db
          .select()
          .from(officeSessions)
          .where(eq(officeSessions.idHash, hashSecret(cookie.split("=")[1]!)))
      )[0]!.lastSeenAt.getTime();
    const before = await lastSeen();
    const beat = await findSession(server.services.db, server.services.env, cookie.split("=")[1], { touch: false });
    expect(beat?.email).toBeDefined();
    expect(await lastSeen()).toBe(before);
  });

  it("adds a passkey only in a session begun in the last 15 minutes", async () => {
    const cookie = await ownerSession(server);
    const ask = async () => {
      const answer = await fetch(`${server.url}/office/api/passkeys/registration-options`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: server.url,
          "Sec-Fetch-Site": "same-origin",
          Cookie: cookie,
        },
        body: "{}",
      });
      return { status: answer.status, error: ((await answer.json()) as { error?: string }).error };
    };
    // Just signed in: asked only to open the office on its own name (this test's address is not one).
    expect((await ask()).status).toBe(400);
    await server.services.db
      .update(officeSessions)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(officeSessions.idHash, hashSecret(cookie.split("=")[1]!)));
    expect(await ask()).toEqual({ status: 403, error: SIGN_IN_AGAIN });
  });

  it("adds a passkey only with its line in the audit log: when that cannot be written, no passkey is kept", async () => {
    const cookie = await ownerSession(server);
    // The office opened on this machine by name, as passkeys need.
    const origin = `http://localhost:${new URL(server.url).port}`;
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/office/api/passkeys/${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: origin,
          "Sec-Fetch-Site": "same-origin",
          Cookie: cookie,
        },
        body: JSON.stringify(body),
      });
    const added = async () =>
      (await server.services.db.select().from(officePasskeys).where(eq(officePasskeys.email, OWNER))).length;
    const before = await added();
    const register = async () => {
      const options = (await (await post("registration-options", {})).json()) as Parameters<
        typeof registrationAnswer
      >[0];
      return post("registration", { credential: registrationAnswer(options, origin) });
    };
    await withAuditRefused(server, async () => {
      expect((await register()).status).toBe(500);
    });
    expect(await added()).toBe(before);
    // With the log writing again, the same steps add one, with its line.
    expect((await register()).status).toBe(201);
    expect(await added()).toBe(before + 1);
    const lines = await server.services.db.select().from(officeAudit).where(eq(officeAudit.actor, OWNER));
    expect(lines.filter((a) => a.action === "passkey-added")).toHaveLength(1);
  });

  it("removes a passkey only with its line in the audit log: when that cannot be written, the passkey stays", async () => {
    const id = randomBytes(16).toString("base64url");
    await server.services.db
      .insert(officePasskeys)
      .values({ id, email: OWNER, publicKey: "AAAA", name: "Test on Linux, added today" });
    const cookie = await ownerSession(server);
    const remove = () =>
      accountAction(
        routeArgs(
          new Request(`${server.url}/office/account`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
            body: new URLSearchParams({ intent: "remove-passkey", passkey: id }).toString(),
          }),
          { services: server.services },
        ),
      );
    const kept = async () =>
      (await server.services.db.select().from(officePasskeys).where(eq(officePasskeys.id, id))).length;
    await withAuditRefused(server, async () => {
      await expect(remove()).rejects.toThrow();
    });
    expect(await kept()).toBe(1);
    expect(await remove()).toEqual({ message: "Passkey removed: Test on Linux, added today." });
    expect(await kept()).toBe(0);
  });

  it("ends a session 30 days after it began, however busy", async () => {
    const cookie = await ownerSession(server);
    const [row] = await server.services.db
      .select()
      .from(officeSessions)
      .where(eq(officeSessions.idHash, hashSecret(cookie.split("=")[1]!)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 24 * 60 * 60_000);
    await age(cookie, { expiresAt: sql`now() - interval '1 second'` });
    expect(await status(cookie)).toBe(401);
  });

  it("answers 401 to every office API without a session, and 404 for what it does not have", async () => {
    for (const path of [
      "/office/api/session",
      "/office/api/events",
      "/office/api/leads.csv",
      "/office/api/sources.csv",
    ])
      expect((await officeGet(server, path)).status, path).toBe(401);
    const cookie = await ownerSession(server, PARTNER);
    expect((await officeGet(server, "/office/api/nothing", cookie)).status).toBe(404);
    const answer = await officeGet(server, "/office/api/session", cookie);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(answer.text)).toMatchObject({ email: PARTNER, method: "link" });
  });

  it("exports the leads as CSV, and writes the export in the audit log", async () => {
    const lead = headerLead({ firstName: "Csv", lastName: "Exported" });
    expect((await postJson(server.url, "/api/leads", lead)).status).toBe(201);
    const cookie = await ownerSession(server);
    const csv = await officeGet(server, "/office/api/leads.csv?q=Exported", cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="leads.csv"');
    const [header, ...rows] = csv.text.trim().split(/\r?\n/);
    expect(header).toContain("stage");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(lead.formData.email);
    const report = await officeGet(server, "/office/api/sources.csv?weeks=4", cookie);
    expect(report.status).toBe(200);
    const actions = await server.services.db.select().from(officeAudit).where(eq(officeAudit.actor, OWNER));
    expect(actions.map((a) => [a.action, a.detail])).toEqual(
      expect.arrayContaining([
        ["leads-exported", { leads: "1", filter: "q=Exported" }],
        ["report-exported", { weeks: "4" }],
      ]),
    );
  });

  it("pushes a new lead to an open page's event stream", async () => {
    const cookie = await ownerSession(server);
    const stream = await openStream(server, cookie);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    await stream.next("ready");
    const lead = await postJson(server.url, "/api/leads", headerLead({ firstName: "Live" }));
    expect(lead.status).toBe(201);
    expect(await stream.next("change")).toMatch(/^event: change\ndata: \{"newestLead":"[^"]+"\}$/);
    await stream.close();
  });

  it("ends every session of an owner who leaves OWNER_EMAILS", async () => {
    const cookie = await ownerSession(server, "former@suncoast-roofs.example");
    expect(await status(cookie)).toBe(401);
  });
});

describe("two servers on one PostgreSQL", () => {
  let smtp: FakeSmtp;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    first = await startTestServer({ db: "postgres", env: officeEnv(smtp) });
    second = await startTestServer({ db: "postgres", databaseUrl: first.databaseUrl, env: officeEnv(smtp) });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await smtp?.close();
  });

  it("share the owner's sessions: begun on one, good on both, signed out on both", async () => {
    const cookie = await ownerSession(first);
    for (const server of [first, second])
      expect((await officeGet(server, "/office/api/session", cookie)).status).toBe(200);
    await endAllSessions(second.services.db, OWNER);
    for (const server of [first, second])
      expect((await officeGet(server, "/office/api/session", cookie)).status).toBe(401);
  });

  it("push a lead stored by one to a page listening on the other", async () => {
    const cookie = await ownerSession(first);
    const stream = await openStream(second, cookie);
    await stream.next("ready");
    expect((await postJson(first.url, "/api/leads", headerLead())).status).toBe(201);
    expect(await stream.next("change")).toContain("newestLead");
    await stream.close();
  });
});

/**
 * What an office page left open asks by itself (its data read again when something changed, its
 * event stream reconnecting) is answered while the session holds, but only the owner's own
 * requests put off its end.
 */
describe("an open office page, with the pages", () => {
  let smtp: FakeSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({ db: "pglite", pages: "built", env: officeEnv(smtp) });
    // The pages are the production build's, made beside Vitest: this waits for it.
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const ofCookie = (cookie: string) => eq(officeSessions.idHash, hashSecret(cookie.split("=")[1]!));
  const lastUsed = (cookie: string, ago: string) =>
    server.services.db
      .update(officeSessions)
      .set({ lastSeenAt: sql`now() - ${ago}::interval` })
      .where(ofCookie(cookie));
  const lastSeen = async (cookie: string) =>
    (await server.services.db.select().from(officeSessions).where(ofCookie(cookie)))[0]!.lastSeenAt.getTime();

  it("does not count what it asks by itself as use: a tab left open signs out 12 hours after the owner's last use", async () => {
    const cookie = await ownerSession(server);
    await lastUsed(cookie, "11 hours");
    const before = await lastSeen(cookie);
    // The page's data read again after a change (live updates), and its event stream opened again.
    const reRead = () => officeGet(server, `/office/leads.data?status=all&${LIVE_REREAD}=1`, cookie);
    const read = await reRead();
    expect(read.status).toBe(200);
    expect(read.text).not.toContain("/office/sign-in");
    expect(await lastSeen(cookie)).toBe(before);
    const stream = await openStream(server, cookie);
    expect(stream.response.status).toBe(200);
    await stream.next("ready");
    await stream.close();
    expect(await lastSeen(cookie)).toBe(before);
    // Twelve hours and a minute after the owner last did anything, the same asking finds them signed
    // out: to the sign-in page, then back to the list as they saw it.
    await lastUsed(cookie, "12 hours 1 minute");
    expect((await reRead()).text).toContain('"/office/sign-in?next=%2Foffice%2Fleads%3Fstatus%3Dall"');
    expect((await officeGet(server, "/office/api/events", cookie)).status).toBe(401);
  });

  it("counts the owner's own requests as use: a page opened, its data loaded by a click", async () => {
    for (const path of ["/office/leads", "/office/leads.data", "/office/leads.data?status=all"]) {
      const cookie = await ownerSession(server);
      await lastUsed(cookie, "11 hours");
      const answer = await officeGet(server, path, cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain("/office/sign-in");
      expect(Date.now() - (await lastSeen(cookie)), path).toBeLessThan(60_000);
    }
  });
});
