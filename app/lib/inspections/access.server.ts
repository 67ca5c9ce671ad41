import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { type Inspection, inspections, type Lead, leads, quoteRequests } from "~/lib/db/schema";

/**
 * Who may book, move or cancel an inspection. A booking is made for a lead, named by one of: the
 * quote's private token (the results and the quote page), the private token of an earlier booking
 * (its page), or a booking pass handed back with a header or contact form's answer. A booking's
 * own page is /inspection/:token, a random token like the quote's, valid until a day after the
 * appointment.
 */

/** 24 random bytes: 192 bits, unguessable, and nothing like an id. */
export const newAccessToken = () => randomBytes(24).toString("base64url");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** How long a booking page works after the appointment ends. */
export const BOOKING_LINK_GRACE_MS = 86_400_000;

/**
 * Whether the inspection's time has ended: its pages then say when it was, and only the office
 * changes or cancels it (its link still works for a day, `BOOKING_LINK_GRACE_MS`).
 */
export const hasEnded = (inspection: Pick<Inspection, "endsAt">, now: Date) =>
  inspection.endsAt.getTime() <= now.getTime();

/** How long a form's booking pass works: the visitor books from the form's answer, or not at all. */
export const PASS_MS = 86_400_000;

const passSignature = (leadId: string, expires: string, key: string) =>
  createHmac("sha256", key).update(`inspection-booking ${leadId} ${expires}`).digest("base64url");

/**
 * A pass to book for one lead until `expiresAt`: the lead's id, the expiry and an HMAC of both
 * (keyed with the server's secret), so it cannot be made up or moved to another lead.
 */
export function bookingPass(leadId: string, key: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${leadId}.${expires}.${passSignature(leadId, expires, key)}`;
}

/** The lead a pass names, if it is genuine and not expired. */
export function readBookingPass(pass: string, key: string, now: Date): string | undefined {
  const [leadId, expires, signature] = pass.split(".");
  if (!leadId || !expires || !signature || !/^[0-9a-f-]{36}$/.test(leadId) || !/^[0-9a-z]{1,12}$/.test(expires))
    return undefined;
  const expected = Buffer.from(passSignature(leadId, expires, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return parseInt(expires, 36) * 1000 > now.getTime() ? leadId : undefined;
}

export type Booker = { lead: Lead; inspection?: Inspection };

/** The lead a token or pass lets book, with the booking it names (a booking page's token). */
export async function findBooker(db: Database, token: unknown, key: string, now: Date): Promise<Booker | undefined> {
  if (typeof token !== "string" || token.length > 200) return undefined;
  if (!TOKEN.test(token)) {
    const leadId = readBookingPass(token, key, now);
    if (!leadId) return undefined;
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    return lead?.status === "accepted" ? { lead } : undefined;
  }
  const [quote] = await db
    .select({ lead: leads })
    .from(quoteRequests)
    .innerJoin(leads, eq(leads.id, quoteRequests.leadId))
    .where(and(eq(quoteRequests.accessToken, token), gt(quoteRequests.accessExpiresAt, now)));
  if (quote) return quote.lead.status === "accepted" ? { lead: quote.lead } : undefined;
  const found = await inspectionByToken(db, token, now);
  return found?.lead.status === "accepted" ? found : undefined;
}

/** The booking a private link names, with its lead; nothing for a made-up, mistyped or expired one. */
export async function inspectionByToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ inspection: Inspection; lead: Lead } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ inspection: inspections, lead: leads })
    .from(inspections)
    .innerJoin(leads, eq(leads.id, inspections.leadId))
    .where(and(eq(inspections.accessToken, token), gt(inspections.accessExpiresAt, now)));
  return row;
}

/** The lead's inspection that is booked or requested, if any. */
export async function activeInspection(db: Database, leadId: string): Promise<Inspection | undefined> {
  const [row] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.leadId, leadId), ne(inspections.status, "cancelled")))
    .orderBy(desc(inspections.updatedAt))
    .limit(1);
  return row;
}
