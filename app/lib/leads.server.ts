import { createHmac } from "node:crypto";
import { type Placeholder, sql } from "drizzle-orm";
import type * as z from "zod/mini";
import { consentText } from "~/content/consent";
import { site } from "~/content/site";
import type { Database } from "~/lib/db/client.server";
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
import { type QuoteRequestData, QuoteRequestSchema } from "~/lib/schemas/quote-request";
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

const REPEAT_WINDOW = sql`interval '24 hours'`;

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

/** The lead columns a submission fills, each bound as a parameter of the prepared statement. */
const LEAD_FIELDS = [
  "formType",
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "service",
  "projectType",
  "estimatedCost",
  "roofType",
  "squareFeet",
  "stories",
  "currentCondition",
  "location",
  "payload",
] as const satisfies ReadonlyArray<keyof LeadRecord>;

type QuoteRecord = Omit<NewQuoteRequest, "id" | "leadId" | "createdAt">;

/** The `quote_requests` columns: the request's fields (the schema's keys) and the quote. */
const QUOTE_FIELDS: ReadonlyArray<keyof QuoteRecord> = [
  ...(Object.keys(QuoteRequestSchema.shape) as Array<keyof QuoteRequestData>),
  "generatedQuote",
];

/** `{ field: placeholder }` for each field: the statement's parameters, filled at execution. */
function placeholders<F extends string>(fields: readonly F[], prefix = ""): Record<F, Placeholder> {
  return Object.fromEntries(fields.map((f) => [f, sql.placeholder(`${prefix}${f}`)])) as Record<F, Placeholder>;
}

/** What changes the shape of the statement (the values are parameters). */
export type InsertShape = { accepted: boolean; quote: boolean; newsletter: boolean; email: boolean; phone: boolean };

/** The statement that stores a lead of one shape. */
function insertQuery(db: Database, shape: InsertShape) {
  const param = (name: string) => sql.placeholder(name);
  // The earliest accepted lead from the same email, and from the same phone, each one lookup in
  // its (contact, created_at) index; the earlier of the two is the one this lead repeats.
  const earliestFrom = (column: typeof leads.email | typeof leads.phone, name: string) =>
    sql`(select ${leads.id} as id, ${leads.createdAt} as created_at from ${leads}
      where ${column} = ${param(name)} and ${leads.status} = 'accepted' and ${leads.createdAt} > now() - ${REPEAT_WINDOW}
      order by ${leads.createdAt} limit 1)`;
  const sameContact = [
    shape.email ? earliestFrom(leads.email, "email") : undefined,
    shape.phone ? earliestFrom(leads.phone, "phone") : undefined,
  ].filter((c) => c !== undefined);
  const earlier =
    shape.accepted && sameContact.length > 0
      ? sql`(select id from (${sql.join(sameContact, sql` union all `)}) as earlier order by created_at limit 1)`
      : null;
  const newLead = db.$with("new_lead").as(
    db
      .insert(leads)
      .values({
        ...placeholders(LEAD_FIELDS),
        status: shape.accepted ? "accepted" : "spam",
        repeatOf: earlier,
        consentText: param("consentText"),
        consentedAt: sql`now()`,
        clientIpHash: param("clientIpHash"),
        userAgent: param("userAgent"),
      })
      .returning({ id: leads.id, repeatOf: leads.repeatOf }),
  );
  const leadId = sql`(select id from new_lead)`;
  const newDelivery = db.$with("new_delivery").as(
    db
      .insert(crmDeliveries)
      .values({ leadId, kind: "contact", provider: param("provider") })
      .returning({ id: crmDeliveries.id }),
  );
  const newQuote = db.$with("new_quote").as(
    db
      .insert(quoteRequests)
      .values({
        ...placeholders(QUOTE_FIELDS, "quote_"),
        leadId,
      })
      .returning({ id: quoteRequests.id }),
  );
  const newSubscriber = db.$with("new_subscriber").as(
    db
      .insert(newsletterSubscribers)
      .values({ email: param("email"), leadId })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id }),
  );
  const ctes = [
    newLead,
    ...(shape.accepted ? [newDelivery] : []),
    ...(shape.quote ? [newQuote] : []),
    ...(shape.newsletter ? [newSubscriber] : []),
  ];
  return db
    .with(...ctes)
    .select({
      id: newLead.id,
      repeatOf: newLead.repeatOf,
      quoteId: shape.quote ? sql<string>`(select id from new_quote)` : sql<null>`null`,
    })
    .from(newLead);
}

/** The SQL of the statement for one shape, with its parameters in order (for inspecting its plan). */
export function leadInsertSql(db: Database, shape: InsertShape) {
  return insertQuery(db, shape).toSQL();
}

/**
 * Prepared once per shape and database and then only executed: building a query with CTEs costs
 * more than the database takes to run it.
 */
function buildInsert(db: Database, shape: InsertShape, key: string) {
  return insertQuery(db, shape).prepare(`insert_lead_${key}`);
}

const statements = new WeakMap<Database, Map<string, ReturnType<typeof buildInsert>>>();

function insertStatement(db: Database, shape: InsertShape) {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const key = Object.values(shape).map(Number).join("");
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = buildInsert(db, shape, key)));
  return statement;
}

/**
 * Stores a lead, and with it its CRM delivery unless it is spam, the instant quote's
 * `quote_requests` row, and a newsletter signup's subscriber: one SQL statement (data-modifying
 * CTEs), so all of it is stored or none, in a single round trip. A lead is marked as a repeat when
 * the same email or phone sent one in the last 24 hours.
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
  const shape: InsertShape = {
    accepted,
    quote: quote !== undefined,
    newsletter: newsletter && accepted && !!record.email,
    email: !!record.email,
    phone: !!record.phone,
  };
  const values: Record<string, unknown> = {
    consentText: consentText[record.formType],
    clientIpHash: hashClientIp(meta.clientIp, services.ipHashKey),
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    provider: services.env.CRM_PROVIDER,
  };
  for (const field of LEAD_FIELDS) values[field] = record[field] ?? null;
  if (quote) for (const field of QUOTE_FIELDS) values[`quote_${field}`] = quote[field];
  const [row] = await insertStatement(db, shape).execute(values);
  if (!row) throw new Error("lead insert returned nothing");
  return { ok: true, leadId: row.id, status, repeatOf: row.repeatOf, quoteId: row.quoteId };
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
