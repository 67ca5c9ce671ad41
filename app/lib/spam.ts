/**
 * Bot defences shared by every public form (DECISIONS.md): a honeypot field people never see, and
 * the time the form was open before it was sent. A submission that fails either is answered like
 * any other, stored as spam, and never forwarded.
 */

/** Hidden from people (off-screen, out of the tab order); bots that fill every field fill it. */
export const HONEYPOT_FIELD = "company_website";

/** Milliseconds between the form appearing and its submission, set by the page's script. */
export const ELAPSED_FIELD = "form_elapsed_ms";

/** Faster than any person can read and fill a form. */
export const MIN_FILL_MS = 2_500;

export type SpamVerdict = { spam: false } | { spam: true; reason: "honeypot" | "too-fast" | "no-timing" };

/**
 * `requireTiming`: JSON posts come from the page's script, which always sends the timing, so a
 * missing one means a script of someone else's. Plain form posts (no JavaScript) cannot send it.
 */
export function judgeSubmission(
  fields: Record<string, unknown>,
  { requireTiming }: { requireTiming: boolean },
): SpamVerdict {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null)
    return { spam: true, reason: "honeypot" };
  const raw = fields[ELAPSED_FIELD];
  if (raw === undefined || raw === null || raw === "") {
    return requireTiming ? { spam: true, reason: "no-timing" } : { spam: false };
  }
  const elapsed = Number(raw);
  if (!Number.isFinite(elapsed) || elapsed < MIN_FILL_MS) return { spam: true, reason: "too-fast" };
  return { spam: false };
}
