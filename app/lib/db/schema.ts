// Relative imports: drizzle-kit loads this file and knows no "~/" alias.
import { sql } from "drizzle-orm";
import type { LeadAttribution } from "../attribution/touch";
import type { SpamReason } from "../spam";
import type { FormType } from "../form-types";
import type { LeadStage } from "../office/statuses";
import type { Locale } from "../i18n/locale";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The database: what visitors submitted and what the CRM has been told. The same tables and
 * queries run on embedded PGlite and on PostgreSQL. `drizzle/` holds the generated migrations.
 */

export type { FormType } from "../form-types";

export const LEAD_STATUSES = ["accepted", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * "written": an e-mail saved as a file because no mail server is configured; it is not sent later.
 * "replaced": news of an inspection not sent, because a newer message to the same recipient about
 * the same inspection tells it as it now stands.
 * "folded": an owner's text message told in another one, sent for several leads (at most one text a
 * minute per phone); `remote_id` is that text's.
 */
export const DELIVERY_STATUSES = ["pending", "sent", "written", "replaced", "folded", "failed", "dead"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * What a delivery is about: a new lead, the package a quote visitor chose, their inspection, or the
 * owner's release of a lead marked Possible Spam (the CRM's contact loses that tag).
 */
export const DELIVERY_KINDS = ["contact", "package_choice", "inspection", "release"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * Where a delivery goes: the CRM, the owner (e-mail, text message), the homeowner (e-mail), an ad
 * platform's conversion API (Google Analytics 4, Meta), or the CRM's calendar (an inspection's
 * appointment, when GoHighLevel keeps the calendar).
 */
export const CHANNELS = [
  "crm",
  "owner-email",
  "owner-sms",
  "homeowner-email",
  "ga4",
  "meta",
  "crm-appointment",
] as const;
export type Channel = (typeof CHANNELS)[number];

/** Where a quote's roof area came from: kept as measured from the address, or typed by the visitor. */
export const AREA_SOURCES = ["measured", "entered"] as const;
export type AreaSource = (typeof AREA_SOURCES)[number];

/** What a roof lookup found: a measurement, or why there is none worth asking again for a while. */
export const MEASUREMENT_OUTCOMES = ["measured", "not_found", "imprecise"] as const;
export type MeasurementOutcome = (typeof MEASUREMENT_OUTCOMES)[number];

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formType: text("form_type").$type<FormType>().notNull(),
    status: text("status").$type<LeadStatus>().notNull(),
    /** Sent without the page's proof of work, or with the hidden field filled: kept and forwarded
     * to the CRM and the owner, tagged so the owner can judge it, and nothing else (spam.ts). */
    possibleSpam: boolean("possible_spam").notNull().default(false),
    /** Why the lead was marked (spam.ts `SpamReason`); kept after the owner releases it. */
    spamReason: text("spam_reason").$type<SpamReason>(),
    /** When the owner released it from spam or Possible Spam (`npm run leads -- release`). */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** The owner's progress with it, set in the office (office/statuses.ts); apart from `status`. */
    stage: text("stage").$type<LeadStage>().notNull().default("new"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** The instant quote asks for one name field. */
    name: text("name"),
    email: text("email"),
    /** Ten digits, no formatting. */
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    service: text("service"),
    projectType: text("project_type"),
    estimatedCost: text("estimated_cost"),
    roofType: text("roof_type"),
    squareFeet: integer("square_feet"),
    stories: text("stories"),
    currentCondition: text("current_condition"),
    location: text("location"),
    chosenPackage: text("chosen_package"),
    chosenPackageAt: timestamp("chosen_package_at", { withTimezone: true }),
    /** The validated submission, whole. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** The consent notice the visitor was shown beside the button, and when they submitted. */
    consentText: text("consent_text"),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    /** The earlier lead with the same email or phone within 24 hours, if any. */
    repeatOf: uuid("repeat_of"),
    /** HMAC of the client address: lets abuse be traced without storing the address. */
    clientIpHash: text("client_ip_hash"),
    userAgent: text("user_agent"),
    /** Where the visitor came from (first and last touch), checked by LeadAttributionSchema. */
    attribution: jsonb("attribution").$type<LeadAttribution>(),
    /** The language of the page the form was sent from: "es" from the Spanish pages, to reply in. */
    language: text("language").$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    // Email or phone, then time: the repeat check is one index lookup per contact, whatever plan
    // the database cached for it while the table was still small.
    index("leads_email_created_at_idx").on(t.email, t.createdAt),
    index("leads_phone_created_at_idx").on(t.phone, t.createdAt),
    index("leads_form_type_idx").on(t.formType),
  ],
);

