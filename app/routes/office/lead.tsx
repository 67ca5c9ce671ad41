import { data, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { AuditLog } from "~/components/office/audit-log";
import { DeliveryTimeline } from "~/components/office/delivery-timeline";
import { InspectionControls, InspectionPlace } from "~/components/office/inspection-controls";
import { LanguageBadge } from "~/components/office/language-badge";
import { LeadContact } from "~/components/office/lead-contact";
import { FactList, QuoteFacts } from "~/components/office/lead-facts";
import { LeadStatusForm } from "~/components/office/lead-status-form";
import { LiveRefresh } from "~/components/office/live-refresh";
import { OfficeHeading, Panel } from "~/components/office/office-frame";
import { Outcome } from "~/components/office/outcome";
import { StatusBadge } from "~/components/office/status-badge";
import { Button } from "~/components/ui/button";
import { leadDetail } from "~/lib/office/lead-detail.server";
import { requireOwner } from "~/lib/office/guard.server";
import { runLeadAction, DONE_MESSAGES } from "~/lib/office/lead-page-actions.server";
import { readOfficeForm } from "~/lib/office/office-form.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";
import { slotChoices } from "~/lib/office/slot-choices.server";

/** One lead: everything stored, what happened to each message, and what the owner can do. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOwner(args);
  const lead = await leadDetail(services.db, args.params.id);
  if (!lead) throw data("Not found", { status: 404 });
  const moving = args.url.searchParams.has("move") && lead.inspection ? await slotChoices(services) : null;
  const done = args.url.searchParams.get("done");
  return {
    lead,
    slots: moving && "slots" in moving ? moving.slots : null,
    slotError: moving && "error" in moving ? moving.error : null,
    done: done && done in DONE_MESSAGES ? DONE_MESSAGES[done as keyof typeof DONE_MESSAGES] : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const office = await requireOwner(args);
  const form = await readOfficeForm(args.request);
  const outcome = await runLeadAction(office, args.params.id, form);
  // The note typed is kept for another try.
  if (!outcome.ok) return data({ error: outcome.error, note: form.get("note") ?? "" }, { status: outcome.status });
  return redirect(`${officePaths.lead(args.params.id)}?done=${outcome.done}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => officeMeta(loaded?.lead.name ?? "Lead");
export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, slots, slotError, done } = loaderData;
  return (
    <>
      <OfficeHeading title={lead.name}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={lead.status} />
          {lead.language ? <LanguageBadge>{`Prefers ${lead.language}`}</LanguageBadge> : null}
          <span>{lead.askedFor}</span>
          <span className="text-slate-700">
            {lead.formType}, received {lead.received} ({lead.age})
          </span>
        </p>
      </OfficeHeading>
      <div className="container-page grid gap-6">
        <Outcome message={done} className="font-semibold text-emerald-800" />
        {actionData?.error ? (
          <Outcome
            message={actionData.error}
            alert
            className="rounded-lg bg-ember-50 p-3 font-semibold text-ember-700"
          />
        ) : null}
        <LeadContact lead={lead} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="Status" id="status">
            <LeadStatusForm lead={lead} note={actionData?.note} />
          </Panel>
          <Panel title="Inspection" id="inspection">
            {lead.inspection ? (
              <>
                <p className="text-lg font-semibold">{lead.inspection.when}</p>
                <p className="text-slate-700">
                  {lead.inspection.hours}. {lead.inspection.status}.
                </p>
                {lead.inspection.note ? <p className="text-ember-700">{lead.inspection.note}</p> : null}
                <InspectionPlace inspection={lead.inspection} />
                {slotError ? (
                  <p role="alert" className="mt-2 text-ember-700">
                    {slotError}
                  </p>
                ) : null}
                <InspectionControls
                  inspection={lead.inspection}
                  leadId={lead.id}
                  moveHref={`${officePaths.lead(lead.id)}?move=1#inspection`}
                  slots={slots}
                />
              </>
            ) : (
              <p className="text-slate-700">No inspection booked.</p>
            )}
            {lead.pastInspections.length > 0 ? (
              <ul className="mt-3 text-sm text-slate-700">
                {lead.pastInspections.map((past) => (
                  <li key={past.id}>
                    {past.when}: {past.status}
                  </li>
                ))}
              </ul>
            ) : null}
          </Panel>
          <Panel title="What they told us" id="answers">
            <FactList
              rows={[
                ...(lead.phone ? [["Phone", lead.phone] as const] : []),
                ...(lead.email ? [["E-mail", lead.email] as const] : []),
                ...(lead.address ? [["Address", lead.address] as const] : []),
                ...lead.answers,
              ]}
            />
            {lead.repeatOf ? (
              <p className="mt-2 text-slate-700">A repeat of an earlier lead from the same person.</p>
            ) : null}
          </Panel>
          {lead.quote ? (
            <Panel title="Instant quote" id="quote">
              <QuoteFacts quote={lead.quote} />
              {lead.canResendQuote ? (
                <form method="post" className="mt-4">
                  <Button type="submit" name="intent" value="resend-quote" variant="outline">
                    Send the quote e-mail again
                  </Button>
                </form>
              ) : null}
            </Panel>
          ) : null}
          <Panel title="Where they came from" id="source">
            {lead.touches.length === 0 ? (
              <p className="text-slate-700">Not recorded (cookies off, or before the site recorded it).</p>
            ) : (
              <div className="grid gap-4">
                {lead.touches.map((touch) => (
                  <div key={touch.label}>
                    <h3 className="font-bold">{touch.label}</h3>
                    <FactList rows={touch.rows} />
                  </div>
                ))}
              </div>
            )}
          </Panel>
          <Panel title="Consent" id="consent">
            {lead.consent ? (
              <>
                <p>{lead.consent.text}</p>
                {lead.consent.at ? <p className="mt-2 text-sm text-slate-700">Agreed {lead.consent.at}.</p> : null}
              </>
            ) : (
              <p className="text-slate-700">No consent notice was shown with this form.</p>
            )}
            {lead.device ? <p className="mt-2 text-sm text-slate-700">Sent from: {lead.device}</p> : null}
          </Panel>
        </div>
        <Panel title="Messages sent for this lead" id="deliveries">
          <DeliveryTimeline deliveries={lead.deliveries} />
        </Panel>
        <Panel title="History" id="history">
          <AuditLog entries={lead.history} />
        </Panel>
      </div>
      <LiveRefresh />
    </>
  );
}
