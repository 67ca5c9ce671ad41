/**
 * The real server (API only) in a process of its own, for tests that kill it: configuration from
 * the environment, fast CRM retries. Prints "READY <url>" once it listens. TEST_LEASE_MS: how long
 * a claimed delivery stays reserved (short by default, so a killed server's rows are soon sent again).
 */
import { parseEnv } from "~/lib/env.server";
import { startServer } from "../../server/start";

const server = await startServer({
  env: parseEnv(process.env),
  pages: false,
  retryPolicy: { baseMs: 40, maxMs: 400, giveUpAfterMs: 60_000, leaseMs: Number(process.env.TEST_LEASE_MS ?? 1_000) },
});
console.log(`READY ${server.url}`);
