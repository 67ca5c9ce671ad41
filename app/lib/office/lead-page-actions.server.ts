import { deliveryPlan } from "~/lib/outbox/channels.server";
import type { OfficeRequest } from "./guard.server";
import {
  cancelInspectionAsOwner,
  changeStage,
  markAsSpam,
  moveInspectionAsOwner,
  releaseFromSpam,
  resendQuote,
  retryDelivery,
} from "./lead-actions.server";
import { isLeadStage, OFFICE_STATUS_LABELS } from "./statuses";

/** What the lead page (and the week's page) says once an action is done. */
export const DONE_MESSAGES = {
  status: "Status saved.",
  released: "Released: what it held back is on its way.",
  spam: "Marked as spam: nothing more goes out for it.",
  retried: "Sent again: it goes out within seconds.",
  resent: "The quote e-mail is on its way again.",
  cancelled: "Inspection cancelled: the homeowner is told.",
  moved: "Inspection moved: the homeowner is told the new time.",
} as const;

export type LeadActionOutcome =
  { ok: true; done: keyof typeof DONE_MESSAGES } | { ok: false; status: 400 | 404 | 409 | 503; error: string };

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const gone = { ok: false, status: 404, error: "That lead or message no longer exists." } as const;

/** Runs the action a lead page's form posted (its `intent`), as the signed-in owner. */
export async function runLeadAction(
  { services, actor }: OfficeRequest,
  leadId: string,
  form: URLSearchParams,
): Promise<LeadActionOutcome> {
  if (!LEAD_ID.test(leadId)) return gone;
  const { db } = services;
  const plan = deliveryPlan(services.env);
  switch (form.get("intent")) {
    case "status": {
      const stage = form.get("stage");
      if (!isLeadStage(stage)) return { ok: false, status: 400, error: "Please choose a status." };
      const was = form.get("was");
      const outcome = await changeStage(
        db,
        actor,
        leadId,
        stage,
        form.get("note") ?? "",
        isLeadStage(was) ? was : undefined,
      );
      if (outcome === "not-found") return gone;
      if (outcome !== "saved")
        return {
          ok: false,
          status: 409,
          error: `Meanwhile the status was changed to ${OFFICE_STATUS_LABELS[outcome.changedTo]} (see the history). Nothing was saved: please check, then save again.`,
        };
      return { ok: true, done: "status" };
    }
    case "spam": {
      const outcome = await markAsSpam(db, actor, leadId);
      return outcome === "not-found" ? gone : { ok: true, done: "spam" };
    }
    case "release": {
      const outcome = await releaseFromSpam(db, plan, actor, leadId);
      if (outcome === "not-found") return gone;
      services.wakeOutbox();
      return { ok: true, done: "released" };
    }
    case "retry": {
      if (!(await retryDelivery(db, actor, leadId, form.get("delivery") ?? "")))
        return { ok: false, status: 409, error: "That message cannot be sent again: it went out, or is on its way." };
      services.wakeOutbox();
      return { ok: true, done: "retried" };
    }
    case "resend-quote": {
      if (!(await resendQuote(db, plan, actor, leadId)))
        return {
          ok: false,
          status: 409,
          error: "The quote e-mail can only go to a person's instant quote with an address.",
        };
      services.wakeOutbox();
      return { ok: true, done: "resent" };
    }
    case "cancel-inspection": {
      const outcome = await cancelInspectionAsOwner(services, actor, leadId, form.get("inspection") ?? "");
      return outcome === "not-found" ? gone : { ok: true, done: "cancelled" };
    }
    case "move-inspection": {
      const result = await moveInspectionAsOwner(
        services,
        actor,
        leadId,
        form.get("inspection") ?? "",
        form.get("start"),
      );
      if (!result.ok) return { ok: false, status: result.status === 403 ? 409 : result.status, error: result.error };
      return { ok: true, done: "moved" };
    }
    default:
      return { ok: false, status: 400, error: "Unknown action." };
  }
}
