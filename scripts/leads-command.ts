/**
 * The lead inbox, for the contractor:
 *
 *   npm run leads -- list   [--form-type "Financing Application"] [--status spam] [--since 2026-11-01] [--until 2026-12-01] [--limit 20]
 *   npm run leads -- show   <lead id>
 *   npm run leads -- export [same filters] [--out leads.csv]
 *   npm run leads -- retry  --all-dead | --all-failed | <delivery id> ...
 *   npm run leads -- release <lead id>
 *   npm run leads -- sources [--since 2026-11-01] [--until 2026-12-01]
 *   npm run leads -- stats
 *   npm run leads -- inspections [--week] [--since 2026-11-01] [--until 2026-11-08]
 *   npm run leads -- inspections cancel <inspection id>
 *
 * Dates are the business's local time (site.timeZone), both in --since/--until and in what it prints.
 * It uses DATABASE_URL when set; otherwise the embedded database in DATA_DIR, through the running
 * server if there is one (the embedded database allows one process at a time), else itself, holding
 * the server's admin socket meanwhile so that no server starts on the database under it.
 *
 * `leadsCommand` is the whole command with its input and output passed in; scripts/leads.ts runs it
 * on the process's arguments, environment and terminal.
 */
import { closeSync, existsSync, fchmodSync, fstatSync, openSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Counts, SourcesReport } from "../app/lib/attribution/sources-report.server";
import { CAMPAIGN_PARAMS, type Touch } from "../app/lib/attribution/touch";
import { site } from "../app/content/site";
import { businessZoneLabel, formatBusinessTime, parseBusinessTime } from "../app/lib/business-time";
import { BOOKING_DAYS, windowEnd } from "../app/lib/inspections/schedule";
import { openDatabase, pgliteDir } from "../app/lib/db/client.server";
import { ownerOnlyFromNowOn, PRIVATE_FILE_MODE } from "../app/lib/data-dir.server";
import { type Env, parseEnv } from "../app/lib/env.server";
import {
  type InboxRequest,
  type InboxResponse,
  type LeadRow,
  leadsToCsv,
  parseFilter,
  runInbox,
  UUID,
} from "../app/lib/leads/inbox.server";
import { createLogger } from "../app/lib/logger.server";
import { deliveryPlan } from "../app/lib/outbox/channels.server";
import { AnotherServerRunningError, askRunningServer, claimAdminSocket } from "../server/admin-socket";

const USAGE = `Usage:
  npm run leads -- list   [--form-type TYPE] [--status accepted|spam] [--since DATE] [--until DATE] [--limit N]
  npm run leads -- show   LEAD_ID
  npm run leads -- export [--form-type TYPE] [--status accepted|spam] [--since DATE] [--until DATE] [--out FILE.csv]
  npm run leads -- retry  --all-dead | --all-failed | DELIVERY_ID ...
  npm run leads -- release LEAD_ID     (a lead stored as spam or marked Possible Spam that is real: send what was held back)
  npm run leads -- sources [--since DATE] [--until DATE]   (where leads came from, and each page's conversion rate)
  npm run leads -- stats
  npm run leads -- inspections [--week] [--since DATE] [--until DATE]   (booked inspections; default: two weeks from today)
  npm run leads -- inspections cancel INSPECTION_ID   (the homeowner is told we had to cancel it)`;

const DATE_FIELDS = new Set([
  "createdAt",
  "releasedAt",
  "stageChangedAt",
  "consentedAt",
  "chosenPackageAt",
  "nextAttemptAt",
  "firstAttemptAt",
  "updatedAt",
  "sentAt",
  "startsAt",
  "endsAt",
]);

/** Where a command's output goes: the terminal, or a test's buffer. */
export type Output = {
  /** A line of the report. */
  log(line: string): void;
  /** A line for the owner that is not the report (a mistake, a file written). */
  error(line: string): void;
  /** Raw text (the CSV). */
  write(text: string): void;
};

/** A mistake of the owner's: its message is shown, and the command exits with code 2. */
function fail(message: string): never {
  throw new Error(message);
}

