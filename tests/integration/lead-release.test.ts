import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, leads, newsletterSubscribers } from "~/lib/db/schema";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { leads as leadsInProcess, leadsProcess } from "../support/leads-command";
import { headerLead, newsletterLead, postJson } from "../support/payloads";
import { DB_KINDS, eventually, startTestServer, type TestServer, toCrm } from "../support/test-server";
import { HONEYPOT_FIELD } from "~/lib/spam";
import { withoutProof } from "../support/proof";

/**
 * `npm run leads -- release <id>`: a lead the honeypot kept from the CRM, judged real by the owner,
 * is forwarded like any lead, by the running server on the embedded database or straight through
 * PostgreSQL.
 */
describe.each(DB_KINDS)("releasing a lead stored as spam, on %s", { timeout: 60_000 }, (db) => {
  let crm: FakeCrm;
  let server: TestServer;
  let commandEnv: Record<string, string>;

  beforeAll(async () => {
    crm = await startFakeCrm();
    const crmEnv = goHighLevelEnv(crm.url);
    server = await startTestServer({ db, env: crmEnv });
    commandEnv = {
      ...crmEnv,
      ...(db === "postgres" ? { DATABASE_URL: server.databaseUrl! } : { DATA_DIR: server.dataDir }),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await crm?.close();
  });

  let ranAsProcess = false;
  /**
   * The command as the owner runs it (a process of its own once, on the embedded database): its
   * output, or its error and exit code.
   */
  async function leadsCommand(...args: string[]) {
    const ownProcess = db === "pglite" && args[0] === "release" && !ranAsProcess;
    ranAsProcess ||= ownProcess;
    const { code, stdout, stderr } = await (ownProcess ? leadsProcess : leadsInProcess)(args, commandEnv);
    return { code, out: code === 0 ? stdout : stderr };
  }

  const leadRow = async (id: string) => (await server.services.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  it("forwards the lead like any other, once, and marks it a repeat when it is one", async () => {
    const first = headerLead();
    const original = await postJson(server.url, "/api/leads", first);
    const caught = await postJson(
      server.url,
      "/api/leads",
      withoutProof(headerLead({ email: first.formData.email, [HONEYPOT_FIELD]: "filled by a script" })),
    );
    const id = caught.json.id as string;
    expect(await leadRow(id)).toMatchObject({ status: "spam", repeatOf: null });

    const released = await leadsCommand("release", id);
    expect(released).toMatchObject({ code: 0, out: expect.stringContaining("Released") });
    expect(await leadRow(id)).toMatchObject({ status: "accepted", repeatOf: original.json.id });
    const delivery = await eventually(async () => {
      const [d] = await server.services.db.select().from(deliveries).where(toCrm(id));
      return d?.status === "sent" ? d : undefined;
    });
    expect(crm.contacts.get(delivery.remoteId!)?.tags).toEqual(["Header Contact Form", "Website Lead", "Repeat Lead"]);

    const again = await leadsCommand("release", id);
    expect(again).toMatchObject({ code: 2, out: expect.stringContaining("neither spam nor Possible Spam") });
    expect(await server.services.db.select().from(deliveries).where(toCrm(id))).toHaveLength(1);
  });

  it("subscribes a released newsletter signup", async () => {
    const signup = withoutProof(newsletterLead({ [HONEYPOT_FIELD]: "x" }));
    const id = (await postJson(server.url, "/api/leads", signup)).json.id as string;
    expect((await leadsCommand("release", id)).code).toBe(0);
    const rows = await server.services.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.leadId, id));
    expect(rows.map((r) => r.email)).toEqual([signup.formData.email.toLowerCase()]);
  });

  it("says so for an id it does not know", async () => {
    expect(await leadsCommand("release", "00000000-0000-4000-8000-000000000000")).toMatchObject({
      code: 2,
      out: expect.stringContaining("No lead with that id"),
    });
    expect(await leadsCommand("release", "not-an-id")).toMatchObject({ code: 2 });
  });
});