/**
 * The outbox: one row per message the lead produces (to the CRM, an alert to one of the owner's
 * addresses or phones, the homeowner's e-mail), retried until it is sent.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel").$type<Channel>().notNull().default("crm"),
    kind: text("kind").$type<DeliveryKind>().notNull().default("contact"),
    /** Who sends it (gohighlevel, webhook, smtp, file, twilio): the one configured when the row was
     * written, then the one that last tried it. */
    provider: text("provider").notNull(),
    /** The e-mail address or phone number, for a message to a person; the CRM has none. */
    recipient: text("recipient"),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The 24-hour retry window runs from here, not from when the lead arrived: a lead stored
     * while no CRM was configured still gets its full window once one is. */
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** What the receiving end calls it: the CRM's contact id, the text message's SID. */
    remoteId: text("remote_id"),
    /** The inspection a delivery of kind "inspection" tells of (a lead may have had several). */
    inspectionId: uuid("inspection_id").references((): AnyPgColumn => inspections.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // A channel's due rows in order: its claim and its look read only its own, not a queue of
    // another channel's waiting ahead of them.
    index("deliveries_due_idx").on(t.status, t.channel, t.nextAttemptAt),
    index("deliveries_lead_idx").on(t.leadId),
    // What went to one recipient lately (pacing.server.ts): one index lookup per message, not a
    // scan of every delivery the site has made.
    index("deliveries_recipient_sent_idx").on(t.recipient, t.channel, t.sentAt),
    // The office's live list watches the latest change (office/live-updates.server.ts).
    index("deliveries_updated_at_idx").on(t.updatedAt),
  ],
);

/** What one attempt at a delivery came to, as the outbox recorded it. */
export const ATTEMPT_OUTCOMES = ["sent", "written", "replaced", "retry", "failed", "dead"] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** Every attempt at every delivery, for the office's timeline of a lead: when, who, and the result. */
export const deliveryAttempts = pgTable(
  "delivery_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    outcome: text("outcome").$type<AttemptOutcome>().notNull(),
    provider: text("provider").notNull(),
    /** The reason in fixed words, as `deliveries.last_error` holds it. */
    error: text("error"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("delivery_attempts_delivery_idx").on(t.deliveryId, t.at)],
);

