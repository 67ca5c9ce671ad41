import type { GhlCalendar } from "~/lib/crm/gohighlevel-calendar.server";
import type { Database } from "~/lib/db/client.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import type { ProofKeys } from "~/lib/proof-of-work.server";
import type { RoofMeasurer } from "~/lib/roof-measurement/provider";

/** What route loaders and actions receive from the server through the load context. */
export type AppServices = {
  db: Database;
  dbKind: "pglite" | "postgres";
  env: Env;
  logger: Logger;
  /** Key for the HMAC of client addresses, kept in the database so it survives restarts. */
  ipHashKey: string;
  /** The keys that sign the page's proof-of-work challenges, kept in the database like `ipHashKey`. */
  proofKeys: ProofKeys;
  /** Measures a roof from its address (ROOF_MEASUREMENT); absent when not configured. */
  measurer?: RoofMeasurer;
  /** Nudges the CRM outbox to deliver now rather than at its next poll. */
  wakeOutbox(): void;
  /** GoHighLevel's calendar, when it keeps the inspections (GHL_CALENDAR_ID); otherwise our own slots. */
  calendar?: GhlCalendar;
};