function parse(argv: string[]): { request: InboxRequest; out: string | undefined } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "form-type": { type: "string" },
      status: { type: "string" },
      since: { type: "string" },
      until: { type: "string" },
      limit: { type: "string" },
      out: { type: "string" },
      "all-dead": { type: "boolean" },
      "all-failed": { type: "boolean" },
      week: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) fail(USAGE);
  const filter = () =>
    parseFilter({
      formType: values["form-type"],
      status: values.status,
      since: values.since,
      until: values.until,
      limit: values.limit,
    });
  const request = ((): InboxRequest => {
    switch (command) {
      case "list":
      case "export":
      case "sources":
        return { command, filter: filter() };
      case "show":
        if (rest.length !== 1) fail("show needs one lead id");
        return { command, id: rest[0]! };
      case "stats":
        return { command };
      case "inspections":
        if (rest[0] === "cancel") {
          if (rest.length !== 2) fail("inspections cancel needs one inspection id (see `inspections`)");
          return { command: "cancel-inspection", id: rest[1]! };
        }
        return inspectionWindow(values);
      case "release":
        if (rest.length !== 1) fail("release needs one lead id (see `list --status spam`)");
        return { command, id: rest[0]! };
      case "retry":
        if (values["all-dead"]) return { command, deliveryIds: "all-dead" };
        if (values["all-failed"]) return { command, deliveryIds: "all-failed" };
        if (rest.length === 0) fail("retry needs --all-dead, --all-failed or one or more delivery ids");
        for (const id of rest) {
          if (!UUID.test(id))
            fail(`"${id}" is not a delivery id: \`show LEAD_ID\` lists a lead's deliveries with theirs`);
        }
        return { command, deliveryIds: rest };
      default:
        return fail(`Unknown command "${command}".\n${USAGE}`);
    }
  })();
  return { request, out: values.out };
}

/** From today (midnight, business time) for two weeks, or one with --week; --since/--until as for `list`. */
function inspectionWindow(values: { week?: boolean; since?: string; until?: string }): InboxRequest {
  const now = new Date();
  const read = (flag: "since" | "until", text: string | undefined, fallback: Date) => {
    if (!text) return fallback.toISOString();
    const instant = parseBusinessTime(text);
    if (!instant) fail(`--${flag} must be a date such as 2026-11-01 or 2026-11-01T14:30`);
    return instant.toISOString();
  };
  const since = read("since", values.since, windowEnd(now, 0, site.timeZone));
  const days = values.week ? 7 : BOOKING_DAYS;
  const until = read("until", values.until, windowEnd(new Date(since), days, site.timeZone));
  return { command: "inspections", since, until };
}

async function execute(req: InboxRequest, environment: NodeJS.ProcessEnv): Promise<InboxResponse> {
  const env = parseEnv(environment);
  if (env.DATABASE_URL) return runDirectly(req, env);
  for (let attempt = 0; ; attempt++) {
    const viaServer = await askRunningServer(env.DATA_DIR, req);
    if (viaServer !== undefined) {
      return JSON.parse(JSON.stringify(viaServer), (key, value: unknown) =>
        DATE_FIELDS.has(key) && typeof value === "string" ? new Date(value) : value,
      ) as InboxResponse;
    }
    // A mistyped DATA_DIR would otherwise get a new, empty database: "no leads", wrongly.
    if (!existsSync(pgliteDir(env.DATA_DIR))) {
      fail(
        `No database in DATA_DIR=${path.resolve(env.DATA_DIR)}: is DATA_DIR the site's? (The site makes its database when it first starts.)`,
      );
    }
    // No server: hold its socket meanwhile, so none starts on the database while this uses it.
    ownerOnlyFromNowOn();
    let socket;
    try {
      socket = await claimAdminSocket({
        dataDir: env.DATA_DIR,
        logger: createLogger({ level: "silent", secrets: [] }),
      });
    } catch (error) {
      // A server started between the two: ask it.
      if (!(error instanceof AnotherServerRunningError) || attempt > 2) throw error;
      continue;
    }
    try {
      return await runDirectly(req, env);
    } finally {
      await socket.close();
    }
  }
}

async function runDirectly(req: InboxRequest, env: Env): Promise<InboxResponse> {
  // What the embedded database writes meanwhile is the site user's alone, as under the server.
  ownerOnlyFromNowOn();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    return await runInbox(database.db, req, { plan: deliveryPlan(env) });
  } finally {
    await database.close();
  }
}

