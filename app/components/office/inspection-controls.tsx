import { CalendarOff, MapPin } from "lucide";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { InspectionView, SlotChoice } from "~/lib/office/office-types";

/** Where an inspection is, with a map a tap away. */
export function InspectionPlace({ inspection }: { inspection: InspectionView }) {
  if (!inspection.address) return null;
  return (
    <p className="mt-1">
      {inspection.address}{" "}
      {inspection.mapUrl ? (
        <a
          href={inspection.mapUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-navy-900 underline underline-offset-2"
        >
          <Icon node={MapPin} className="size-4" />
          Map<span className="sr-only"> of {inspection.address} (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}

/**
 * Cancel and move, as plain forms (the lead page and the week both use them). Cancelling asks once
 * more; moving offers the open times when the owner asks to move (`moveHref`), from the loader.
 */
export function InspectionControls({
  inspection,
  leadId,
  action,
  moveHref,
  slots,
}: {
  inspection: InspectionView;
  leadId: string;
  /** Where the forms post. */
  action?: string;
  moveHref: string;
  slots: SlotChoice[] | null;
}) {
  return (
    <div className="mt-3 grid gap-3">
      <div className="flex flex-wrap gap-3">
        {slots ? null : (
          <Link
            to={moveHref}
            className="inline-flex h-11 items-center rounded-lg border-2 border-navy-900 px-4 font-semibold text-navy-900 hover:bg-navy-900 hover:text-white"
          >
            Move it
          </Link>
        )}
        <details>
          <summary className="inline-flex h-11 items-center gap-2 rounded-lg border-2 border-navy-900 px-4 font-semibold text-navy-900">
            <Icon node={CalendarOff} className="size-4" />
            Cancel it
          </summary>
          <form method="post" action={action} className="mt-2 rounded-lg bg-sand-100 p-3">
            <input type="hidden" name="lead" value={leadId} />
            <input type="hidden" name="inspection" value={inspection.id} />
            <p>Cancel the inspection on {inspection.when}? The homeowner gets an e-mail saying so.</p>
            <Button type="submit" name="intent" value="cancel-inspection" variant="secondary" className="mt-2">
              Yes, cancel it
            </Button>
          </form>
        </details>
      </div>
      {slots ? (
        <form method="post" action={action} className="rounded-lg bg-sand-100 p-3">
          <input type="hidden" name="lead" value={leadId} />
          <input type="hidden" name="inspection" value={inspection.id} />
          {slots.length === 0 ? (
            <p>No other time is open in the next two weeks.</p>
          ) : (
            <>
              <label className="block">
                <span className="font-semibold">New time</span>
                <select
                  name="start"
                  required
                  className="mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base"
                >
                  {slots.map((day) => (
                    <optgroup key={day.day} label={day.day}>
                      {day.times.map((time) => (
                        <option key={time.start} value={time.start}>
                          {day.day}, {time.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              <p className="mt-1 text-sm text-slate-700">The homeowner gets an e-mail with the new time.</p>
              <Button type="submit" name="intent" value="move-inspection" className="mt-2">
                Move the inspection
              </Button>
            </>
          )}
        </form>
      ) : null}
    </div>
  );
}
