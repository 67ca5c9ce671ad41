/**
 * The real server (API only) in a process of its own, for tests that kill it: configuration from
 * the environment, fast CRM retries. Prints "READY <url>" once it listens.
 */
import { parseEnv } from "~/lib/env.server";
import { startServer } from "../../server/start";

const server = await startServer({
  env: parseEnv(process.env),
  pages: false,
  retryPolicy: { baseMs: 40, maxMs: 400, giveUpAfterMs: 60_000, leaseMs: 1_000 },
});
console.log(`READY ${server.url}`);
