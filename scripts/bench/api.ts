import autocannon from "autocannon";
import { openDatabase } from "../../app/lib/db/client.server";
import { runInbox } from "../../app/lib/lead-inbox.server";
import { askRunningServer } from "../../server/admin-socket";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { rssBytes, startBareServer, startProductionServer } from "./servers";

/**
 * Lead submissions under load: autocannon with 50 connections against the bare node:http floor
 * and against the real server on each database, in the same run, so the figures compare as
 * ratios. Every request carries a different visitor. Afterwards the database must hold exactly
 * the leads that were acknowledged (201).
 */

export type ApiFigures = {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  acknowledged: number;
  stored?: number;
  peakRssMb?: number;
  ratioToBare?: number;
};

let sequence = 0;
export function visitorLead(): string {
  sequence += 1;
  const n = String(sequence).padStart(7, "0");
  return JSON.stringify({
    formType: "Header Contact Form",
    formData: {
      firstName: "Bench",
      lastName: "Visitor",
      phone: `813${n}`,
      address: "11515 Pyramid Dr",
      service: "roof-inspection",
      city: "Odessa",
      zipCode: "33556",
      email: `bench${n}@example.com`,
      form_elapsed_ms: "9000",
      company_website: "",
    },
  });
}

export async function cannon(
  url: string,
  body: () => string,
  durationSeconds: number,
  pid?: number,
): Promise<Omit<ApiFigures, "target" | "stored">> {
  let peak = 0;
  const sampler = pid
    ? setInterval(() => {
        void rssBytes(pid).then((b) => (peak = Math.max(peak, b ?? 0)));
      }, 250)
    : undefined;
  const result = await autocannon({
    url,
    connections: 50,
    duration: durationSeconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: body() }),
      },
    ],
  });
  if (sampler) clearInterval(sampler);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    acknowledged: result["2xx"],
    peakRssMb: peak ? Math.round(peak / 1024 / 1024) : undefined,
  };
}

/** Counts stored leads through whichever way the database can be reached. */
async function storedLeads(dataDir: string | undefined, databaseUrl: string | undefined): Promise<number> {
  const request = { command: "stats" } as const;
  const stats = (
    databaseUrl
      ? await (async () => {
          const handle = await openDatabase({ databaseUrl, dataDir: "/nonexistent", poolSize: 1 });
          try {
            return await runInbox(handle.db, request);
          } finally {
            await handle.close();
          }
        })()
      : await askRunningServer(dataDir!, request)
  ) as { leads: Array<{ count: number }> };
  return stats.leads.reduce((sum, row) => sum + Number(row.count), 0);
}

export async function benchLeadApi({ seconds }: { seconds: number }): Promise<ApiFigures[]> {
  const figures: ApiFigures[] = [];
  const bare = await startBareServer();
  let pg: TestPostgres | undefined;
  try {
    figures.push({ target: "bare node:http (201)", ...(await cannon(bare.url, visitorLead, seconds)) });
    pg = await startPostgres();
    for (const db of ["pglite", "postgres"] as const) {
      const databaseUrl = db === "postgres" ? await pg.createDatabase("bench") : undefined;
      const server = await startProductionServer({
        LEAD_RATE_LIMIT: "10000000",
        CRM_PROVIDER: "webhook",
        CRM_WEBHOOK_URL: `${bare.url}/webhook`,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      try {
        const run = await cannon(`${server.url}/api/leads`, visitorLead, seconds, server.pid);
        const stored = await storedLeads(server.dataDir, databaseUrl);
        figures.push({ target: `POST /api/leads on ${db === "pglite" ? "PGlite" : "PostgreSQL"}`, ...run, stored });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await bare.stop();
    await pg?.destroy();
  }
  const floor = figures[0]!.requestsPerSecond;
  for (const f of figures.slice(1)) f.ratioToBare = Number((f.requestsPerSecond / floor).toFixed(3));
  return figures;
}
