import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { officeSignInLinks } from "~/lib/db/schema";
import { hashSecret, newSecret, SECRET, SIGN_IN_LINK_MS } from "./config.server";

/**
 * One-time sign-in links: made for an owner's address, valid 15 minutes, used once. Using one is a
 * single conditional update, so two servers (or two taps) cannot both sign in with it.
 */

/** Makes a link's token for `email` (an owner's: the caller checks). */
export async function createSignInLink(db: Database, email: string, now = new Date()): Promise<string> {
  const token = newSecret();
  // Links past their time are of no use to anyone: cleared as new ones are made.
  await db.delete(officeSignInLinks).where(lt(officeSignInLinks.expiresAt, new Date(now.getTime() - SIGN_IN_LINK_MS)));
  await db
    .insert(officeSignInLinks)
    .values({ tokenHash: hashSecret(token), email, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MS) });
  return token;
}

const unusedAndCurrent = (token: string, now: Date) =>
  and(
    eq(officeSignInLinks.tokenHash, hashSecret(token)),
    isNull(officeSignInLinks.usedAt),
    gt(officeSignInLinks.expiresAt, now),
  );

/** The address a link would sign in, while it is unused and current; it stays unused. */
export async function signInLinkEmail(db: Database, token: string, now = new Date()): Promise<string | undefined> {
  if (!SECRET.test(token)) return undefined;
  const [row] = await db
    .select({ email: officeSignInLinks.email })
    .from(officeSignInLinks)
    .where(unusedAndCurrent(token, now));
  return row?.email;
}

/** Uses a link: the address it signs in, once; nothing for a used, expired or made-up one. */
export async function redeemSignInLink(db: Database, token: string, now = new Date()): Promise<string | undefined> {
  if (!SECRET.test(token)) return undefined;
  const [row] = await db
    .update(officeSignInLinks)
    .set({ usedAt: sql`now()` })
    .where(unusedAndCurrent(token, now))
    .returning({ email: officeSignInLinks.email });
  return row?.email;
}
