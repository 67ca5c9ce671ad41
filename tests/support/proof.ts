import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { PROOF_FIELD } from "~/lib/spam";

/**
 * The proof of work the site's pages send with every submission (lib/spam.ts), solved here as the
 * page's worker solves it: a challenge from the server, brute-forced to its answer.
 */
export async function proofFor(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/proof-of-work`);
  if (!response.ok) throw new Error(`no challenge: ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The submissions a page's script sends with a proof: a lead, a quote, a measurement, a booking. */
const SUBMISSIONS = new Set(["/api/leads", "/api/quotes", "/api/roof-measurement", "/api/inspections"]);

/**
 * `body` as the page's script would send it to `path`: with a fresh proof of work, unless the body
 * says otherwise (`withoutProof`, or a proof of its own).
 */
export async function asSentByPage(baseUrl: string, path: string, body: unknown): Promise<unknown> {
  if (!SUBMISSIONS.has(path) || typeof body !== "object" || body === null || Array.isArray(body)) return body;
  if (PROOF_FIELD in body) return body;
  return { ...body, [PROOF_FIELD]: await proofFor(baseUrl) };
}

/** A submission as a script sends it: no proof of work. */
export const withoutProof = <T extends object>(body: T): T & { [PROOF_FIELD]: null } => ({
  ...body,
  [PROOF_FIELD]: null,
});