/** Homeowners' details: the file is the owner's alone, whatever the umask, and an older export's mode. */
function writePrivately(file: string, text: string) {
  const fd = openSync(file, "w", PRIVATE_FILE_MODE);
  try {
    // A file, not a terminal or a pipe given as --out (/dev/stdout).
    if (fstatSync(fd).isFile()) fchmodSync(fd, PRIVATE_FILE_MODE);
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

const when = (d: Date | null | undefined, zoneName = false) => (d ? formatBusinessTime(d, { zoneName }) : "-");
const stamp = (d: Date) => formatBusinessTime(d, { seconds: true, zoneName: true });
const RECEIVED = `Received (${businessZoneLabel()})`;
const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: site.timeZone });
const who = (l: Pick<LeadRow, "name" | "firstName" | "lastName">) =>
  l.name ?? ([l.firstName, l.lastName].filter(Boolean).join(" ") || "-");

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.min(40, Math.max(...rows.map((r) => r[i]!.length))));
  return rows.map((r) => r.map((cell, i) => cell.slice(0, 40).padEnd(widths[i]!)).join("  ")).join("\n");
}

function print(response: InboxResponse, out: string | undefined, output: Output) {
  switch (response.command) {
    case "list": {
      if (response.leads.length === 0) return output.log("No leads match.");
      const rows = [[RECEIVED, "Lead id", "Form", "Name", "Email", "Phone", "City", "Status", "CRM"]];
      for (const l of response.leads) {
        rows.push([
          when(l.createdAt),
          l.id,
          l.formType,
          who(l),
          l.email ?? "-",
          l.phone ?? "-",
          l.city ?? l.location ?? "-",
          [
            l.status,
            l.language === "es" && "Spanish",
            l.repeatOf && "repeat",
            l.possibleSpam && `possible spam (${l.spamReason ?? "unknown"})`,
          ]
            .filter(Boolean)
            .join(", "),
          l.crmStatus,
        ]);
      }
      return output.log(table(rows));
    }
    case "export": {
      const csv = leadsToCsv(response.leads);
      if (out) {
        writePrivately(out, csv);
        output.error(`Wrote ${response.leads.length} leads to ${out}`);
      } else output.write(csv);
      return;
    }
    case "show": {
      if (!response.lead) return fail("No lead with that id.");
      const { payload, attribution, ...lead } = response.lead;
      for (const [key, value] of Object.entries(lead)) {
        if (value !== null && value !== undefined)
          output.log(`${key.padEnd(18)} ${value instanceof Date ? stamp(value) : String(value)}`);
      }
      output.log(`${"submitted".padEnd(18)} ${JSON.stringify(payload)}`);
      output.log(`${"first touch".padEnd(18)} ${describeTouch(attribution?.firstTouch)}`);
      output.log(`${"last touch".padEnd(18)} ${describeTouch(attribution?.lastTouch)}`);
      if (attribution?.page) output.log(`${"sent from".padEnd(18)} ${attribution.page}`);
      output.log("\nDeliveries:");
      if (response.deliveries.length === 0)
        output.log("  none (spam, or a newsletter signup stored before a CRM was set)");
      for (const d of response.deliveries) {
        // The CRM answers with its contact's id; an e-mail's is its Message-ID, a text's Twilio's id.
        const remote = d.remoteId ? `  ${d.channel === "crm" ? "contact" : "id"} ${d.remoteId}` : "";
        output.log(
          `  ${d.id}  ${d.channel}${d.recipient ? ` ${d.recipient}` : ""}  ${d.kind}  ${d.provider}  ${d.status}  attempts ${d.attempts}  next ${when(d.nextAttemptAt, true)}  sent ${when(d.sentAt, true)}${remote}`,
        );
        if (d.lastError) output.log(`    last error: ${d.lastError}`);
      }
      return;
    }
    case "retry":
      return output.log(`${response.requeued} deliveries queued again; the server sends them within seconds.`);
    case "release":
      if (response.outcome === "not-found") return fail("No lead with that id.");
      if (response.outcome === "not-spam")
        return fail("That lead is neither spam nor Possible Spam: everything it sets off has gone out already.");
      return output.log(
        "Released: what the lead held back (the CRM, the homeowner's e-mail, the conversions) is queued; the server sends it within seconds.",
      );
    case "cancel-inspection":
      if (response.outcome === "not-found") return fail("No inspection with that id.");
      if (response.outcome === "already-cancelled") return output.log("That inspection was cancelled already.");
      return output.log("Cancelled: the homeowner and your alerts are told within seconds.");
    case "sources":
      return printSources(response.report, output);
    case "inspections": {
      if (response.inspections.length === 0) return output.log("No inspections booked in that time.");
      const rows = [
        [`When (${businessZoneLabel()})`, "Status", "Name", "Phone", "Address", "Calendar", "Inspection id"],
      ];
      for (const i of response.inspections) {
        rows.push([
          `${WEEKDAY.format(i.startsAt)} ${when(i.startsAt)}-${formatBusinessTime(i.endsAt).slice(11)}`,
          i.status,
          who(i),
          i.phone ?? "-",
          [i.address, i.city, i.zipCode].filter(Boolean).join(", ") || "-",
          i.source === "gohighlevel" ? "GoHighLevel" : `own${i.place && i.place > 1 ? ` (place ${i.place})` : ""}`,
          i.id,
        ]);
      }
      return output.log(table(rows));
    }
    case "stats":
      output.log(
        table([["Form", "Status", "Leads"], ...response.leads.map((r) => [r.formType, r.status, String(r.count)])]),
      );
      if (response.deliveries.length === 0) return output.log("\nDeliveries: none");
      output.log(
        `\n${table([["Channel", "Status", "Deliveries"], ...response.deliveries.map((d) => [d.channel, d.status, String(d.count)])])}`,
      );
      return;
  }
}

