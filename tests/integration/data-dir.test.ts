import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { headerLead, postJson } from "../support/payloads";
import { eventually, seedPglite, startTestServer } from "../support/test-server";

/**
 * DATA_DIR holds the embedded database and, without a mail server, every e-mail as a file (names,
 * addresses, quote links): another user of the machine must not read any of it, nor the backups.
 */

/** Every folder and file under `dir`, itself included, with its permission bits. */
function entries(dir: string): Array<{ file: string; dir: boolean; mode: number }> {
  const stats = lstatSync(dir);
  const here = { file: dir, dir: stats.isDirectory(), mode: stats.mode & 0o777 };
  if (!here.dir) return [here];
  return [here, ...readdirSync(dir).flatMap((name) => entries(path.join(dir, name)))];
}
const openToOthers = (dir: string) => entries(dir).filter((e) => (e.mode & 0o077) !== 0);
const tighteningLines = (logs: Array<Record<string, unknown>>) => logs.filter((e) => e.tightened !== undefined);

describe("DATA_DIR, for the site's user alone", () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("keeps the database, the mail folder and each e-mail owner-only: folders 0700, files 0600", async () => {
    const server = await startTestServer({ db: "pglite", env: { LEAD_ALERT_EMAIL: "owner@suncoast.example" } });
    try {
      const lead = headerLead();
      expect((await postJson(server.url, "/api/leads", lead)).status).toBe(201);
      const mailDir = path.join(server.dataDir, "mail");
      // The owner's alert and the homeowner's confirmation.
      // (Each is written under a hidden name first, then renamed: only whole ones end in .eml.)
      await eventually(() => readdirSync(mailDir).filter((f) => f.endsWith(".eml")).length >= 2);
      const all = entries(server.dataDir);
      expect(all.filter((e) => e.file.endsWith(".eml")).length).toBeGreaterThanOrEqual(2);
      expect(all.filter((e) => e.dir && e.mode !== 0o700)).toEqual([]);
      expect(all.filter((e) => !e.dir && e.mode !== 0o600)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("tightens a folder left open to others when it starts, in one log line; an owner-only one starts silently", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-loose-"));
    made.push(dataDir);
    seedPglite(dataDir);
    mkdirSync(path.join(dataDir, "mail"));
    writeFileSync(path.join(dataDir, "mail", "2026-05-01-owner-email.eml"), "To: jane@example.com\n");
    // As an older version left it under the usual umask.
    const loose = entries(dataDir);
    for (const entry of loose) chmodSync(entry.file, entry.dir ? 0o755 : 0o644);

    const first = await startTestServer({ db: "pglite", dataDir });
    await first.stop();
    const lines = tighteningLines(first.logEntries());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, tightened: loose.length, notOurs: 0 });
    expect(lines[0]!.msg).toMatch(
      /^DATA_DIR had \d+ files and folders other users could read: now for this user alone$/,
    );
    expect(openToOthers(dataDir)).toEqual([]);

    const again = await startTestServer({ db: "pglite", dataDir });
    await again.stop();
    expect(tighteningLines(again.logEntries())).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
