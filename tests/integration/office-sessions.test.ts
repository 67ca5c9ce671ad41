import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeAudit, officeSessions } from "~/lib/db/schema";
import { hashSecret } from "~/lib/office/config.server";
import { endAllSessions, findSession } from "~/lib/office/sessions.server";
import { SIGN_IN_AGAIN } from "../../server/office-api";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { OWNER, officeEnv, officeGet, ownerSession, PARTNER } from "../support/office";
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