/** "2026-11-02 09:14 EST on /roofing-tampa-fl from https://www.google.com, utm_source=google ..." */
function describeTouch(touch: Touch | undefined): string {
  if (!touch) return "not recorded (the visitor's browser kept no cookie)";
  const params = CAMPAIGN_PARAMS.filter((p) => touch[p]).map((p) => `${p}=${touch[p]}`);
  return [
    `${stamp(new Date(touch.at))} on ${touch.landingPage}`,
    touch.referrer ? `from ${touch.referrer}` : "no referrer",
    ...params,
  ].join(", ");
}

const FORM_COLUMNS = [
  ["Header Contact Form", "Contact"],
  ["Financing Application", "Financing"],
  ["Instant Quote Request", "Quote"],
  ["Newsletter Signup", "Newsletter"],
] as const;

function printSources(report: SourcesReport, output: Output) {
  const byForm = (row: Counts) => FORM_COLUMNS.map(([type]) => String(row.byForm[type]));
  const forms = FORM_COLUMNS.map(([, label]) => label);
  output.log(`${report.leads} leads (spam and Possible Spam left out).\n`);
  output.log("By source / medium / campaign of the visit that brought the lead (its last touch):\n");
  output.log(
    table([
      ["Source", "Medium", "Campaign", "Leads", ...forms],
      ...report.bySource.map((r) => [r.source, r.medium, r.campaign, String(r.total), ...byForm(r)]),
    ]),
  );
  output.log("\nBy the page the visitor first landed on (page views are whole days, New York time):\n");
  output.log(
    table([
      ["Landing page", "Views", "Entrances", "Leads", "Conversion", ...forms],
      ...report.byLanding.map((r) => [
        r.page,
        String(r.views),
        String(r.entrances),
        String(r.total),
        r.conversionRate === null ? "-" : `${(r.conversionRate * 100).toFixed(1)}%`,
        ...byForm(r),
      ]),
    ]),
  );
}

/** Runs `npm run leads -- <argv>`; resolves to the exit code (2: the owner's mistake, shown on `error`). */
/**
 * What a visitor typed reaches the owner's terminal as text: a control character (an escape
 * sequence could retitle the window, hide rows or write the clipboard) is shown as "?". Line
 * breaks and tabs stay, which the tables and the CSV are made of.
 */
const CONTROL = /[^\P{Cc}\n\r\t]/gu;
const asText = (text: string) => text.replace(CONTROL, "?");

export async function leadsCommand(argv: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  try {
    // Inside the try: a filter the owner mistyped is a message, not a stack trace.
    const { request, out } = parse(argv);
    const shown: Output = {
      log: (line) => output.log(asText(line)),
      error: (line) => output.error(asText(line)),
      write: (text) => output.write(asText(text)),
    };
    print(await execute(request, env), out, shown);
    return 0;
  } catch (error) {
    output.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}
