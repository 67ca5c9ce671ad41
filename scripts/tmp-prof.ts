import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { mkdtempSync } from "node:fs";
import { startPostgres } from "/work/main/tests/support/postgres";
import { visitorLead } from "/work/main/scripts/bench/api";
const pg = await startPostgres();
const db = await pg.createDatabase("prof");
const dir = mkdtempSync("/tmp/prof-");
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof-out", "build/server-app/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: "3999",
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    LOG_LEVEL: "error",
    LEAD_RATE_LIMIT: "100000",
    ...(process.argv.includes("--pglite") ? {} : { DATABASE_URL: db }),
  },
  stdio: "inherit",
});
for (;;) {
  try {
    if ((await fetch("http://127.0.0.1:3999/healthz")).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const path = process.argv.includes("--page") ? "/" : "/api/leads";
const r = await autocannon({
  url: "http://127.0.0.1:3999" + path,
  connections: 50,
  duration: 5,
  requests: [
    path === "/"
      ? { method: "GET", headers: { "accept-encoding": "br, gzip" } }
      : {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (q) => ({ ...q, body: visitorLead() }),
        },
  ],
});
console.log(path, "rps", r.requests.average, "p99", r.latency.p99, "non2xx", r.non2xx);
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
await pg.destroy();
process.exit(0);
