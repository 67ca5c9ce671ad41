import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { DeliveryView } from "~/lib/office/office-types";

const TONE: Record<DeliveryView["state"], string> = {
  sent: "text-emerald-800",
  written: "text-amber-800",
  pending: "text-navy-700",
  "no-crm": "text-slate-700",
  failed: "text-ember-700",
  held: "text-slate-700",
  none: "text-slate-700",
};

/**
 * Every message the lead set off, per channel, with each attempt and its result: the owner sees
 * exactly what reached the CRM, their phone and the homeowner, and what did not and why.
 */
export function DeliveryTimeline({ deliveries }: { deliveries: DeliveryView[] }) {
  if (deliveries.length === 0) return <p className="text-slate-700">Nothing was sent for this lead.</p>;
  return (
    <ol className="grid gap-3">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="rounded-lg border border-slate-200 p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">
              {delivery.channel}: {delivery.kind}
            </span>
            <span className={cn("font-semibold", TONE[delivery.state])}>{delivery.status}</span>
          </p>
          <p className="text-sm text-slate-700">
            {delivery.recipient ? `To ${delivery.recipient}. ` : ""}Queued {delivery.queued}
            {delivery.sent ? `; done ${delivery.sent}` : ""}.
            {delivery.attempts > 0 ? ` ${delivery.attempts} ${delivery.attempts === 1 ? "attempt" : "attempts"}.` : ""}
          </p>
          {delivery.history.length > 0 ? (
            <ol
              className="mt-2 border-l-2 border-slate-200 pl-3 text-sm"
              aria-label={`Attempts at the ${delivery.channel}`}
            >
              {delivery.history.map((attempt, i) => (
                <li key={i}>
                  <span className="text-slate-700">{attempt.at}:</span> {attempt.outcome}
                  {attempt.error ? <span className="text-slate-700"> ({attempt.error})</span> : null}
                </li>
              ))}
            </ol>
          ) : delivery.lastError ? (
            <p className="mt-1 text-sm text-slate-700">Last error: {delivery.lastError}</p>
          ) : null}
          {delivery.retryable ? (
            <form method="post" className="mt-2">
              <input type="hidden" name="delivery" value={delivery.id} />
              <Button type="submit" name="intent" value="retry" size="sm" variant="outline">
                Send it again
              </Button>
            </form>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
