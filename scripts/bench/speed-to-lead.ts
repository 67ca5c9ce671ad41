import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { goHighLevelEnv, startFakeCrm } from "../../tests/support/fake-crm";
import { startFakeSmtp } from "../../tests/support/fake-smtp";
import { visitorLead } from "./api";
import { startProductionServer } from "./servers";

/**
 * Speed to lead: how long from a visitor's submission until the CRM has the contact (the upsert
 * received by a LeadConnector stand-in) and until the owner's alert is accepted by the mail server
 * (a real SMTP server), at paced lead rates while a crowd of visitors reads pages.
 *
 *   npx tsx scripts/bench/speed-to-lead.ts [--quick]    this section alone, on the current build
 */

export type SpeedFigures = {
  leadsPerSecond: number;
  leads: number;
  /** Page requests the crowd made meanwhile (300 visitors at 2 a second: about 600 a second). */
  crowdRequests: number;
  crm: { p50: number; p99: number; arrived: number };
  alert: { p50: number; p99: number; arrived: number };
};

const OWNER = "owner@suncoast.example";
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

export async function speedToLead({ seconds, rates }: { seconds: number; rates: number[] }): Promise<SpeedFigures[]> {
  const crm = await startFakeCrm();
  const smtp = await startFakeSmtp();
  const server = await startProductionServer({
    LEAD_RATE_LIMIT: "10000000",
    ...goHighLevelEnv(crm.url),
    SMTP_URL: smtp.url,
    LEAD_ALERT_EMAIL: OWNER,
  });
  const pages = ["/", "/roofing-tampa-fl", "/residential-roofing", "/instant-quote", "/blog", "/financing"];
  const figures: SpeedFigures[] = [];
  try {
    for (const rate of rates) {
      // The crowd of the load test: 300 visitors reading pages, two requests a second each, each
      // going through the pages in turn. It runs in its own thread: on this one, reading 600
      // answers a second would hold up the stand-ins' replies and time the crowd, not the site.
      const crowd = autocannon({
        url: server.url,
        connections: 300,
        connectionRate: 2,
        duration: seconds + 5,
        workers: 1,
        requests: pages.map((path) => ({ method: "GET", path })),
      });
      const sentAt = new Map<string, number>();
      const interval = 1_000 / rate;
      const start = Date.now();
      for (let i = 0; i < seconds * rate; i++) {
        await new Promise((r) => setTimeout(r, Math.max(0, start + i * interval - Date.now())));
        const body = visitorLead();
        const email = (JSON.parse(body) as { formData: { email: string } }).formData.email;
        sentAt.set(email, Date.now());
        void fetch(`${server.url}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
      }
      // What arrives within a minute of the last submission counts.
      const deadline = Date.now() + 60_000;
      const upserted = () => new Set(crm.upserts().map((c) => (c.body as { email?: string }).email));
      while (Date.now() < deadline && [...sentAt.keys()].some((e) => !upserted().has(e))) {
        await new Promise((r) => setTimeout(r, 200));
      }
      const crowdResult = await crowd;
      const crmTimes: number[] = [];
      for (const call of crm.upserts()) {
        const t0 = sentAt.get((call.body as { email?: string }).email ?? "");
        if (t0 !== undefined) crmTimes.push(call.at - t0);
      }
      const alertTimes: number[] = [];
      for (const mail of smtp.received) {
        if (!mail.envelopeTo.includes(OWNER)) continue;
        const email = mail.mail.replyTo?.value[0]?.address ?? "";
        const t0 = sentAt.get(email);
        if (t0 !== undefined) alertTimes.push(mail.at - t0);
      }
      figures.push({
        leadsPerSecond: rate,
        leads: sentAt.size,
        crowdRequests: crowdResult.requests.total,
        crm: { p50: percentile(crmTimes, 0.5), p99: percentile(crmTimes, 0.99), arrived: crmTimes.length },
        alert: { p50: percentile(alertTimes, 0.5), p99: percentile(alertTimes, 0.99), arrived: alertTimes.length },
      });
    }
  } finally {
    await server.stop();
    await crm.close();
    await smtp.close();
  }
  return figures;
}

const ms = (n: number) => `${Math.round(n).toLocaleString("en-US")} ms`;

export function describeSpeedToLead(figures: SpeedFigures[], seconds: number): string[] {
  return [
    "\n## Speed to lead\n",
    `From a visitor's submission to the contact's upsert at a LeadConnector stand-in, and to the owner's alert accepted by an SMTP server on this machine, while 300 visitors read pages at 2 requests a second each; ${seconds} s at each rate (target: p99 under 1 s).\n`,
    "| Leads a second | Leads | CRM upsert p50 | p99 | Arrived | Owner alert p50 | p99 | Arrived | Page requests meanwhile |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...figures.map(
      (f) =>
        `| ${f.leadsPerSecond} | ${f.leads} | ${ms(f.crm.p50)} | ${ms(f.crm.p99)} | ${f.crm.arrived} | ${ms(f.alert.p50)} | ${ms(f.alert.p99)} | ${f.alert.arrived} | ${f.crowdRequests} |`,
    ),
    "\nLeadConnector allows 100 requests per 10 s per location, and the site keeps to 80, of which the outbox uses 70 and leaves 10 to visitors booking an inspection: a new contact's lead takes two calls (a lookup, then the upsert carrying its tags), so the CRM takes at most 3.5 leads a second. Above that its figure is the length of the queue, not the site's speed; at 100 leads a second it would be minutes. The owner's alert does not wait on the CRM.",
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const seconds = process.argv.includes("--quick") ? 10 : 30;
  console.log(describeSpeedToLead(await speedToLead({ seconds, rates: [1, 10] }), seconds).join("\n"));
}
