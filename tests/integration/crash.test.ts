import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/db/client.server";
import { deliveries, leads } from "~/lib/db/schema";
import { type FakeCrm, goHighLevelEnv, startFakeCrm } from "../support/fake-crm";
import { headerLead } from "../support/payloads";
import { freePort } from "../support/postgres";
import { asSentByPage } from "../support/proof";
import { spawnServer } from "../support/server-process";
import { createPostgresDatabase, DB_KINDS, eventually, seedPglite } from "../support/test-server";

describe.each(DB_KINDS)("the server killed with SIGKILL during a burst of leads, on %s", (db) => {
  let crm: FakeCrm;
  let dataDir: string;
  let databaseUrl: string | undefined;
  const env = () => ({
    PORT: "",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...goHighLevelEnv(crm.url),
    LEAD_RATE_LIMIT: "100000",
    OUTBOX_POLL_MS: "250",
    // On PostgreSQL each call waits its turn for the budget shared in the database: the lease must
    // outlast a claimed send's wait (16 sends of two calls at 8 a second) or the server claims its
    // own rows again. Short otherwise, so the killed server's rows come back soon.
    TEST_LEASE_MS: db === "postgres" ? "10000" : "1000",
    LOG_LEVEL: "warn",
  });

  beforeAll(async () => {
    crm = await startFakeCrm();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-crash-"));
    databaseUrl = db === "postgres" ? await createPostgresDatabase() : undefined;
    if (!databaseUrl) seedPglite(dataDir);
  });
  afterAll(async () => {
    await crm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loses no acknowledged lead and delivers each to the CRM once", async () => {
    const first = await spawnServer({ ...env(), PORT: String(await freePort()) });
    const acknowledged = new Map<string, string>();
    let killed = false;
    const send = async () => {
      const payload = headerLead();
      try {
        const res = await fetch(`${first.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(await asSentByPage(first.url, "/api/leads", payload)),
        });
        if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, payload.formData.email);
      } catch {
        // The server is gone: this submission was never acknowledged.
      }
      if (!killed && acknowledged.size >= 30) {
        killed = true;
        first.child.kill("SIGKILL");
      }
    };
    // Eight at a time: the leads acknowledged by the kill stay within one window of LeadConnector's
    // budget, so the test waits on the server, not on the rate limit.
    const workers = Array.from({ length: 8 }, async () => {
      for (let i = 0; i < 40 && !(killed && first.child.exitCode !== null); i++) await send();
    });
    await Promise.all(workers);
    await first.exited;
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(30);

    const second = await spawnServer({ ...env(), PORT: String(await freePort()) });
    try {
      const ids = [...acknowledged.keys()];
      // Each acknowledged lead reaches the CRM (watched in this process), then its delivery is sent.
      const emails = [...acknowledged.values()];
      await eventually(() => emails.every((email) => [...crm.contacts.values()].some((c) => c.email === email)), {
        timeoutMs: 60_000,
        message: "every acknowledged lead at the CRM",
      });
      await eventually(
        async () => {
          const rows = await fetchDeliveries(ids);
          if (rows.length === ids.length && rows.every((d) => d.status === "sent")) return true;
          // Said when the wait times out.
          const count = new Map<string, number>();
          for (const d of rows) count.set(d.status, (count.get(d.status) ?? 0) + 1);
          const seen = [...count].map(([status, n]) => `${n} ${status}`).join(", ");
          throw new Error(`${ids.length} leads: ${seen || "no delivery found"}`);
        },
        { timeoutMs: 60_000, message: "every acknowledged lead delivered" },
      );
      const contacts = [...crm.contacts.values()];
      for (const email of acknowledged.values()) {
        const matching = contacts.filter((c) => c.email === email);
        expect(matching, email).toHaveLength(1);
        expect(matching[0]!.tags).toEqual(["Header Contact Form", "Website Lead"]);
      }
    } finally {
      await second.stop();
    }
  }, 150_000);

  /** Reads the CRM's deliveries with a connection of our own (the server may hold the embedded database). */
  async function fetchDeliveries(ids: string[]) {
    if (db === "postgres") {
      const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
      try {
        const rows = await handle.db
          .select({ id: leads.id, status: deliveries.status })
          .from(leads)
          .innerJoin(deliveries, eq(deliveries.leadId, leads.id))
          .where(and(inArray(leads.id, ids), eq(deliveries.channel, "crm")));
        return rows;
      } finally {
        await handle.close();
      }
    }
    const { askRunningServer } = await import("../../server/admin-socket");
    const rows: Array<{ id: string; status: string }> = [];
    for (const id of ids) {
      const shown = (await askRunningServer(dataDir, { command: "show", id })) as {
        lead: { id: string } | null;
        deliveries: Array<{ channel: string; status: string }>;
      };
      const toCrm = shown.deliveries.find((d) => d.channel === "crm");
      if (shown.lead && toCrm) rows.push({ id, status: toCrm.status });
    }
    return rows;
  }
});
