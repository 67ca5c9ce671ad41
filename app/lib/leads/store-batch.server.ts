import { getTableColumns, getTableName, type SQL, sql, type Table } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Database, isDatabaseUnavailable } from "~/lib/db/client.server";
import { deliveries, leads, newsletterSubscribers, quoteRequests } from "~/lib/db/schema";
import type { PlannedDelivery } from "~/lib/outbox/channels.server";

/**
 * Storing submissions: each lead with everything that goes with it (its deliveries, the instant
 * quote's `quote_requests` row, a newsletter signup's subscriber) in one statement, all or none. Submissions that arrive together are stored by one statement (see `enqueue`).
 */

/** One submission's rows, as one element of the statement's JSON array (database column names). */
export type BatchItem = {
  lead: Record<string, unknown>;
  /** An accepted lead from the same email or phone earlier in the same batch. */
  earlierInBatch?: string;
  /** Where the lead goes: the CRM, the owner's alerts, the homeowner's e-mail; none for spam. */
  deliveries?: PlannedDelivery[];
  quote?: Record<string, unknown>;
  subscriber?: { email: string; lead_id: string };
};

export type StoredLead = { id: string; repeatOf: string | null };

const columnNames = new Map<Table, Map<string, string>>();

/** A row as the database names its columns: `{ first_name: "Tom" }` for `{ firstName: "Tom" }`. */
export function asRow(table: Table, values: Record<string, unknown>): Record<string, unknown> {
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

const REPEAT_WINDOW = sql`interval '24 hours'`;

/**
 * The statement that stores a batch of submissions (data-modifying CTEs over one JSON parameter),
 * so each batch is stored whole or not at all, in one round trip.
 *
 * An accepted lead repeats the earliest accepted lead from the same email or phone in the last 24
 * hours: two lookups, each one probe of its (contact, created_at) index, or else an earlier lead
 * of the same batch.
 */
export function storeBatchSql(items: SQL) {
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
      insert into ${deliveries} (${names([deliveries.leadId, deliveries.channel, deliveries.provider, deliveries.recipient])})
      select (item->'lead'->>'id')::uuid, d->>'channel', d->>'provider', d->>'recipient'
      from items, jsonb_array_elements(coalesce(item->'deliveries', '[]'::jsonb)) as d
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

/**
 * The lead columns a batch item carries; created_at, consented_at and repeat_of are the database's,
 * and the owner's stage starts at its default (the office moves it on).
 */
const DATABASE_SET = new Set<AnyPgColumn>([
  leads.createdAt,
  leads.consentedAt,
  leads.repeatOf,
  leads.stage,
  leads.stageChangedAt,
]);
const LEAD_COLUMNS = Object.values(getTableColumns(leads)).filter((c) => !DATABASE_SET.has(c));

/** The `quote_requests` columns a batch item carries: all but created_at. */
const QUOTE_COLUMNS = Object.values(getTableColumns(quoteRequests)).filter((c) => c !== quoteRequests.createdAt);

const SUBSCRIBER_COLUMNS = [newsletterSubscribers.email, newsletterSubscribers.leadId];

async function storeBatch(db: Database, items: BatchItem[]): Promise<StoredLead[]> {
  // Both engines (node-postgres and PGlite) answer a result holding the rows.
  const { rows } = (await db.execute(storeBatchSql(sql`${JSON.stringify(items)}`))) as {
    rows: Array<{ id: string; repeat_of: string | null }>;
  };
  return rows.map((r) => ({ id: r.id, repeatOf: r.repeat_of }));
}

type Waiting = { item: BatchItem; resolve: (stored: StoredLead) => void; reject: (error: unknown) => void };
type Queue = { waiting: Waiting[]; scheduled: boolean };
const queues = new WeakMap<Database, Queue>();

/**
 * Stores one submission's rows. Submissions that arrive together are stored together: each waits
 * at most until the end of the current turn of the event loop, then one statement stores up to
 * `maxBatch` of them, and each is answered once that statement has committed. Under load this
 * turns hundreds of round trips and commits into a few; a lone submission is stored at once.
 */
export function enqueue(db: Database, item: BatchItem, maxBatch: number): Promise<StoredLead> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], scheduled: false }));
  const q = queue;
  return new Promise((resolve, reject) => {
    q.waiting.push({ item, resolve, reject });
    if (q.waiting.length >= maxBatch) void flush(db, q, maxBatch);
    else if (!q.scheduled) {
      q.scheduled = true;
      setImmediate(() => {
        q.scheduled = false;
        void flush(db, q, maxBatch);
      });
    }
  });
}

async function flush(db: Database, queue: Queue, maxBatch: number): Promise<void> {
  const batch = queue.waiting.splice(0, maxBatch);
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
