import { BadgeCheck, CirclePause, CircleX, FileText, Hourglass, Minus } from "lucide";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import {
  DELIVERY_GROUP_LABELS,
  DELIVERY_STATE_LABELS,
  type DeliveryGroup,
  type DeliveryState,
} from "~/lib/office/office-types";

const LOOK: Record<DeliveryState, { icon: typeof BadgeCheck; tone: string }> = {
  sent: { icon: BadgeCheck, tone: "text-emerald-800" },
  written: { icon: FileText, tone: "text-amber-800" },
  pending: { icon: Hourglass, tone: "text-navy-700" },
  "no-crm": { icon: CirclePause, tone: "text-slate-700" },
  failed: { icon: CircleX, tone: "text-ember-700" },
  held: { icon: CirclePause, tone: "text-slate-700" },
  none: { icon: Minus, tone: "text-slate-600" },
};

/** Whether a lead's CRM contact, the owner's alerts and the homeowner's e-mail went out: an icon and the words. */
export function DeliveryChips({ states }: { states: Record<DeliveryGroup, DeliveryState> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {(Object.keys(DELIVERY_GROUP_LABELS) as DeliveryGroup[]).map((group) => {
        const state = states[group];
        const { icon, tone } = LOOK[state];
        return (
          <li key={group} className={cn("inline-flex items-center gap-1", tone)}>
            <Icon node={icon} className="size-4 shrink-0" />
            <span>
              <span className="font-semibold">{DELIVERY_GROUP_LABELS[group]}:</span> {DELIVERY_STATE_LABELS[state]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
