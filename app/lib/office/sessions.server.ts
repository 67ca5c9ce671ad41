import { and, desc, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { officeSessions, type SignInMethod } from "~/lib/db/schema";
import type { Env } from "~/lib/env.server";
import {
  hashSecret,
  isOwner,
  newSecret,
  SECRET,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from "./config.server";

/**
 * The owner's sessions, in the database so that every server behind the load balancer knows them:
 * the cookie holds a random id, the table its SHA-256. A session ends 12 hours after its last use,
 * 30 days after it began, when the owner signs out (here or everywhere), or when their address
 * leaves OWNER_EMAILS.
 */

export type OwnerSession = {
  email: string;
  method: SignInMethod;
  createdAt: Date;
  expiresAt: Date;
  /** Its row's key, to end this one session. */
  idHash: string;
};

/** How often a session in use has its last use written: not on every request. */
const TOUCH_EVERY_MS = 60_000;

export async function startSession(
  db: Database,
  owner: { email: string; method: SignInMethod; device?: string },
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = newSecret();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  await db
    .delete(officeSessions)
    .where(
      or(lt(officeSessions.expiresAt, now), lt(officeSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
  await db.insert(officeSessions).values({
    idHash: hashSecret(id),
    email: owner.email,
    method: owner.method,
    device: owner.device?.slice(0, 80) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { id, expiresAt };
}

/**
 * The session a cookie's id opens, if it is current and its owner still is one; notes its use,
 * unless `touch` is false (an open page's own heartbeat is nobody using the office).
 */
export async function findSession(
  db: Database,
  env: Pick<Env, "OWNER_EMAILS">,
  id: string | undefined,
  { touch = true, now = new Date() }: { touch?: boolean; now?: Date } = {},
): Promise<OwnerSession | undefined> {
  if (!id || !SECRET.test(id)) return undefined;
  const idHash = hashSecret(id);
  const [row] = await db
    .select()
    .from(officeSessions)
    .where(
      and(
        eq(officeSessions.idHash, idHash),
        gt(officeSessions.expiresAt, now),
        gt(officeSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row || !isOwner(env, row.email)) return undefined;
  if (touch && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.update(officeSessions).set({ lastSeenAt: now }).where(eq(officeSessions.idHash, idHash));
  return { email: row.email, method: row.method, createdAt: row.createdAt, expiresAt: row.expiresAt, idHash };
}

export async function endSession(db: Database, idHash: string): Promise<void> {
  await db.delete(officeSessions).where(eq(officeSessions.idHash, idHash));
}

/** Signs the owner out on every device; says how many sessions ended. */
export async function endAllSessions(db: Database, email: string): Promise<number> {
  const ended = await db
    .delete(officeSessions)
    .where(eq(officeSessions.email, email))
    .returning({ idHash: officeSessions.idHash });
  return ended.length;
}

/** The owner's current sessions, the latest used first. */
export async function listSessions(db: Database, email: string, now = new Date()) {
  return db
    .select({
      idHash: officeSessions.idHash,
      method: officeSessions.method,
      device: officeSessions.device,
      createdAt: officeSessions.createdAt,
      lastSeenAt: officeSessions.lastSeenAt,
    })
    .from(officeSessions)
    .where(
      and(
        eq(officeSessions.email, email),
        gt(officeSessions.expiresAt, now),
        gt(officeSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(officeSessions.lastSeenAt));
}

/** The cookie's value in a Cookie header. */
export function sessionIdFrom(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=");
  }
  return undefined;
}

/**
 * The session's cookie: for /office alone, never readable by scripts, never sent from another
 * site's page, and over HTTPS only whenever the site is on HTTPS.
 */
export function sessionCookie(env: Pick<Env, "SITE_URL">, id: string, expiresAt: Date, now = new Date()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return cookie(env, `${SESSION_COOKIE}=${id}; Max-Age=${maxAge}`);
}

export function clearedSessionCookie(env: Pick<Env, "SITE_URL">): string {
  return cookie(env, `${SESSION_COOKIE}=; Max-Age=0`);
}

const cookie = (env: Pick<Env, "SITE_URL">, start: string) =>
  `${start}; Path=/office; HttpOnly; SameSite=Strict${env.SITE_URL.startsWith("https:") ? "; Secure" : ""}`;

/** A user agent in a few words, "Chrome on Android", for the owner's list of sessions and passkeys. */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser =
    [
      ["Edge", /Edg\//],
      ["Firefox", /Firefox\//],
      ["Chrome", /Chrome\/|CriOS\//],
      ["Safari", /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? "A browser";
  const system =
    [
      ["Android", /Android/],
      ["iPhone", /iPhone/],
      ["iPad", /iPad/],
      ["Windows", /Windows/],
      ["a Mac", /Macintosh/],
      ["Linux", /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? undefined;
  return system ? `${browser} on ${system}` : String(browser);
}
