/**
 * The bot defence (app/lib/spam.ts) under attack, and what it costs a person:
 *
 * - A script that, for the time given, sends leads and quotes naming other people's e-mail
 *   addresses and tries to book an inspection time with each, through the API as a script would:
 *   without the page's proof of work, and from a new address every time (TRUST_PROXY=1 and a
 *   forged X-Forwarded-For, as from a botnet), so that no rate limit is what stops it. Then the
 *   same with one proof solved once and sent again with every submission. Counted afterwards in
 *   the server's own database and mail folder: leads stored, bookings made, e-mails to the
 *   addresses the script named.
 * - The proof's cost on a phone-class CPU: Chromium at 4x CPU slowdown; a visitor focuses the first
 *   field of the financing form; the time until the proof is solved (the page's User Timing marks),
 *   and the longest main-thread task meanwhile.
 *
 *   npx tsx scripts/bench/bot-defence.ts [--quick]    this section alone, on the current build
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { count, inArray } from "drizzle-orm";
import { openDatabase } from "../../app/lib/db/client.server";
import { inspections, leads } from "../../app/lib/db/schema";
import { PROOF_FIELD } from "../../app/lib/spam";
import { headerLead } from "../../tests/support/payloads";
import { proofFor } from "../../tests/support/proof";
import { quoteRequest } from "../../tests/support/quote-payloads";
import { startProductionServer } from "./servers";

export type AttackFigures = {
  script: string;
  seconds: number;
  /** Leads and quotes the script sent, and how many the server acknowledged (201). */
  sent: number;
  acknowledged: number;
  /** Of those, stored in the database (all of them, or the defence lost a lead). */
  stored: number;
  bookingAttempts: number;
  bookingsMade: number;
  /** E-mails the site wrote to an address the script named. */
  emailsToNamedAddresses: number;
};

export type ProofCostFigures = {
  visits: number;
  cpuSlowdown: number;
  /** From the visitor's first focus to the solved proof. */
  solved: { p50: number; p99: number; max: number };
  /** The longest main-thread task from the focus to the solved proof. */
  longestTaskMs: number;
  unsolved: number;
};

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;

/** One attack on a fresh production server; `proof` picks what it sends as the proof of work. */
async function attack(
  script: string,
  seconds: number,
  proof: (serverUrl: string) => Promise<string | null>,
): Promise<AttackFigures> {
  const server = await startProductionServer({ TRUST_PROXY: "1" });
  const named: string[] = [];
  let sent = 0;
  let acknowledged = 0;
  let bookingAttempts = 0;
  let bookingsMade = 0;
  let n = 0;
  try {
    const post = (pathname: string, body: unknown) =>
      fetch(`${server.url}${pathname}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.${(n >> 8) % 256}.${n % 256}` },
        body: JSON.stringify(body),
      });
    const slots = (await (await fetch(`${server.url}/api/inspections/slots`)).json()) as {
      days: Array<{ slots: Array<{ start: string }> }>;
    };
    const starts = slots.days.flatMap((d) => d.slots.map((s) => s.start));
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      n += 1;
      const lead = headerLead({ email: `neighbor${n}@example.com` });
      named.push(lead.formData.email);
      const sentLead = await post("/api/leads", { ...lead, [PROOF_FIELD]: await proof(server.url) });
      const quote = quoteRequest({ email: `stranger${n}@example.com` });
      named.push(quote.email);
      const sentQuote = await post("/api/quotes", { ...quote, [PROOF_FIELD]: await proof(server.url) });
      sent += 2;
      acknowledged += Number(sentLead.status === 201) + Number(sentQuote.status === 201);
      const pass = ((await sentLead.json()) as { booking?: string }).booking;
      const token = ((await sentQuote.json()) as { token?: string }).token;
      for (const key of [pass, token]) {
        if (!key) continue;
        bookingAttempts += 1;
        const booked = await post("/api/inspections", {
          token: key,
          start: starts[n % starts.length],
          [PROOF_FIELD]: await proof(server.url),
        });
        if (booked.status === 201 || booked.status === 202) bookingsMade += 1;
      }
    }
    // Whatever the outbox had left to write has had its seconds.
    await new Promise((r) => setTimeout(r, 3_000));
  } finally {
    await server.stop({ keepData: true });
  }
  try {
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const [storedRow] = await database.db.select({ n: count() }).from(leads).where(inArray(leads.email, named));
      const [bookedRow] = await database.db.select({ n: count() }).from(inspections);
      const mailDir = path.join(server.dataDir, "mail");
      const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
      const addressed = new Set(named);
      let emailsToNamedAddresses = 0;
      for (const file of files) {
        const to = /^To: (.+)$/m.exec(await readFile(path.join(mailDir, file), "utf8"))?.[1] ?? "";
        if ([...addressed].some((address) => to.includes(address))) emailsToNamedAddresses += 1;
      }
      return {
        script,
        seconds,
        sent,
        acknowledged,
        stored: storedRow?.n ?? 0,
        bookingAttempts,
        bookingsMade: Math.max(bookingsMade, bookedRow?.n ?? 0),
        emailsToNamedAddresses,
      };
    } finally {
      await database.close();
    }
  } finally {
    server.removeData();
  }
}

