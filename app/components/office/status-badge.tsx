import { cn } from "~/lib/cn";
import { OFFICE_STATUS_LABELS, type OfficeStatus } from "~/lib/office/statuses";

const TONES: Record<OfficeStatus, string> = {
  new: "bg-ember-100 text-ember-700",
  contacted: "bg-navy-100 text-navy-900",
  inspection_booked: "bg-navy-100 text-navy-900",
  quoted: "bg-navy-100 text-navy-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-slate-200 text-slate-800",
};

/** A lead's status as the office shows it: the owner's progress, or spam. */
export function StatusBadge({ status, className }: { status: OfficeStatus; className?: string }) {
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold", TONES[status], className)}>
      {OFFICE_STATUS_LABELS[status]}
    </span>
  );
}
