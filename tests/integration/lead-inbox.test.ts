import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, leads as leadsTable } from "~/lib/db/schema";
import { csvCell, type InboxRequest, leadsToCsv, runInbox } from "~/lib/leads/inbox.server";
import { leads, leadsProcess } from "../support/leads-command";
import { financingLead, headerLead, newsletterLead, postJson } from "../support/payloads";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { DB_KINDS, startTestServer, type TestServer, toCrm } from "../support/test-server";
import { HONEYPOT_FIELD } from "~/lib/spam";
import { withoutProof } from "../support/proof";

describe("csv cells", () => {
  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1 813 555 0142", '"\'+1 813 555 0142"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["Tampa, FL", '"Tampa, FL"'],
    [null, '""'],
  ])("%j becomes %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe.each(DB_KINDS)("lead inbox on %s", (db) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // No CRM configured: deliveries stay pending, as they would before the owner sets one up.
    server = await startTestServer({ db });
    ids.header = (await postJson(server.url, "/api/leads", headerLead({ firstName: "=Evil", lastName: "Formula" })))
      .json.id as string;
    ids.financing = (await postJson(server.url, "/api/leads", financingLead())).json.id as string;
    ids.newsletter = (await postJson(server.url, "/api/leads", newsletterLead())).json.id as string;
    ids.spam = (await postJson(server.url, "/api/leads", withoutProof(headerLead({ [HONEYPOT_FIELD]: "spam" })))).json
      .id as string;
  });
  afterAll(async () => server?.stop());
  const inbox = (request: InboxRequest) =>
    runInbox(server.services.db, request, { plan: deliveryPlan(server.services.env) });
  /** What points `npm run leads` at the server's database. */
  const commandEnv = (): Record<string, string> =>
    db === "postgres" ? { DATABASE_URL: server.databaseUrl! } : { DATA_DIR: server.dataDir };

  it("lists recent leads, filtered by form type, status and date", async () => {
    const all = await inbox({ command: "list", filter: {} });
    expect(all.command === "list" && all.leads.map((l) => l.id)).toEqual(expect.arrayContaining(Object.values(ids)));
    const financing = await inbox({
      command: "list",
      filter: { formType: "Financing Application" },
    });
    expect(financing.command === "list" && financing.leads.map((l) => l.id)).toEqual([ids.financing]);
    const spam = await inbox({ command: "list", filter: { status: "spam" } });
    expect(spam.command === "list" && spam.leads.map((l) => [l.id, l.crmStatus])).toEqual([[ids.spam, "none"]]);
    const future = await inbox({ command: "list", filter: { since: "2999-01-01" } });
    expect(future.command === "list" && future.leads).toEqual([]);
  });

  it("shows one lead with its deliveries: the CRM's, the owner's alert and the homeowner's e-mail", async () => {
    const shown = await inbox({ command: "show", id: ids.financing! });
    expect(shown.command === "show" && shown.lead?.formType).toBe("Financing Application");
    const rows = shown.command === "show" ? shown.deliveries : [];
    expect(rows.map((d) => [d.channel, d.recipient]).sort()).toEqual(
      [
        ["crm", null],
        ["homeowner-email", shown.command === "show" ? shown.lead?.email : ""],
        ["owner-email", "office@suncoastfamilyroofing.example"],
      ].sort(),
    );
    // No CRM configured: its delivery waits for one.
    expect(rows.find((d) => d.channel === "crm")?.status).toBe("pending");
  });

  it("exports spreadsheet-safe CSV", async () => {
    const exported = await inbox({
      command: "export",
      filter: { formType: "Header Contact Form", status: "accepted" },
    });
    const csv = exported.command === "export" ? leadsToCsv(exported.leads) : "";
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^"created_at","id","form_type"/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"\'=Evil"');
  });

  it("puts dead deliveries back in the queue", async () => {
    await server.services.db
      .update(deliveries)
      .set({ status: "dead", lastError: "HTTP 500" })
      .where(toCrm(ids.header!));
    const retried = await inbox({ command: "retry", deliveryIds: "all-dead" });
    expect(retried).toEqual({ command: "retry", requeued: 1 });
    const [delivery] = await server.services.db.select().from(deliveries).where(toCrm(ids.header!));
    expect(delivery).toMatchObject({ status: "pending", firstAttemptAt: null });
  });

  it("puts refused deliveries back in the queue once the CRM settings are fixed", async () => {
    await server.services.db
      .update(deliveries)
      .set({ status: "failed", lastError: "HTTP 401: Invalid JWT" })
      .where(toCrm(ids.financing!));
    expect(await inbox({ command: "retry", deliveryIds: "all-dead" })).toEqual({
      command: "retry",
      requeued: 0,
    });
    expect(await inbox({ command: "retry", deliveryIds: "all-failed" })).toEqual({
      command: "retry",
      requeued: 1,
    });
    const [delivery] = await server.services.db.select().from(deliveries).where(toCrm(ids.financing!));
    expect(delivery).toMatchObject({ status: "pending", firstAttemptAt: null });
  });

  it("works as a command while the server runs", async () => {
    const env = commandEnv();
    const list = (await leads(["list", "--form-type", "Financing Application"], env)).stdout;
    expect(list).toContain(ids.financing);
    expect(list).not.toContain(ids.header);
    // The export as a process of its own once: its CSV reaches the terminal whole.
    const csv = (await (db === "pglite" ? leadsProcess : leads)(["export", "--status", "spam"], env)).stdout;
    expect(csv.trim().split("\r\n")).toHaveLength(2);
    // A lead with every delivery, each on its channel and to its recipient.
    const shown = (await leads(["show", ids.financing!], env)).stdout;
    expect(shown).toMatch(/formType\s+Financing Application/);
    expect(shown).toMatch(/ crm\s+contact\s+none\s+pending /);
    expect(shown).toMatch(/ owner-email office@suncoastfamilyroofing\.example\s+contact\s+file /);
    expect(shown).toMatch(/ homeowner-email \S+@\S+\s+contact\s+file /);
  }, 60_000); // the export a process of its own, which compiles the inbox as it starts

  it("marks a lead from the Spanish pages Spanish in the list, with its language in show and the export", async () => {
    const spanish = (await postJson(server.url, "/api/leads", headerLead({ language: "es" }))).json.id as string;
    const env = commandEnv();
    const rowOf = (list: string, id: string) => list.split("\n").find((line) => line.includes(id));
    const list = (await leads(["list"], env)).stdout;
    expect(rowOf(list, spanish)).toMatch(/\saccepted, Spanish\s/);
    expect(rowOf(list, ids.financing!)).not.toContain("Spanish");
    expect((await leads(["show", spanish], env)).stdout).toMatch(/^language\s+es$/m);
    // Every cell is quoted: '"es"' is a cell holding exactly that.
    const csv = (await leads(["export", "--form-type", "Header Contact Form"], env)).stdout;
    expect(csv).toMatch(/^"created_at","id","form_type","status","repeat_of","possible_spam","language",/);
    expect(rowOf(csv, spanish)).toContain('"es"');
    expect(rowOf(csv, ids.header!)).toContain('"en"');
  });

  it("writes the export's file for the owner alone, under any umask, even over an older one", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "roofing-export-"));
    const older = path.join(dir, "older.csv");
    writeFileSync(older, "an older export\n");
    chmodSync(older, 0o644);
    const umask = process.umask(0o022);
    try {
      for (const file of [path.join(dir, "leads.csv"), older]) {
        const done = await leads(["export", "--out", file], commandEnv());
        expect(done.code, done.stderr).toBe(0);
        expect(done.stderr).toMatch(/^Wrote \d+ leads to /);
        expect(statSync(file).mode & 0o777, file).toBe(0o600);
      }
    } finally {
      process.umask(umask);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows when a lead was released and moved on in the business's time, like its other times", async () => {
    const id = (await postJson(server.url, "/api/leads", withoutProof(headerLead({ [HONEYPOT_FIELD]: "x" })))).json
      .id as string;
    const env = commandEnv();
    expect((await leads(["release", id], env)).code).toBe(0);
    await server.services.db
      .update(leadsTable)
      .set({ stage: "contacted", stageChangedAt: new Date() })
      .where(eq(leadsTable.id, id));
    const shown = (await leads(["show", id], env)).stdout;
    for (const field of ["createdAt", "releasedAt", "stageChangedAt"])
      expect(shown, field).toMatch(new RegExp(`^${field}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d E[SD]T$`, "m"));
  });

  it.each([["show"], ["release"], ["retry"]])("answers `%s` with an id that is none in a sentence", async (command) => {
    const { code, stdout, stderr } = await leads([command, "xyz"], commandEnv());
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^(No lead with that id\.|"xyz" is not a delivery id: .+)\n$/);
  });

  it("shows what a visitor typed as text: an escape sequence never reaches the owner's terminal", async () => {
    const id = (await postJson(server.url, "/api/leads", headerLead())).json.id as string;
    // Stored as typed before such characters were dropped at the door.
    await server.services.db.execute(
      sql`update leads set name = ${"Ev\x1b]0;PWNED\x07\x1b[2Jil Gonzalez"}, city = ${"Tampa\x9b31m"} where id = ${id}`,
    );
    const env = commandEnv();
    for (const args of [["list"], ["show", id], ["export"]]) {
      const { stdout } = await leads(args, env);
      expect(stdout, args[0]).toContain("Ev?]0;PWNED??[2Jil Gonzalez");
      for (const control of ["\x1b", "\x07", "\x9b"]) expect(stdout, args[0]).not.toContain(control);
    }
  });
});
