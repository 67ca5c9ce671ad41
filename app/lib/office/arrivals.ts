/** Which leads in the list are new since the owner last saw it: for the page to say so. */

/** What the list showed: its filter (the address's query without the cursor), whether its first page, its newest lead. */
export type ListView = { query: string; first: boolean; newest: string | undefined };

/** Whether two views show the same leads as they come: the first page of one filter. */
const sameList = (before: ListView | undefined, now: ListView): before is ListView =>
  before !== undefined && before.first && now.first && before.query === now.query;

/**
 * The leads of `leads` (shown as `now`) that arrived since the list was shown as `before`: none
 * when that was another list (another filter, or a page of older leads), whose newest lead says
 * nothing of what is new.
 */
export function arrivals<Lead extends { createdAt: string }>(
  before: ListView | undefined,
  now: ListView,
  leads: readonly Lead[],
): Lead[] {
  if (!sameList(before, now) || before.newest === undefined) return [];
  const since = before.newest;
  return leads.filter((lead) => lead.createdAt > since);
}

/** What to remember of `now`: a list emptied meanwhile (its leads marked as spam) keeps the newest it had. */
export const seen = (before: ListView | undefined, now: ListView): ListView =>
  now.newest === undefined && sameList(before, now) ? { ...now, newest: before.newest } : now;
