import http from "node:http";
import net from "node:net";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/lib/db/schema";
import { createApp } from "../../server/app";
import { headerLead, postJson } from "../support/payloads";
import { eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * A script that sends its submission and cuts the connection before the answer (a TCP reset) must
 * still be counted: its lead is stored all the same. On PostgreSQL the server waits on the
 * database while the reset arrives, so this is where a hang-up could give the count back.
 */
describe("a client that hangs up before its answer", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ db: "postgres", env: { LEAD_RATE_LIMIT: "1" } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("is counted against its address's limit: the submission it sent was stored", async () => {
    const port = Number(new URL(server.url).port);
    const lock = new pg.Client({ connectionString: server.databaseUrl });
    await lock.connect();
    try {
      // Holds every new lead until the connection below has been cut.
      await lock.query("begin");
      await lock.query("lock table leads in exclusive mode");

      const body = JSON.stringify(headerLead());
      const socket = net.connect({ port, host: "127.0.0.1" });
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      socket.write(
        `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      // The server has counted it and is storing it (waiting for the lock).
      await eventually(async () => {
        // Inside a transaction PostgreSQL shows the sessions as they were at its first look.
        await lock.query("select pg_stat_clear_snapshot()");
        const { rows } = await lock.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        return rows[0]!.waiting > 0;
      });
      socket.resetAndDestroy();
      // A request answered after the reset: by then the server has seen the connection close.
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
      await lock.query("commit");
      await eventually(async () => {
        const [row] = await server.services.db.select({ n: count() }).from(leads);
        return row!.n === 1;
      });
    } finally {
      await lock.end();
    }

    const next = await postJson(server.url, "/api/leads", headerLead());
    expect(next.status).toBe(429);
    const [row] = await server.services.db.select({ n: count() }).from(leads);
    expect(row!.n).toBe(1);
  });
});

/**
 * A client that resets its connection before its request's turn: Node has forgotten the peer's
 * address by then, so the request has none. It is dropped unanswered, and a script resetting
 * connections by the second fills no error log (the rate limits, keyed on the address, used to
 * fail on it, each time an "unhandled error" with its stack).
 */
describe("a request whose client has already gone", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ db: "pglite" });
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each([
    ["no proxy trusted", 0],
    ["a proxy trusted, and no X-Forwarded-For", 1],
  ])("is dropped before anything runs, with nothing logged above debug (%s)", async (_what, trustProxy) => {
    const services = { ...server.services, env: { ...server.services.env, TRUST_PROXY: trustProxy } };
    const app = await createApp({ services });
    const before = server.logEntries().length;
    // A socket that was never connected has no peer address, as one reset by its client.
    const socket = new net.Socket();
    const req = new http.IncomingMessage(socket);
    req.method = "POST";
    req.url = "/api/leads";
    req.headers = { host: "127.0.0.1", "content-type": "application/json", "content-length": "2" };
    const res = new http.ServerResponse(req);
    app(req, res);
    // Either dropped, or answered (the rate limit failed and the failure was answered).
    await eventually(() => socket.destroyed || res.writableEnded);
    expect(server.logEntries().slice(before)).toEqual([]);
    expect(socket.destroyed).toBe(true);
    expect(res.writableEnded).toBe(false);
  });
});
