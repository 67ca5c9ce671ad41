/**
 * Bot defences shared by every public form (DECISIONS.md): a honeypot field people never see, and
 * the time from the page's start to the submission. Only a filled honeypot keeps a lead from the
 * CRM; a submission that is merely fast (autofill, a restored tab, answers remembered from an
 * earlier visit) is kept and forwarded, marked as possible spam for the owner to judge.
 */

/** Hidden from people (off-screen, out of the tab order); bots that fill every field fill it. */
export const HONEYPOT_FIELD = "company_website";

/** Milliseconds from the document's start to the submission, set by the page's script. */
export const ELAPSED_FIELD = "form_elapsed_ms";

/** Faster than a person reads a page and fills a form, even with autofill. */
export const MIN_FILL_MS = 2_500;

export type SpamVerdict = { status: "accepted" | "spam"; possibleSpam: boolean };

/** How long the page has been open: `performance.now()` counts from the document's start. */
export function elapsedSinceDocumentStart(): string {
  return String(Math.round(performance.now()));
}

/**
 * `requireTiming`: JSON posts come from the page's script, which always sends the timing, so a
 * missing one suggests a script of someone else's. Plain form posts (no JavaScript) cannot send it.
 */
export function judgeSubmission(
  fields: Record<string, unknown>,
  { requireTiming }: { requireTiming: boolean },
): SpamVerdict {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null)
    return { status: "spam", possibleSpam: false };
  const raw = fields[ELAPSED_FIELD];
  if (raw === undefined || raw === null || raw === "") return { status: "accepted", possibleSpam: requireTiming };
  const elapsed = Number(raw);
  return { status: "accepted", possibleSpam: !Number.isFinite(elapsed) || elapsed < MIN_FILL_MS };
}
