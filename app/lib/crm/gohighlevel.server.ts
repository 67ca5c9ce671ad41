import type { Database } from "~/lib/db/client.server";
import type { DeliveryKind, Lead, QuoteRequest } from "~/lib/db/schema";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import {
  createRateLimiter,
  deleteJson,
  getJson,
  type HttpOutcome,
  postJson,
  putJson,
  type RequestBudget,
  type SendResult,
} from "~/lib/outbox/http.server";
import { sharedRequestBudget } from "~/lib/shared-limits.server";
import { type CrmContact, POSSIBLE_SPAM_TAG, toCrmContact } from "./contact";
import { differingFields, emptyFieldsFilled, type KnownContact, repeatNote, repeatTags } from "./repeat-contact";

/**
 * Under LeadConnector's 100 requests per 10 s per location, with room to spare; the outbox's line
 * leaves 10 of the 80 to visitors waiting on a booking (a lookup, an upsert and the appointment).
 */
export const GHL_BUDGET = { limit: 80, windowMs: 10_000, reserve: 10 };

export type GoHighLevelOptions = {
  apiBase: string;
  token: string;
  locationId: string;
  timeoutMs?: number;
  /** The location's request budget (`leadConnectorBudget`); this process's own by default. */
  budget?: RequestBudget;
};

const budgets = new Map<string, RequestBudget>();
const sharedBudgets = new WeakMap<Database, Map<string, RequestBudget>>();

/**
 * The one request budget of a location: contacts and calendar calls count against the same
 * LeadConnector limit, so they wait in the same line. Kept in this process, or with `sharedDb`
 * (PostgreSQL that other servers share) in the database, so that every server keeps to one limit.
 */
export function leadConnectorBudget(apiBase: string, locationId: string, sharedDb?: Database): RequestBudget {
  const key = `${apiBase.replace(/\/+$/, "")} ${locationId}`;
  let registry = budgets;
  if (sharedDb) {
    registry = sharedBudgets.get(sharedDb) ?? new Map<string, RequestBudget>();
    sharedBudgets.set(sharedDb, registry);
  }
  let budget = registry.get(key);
  if (!budget) {
    budget = sharedDb
      ? sharedRequestBudget({ db: sharedDb, bucket: `leadconnector:${locationId}`, ...GHL_BUDGET })
      : createRateLimiter(GHL_BUDGET);
    registry.set(key, budget);
  }
  return budget;
}

/** How long a 429 holds every call when it says neither Retry-After nor the limit's interval. */
export const DEFAULT_429_PAUSE_MS = 10_000;

/**
 * A 429 is about the whole location, not one contact: every call waits out its Retry-After (or
 * the X-RateLimit-Interval-Milliseconds HighLevel sends instead; 10 s when it says neither).
 */
export async function pauseOn429(budget: RequestBudget, result: SendResult): Promise<SendResult> {
  if (!result.ok && result.status === 429)
    await budget.pauseUntil(Date.now() + (result.retryAfterMs ?? DEFAULT_429_PAUSE_MS));
  return result;
}

/** The body of `POST /contacts/upsert` for a lead (without tags: those are added by a second call). */
export function contactUpsertBody(lead: Lead, kind: DeliveryKind, locationId: string, quote?: QuoteRequest) {
  const contact = toCrmContact(lead, kind, quote);
  return {
    contact,
    body: {
      locationId,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      address1: contact.address1,
      city: contact.city,
      state: contact.state,
      postalCode: contact.postalCode,
      source: contact.source,
      customFields: contact.customFields.map((f) => ({ key: f.key, field_value: f.value })),
    },
  };
}

/**
 * `GET /contacts/search/duplicate`: the contact LeadConnector already has for the email or phone
 * (the email first), the same match its upsert would make.
 */
export function duplicateSearchUrl(base: string, locationId: string, contact: Pick<CrmContact, "email" | "phone">) {
  const query = new URLSearchParams({ locationId });
  if (contact.email) query.set("email", contact.email);
  if (contact.phone) query.set("number", contact.phone);
  return `${base}/contacts/search/duplicate?${query}`;
}

/**
 * The search's answer: `{contact: {...}}`, or `{contact: null}` for nobody (`known` undefined).
 * Anything else (a body cut off, a page that is not JSON) says nothing: `undefined`, to be asked
 * again, for taking it as "nobody" would make an upsert write over the customer's contact.
 */
export function searchAnswer(body: unknown): { known: KnownContact | undefined } | undefined {
  if (typeof body !== "object" || body === null || !("contact" in body)) return undefined;
  const contact = (body as { contact: unknown }).contact as KnownContact | null;
  return { known: contact && typeof contact.id === "string" && contact.id ? contact : undefined };
}

/**
 * Whether the contact's notes (`GET /contacts/{id}/notes`: `{notes: [{body}]}`) hold `note` already:
 * one with its first line (the form and the time it was sent) and its last (the lead's id). The lines
 * between compare the lead with the contact as it was, which the earlier attempt may have filled in.
 */
export function alreadyNoted(answer: unknown, note: string): boolean {
  const lines = note.split("\n");
  const notes = (answer as { notes?: unknown } | undefined)?.notes;
  return (
    Array.isArray(notes) &&
    notes.some(({ body }: { body?: unknown }) => {
      if (typeof body !== "string") return false;
      const theirs = body.split("\n");
      return theirs[0] === lines[0] && theirs.at(-1) === lines.at(-1);
    })
  );
}

