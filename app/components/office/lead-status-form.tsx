import { Button } from "~/components/ui/button";
import type { LeadDetail } from "~/lib/office/office-types";
import { LEAD_STAGES, OFFICE_STATUS_LABELS } from "~/lib/office/statuses";

/**
 * The owner's progress with the lead and a note, and the spam judgement: release what the site held
 * back, or mark it as spam. The form says which status it showed (`was`), so that a page drawn
 * before another owner's change does not undo it; the list follows the status when the page's data
 * is read again (another owner's change, told while the page is open).
 */
export function LeadStatusForm({
  lead,
  note,
}: {
  lead: Pick<LeadDetail, "stage" | "spam" | "spamReason">;
  /** A note typed before the save was refused. */
  note?: string;
}) {
  return (
    <div className="grid gap-4">
      {lead.spam ? (
        <div className="rounded-lg bg-ember-50 p-3">
          <p className="font-semibold text-ember-700">
            {lead.spam === "possible" ? "Marked Possible Spam" : "Stored as spam"}
            {lead.spamReason ? `: ${lead.spamReason}.` : "."}
          </p>
          <p className="mt-1 text-slate-800">
            {lead.spam === "possible"
              ? "The CRM and your alerts have it, tagged. Releasing it sends the homeowner their e-mail and removes the tag."
              : "Nothing was sent for it. Releasing it sends it everywhere a lead goes."}
          </p>
          <form method="post" className="mt-2">
            <Button type="submit" name="intent" value="release">
              Release: it is a real lead
            </Button>
          </form>
        </div>
      ) : null}
      <form method="post" className="grid gap-3">
        <input type="hidden" name="was" value={lead.stage} />
        <label className="block">
          <span className="font-semibold">Status</span>
          <select
            key={lead.stage}
            name="stage"
            defaultValue={lead.stage}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base"
          >
            {LEAD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {OFFICE_STATUS_LABELS[stage]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-semibold">Note (optional)</span>
          <textarea
            name="note"
            rows={2}
            maxLength={500}
            defaultValue={note}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
        </label>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="status">
            Save status
          </Button>
          {lead.spam !== "spam" ? (
            <Button type="submit" name="intent" value="spam" variant="outline">
              Mark as spam
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