/** The spec's stored quote request record, plus the lead it produced. */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectType: text("project_type").notNull(),
    roofType: text("roof_type").notNull(),
    squareFeet: integer("square_feet").notNull(),
    stories: text("stories").notNull(),
    currentCondition: text("current_condition").notNull(),
    location: text("location").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    zipCode: text("zip_code").notNull(),
    generatedQuote: text("generated_quote").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The homeowner's private link to this quote (/quote/:token): random, never a lead id. */
    accessToken: text("access_token"),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }),
    /** Always written: the batch insert names every column, so the default only serves old rows. */
    areaSource: text("area_source").$type<AreaSource>().notNull().default("entered"),
    /** The roof measured from the address, when there was one, whether or not the visitor kept it. */
    measuredSquareFeet: integer("measured_square_feet"),
    /** "6/12": the area-weighted pitch, rise in inches per foot. */
    measuredPitch: text("measured_pitch"),
    measuredRoofFaces: integer("measured_roof_faces"),
    imageryDate: date("imagery_date", { mode: "string" }),
    imageryQuality: text("imagery_quality"),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_requests_lead_idx").on(t.leadId),
    uniqueIndex("quote_requests_access_token_idx").on(t.accessToken),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`)],
);

/**
 * Content page views per business day (America/New_York): counted in memory and added in batches,
 * so several servers add up. No address, cookie or visitor id: only how many.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
    /** Views that were a visitor's first (no attribution cookie yet). */
    entrances: integer("entrances").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Roofs measured from an address, kept 30 days so a visitor going back and forth (or asking for a
 * quote) costs one lookup. Keyed by an HMAC of the normalised street address and ZIP code: the
 * cache holds no readable address of visitors who never sent a quote.
 */
export const roofMeasurements = pgTable(
  "roof_measurements",
  {
    addressKey: text("address_key").primaryKey(),
    outcome: text("outcome").$type<MeasurementOutcome>().notNull(),
    areaSqFt: integer("area_sq_ft"),
    /** The x of x/12. */
    pitchRise: integer("pitch_rise"),
    roofFaces: integer("roof_faces"),
    imageryDate: date("imagery_date", { mode: "string" }),
    imageryQuality: text("imagery_quality"),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("roof_measurements_measured_at_idx").on(t.measuredAt)],
);

/** Outside lookups per business day, counted here so every server shares ROOF_MEASUREMENT_DAILY_CAP. */
export const roofMeasurementUsage = pgTable("roof_measurement_usage", {
  /** The day in the business's time zone. */
  day: date("day", { mode: "string" }).primaryKey(),
  lookups: integer("lookups").notNull(),
});

export const INSPECTION_STATUSES = ["booked", "requested", "cancelled"] as const;
/** "requested": stored, but the CRM's calendar has not confirmed it yet (the outbox keeps asking). */
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** Whose calendar holds the inspection: our own slots, or GoHighLevel's calendar (GHL_CALENDAR_ID). */
export type InspectionSource = "own" | "gohighlevel";

/** A free roof inspection a homeowner booked. */
export const inspections = pgTable(
  "inspections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Which of the slot's places (1 to INSPECTIONS_PER_SLOT) it holds; GoHighLevel's calendar keeps its own count. */
    place: integer("place"),
    status: text("status").$type<InspectionStatus>().notNull(),
    source: text("source").$type<InspectionSource>().notNull(),
    /** The CRM's appointment id. */
    appointmentId: text("appointment_id"),
    /** Bumped by every change; the CRM's calendar is up to date when `synced_revision` equals it. */
    revision: integer("revision").notNull().default(1),
    syncedRevision: integer("synced_revision").notNull().default(0),
    /** "homeowner", "owner", or "calendar" when the CRM's calendar refused a requested time. */
    cancelReason: text("cancel_reason"),
    /**
     * Why GoHighLevel's calendar refused the latest change, when the time was not the reason (a
     * token, a scope, a setting): the owner puts it on the calendar by hand. Cleared once in step.
     */
    calendarError: text("calendar_error"),
    /** HMAC of the address the booking came from: one live booking per address. */
    clientIpHash: text("client_ip_hash"),
    /** The homeowner's private link to this booking (/inspection/:token): random, never an id. */
    accessToken: text("access_token").notNull(),
    /** A day after the appointment ends. */
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    // Each place of a slot is held once, whichever server stores it: the database refuses a second.
    uniqueIndex("inspections_slot_place_idx")
      .on(t.startsAt, t.place)
      .where(sql`${t.status} <> 'cancelled'`),
    // One inspection at a time per lead: booking again moves or replaces it.
    uniqueIndex("inspections_lead_active_idx")
      .on(t.leadId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex("inspections_access_token_idx").on(t.accessToken),
  ],
);

/**
 * Proofs of work already used, by their challenge's signature: each solves one submission. Kept
 * until the challenge expires, after which it would be refused anyway.
 */
export const spentProofs = pgTable(
  "spent_proofs",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_proofs_expires_at_idx").on(t.expiresAt)],
);

/** Server-side settings that must survive restarts, such as the key for hashing client addresses. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Submissions counted per client address (an HMAC of it, never the address) when several servers
 * share PostgreSQL, so the limit holds across all of them. The embedded database counts in memory.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_at_idx").on(t.resetAt)],
);

/**
 * An outside API's request budget shared by every server on PostgreSQL (LeadConnector: per
 * location): when the recent calls were made, and until when a 429 holds every call.
 */
export const apiBudgets = pgTable("api_budgets", {
  bucket: text("bucket").primaryKey(),
  /** Epoch milliseconds of the calls still inside the window, oldest first (the database's clock). */
  calls: jsonb("calls").$type<number[]>().notNull().default([]),
  /** Epoch milliseconds; 0 when no 429 holds the calls. */
  pausedUntil: doublePrecision("paused_until").notNull().default(0),
});

/**
 * The owner's office (/office). Sign-in links, sessions and passkeys hold no secret in the clear:
 * a link's token and a session's id are stored as their SHA-256, a passkey as its public key.
 */
export const officeSignInLinks = pgTable(
  "office_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Lower-cased; one of OWNER_EMAILS when the link was made. */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("office_sign_in_links_expires_at_idx").on(t.expiresAt)],
);

export type SignInMethod = "link" | "passkey";

export const officeSessions = pgTable(
  "office_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    email: text("email").notNull(),
    method: text("method").$type<SignInMethod>().notNull(),
    /** The browser and system it was opened on, in words ("Chrome on Android"), for the owner's list. */
    device: text("device"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest it may last, however busy: 30 days after it began. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("office_sessions_email_idx").on(t.email), index("office_sessions_expires_at_idx").on(t.expiresAt)],
);

export const officePasskeys = pgTable(
  "office_passkeys",
  {
    /** The credential's id, base64url. */
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    /** "singleDevice" or "multiDevice" (synced by the phone's account). */
    deviceType: text("device_type"),
    backedUp: boolean("backed_up").notNull().default(false),
    /** Where it was added, in words, so the owner can tell two apart. */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("office_passkeys_email_idx").on(t.email)],
);

/** A WebAuthn challenge the office issued: each answers one ceremony, within five minutes. */
export const officeChallenges = pgTable(
  "office_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").$type<"register" | "sign-in">().notNull(),
    /** Who is adding a passkey; none for a sign-in. */
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("office_challenges_expires_at_idx").on(t.expiresAt)],
);

/** Every action an owner takes in the office: who, what, when, and on which lead. */
export const officeAudit = pgTable(
  "office_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The owner's e-mail address. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** What the action changed, in short values (a status, a note, a delivery's channel). */
    detail: jsonb("detail").$type<Record<string, string>>(),
    /** HMAC of the address it came from, as leads keep theirs. */
    clientIpHash: text("client_ip_hash"),
  },
  (t) => [index("office_audit_at_idx").on(t.at), index("office_audit_lead_idx").on(t.leadId, t.at)],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type NewQuoteRequest = typeof quoteRequests.$inferInsert;
export type Delivery = typeof deliveries.$inferSelect;
export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type RoofMeasurementRow = typeof roofMeasurements.$inferSelect;
export type Inspection = typeof inspections.$inferSelect;
export type DeliveryAttempt = typeof deliveryAttempts.$inferSelect;
export type OfficeSession = typeof officeSessions.$inferSelect;
export type OfficePasskey = typeof officePasskeys.$inferSelect;
export type OfficeAuditEntry = typeof officeAudit.$inferSelect;