/** A success that is not a search's answer: retryable, as the search asks nothing twice. */
export const UNREADABLE_SEARCH: Extract<SendResult, { ok: false }> = {
  ok: false,
  retryable: true,
  error: "duplicate search: the answer was not a contact search's (cut off, or not JSON)",
};

/**
 * GoHighLevel (LeadConnector API v2). The contact is looked up first (every call counts against
 * the location's budget):
 * - nobody has the email or phone: the contact is made by an upsert carrying its tags (a new
 *   contact has none to lose), two calls;
 * - the contact has the lead's details, or fewer: upserted, then its tags added by a call of their
 *   own (tags sent with an upsert replace the contact's), three calls; a retry is idempotent;
 * - the contact has other details (another name, phone or address: anyone can type a customer's
 *   email): its empty fields filled, nothing overwritten, the tags with `Repeat Lead` added and the
 *   lead's details put in a note, three or four calls (`repeat-contact.ts`);
 * - a lead the owner released from Possible Spam: its contact's `Possible Spam` tag removed, two
 *   calls (a contact the CRM does not have yet is made as above, without the tag).
 */
export function goHighLevelProvider({
  apiBase,
  token,
  locationId,
  timeoutMs = 10_000,
  budget = leadConnectorBudget(apiBase, locationId),
}: GoHighLevelOptions): Sender {
  const base = apiBase.replace(/\/+$/, "");
  const headers = { Authorization: `Bearer ${token}`, Version: "2021-07-28" };
  /** One call after its turn in the budget; a 429 holds every call for its Retry-After. */
  const call = async (what: string, send: () => Promise<HttpOutcome>): Promise<HttpOutcome> => {
    await budget.take();
    const outcome = await send();
    if (outcome.kind === "failed") {
      const error = what ? `${what}: ${outcome.result.error}` : outcome.result.error;
      await pauseOn429(budget, outcome.result);
      return { ...outcome, result: { ...outcome.result, error } };
    }
    return outcome;
  };

  return {
    name: "gohighlevel",
    label: "GoHighLevel",
    async send({ delivery, lead, quote }: OutboxItem, { signal } = {}): Promise<SendResult> {
      const { contact, body } = contactUpsertBody(lead, delivery.kind, locationId, quote);
      const options = { headers, timeoutMs };
      const url = (id: string, path = "") => `${base}/contacts/${encodeURIComponent(id)}${path}`;
      // Only this wait gives way to a stopping server: once the lookup is sent, the rest follow.
      await budget.take(signal);
      const search = await getJson(duplicateSearchUrl(base, locationId, contact), options);
      if (search.kind === "failed")
        return pauseOn429(budget, { ...search.result, error: `duplicate search: ${search.result.error}` });
      const answer = searchAnswer(search.body);
      if (!answer) return UNREADABLE_SEARCH;
      const { known } = answer;

      if (known && delivery.kind === "release") {
        const removed = await call("tags", () =>
          deleteJson(url(known.id, "/tags"), { tags: [POSSIBLE_SPAM_TAG] }, options),
        );
        return removed.kind === "failed" ? removed.result : { ok: true, remoteId: known.id };
      }

      if (known && differingFields(known, contact).length > 0) {
        const filled = emptyFieldsFilled(known, contact);
        if (Object.keys(filled).length > 0) {
          const updated = await call("update", () => putJson(url(known.id), filled, options));
          if (updated.kind === "failed") return updated.result;
        }
        const tags = repeatTags(contact, delivery.kind);
        const tagged = await call("tags", () => postJson(url(known.id, "/tags"), { tags }, options));
        if (tagged.kind === "failed") return tagged.result;
        const note = repeatNote(lead, contact, delivery.kind, known);
        // A note is not idempotent: one an earlier attempt wrote (its answer lost) is not written twice.
        const written = await call("notes", () => getJson(url(known.id, "/notes"), options));
        if (written.kind === "failed") return written.result;
        if (!alreadyNoted(written.body, note)) {
          const noted = await call("note", () => postJson(url(known.id, "/notes"), { body: note }, options));
          if (noted.kind === "failed") return noted.result;
        }
        return { ok: true, remoteId: known.id };
      }

      const upsert = await call("", () =>
        postJson(`${base}/contacts/upsert`, known ? body : { ...body, tags: contact.tags }, options),
      );
      if (upsert.kind === "failed") return upsert.result;
      const contactId = contactIdOf(upsert.body) ?? known?.id;
      // A success without a readable contact id (a body cut off, say): the upsert is idempotent,
      // so sending it again is safe.
      if (!contactId) return { ok: false, retryable: true, error: "upsert answered without a contact id" };
      if (!known) return { ok: true, remoteId: contactId };
      const tagged = await call("tags", () => postJson(url(contactId, "/tags"), { tags: contact.tags }, options));
      return tagged.kind === "failed" ? tagged.result : { ok: true, remoteId: contactId };
    },
  };
}

export function contactIdOf(body: unknown): string | undefined {
  const id = (body as { contact?: { id?: unknown } } | undefined)?.contact?.id;
  return typeof id === "string" && id ? id : undefined;
}
