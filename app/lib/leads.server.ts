import { createHmac, randomUUID } from "node:crypto";
import { getTableColumns, getTableName, type Placeholder, type SQL, sql, type Table } from "drizzle-orm";
import { type AnyPgColumn, PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type * as z from "zod/mini";
import { consentText } from "~/content/consent";
import { site } from "~/content/site";
import { type Database, isDatabaseUnavailable } from "~/lib/db/client.server";
import {
  crmDeliveries,
  type LeadStatus,
  leads,
  type NewLead,
  type NewQuoteRequest,
  newsletterSubscribers,
  quoteRequests,
} from "~/lib/db/schema";
import type { FormType } from "~/lib/form-types";
import { FinancingApplicationSchema } from "~/lib/schemas/financing-application";
import { HeaderQuoteSchema } from "~/lib/schemas/header-quote";
import { NewsletterSignupSchema } from "~/lib/schemas/newsletter";
import type { AppServices } from "~/lib/services.server";
import { judgeSubmission } from "~/lib/spam";

/**
 * Taking a lead: validate with the form's schema (the same one the browser used), judge it for
 * spam, then store the lead and its CRM delivery in one transaction. The request never waits on
 * the CRM; the outbox worker forwards the lead.
 */

/** Largest submission accepted, in bytes; a real form is a few hundred. */
export const MAX_SUBMISSION_BYTES = 32 * 1024;

/** The answer when the database cannot take a submission right now. */
export const SUBMISSION_NOT_STORED = `We couldn't save your request just now. Please try again in a minute, or call us at ${site.phone.display}.`;

/** The forms that post to /api/leads. The instant quote posts to /api/quotes. */
export const LEAD_FORMS = {
  "Header Contact Form": HeaderQuoteSchema,
  "Financing Application": FinancingApplicationSchema,
  "Newsletter Signup": NewsletterSignupSchema,
} as const satisfies Partial<Record<FormType, z.ZodMiniType>>;

export type LeadFormType = keyof typeof LEAD_FORMS;

export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === "string" && Object.hasOwn(LEAD_FORMS, value);
}

export type RequestMeta = { clientIp: string | undefined; userAgent: string | undefined };

export type Rejection = { ok: false; error: string; field?: string };
export type Accepted = { ok: true; leadId: string; status: LeadStatus; repeatOf: string | null };

/** The first failing rule's message, and its field: forms show one message at a time. */
export function firstIssue(error: {
  issues: ReadonlyArray<{ message: string; path: readonly PropertyKey[] }>;
}): Rejection {
  const issue = error.issues[0];
  return {
    ok: false,
    error: issue?.message ?? "Please check the form and try again.",
    field: issue?.path[0]?.toString(),
  };
}

export function validateLead(
  formType: unknown,
  formData: unknown,
): { ok: true; formType: LeadFormType; data: Record<string, unknown> } | Rejection {
  if (!isLeadFormType(formType)) return { ok: false, error: "Unknown form type.", field: "formType" };
  if (typeof formData !== "object" || formData === null || Array.isArray(formData)) {
    return { ok: false, error: "Please fill in the form.", field: "formData" };
  }
  const parsed = LEAD_FORMS[formType].safeParse(formData);
  return parsed.success
    ? { ok: true, formType, data: parsed.data as Record<string, unknown> }
    : firstIssue(parsed.error);
}

export function hashClientIp(ip: string | undefined, key: string): string | null {
  return ip ? createHmac("sha256", key).update(ip).digest("hex").slice(0, 32) : null;
}

export type LeadRecord = Omit<
  NewLead,
  "id" | "status" | "repeatOf" | "createdAt" | "consentText" | "consentedAt" | "clientIpHash" | "userAgent"
> & {
  formType: FormType;
};

type QuoteRecord = Omit<NewQuoteRequest, "id" | "leadId" | "createdAt">;

const columnNames = new Map<Table, Map<string, string>>();

