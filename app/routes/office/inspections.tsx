import { MapPin, Phone } from "lucide";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/inspections";
import { InspectionControls } from "~/components/office/inspection-controls";
import { LiveRefresh } from "~/components/office/live-refresh";
import { Outcome } from "~/components/office/outcome";
import { OfficeHeading } from "~/components/office/office-frame";
import { Icon } from "~/components/ui/icon";
import { requireOwner } from "~/lib/office/guard.server";
import { inspectionWeek } from "~/lib/office/inspection-week.server";
import { DONE_MESSAGES, runLeadAction } from "~/lib/office/lead-page-actions.server";
import { readOfficeForm } from "~/lib/office/office-form.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";
import { slotChoices } from "~/lib/office/slot-choices.server";

/** The week's inspections, day by day and slot by slot, each a tap from its map, a call, a move or a cancellation. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOwner(args);
  const week = await inspectionWeek(services.db, args.url.searchParams.get("from"));
  const moving = args.url.searchParams.get("move");
  const choices = moving ? await slotChoices(services) : null;
  const done = args.url.searchParams.get("done");
  return {
    week,
    moving,
    slots: choices && "slots" in choices ? choices.slots : null,
    slotError: choices && "error" in choices ? choices.error : null,
    done: done && done in DONE_MESSAGES ? DONE_MESSAGES[done as keyof typeof DONE_MESSAGES] : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const office = await requireOwner(args);
  const form = await readOfficeForm(args.request);
  const outcome = await runLeadAction(office, form.get("lead") ?? "", form);
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  const from = args.url.searchParams.get("from");
  return redirect(
    `${officePaths.inspections}?${from ? `from=${encodeURIComponent(from)}&` : ""}done=${outcome.done}`,
    303,
  );
}

export const meta: Route.MetaFunction = () => officeMeta("Inspections");
const navLink = "font-semibold text-navy-900 underline underline-offset-2";

export default function Inspections({ loaderData, actionData }: Route.ComponentProps) {
  const { week, moving, slots, slotError, done } = loaderData;
  const here = `${officePaths.inspections}?from=${week.from}`;
  return (
    <>
      <OfficeHeading title="Inspections">
        <p>{week.title}</p>
        <p className="mt-2 flex gap-6">
          <Link to={`${officePaths.inspections}?from=${week.previous}`} className={navLink}>
            Previous week
          </Link>
          <Link to={officePaths.inspections} className={navLink}>
            Today
          </Link>
          <Link to={`${officePaths.inspections}?from=${week.next}`} className={navLink}>
            Next week
          </Link>
        </p>
      </OfficeHeading>
      <div className="container-page grid gap-4">
        <Outcome message={done} className="font-semibold text-emerald-800" />
        {actionData?.error || slotError ? (
          <Outcome
            message={actionData?.error ?? slotError}
            alert
            className="rounded-lg bg-ember-50 p-3 font-semibold text-ember-700"
          />
        ) : null}
        {week.days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="rounded-card bg-white p-4 shadow-card">
            <h2 id={`day-${day.date}`} className="text-lg font-bold">
              {day.label}
            </h2>
            {day.slots.length === 0 ? (
              <p className="mt-1 text-slate-700">No inspections.</p>
            ) : (
              day.slots.map((slot) => (
                <div key={slot.time} className="mt-3 border-t border-slate-200 pt-3">
                  <h3 className="font-semibold text-navy-800">{slot.time}</h3>
                  <ul className="grid gap-3">
                    {slot.inspections.map((inspection) => (
                      <li key={inspection.id} className="mt-2">
                        <p className="text-lg font-semibold">
                          <Link to={officePaths.lead(inspection.leadId)} className="underline-offset-2 hover:underline">
                            {inspection.name}
                          </Link>
                          <span className="ml-2 text-sm font-normal text-slate-700">{inspection.status}</span>
                        </p>
                        {inspection.address ? (
                          <p className="flex flex-wrap items-center gap-x-3">
                            <span>{inspection.address}</span>
                            <a
                              href={inspection.mapUrl!}
                              target="_blank"
                              rel="noreferrer"
                              className={`inline-flex items-center gap-1 ${navLink}`}
                            >
                              <Icon node={MapPin} className="size-4" />
                              Map<span className="sr-only"> of {inspection.address} (opens in a new tab)</span>
                            </a>
                          </p>
                        ) : null}
                        {inspection.phone ? (
                          <a
                            href={`tel:+1${inspection.phone.replace(/\D/g, "")}`}
                            className={`inline-flex items-center gap-1 ${navLink}`}
                          >
                            <Icon node={Phone} className="size-4" />
                            Call {inspection.phone}
                          </a>
                        ) : null}
                        <InspectionControls
                          inspection={inspection}
                          leadId={inspection.leadId}
                          action={here}
                          moveHref={`${here}&move=${inspection.id}#day-${day.date}`}
                          slots={moving === inspection.id ? (slots ?? []) : null}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )}
          </section>
        ))}
      </div>
      <LiveRefresh />
    </>
  );
}
