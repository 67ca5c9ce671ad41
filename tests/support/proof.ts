import { hash } from "node:crypto";
import type { Challenge } from "altcha-lib";
import { COUNTER_RANGE } from "~/lib/proof-of-work.server";
import { PROOF_FIELD } from "~/lib/spam";

/**
 * The proof of work the site's pages send with every submission (lib/spam.ts): a challenge from
 * the server, brute-forced to its answer. The page's worker uses altcha-lib's solver (exercised
 * end to end in the browser); tests solve bursts of them, so this one is ALTCHA v2's SHA-256
 * search written as one synchronous loop: SHA-256(salt, nonce, counter as 32-bit big-endian)
 * until the key starts with the challenge's prefix. The search starts where the server's counters
 * do: a third less hashing than a search from 0, and the tests solve thousands. One buffer whose
 * last four bytes are the counter, hashed in one call: a quarter of the time of a hash object a try.
 */
export function solve(challenge: Challenge): { counter: number; derivedKey: string } {
  const { salt, nonce, keyPrefix } = challenge.parameters;
  const input = Buffer.concat([Buffer.from(salt, "hex"), Buffer.from(nonce, "hex"), Buffer.alloc(4)]);
  for (let n = COUNTER_RANGE[0]; n < 2 ** 32; n++) {
    input.writeUInt32BE(n, input.length - 4);
    const key = hash("sha256", input, "hex");
    if (key.startsWith(keyPrefix)) return { counter: n, derivedKey: key };
  }
  throw new Error("the challenge was not solved");
}

/** A challenge fetched and solved, with the `headers` the page's request would carry. */
export async function proofFor(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseUrl}/api/proof-of-work`, { headers });
  if (!response.ok) throw new Error(`no challenge: ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  return Buffer.from(JSON.stringify({ challenge, solution: solve(challenge) })).toString("base64");
}

/** The submissions a page's script sends with a proof: a lead, a quote, a measurement, a booking. */
const SUBMISSIONS = new Set(["/api/leads", "/api/quotes", "/api/roof-measurement", "/api/inspections"]);

/**
 * `body` as the page's script would send it to `path`: with a fresh proof of work, fetched with the
 * same `headers`, unless the body says otherwise (`withoutProof`, or a proof of its own).
 */
export async function asSentByPage(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  if (!SUBMISSIONS.has(path.split("?")[0]!) || typeof body !== "object" || body === null || Array.isArray(body))
    return body;
  if (PROOF_FIELD in body) return body;
  return { ...body, [PROOF_FIELD]: await proofFor(baseUrl, headers) };
}

/** A submission as a script sends it: no proof of work. */
export const withoutProof = <T extends object>(body: T): T & { [PROOF_FIELD]: null } => ({
  ...body,
  [PROOF_FIELD]: null,
});
