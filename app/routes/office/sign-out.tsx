import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { hashClientIp } from "~/lib/leads/store.server";
import { recordAction } from "~/lib/office/audit.server";
import { officeServices, ownerOf } from "~/lib/office/guard.server";
import { readOfficeForm } from "~/lib/office/office-form.server";
import { officePaths } from "~/lib/office/office-paths";
import { clearedSessionCookie, endAllSessions, endSession } from "~/lib/office/sessions.server";
import { officeRoute } from "~/lib/office/office-route";
import { requestOf } from "~/lib/load-context";

/** Signing out: this device, or every device the owner is signed in on. Only ever a post. */
export async function loader({ context }: Route.LoaderArgs) {
  officeServices(context);
  return redirect(officePaths.signIn);
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = officeServices(context);
  const owner = await ownerOf(services, request);
  const everywhere = (await readOfficeForm(request)).get("everywhere") === "yes";
  if (owner) {
    if (everywhere) await endAllSessions(services.db, owner.email);
    else await endSession(services.db, owner.idHash);
    await recordAction(services.db, {
      actor: owner.email,
      action: everywhere ? "signed-out-everywhere" : "signed-out",
      clientIpHash: hashClientIp(requestOf(context).clientIp, services.ipHashKey),
    });
  }
  return redirect(`${officePaths.signIn}?signed-out=${everywhere ? "everywhere" : "here"}`, {
    status: 303,
    headers: { "Set-Cookie": clearedSessionCookie(services.env) },
  });
}

export const handle = officeRoute;
