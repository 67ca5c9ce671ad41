import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookingPass, newAccessToken } from "~/lib/inspections/access.server";
import { findPrivateTokens, findPrivateTokensInFolder, privateTokensIn, tokenReport } from "./run-logs";

/** A token as the site makes one, with both cases (the detector's premise, true of all but one in ten million). */
function token(): string {
  for (;;) {
    const made = newAccessToken();
    if (/[A-Z]/.test(made) && /[a-z]/.test(made)) return made;
  }
}
const pass = () => bookingPass(randomUUID(), randomBytes(32).toString("base64"), new Date(Date.now() + 86_400_000));

describe("the run's check for private tokens in server logs", () => {
  it.each([
    ["a quote page's path", (t: string) => `{"level":40,"path":"/quote/${t}","msg":"not found: /quote/${t}"}`],
    ["a nested router's path", (t: string) => `{"level":20,"path":"/${t}/cancel","status":200}`],
    ["a page's data request", (t: string) => `{"level":40,"msg":"not found: /inspection/${t}.data"}`],
    ["a link inside a message", (t: string) => `{"msg":"see https://www.roofs.example/quote/${t}?from=email"}`],
    ["the office's sign-in link", (t: string) => `{"level":30,"path":"/office/sign-in/${t}","status":303}`],
    ["an office session's cookie", (t: string) => `{"level":50,"headers":{"cookie":"sfr_touch=x; sfr_office=${t}"}}`],
  ])("finds a link token in %s", (_what, line) => {
    const t = token();
    expect(privateTokensIn(line(t))).toEqual(expect.arrayContaining([t]));
  });

  it("finds a booking pass anywhere in a line", () => {
    const p = pass();
    expect(privateTokensIn(`{"level":50,"err":{"message":"params: ${p},2026-05-01T12:00:00.000Z"}}`)).toEqual([p]);
  });

  it.each([
    ["a scrubbed path", `{"level":40,"path":"/quote/[token]","msg":"not found: /api/inspections/[token]/cancel"}`],
    ["a lead's id", `{"level":30,"leadId":"${randomUUID()}","deliveryId":"${randomUUID()}","msg":"CRM delivery sent"}`],
    ["a page's slug", `{"level":40,"path":"/blog/how-to-choose-a-roofing-contractor","msg":"not found"}`],
    ["a hex digest", `{"level":30,"msg":"/images/${randomBytes(16).toString("hex")}"}`],
    ["a hashed script", `{"level":40,"msg":"not found: /assets/roofing-contractors-tpa-B1cD9xQz.js"}`],
    ["a Twilio message id", `{"level":30,"remoteId":"SM${randomBytes(16).toString("hex")}"}`],
    ["the server's start", `{"level":30,"url":"http://127.0.0.1:41235","msg":"server listening"}`],
  ])("ignores %s", (_what, line) => {
    expect(privateTokensIn(line)).toEqual([]);
  });

  it("reports where each finding is without repeating the token", () => {
    const t = token();
    const findings = findPrivateTokens("server.log", ["{}", `{"path":"/quote/${t}"}`]);
    expect(findings).toEqual([{ source: "server.log", line: 2, text: `{"path":"/quote/${t.slice(0, 4)}..."}` }]);
    expect(tokenReport(findings, "test-results/server.log")).not.toContain(t);
  });

  it("reads every server's log file in the run's folder", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "run-logs-test-"));
    try {
      writeFileSync(path.join(dir, "test-servers-1.log"), '{"msg":"server listening"}\n');
      writeFileSync(
        path.join(dir, "server-process-2.log"),
        `{"msg":"booked"}\n{"path":"/api/inspections/${pass()}"}\n`,
      );
      expect(findPrivateTokensInFolder(dir).map((f) => [f.source, f.line])).toEqual([["server-process-2.log", 2]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
