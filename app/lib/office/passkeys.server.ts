import { createHash } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { site } from "~/content/site";
import type { Database, Tx } from "~/lib/db/client.server";
import { officeChallenges, officePasskeys } from "~/lib/db/schema";
import type { Env } from "~/lib/env.server";
import { isOwner } from "./config.server";

/**
 * Passkeys for the office (WebAuthn, with @simplewebauthn/server; docs/decisions/0012-office.md).
 * A passkey is made for the name the office was opened on (its relying party): SITE_URL's host, a
 * name in ALLOWED_HOSTS, or localhost on the owner's own machine. Each challenge is kept in the
 * database, so the ceremony may start on one server and finish on another, and is used once.
 */

export type RelyingParty = { id: string; origin: string };

/** How long a challenge waits for the owner's finger or face. */
const CEREMONY_MS = 5 * 60_000;

/**
 * The relying party of a request, from the Origin its page sent: one of our names over HTTPS, or
 * localhost. Nothing for any other page (WebAuthn refuses IP addresses as relying parties).
 */
export function relyingParty(env: Pick<Env, "SITE_URL" | "ALLOWED_HOSTS">, origin: string | undefined) {
  if (!origin) return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  const local = url.hostname === "localhost";
  const ours = local || url.hostname === new URL(env.SITE_URL).hostname || env.ALLOWED_HOSTS.includes(url.hostname);
  if (!ours || (url.protocol !== "https:" && !(local && url.protocol === "http:"))) return undefined;
  return { id: url.hostname, origin: url.origin } satisfies RelyingParty;
}

/** The owner's WebAuthn user handle: the same for every passkey of theirs, so a phone keeps one. */
const userId = (email: string) => new Uint8Array(createHash("sha256").update(`office-owner ${email}`).digest());

async function keepChallenge(db: Database, challenge: string, purpose: "register" | "sign-in", email?: string) {
  const now = Date.now();
  await db.delete(officeChallenges).where(lt(officeChallenges.expiresAt, new Date(now)));
  await db
    .insert(officeChallenges)
    .values({ challenge, purpose, email: email ?? null, expiresAt: new Date(now + CEREMONY_MS) });
}

/** Takes a challenge this office issued for this purpose (and owner), once. */
async function takeChallenge(db: Database, challenge: string, purpose: "register" | "sign-in", email?: string) {
  const taken = await db
    .delete(officeChallenges)
    .where(
      and(
        eq(officeChallenges.challenge, challenge),
        eq(officeChallenges.purpose, purpose),
        gt(officeChallenges.expiresAt, new Date()),
        ...(email ? [eq(officeChallenges.email, email)] : []),
      ),
    )
    .returning({ challenge: officeChallenges.challenge });
  return taken.length === 1;
}

export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  email: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(db, email);
  const options = await generateRegistrationOptions({
    rpName: `${site.name} office`,
    rpID: rp.id,
    userName: email,
    userID: userId(email),
    userDisplayName: email,
    attestationType: "none",
    timeout: CEREMONY_MS,
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
    // A passkey the phone finds by itself, unlocked by the owner's fingerprint, face or PIN.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, options.challenge, "register", email);
  return options;
}

export type PasskeyResult = { ok: true; name: string } | { ok: false; error: string };

const NOT_ADDED = "The passkey could not be added. Please try again.";
const ALREADY_ADDED = "This passkey is already in the office.";

/**
 * Checks the new passkey's answer to our challenge and keeps its public key. `record`: what is
 * written with it, all or none (the office's audit line).
 */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  email: string,
  response: unknown,
  name: string,
  record?: (tx: Tx) => Promise<unknown>,
): Promise<PasskeyResult> {
  if (!isCredentialJson(response)) return { ok: false, error: NOT_ADDED };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, "register", email),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, error: NOT_ADDED };
  }
  if (!verified.verified) return { ok: false, error: NOT_ADDED };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(officePasskeys)
      .values({
        id: credential.id,
        email,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? null,
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: name.slice(0, 120),
      })
      .onConflictDoNothing()
      .returning({ id: officePasskeys.id });
    if (row) await record?.(tx);
    return row !== undefined;
  });
  if (!added) return { ok: false, error: ALREADY_ADDED };
  return { ok: true, name };
}

export async function signInOptions(db: Database, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No list of credentials: the phone offers the passkeys it holds for this name.
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CEREMONY_MS,
  });
  await keepChallenge(db, options.challenge, "sign-in");
  return options;
}

/** The owner a passkey's answer signs in, if it is one of theirs, answers our challenge, and they still are an owner. */
export async function verifyPasskeySignIn(
  db: Database,
  env: Pick<Env, "OWNER_EMAILS">,
  rp: RelyingParty,
  response: unknown,
): Promise<string | undefined> {
  if (!isCredentialJson(response)) return undefined;
  const [passkey] = await db.select().from(officePasskeys).where(eq(officePasskeys.id, response.id));
  if (!passkey || !isOwner(env, passkey.email)) return undefined;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, "sign-in"),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports ?? undefined,
      },
      requireUserVerification: true,
    });
  } catch {
    return undefined;
  }
  if (!verified.verified) return undefined;
  await db
    .update(officePasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(officePasskeys.id, passkey.id));
  return passkey.email;
}

export async function listPasskeys(db: Database, email: string) {
  return db
    .select({
      id: officePasskeys.id,
      name: officePasskeys.name,
      transports: officePasskeys.transports,
      createdAt: officePasskeys.createdAt,
      lastUsedAt: officePasskeys.lastUsedAt,
    })
    .from(officePasskeys)
    .where(eq(officePasskeys.email, email))
    .orderBy(asc(officePasskeys.createdAt));
}

/**
 * Forgets one of the owner's passkeys; its name when there was one. `record`: what is written with
 * its removal, all or none (the office's audit line).
 */
export async function removePasskey(
  db: Database,
  email: string,
  id: string,
  record?: (tx: Tx, name: string) => Promise<unknown>,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(officePasskeys)
      .where(and(eq(officePasskeys.email, email), eq(officePasskeys.id, id)))
      .returning({ name: officePasskeys.name });
    if (removed) await record?.(tx, removed.name);
    return removed?.name;
  });
}

function isCredentialJson(value: unknown): value is { id: string; response: object } {
  if (typeof value !== "object" || value === null) return false;
  const { id, response } = value as Record<string, unknown>;
  return (
    typeof id === "string" && id.length > 0 && id.length <= 1_400 && typeof response === "object" && response !== null
  );
}
