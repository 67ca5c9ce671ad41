import { whenLabel } from "~/lib/business-time";
import type { Inspection, Lead } from "~/lib/db/schema";
import { personName } from "~/lib/leads/facts.server";

/**
 * Where an inspection stands, and the owner's headline for it: the subject of the owner's e-mail
 * (mail/) and the start of the owner's text message (sms/), so both say the same.
 */

/** "withdrawn": cancelled by the owner, not by the homeowner. */
type State = "booked" | "moved" | "requested" | "cancelled" | "withdrawn" | "refused";

export function inspectionState(inspection: Inspection): State {
  if (inspection.status === "cancelled")
    return inspection.cancelReason === "calendar"
      ? "refused"
      : inspection.cancelReason === "owner"
        ? "withdrawn"
        : "cancelled";
  if (inspection.status === "requested") return "requested";
  return inspection.revision > 1 ? "moved" : "booked";
}

const OWNER_WORDS: Record<State, string> = {
  booked: "Inspection booked",
  moved: "Inspection moved",
  requested: "Inspection requested (not yet confirmed by the calendar)",
  cancelled: "Inspection cancelled",
  withdrawn: "Inspection cancelled by you",
  refused: "Inspection not confirmed (the calendar refused the time)",
};

/** What the owner must do when GoHighLevel's calendar refused the change (not for its time). */
const BY_HAND: Partial<Record<State, string>> = {
  booked: "Inspection not on GoHighLevel's calendar (it refused it; add it by hand)",
  moved: "Inspection moved, not on GoHighLevel's calendar (it refused it; move it by hand)",
  requested: "Inspection requested, not on GoHighLevel's calendar (it refused it; add it by hand)",
  cancelled: "Inspection cancelled, still on GoHighLevel's calendar (it refused the change; cancel it by hand)",
};

/** "Inspection booked: Maria Gonzalez, Wednesday, November 25 at 8:00 am, Tampa" */
export function inspectionAlertSubject(inspection: Inspection, lead: Lead): string {
  const parts = [personName(lead), whenLabel(inspection.startsAt), lead.city ?? lead.location];
  const state = inspectionState(inspection);
  const words = (inspection.calendarError && BY_HAND[state]) || OWNER_WORDS[state];
  return `${words}: ${parts.filter(Boolean).join(", ")}`;
}
