import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FAKE_WEBHOOK_SECRET, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { freePort } from "../support/postgres";
import { findPrivateTokens, tokenReport } from "../support/run-logs";

/**
 * Starts the fake CRM and the production server (`build/server-app/main.js`) on an embedded
 * database in a temporary folder. Its log goes to test-results/server.log, and a private token
 * in any of its lines fails the run.
 */
export default async function globalSetup() {
  if (!existsSync("build/server-app/main.js")) throw new Error("Build the site first: npm run build");
  const crm = await startFakeCrm();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-e2e-"));
  const logFile = path.resolve("test-results/server.log");
  const server: ChildProcess = spawn(process.execPath, ["build/server-app/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...goHighLevelEnv(crm.url),
      // Not used by this provider; set so the security tests can look for it in every page.
      CRM_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      LEAD_RATE_LIMIT: "100000",
      // The owner's office (tests/e2e/office.spec.ts); its sign-in links are mailed to the mail folder.
      OWNER_EMAILS: "owner@suncoast-roofs.example",
      // No OUTBOX_POLL_MS: a stored lead wakes the outbox itself; polling every 100 ms only spent a
      // core's 6% beside the browsers (the default, 2 s, is for retries).
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  server.stdout?.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => lines.push(chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server exited:\n${lines.join("")}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${lines.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_CRM_URL = crm.url;
  // No mail server in the tests: the site writes each e-mail to DATA_DIR/mail, where tests read them.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await crm.close();
    const log = lines.join("");
    writeFileSync(logFile, log);
    rmSync(dataDir, { recursive: true, force: true });
    const findings = findPrivateTokens("server.log", log.split("\n"));
    if (findings.length > 0) throw new Error(tokenReport(findings, logFile));
  };
}