/** A row as the database names its columns: `{ first_name: "Tom" }` for `{ firstName: "Tom" }`. */
function asRow(table: Table, values: Record<string, unknown>): Record<string, unknown> {
  let names = columnNames.get(table);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name]));
    columnNames.set(table, names);
  }
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const name = names.get(field);
    if (!name) throw new Error(`${field} is not a column of ${getTableName(table)}`);
    if (value !== undefined) row[name] = value;
  }
  return row;
}

/** One submission's rows, as one element of the batch statement's JSON array. */
type BatchItem = {
  lead: Record<string, unknown>;
  /** An accepted lead from the same email or phone earlier in the same batch. */
  earlierInBatch?: string;
  /** The CRM provider that will receive the lead; absent for spam, which is never forwarded. */
  provider?: string;
  quote?: Record<string, unknown>;
  subscriber?: { email: string; lead_id: string };
};

type StoredLead = { id: string; repeatOf: string | null };

const REPEAT_WINDOW = sql`interval '24 hours'`;

/**
 * The one statement that stores a batch of submissions: every lead, the CRM delivery of each
 * accepted one, the instant quote's `quote_requests` row and a newsletter signup's subscriber
 * (data-modifying CTEs over one JSON parameter), so each batch is stored whole or not at all, in
 * one round trip. Its text never changes, so the database prepares it once per connection.
 *
 * An accepted lead repeats the earliest accepted lead from the same email or phone in the last 24
 * hours: two lookups, each one probe of its (contact, created_at) index, or else an earlier lead
 * of the same batch.
 */
export function storeBatchSql(items: SQL | Placeholder) {
  const earliestFrom = (column: AnyPgColumn) =>
    sql`(select ${leads.id} as id, ${leads.createdAt} as created_at, ${leads.repeatOf} as repeat_of from ${leads}
      where ${column} = l.${name(column)} and ${leads.status} = 'accepted' and ${leads.createdAt} > now() - ${REPEAT_WINDOW}
      order by ${leads.createdAt}, ${leads.repeatOf} nulls first limit 1)`;
  return sql`with items as (select item from jsonb_array_elements(${items}::jsonb) as item),
    new_lead as (
      insert into ${leads} (${names(LEAD_COLUMNS)}, ${name(leads.consentedAt)}, ${name(leads.repeatOf)})
      select ${names(LEAD_COLUMNS, "l")}, now(),
        case when l.${name(leads.status)} = 'accepted' then coalesce(
          (select id from (${earliestFrom(leads.email)} union all ${earliestFrom(leads.phone)}) as earlier
            order by created_at, repeat_of nulls first limit 1),
          (item->>'earlierInBatch')::uuid)
        end
      from items, jsonb_populate_record(null::${leads}, item->'lead') as l
      returning ${leads.id} as id, ${leads.repeatOf} as repeat_of
    ),
    new_delivery as (
      insert into ${crmDeliveries} (${names([crmDeliveries.leadId, crmDeliveries.provider])})
      select (item->'lead'->>'id')::uuid, item->>'provider' from items where item ? 'provider'
    ),
    new_quote as (
      insert into ${quoteRequests} (${names(QUOTE_COLUMNS)})
      select ${names(QUOTE_COLUMNS, "q")}
      from items, jsonb_populate_record(null::${quoteRequests}, item->'quote') as q where item ? 'quote'
    ),
    new_subscriber as (
      insert into ${newsletterSubscribers} (${names(SUBSCRIBER_COLUMNS)})
      select ${names(SUBSCRIBER_COLUMNS, "s")}
      from items, jsonb_populate_record(null::${newsletterSubscribers}, item->'subscriber') as s
      where item ? 'subscriber'
      on conflict do nothing
    )
    select id, repeat_of from new_lead`;
}

const name = (column: AnyPgColumn) => sql.identifier(column.name);

/** `a, b, c`, or `l.a, l.b, l.c` from a row alias. */
const names = (columns: AnyPgColumn[], from?: string) =>
  sql.join(
    columns.map((c) => (from ? sql`${sql.identifier(from)}.${name(c)}` : name(c))),
    sql`, `,
  );

