import { createHash, randomBytes } from "node:crypto";
import type { Env } from "~/lib/env.server";

/**
 * The owner's office: who may sign in and for how long. Its links and sessions are random secrets
 * stored only as their SHA-256, so the database alone opens nothing.
 */

/** A sign-in link works this long, once. */
export const SIGN_IN_LINK_MS = 15 * 60_000;
/** A session ends after this long unused... */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** ...and this long after it began, however busy. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60_000;
/** The session's cookie: sent to /office alone. */
export const SESSION_COOKIE = "sfr_office";

/** The office is on when OWNER_EMAILS names someone; otherwise every /office path answers 404. */
export const officeEnabled = (env: Pick<Env, "OWNER_EMAILS">) => env.OWNER_EMAILS.length > 0;

/** An address as typed, trimmed and lower-cased; nothing for what is not one. */
export function normalizeEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(email) ? email : undefined;
}

export const isOwner = (env: Pick<Env, "OWNER_EMAILS">, email: string | undefined) =>
  email !== undefined && env.OWNER_EMAILS.includes(email);

/**
 * 24 random bytes in base64url: 192 bits, and the shape of the site's other private tokens, which
 * the logger scrubs from every line (logger.server.ts).
 */
export const newSecret = () => randomBytes(24).toString("base64url");
export const SECRET = /^[A-Za-z0-9_-]{32}$/;

/** What the database keeps of a secret. */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("base64url");
