import { randomBytes } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq, lt, sql } from "drizzle-orm";
import * as z from "zod/mini";
import type { Database } from "~/lib/db/client.server";
import { appSettings, spentProofs } from "~/lib/db/schema";
import type { ProofCheck } from "~/lib/spam";

/**
 * The proof of work (ALTCHA, self-hosted: no third party, no cookie). The server signs a challenge
 * that takes a browser a few thousand SHA-256 hashes to solve; the page solves it in a worker while
 * the visitor types, and sends the solution with the submission. Each challenge expires and solves
 * one submission only: its signature is recorded when it is used, in the database every server shares.
 */

/** The two HMAC keys: one signs the challenge, one the key it hides (ALTCHA's deterministic mode). */
export type ProofKeys = { signature: string; keySignature: string };

/**
 * Hashes before the solution turns up: the server picks the answer in this range, so no visitor
 * waits for an unlucky draw. Measured by `npm run bench` on a phone-class CPU (Chromium at 4x
 * slowdown): solved before a person has typed their first name. It makes a script run the page's
 * code, or one like it, for every submission; it is not meant to outspend a determined attacker.
 */
export const COUNTER_RANGE = [1_000, 5_000] as const;

/** A visitor may take an hour over a form; the page asks for a fresh challenge after that. */
export const CHALLENGE_MS = 60 * 60_000;

/** The keys, made once and kept in the database, so every server and every restart shares them. */
export async function proofKeys(db: Database): Promise<ProofKeys> {
  const read = async (key: string) => {
    await db
      .insert(appSettings)
      .values({ key, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
    if (!row) throw new Error(`${key} missing after insert`);
    return row.value;
  };
  return { signature: await read("proof_signature_key"), keySignature: await read("proof_key_signature_key") };
}

export function newChallenge(keys: ProofKeys, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

const hex = (max: number) => z.string().check(z.regex(/^[0-9a-f]+$/), z.maxLength(max));

/** The payload's shape, checked before any hashing: anything else is not a proof of ours. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal("SHA-256"),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: hex(128),
      keySignature: hex(128),
      expiresAt: z.number(),
    }),
    signature: hex(128),
  }),
  solution: z.object({ counter: z.number(), derivedKey: hex(128) }),
});

function parsePayload(raw: unknown) {
  if (typeof raw !== "string" || raw.length > 2_000) return undefined;
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(raw, "base64").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** One in so many uses also clears the records of challenges that have expired. */
const PURGE_EVERY = 500;

/**
 * Checks a submission's proof and, when it is good, uses it up. A database failure throws (the
 * caller answers 503 and the page sends its next proof with the retry).
 */
export async function checkProof(db: Database, keys: ProofKeys, raw: unknown): Promise<ProofCheck> {
  if (raw === undefined || raw === null || raw === "") return { ok: false, reason: "no-proof" };
  const payload = parsePayload(raw);
  if (!payload) return { ok: false, reason: "bad-proof" };
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  if (result.expired) return { ok: false, reason: "expired-proof" };
  if (!result.verified) return { ok: false, reason: "bad-proof" };
  const spent = await db
    .insert(spentProofs)
    .values({
      signature: payload.challenge.signature,
      expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
    })
    .onConflictDoNothing()
    .returning({ signature: spentProofs.signature });
  if (Math.random() < 1 / PURGE_EVERY) await db.delete(spentProofs).where(lt(spentProofs.expiresAt, sql`now()`));
  return spent.length === 1 ? { ok: true } : { ok: false, reason: "reused-proof" };
}