/** The lead columns a batch item carries; created_at, consented_at and repeat_of are the database's. */
const LEAD_COLUMNS = [
  leads.id,
  leads.formType,
  leads.status,
  leads.firstName,
  leads.lastName,
  leads.name,
  leads.email,
  leads.phone,
  leads.address,
  leads.city,
  leads.state,
  leads.zipCode,
  leads.service,
  leads.projectType,
  leads.estimatedCost,
  leads.roofType,
  leads.squareFeet,
  leads.stories,
  leads.currentCondition,
  leads.location,
  leads.payload,
  leads.consentText,
  leads.clientIpHash,
  leads.userAgent,
];

/** The `quote_requests` columns a batch item carries: all but created_at. */
const QUOTE_COLUMNS = Object.values(getTableColumns(quoteRequests)).filter((c) => c !== quoteRequests.createdAt);

const SUBSCRIBER_COLUMNS = [newsletterSubscribers.email, newsletterSubscribers.leadId];

type StoreStatement = PgPreparedQuery<PreparedQueryConfig & { execute: unknown }>;
const statements = new WeakMap<Database, StoreStatement>();

/**
 * Prepared once per database, then only executed. A name makes postgres.js prepare it once per
 * connection, so PostgreSQL parses and plans it once; drizzle's query builders cannot write this
 * statement, and its `execute` prepares nothing, so the session prepares it.
 */
function storeStatement(db: Database): StoreStatement {
  let statement = statements.get(db);
  if (!statement) {
    const query = new PgDialect().sqlToQuery(storeBatchSql(sql.placeholder("items")));
    statement = db._.session.prepareQuery(query, undefined, "store_leads", false);
    statements.set(db, statement);
  }
  return statement;
}

async function storeBatch(db: Database, items: BatchItem[]): Promise<StoredLead[]> {
  const result = await storeStatement(db).execute({ items: JSON.stringify(items) });
  // postgres.js answers the rows, PGlite a result holding them.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    id: string;
    repeat_of: string | null;
  }>;
  return rows.map((r) => ({ id: r.id, repeatOf: r.repeat_of }));
}

/** Most submissions stored by one statement; more wait for the next. */
const MAX_BATCH = 100;

type Waiting = { item: BatchItem; resolve: (stored: StoredLead) => void; reject: (error: unknown) => void };
type Queue = { waiting: Waiting[]; scheduled: boolean };
const queues = new WeakMap<Database, Queue>();

/**
 * Submissions that arrive together are stored together: each waits at most until the end of the
 * current turn of the event loop, then one statement stores all of them, and each is answered once
 * that statement has committed. Under load this turns hundreds of round trips and commits into a
 * few; a lone submission is stored at once.
 */
function enqueue(db: Database, item: BatchItem): Promise<StoredLead> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], scheduled: false }));
  const q = queue;
  return new Promise((resolve, reject) => {
    q.waiting.push({ item, resolve, reject });
    if (q.waiting.length >= MAX_BATCH) void flush(db, q);
    else if (!q.scheduled) {
      q.scheduled = true;
      setImmediate(() => {
        q.scheduled = false;
        void flush(db, q);
      });
    }
  });
}

async function flush(db: Database, queue: Queue): Promise<void> {
  const batch = queue.waiting.splice(0, MAX_BATCH);
  if (batch.length === 0) return;
  markRepeatsWithinBatch(batch.map((w) => w.item));
  try {
    settle(
      batch,
      await storeBatch(
        db,
        batch.map((w) => w.item),
      ),
    );
  } catch (error) {
    if (batch.length === 1 || isDatabaseUnavailable(error)) {
      for (const w of batch) w.reject(error);
      return;
    }
    // One submission's rows failed the batch: store each alone, in order, so only that one fails.
    for (const w of batch) {
      delete w.item.earlierInBatch;
      try {
        settle([w], await storeBatch(db, [w.item]));
      } catch (alone) {
        w.reject(alone);
      }
    }
  }
}

