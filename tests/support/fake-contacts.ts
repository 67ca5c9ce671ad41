import { randomUUID } from "node:crypto";

/**
 * The contacts part of the fake LeadConnector API (`fake-crm.ts` routes to it, after the token,
 * version and rate-limit checks), as API v2 behaves: an upsert matched by email or phone (tags sent
 * with it replace the contact's), tags added by a call of their own, the duplicate search (email
 * first, then phone; `{contact: null}` when none), an update of the fields sent, and notes (written
 * and listed).
 */

export type FakeContact = {
  id: string;
  locationId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  source?: string;
  tags: string[];
  customFields: Array<{ key: string; field_value: string }>;
};

export type FakeNote = { id: string; contactId: string; body: string; dateAdded: string };

export function fakeContacts(locationId: string) {
  const contacts = new Map<string, FakeContact>();
  const notes: FakeNote[] = [];

  const byEmail = (email?: string) =>
    email ? [...contacts.values()].find((c) => c.email?.toLowerCase() === email.toLowerCase()) : undefined;
  const byPhone = (phone?: string) => (phone ? [...contacts.values()].find((c) => c.phone === phone) : undefined);

  /** Fields, tags (replacing the contact's) and custom fields (by key) as an upsert or an update sends them. */
  const write = (contact: FakeContact, input: Partial<FakeContact> & { tags?: unknown }) => {
    const { tags, customFields, id: _id, locationId: _location, ...fields } = input;
    Object.assign(contact, fields);
    if (Array.isArray(tags)) contact.tags = tags as string[];
    for (const field of customFields ?? [])
      contact.customFields = contact.customFields.filter((f) => f.key !== field.key).concat(field);
  };

  /** The contact endpoints: [status, body], or undefined for another path. */
  const handle = (
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): [number, unknown] | undefined => {
    const input = (body ?? {}) as Partial<FakeContact> & { tags?: unknown };
    if (path === "/contacts/upsert" && method === "POST") {
      if (input.locationId !== locationId) return [422, { message: "locationId is invalid" }];
      if (!input.email && !input.phone) return [422, { message: "email or phone is required" }];
      if (input.phone && !/^\+1\d{10}$/.test(input.phone)) return [422, { message: "phone must be E.164" }];
      const existing = byEmail(input.email) ?? byPhone(input.phone);
      const contact: FakeContact = existing ?? {
        id: randomUUID().replaceAll("-", "").slice(0, 20),
        locationId,
        tags: [],
        customFields: [],
      };
      write(contact, input);
      contacts.set(contact.id, contact);
      return [existing ? 200 : 201, { new: !existing, contact, traceId: randomUUID() }];
    }
    if (path === "/contacts/search/duplicate" && method === "GET") {
      if (query.get("locationId") !== locationId) return [422, { message: "locationId is invalid" }];
      const found = byEmail(query.get("email") ?? undefined) ?? byPhone(query.get("number") ?? undefined);
      return [200, { contact: found ? structuredClone(found) : null, traceId: randomUUID() }];
    }
    const one = /^\/contacts\/([^/]+)(\/tags|\/notes)?$/.exec(path);
    const contact = one ? contacts.get(decodeURIComponent(one[1]!)) : undefined;
    if (!one || !["POST", "PUT", "DELETE", "GET"].includes(method)) return undefined;
    if (method === "GET" && one[2] !== "/notes") return undefined;
    if (!contact) return [404, { message: "Contact not found" }];
    if (one[2] === "/notes" && method === "GET")
      return [200, { notes: notes.filter((note) => note.contactId === contact.id).map((note) => ({ ...note })) }];
    if (one[2] === "/tags" && method === "POST") {
      if (!Array.isArray(input.tags)) return [422, { message: "tags must be an array" }];
      contact.tags = [...new Set([...contact.tags, ...(input.tags as string[])])];
      return [201, { tags: contact.tags, traceId: randomUUID() }];
    }
    if (one[2] === "/tags" && method === "DELETE") {
      if (!Array.isArray(input.tags)) return [422, { message: "tags must be an array" }];
      contact.tags = contact.tags.filter((tag) => !(input.tags as string[]).includes(tag));
      return [200, { tags: contact.tags, traceId: randomUUID() }];
    }
    if (one[2] === "/notes" && method === "POST") {
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== "string" || !text.trim()) return [422, { message: "body should not be empty" }];
      const note = { id: randomUUID(), contactId: contact.id, body: text, dateAdded: new Date().toISOString() };
      notes.push(note);
      return [201, { note }];
    }
    if (!one[2] && method === "PUT") {
      if (input.phone && !/^\+1\d{10}$/.test(input.phone)) return [422, { message: "phone must be E.164" }];
      write(contact, input);
      return [200, { succeded: true, contact }];
    }
    return undefined;
  };

  return {
    contacts,
    notes,
    reset() {
      contacts.clear();
      notes.length = 0;
    },
    handle,
  };
}
