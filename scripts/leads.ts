/**
 * `npm run leads -- <command>`: the lead inbox (scripts/leads-command.ts) on this process's
 * arguments, environment and terminal.
 */
<<<<<<< HEAD
import { leadsCommand } from "./leads-command";
=======
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Counts, SourcesReport } from "../app/lib/attribution/sources-report.server";
import { CAMPAIGN_PARAMS, type Touch } from "../app/lib/attribution/touch";
import { site } from "../app/content/site";
import { businessZoneLabel, formatBusinessTime, parseBusinessTime } from "../app/lib/business-time";
import { BOOKING_DAYS, windowEnd } from "../app/lib/inspections/schedule";
import { openDatabase } from "../app/lib/db/client.server";
import { ownerOnlyFromNowOn } from "../app/lib/data-dir.server";
import { parseEnv } from "../app/lib/env.server";
import {
  type InboxRequest,
  type InboxResponse,
  type LeadRow,
  leadsToCsv,
  parseFilter,
  runInbox,
} from "../app/lib/leads/inbox.server";
import { deliveryPlan } from "../app/lib/outbox/channels.server";
import { askRunningServer } from "../server/admin-socket";
>>>>>>> main

const code = await leadsCommand(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  write: (text) => process.stdout.write(text),
});
if (code !== 0) process.exit(code);