function settle(batch: Waiting[], stored: StoredLead[]) {
  const byId = new Map(stored.map((s) => [s.id, s]));
  for (const w of batch) {
    const row = byId.get(w.item.lead.id as string);
    if (row) w.resolve(row);
    else w.reject(new Error("lead insert returned nothing"));
  }
}

/**
 * Links an accepted lead to the earliest accepted lead before it in its batch from the same email
 * or phone (rows of one statement share their created_at, so the batch's order decides).
 */
function markRepeatsWithinBatch(items: BatchItem[]) {
  const first = new Map<string, number>();
  items.forEach((item, index) => {
    if (item.lead.status !== "accepted") return;
    const contacts = [item.lead.email, item.lead.phone].filter((c): c is string => typeof c === "string");
    const earliest = Math.min(...contacts.map((c) => first.get(c) ?? Infinity));
    if (earliest !== Infinity) item.earlierInBatch = items[earliest]!.lead.id as string;
    for (const contact of contacts) if (!first.has(contact)) first.set(contact, index);
  });
}

/**
 * Stores a lead, and with it its CRM delivery unless it is spam, the instant quote's
 * `quote_requests` row, and a newsletter signup's subscriber, all or none (see `storeBatchSql`).
 * A lead is marked as a repeat when the same email or phone sent one in the last 24 hours.
 */
export async function insertLead(
  db: Database,
  services: Pick<AppServices, "env" | "ipHashKey">,
  record: LeadRecord,
  {
    status,
    meta,
    quote,
    newsletter = false,
  }: { status: LeadStatus; meta: RequestMeta; quote?: QuoteRecord; newsletter?: boolean },
): Promise<Accepted & { quoteId: string | null }> {
  const accepted = status === "accepted";
  const leadId = randomUUID();
  const quoteId = quote ? randomUUID() : null;
  const item: BatchItem = {
    lead: asRow(leads, {
      ...record,
      id: leadId,
      status,
      consentText: consentText[record.formType],
      clientIpHash: hashClientIp(meta.clientIp, services.ipHashKey),
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    }),
    provider: accepted ? services.env.CRM_PROVIDER : undefined,
    quote: quote && asRow(quoteRequests, { ...quote, id: quoteId, leadId }),
    subscriber: newsletter && accepted && record.email ? { email: record.email, lead_id: leadId } : undefined,
  };
  const stored = await enqueue(db, item);
  return { ok: true, leadId, status, repeatOf: stored.repeatOf, quoteId };
}

/** The typed columns of each form's lead. */
function recordFor(formType: LeadFormType, data: Record<string, unknown>): LeadRecord {
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : null);
  const email = text("email")?.toLowerCase() ?? null;
  return {
    formType,
    firstName: text("firstName"),
    lastName: text("lastName"),
    email,
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zipCode"),
    service: text("service"),
    projectType: text("projectType"),
    estimatedCost: text("estimatedCost"),
    payload: email ? { ...data, email } : data,
  };
}

/**
 * Handles one submission to /api/leads, whichever way it arrived (JSON from the page's script or
 * a plain form post). `requireTiming` is true for JSON posts (see `judgeSubmission`).
 */
export async function submitLead(
  services: Pick<AppServices, "db" | "env" | "ipHashKey" | "wakeOutbox">,
  body: { formType: unknown; formData: unknown },
  meta: RequestMeta & { requireTiming: boolean },
): Promise<Accepted | Rejection> {
  const valid = validateLead(body.formType, body.formData);
  if (!valid.ok) return valid;
  const verdict = judgeSubmission(body.formData as Record<string, unknown>, { requireTiming: meta.requireTiming });
  const status: LeadStatus = verdict.spam ? "spam" : "accepted";
  const record = recordFor(valid.formType, valid.data);

  const result = await insertLead(services.db, services, record, {
    status,
    meta,
    newsletter: valid.formType === "Newsletter Signup",
  });
  if (status === "accepted") services.wakeOutbox();
  return result;
}
