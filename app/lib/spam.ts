/**
 * Telling a person from a script (docs/decisions/0011-proof-of-work.md). Every submission from the
 * site's own pages carries a proof of work the visitor's browser computed while they typed; a
 * submission without a valid one (a script, or a form sent with JavaScript off) is still stored
 * and reaches the CRM and the owner, marked Possible Spam with the reason, and sets off nothing
 * else: no e-mail or text to the address it names, no booking, no conversion reported. A filled
 * hidden field keeps a lead from the CRM unless the proof is valid (autofill may fill it for a
 * person); then it is one more reason to look.
 */

/** Hidden from people (off-screen, out of the tab order), named and labelled like nothing autofill knows. */
export const HONEYPOT_FIELD = "hp_leave_empty";

/** The proof of work in a JSON submission (ALTCHA's payload, base64 JSON). */
export const PROOF_FIELD = "altcha";

/** "owner": the owner marked it as spam in the office, after the site had accepted it. */
export const SPAM_REASONS = ["no-proof", "bad-proof", "expired-proof", "reused-proof", "honeypot", "owner"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** The owner's words for each reason: in the alert, the CRM, the lead inbox. */
export const SPAM_REASON_TEXT: Record<SpamReason, string> = {
  "no-proof": "sent without the page's proof of work (a script, or a browser with JavaScript off)",
  "bad-proof": "its proof of work was not one this site issued",
  "expired-proof": "its proof of work had expired",
  "reused-proof": "its proof of work had been used for another submission",
  honeypot: "the hidden field people never see was filled",
  owner: "the owner marked it as spam in the office",
};

/** What the server found of a submission's proof of work. */
export type ProofCheck = { ok: true } | { ok: false; reason: Exclude<SpamReason, "honeypot" | "owner"> };

export type SpamVerdict = {
  /** "spam": stored for the owner to release, never forwarded. */
  status: "accepted" | "spam";
  /** Accepted, but only the CRM (tagged) and the owner hear of it. */
  possibleSpam: boolean;
  reason?: SpamReason;
};

export function honeypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value != null;
}

export function judgeSubmission(fields: Record<string, unknown>, proof: ProofCheck): SpamVerdict {
  if (honeypotFilled(fields))
    return proof.ok
      ? { status: "accepted", possibleSpam: true, reason: "honeypot" }
      : { status: "spam", possibleSpam: false, reason: "honeypot" };
  if (!proof.ok) return { status: "accepted", possibleSpam: true, reason: proof.reason };
  return { status: "accepted", possibleSpam: false };
}

/** A lead the site may act on for its visitor: e-mail them, let them book, report it to ad platforms. */
export const trusted = (lead: { status: string; possibleSpam: boolean }) =>
  lead.status === "accepted" && !lead.possibleSpam;
