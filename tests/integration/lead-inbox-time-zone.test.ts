import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/lib/db/schema";
import { type InboxRequest, type LeadFilter, parseFilter, runInbox } from "~/lib/leads/inbox.server";
import { leads as leadsInProcess, leadsProcess } from "../support/leads-command";
import { newsletterLead, postJson } from "../support/payloads";
import { deliveryPlan } from "~/lib/outbox/channels.server";
import { DB_KINDS, startTestServer, type TestServer } from "../support/test-server";

/**
 * The inbox's --since and --until are days in the business's time zone (New York), and its dates
 * are printed in that zone: the owner reads what they typed. Leads sit either side of New York
 * midnights, on the autumn and spring daylight-saving days among them.
 */

// A machine whose own zone is neither UTC nor New York, for the commands run in this process (Node
// reads TZ when it changes) and those run as processes of their own alike.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Asia/Tokyo";
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const STORED_AT = {
  oct31Late: "2026-11-01T03:30:00Z", // 23:30 EDT on 31 October
  nov1Early: "2026-11-01T04:30:00Z", // 00:30 EDT on 1 November, the autumn change
  nov1Late: "2026-11-02T03:00:00Z", // 22:00 EST on 1 November
  nov2Early: "2026-11-02T05:30:00Z", // 00:30 EST on 2 November
  mar7Late: "2026-03-08T04:30:00Z", // 23:30 EST on 7 March
  mar8Early: "2026-03-08T05:30:00Z", // 00:30 EST on 8 March, the spring change
  mar8Late: "2026-03-09T03:30:00Z", // 23:30 EDT on 8 March
  mar9Early: "2026-03-09T04:30:00Z", // 00:30 EDT on 9 March
} as const;
type Name = keyof typeof STORED_AT;

describe.each(DB_KINDS)("lead inbox dates on %s", { timeout: 60_000 }, (db) => {
  let server: TestServer;
  const ids = {} as Record<Name, string>;
  const nameOf = (id: string) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id) ?? id;

  beforeAll(async () => {
    server = await startTestServer({ db });
    for (const [name, at] of Object.entries(STORED_AT) as Array<[Name, string]>) {
      const id = (await postJson(server.url, "/api/leads", newsletterLead())).json.id as string;
      await server.services.db
        .update(leads)
        .set({ createdAt: new Date(at) })
        .where(eq(leads.id, id));
      ids[name] = id;
    }
  });
  afterAll(async () => server?.stop());
  const inbox = (request: InboxRequest) =>
    runInbox(server.services.db, request, { plan: deliveryPlan(server.services.env) });

  const listed = async (filter: LeadFilter) => {
    const response = await inbox({ command: "list", filter });
    return response.command === "list" ? response.leads.map((l) => nameOf(l.id)).sort() : [];
  };

  const env = () => (db === "postgres" ? { DATABASE_URL: server.databaseUrl! } : { DATA_DIR: server.dataDir });
  /** `npm run leads`: a process of its own for the first list and show on the embedded database. */
  const leadsCommand = (args: string[], { ownProcess = false } = {}) =>
    (ownProcess && db === "pglite" ? leadsProcess : leadsInProcess)(args, env());

  it("resolves the owner's dates to instants before they cross the admin socket", () => {
    expect(parseFilter({ since: "2026-11-01", until: "2026-11-02" })).toEqual({
      since: "2026-11-01T04:00:00.000Z",
      until: "2026-11-02T05:00:00.000Z",
    });
    expect(parseFilter({ since: "2026-03-08", until: "2026-03-09" })).toEqual({
      since: "2026-03-08T05:00:00.000Z",
      until: "2026-03-09T04:00:00.000Z",
    });
    expect(parseFilter({ since: "2026-11-01T14:30", until: "2026-11-01T12:00:00Z" })).toEqual({
      since: "2026-11-01T19:30:00.000Z",
      until: "2026-11-01T12:00:00.000Z",
    });
    expect(() => parseFilter({ since: "11/01/2026" })).toThrow(/--since must be a date such as 2026-11-01/);
  });

  it("takes a day as midnight to midnight in New York, across the autumn change", async () => {
    expect(await listed(parseFilter({ since: "2026-11-01", until: "2026-11-02" }))).toEqual(["nov1Early", "nov1Late"]);
    // A plain date sent by another caller means the same.
    expect(await listed({ since: "2026-11-01", until: "2026-11-02" })).toEqual(["nov1Early", "nov1Late"]);
  });

  it("and across the spring change", async () => {
    expect(await listed(parseFilter({ since: "2026-03-08", until: "2026-03-09" }))).toEqual(["mar8Early", "mar8Late"]);
  });

  it("takes a time with an offset as that instant", async () => {
    expect(await listed(parseFilter({ since: "2026-11-01T04:00Z", until: "2026-11-01T05:00Z" }))).toEqual([
      "nov1Early",
    ]);
  });

  it("lists and shows in New York time, through the command", async () => {
    const { stdout } = await leadsCommand(["list", "--since", "2026-11-01", "--until", "2026-11-02"], {
      ownProcess: true,
    });
    expect(stdout).toMatch(/^Received \(ET\)/);
    expect(stdout).toContain(ids.nov1Early);
    expect(stdout).toContain(ids.nov1Late);
    expect(stdout).not.toContain(ids.oct31Late);
    expect(stdout).not.toContain(ids.nov2Early);
    expect(stdout).toMatch(new RegExp(`2026-11-01 00:30\\s+${ids.nov1Early}`));
    expect(stdout).toMatch(new RegExp(`2026-11-01 22:00\\s+${ids.nov1Late}`));

    const spring = await leadsCommand(["list", "--since", "2026-03-08", "--until", "2026-03-09"]);
    expect(spring.stdout).toContain(ids.mar8Early);
    expect(spring.stdout).toContain(ids.mar8Late);
    expect(spring.stdout).not.toContain(ids.mar7Late);
    expect(spring.stdout).not.toContain(ids.mar9Early);

    const shown = await leadsCommand(["show", ids.nov1Early], { ownProcess: true });
    expect(shown.stdout).toMatch(/createdAt\s+2026-11-01 00:30:00 EDT/);
    const winter = await leadsCommand(["show", ids.nov2Early]);
    expect(winter.stdout).toMatch(/createdAt\s+2026-11-02 00:30:00 EST/);
  });

  it("refuses a date it cannot read", async () => {
    expect(await leadsCommand(["list", "--until", "November 1"])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--until must be a date such as 2026-11-01") as unknown,
    });
  });
});