export async function hostileScripts({ seconds }: { seconds: number }): Promise<AttackFigures[]> {
  const withoutProof = await attack("without the page's proof of work", seconds, async () => null);
  let solvedOnce: string | undefined;
  const replaying = await attack("one proof solved once, sent with everything", seconds, async (url) => {
    solvedOnce ??= await proofFor(url);
    return solvedOnce;
  });
  return [withoutProof, replaying];
}

/** The page's timeline: long tasks from its start, and the proof's marks. */
const WATCH_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
})();`;

export async function proofCost({ visits, cpuSlowdown = 4 }: { visits: number; cpuSlowdown?: number }) {
  const server = await startProductionServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const solved: number[] = [];
  let longestTaskMs = 0;
  let unsolved = 0;
  try {
    for (let i = 0; i < visits; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(WATCH_TASKS);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.goto(`${server.url}/financing`);
      await page.locator("html[data-hydrated]").waitFor();
      const focusedAt = await page.evaluate(() => {
        const field = document.querySelector<HTMLInputElement>(
          'form[aria-label="Financing application"] input[name="firstName"]',
        )!;
        const at = performance.now();
        field.focus();
        return at;
      });
      const timing = await page
        .waitForFunction(
          () => {
            const done = performance.getEntriesByName("proof-of-work:solved")[0];
            const tasks = (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks;
            return done ? { solvedAt: done.startTime, tasks } : null;
          },
          undefined,
          { timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => undefined);
      if (timing) {
        solved.push(timing.solvedAt - focusedAt);
        for (const [start, duration] of timing.tasks)
          if (start >= focusedAt && start <= timing.solvedAt) longestTaskMs = Math.max(longestTaskMs, duration);
      } else unsolved += 1;
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const round = (x: number) => Math.round(x);
  return {
    visits,
    cpuSlowdown,
    solved: {
      p50: round(percentile(solved, 0.5)),
      p99: round(percentile(solved, 0.99)),
      max: round(Math.max(...solved)),
    },
    longestTaskMs: round(longestTaskMs),
    unsolved,
  } satisfies ProofCostFigures;
}

export function describeBotDefence(attacks: AttackFigures[], cost: ProofCostFigures): string[] {
  const lines = [
    "| Script | Seconds | Leads and quotes sent | Acknowledged | Stored | Booking attempts | Bookings made | E-mails to the addresses it named |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...attacks.map(
      (a) =>
        `| ${a.script} | ${a.seconds} | ${a.sent} | ${a.acknowledged} | ${a.stored} | ${a.bookingAttempts} | ${a.bookingsMade} | ${a.emailsToNamedAddresses} |`,
    ),
    "",
    "A replayed proof counts once, as the person who solved it would: its first submission may earn one e-mail; every later one is Possible Spam.",
    "",
    `The proof of work on a phone-class CPU (Chromium at ${cost.cpuSlowdown}x CPU slowdown, ${cost.visits} visits of /financing, from the first field's focus): solved in p50 ${cost.solved.p50} ms, p99 ${cost.solved.p99} ms, at most ${cost.solved.max} ms${cost.unsolved ? `; ${cost.unsolved} not solved in 30 s` : ""}; the longest main-thread task meanwhile ${cost.longestTaskMs} ms (target: p99 under 1.5 s, no task over 50 ms).`,
  ];
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const quick = process.argv.includes("--quick");
  const attacks = await hostileScripts({ seconds: quick ? 10 : 60 });
  const cost = await proofCost({ visits: quick ? 5 : 20 });
  console.log(describeBotDefence(attacks, cost).join("\n"));
}
