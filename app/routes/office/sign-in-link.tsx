import { data, Link, redirect } from "react-router";
import officeStylesheet from "~/components/office/office.css?url";
import type { Route } from "./+types/sign-in-link";
import { OfficeFrame } from "~/components/office/office-frame";
import { Button } from "~/components/ui/button";
import { hashClientIp } from "~/lib/leads/store.server";
import { recordAction } from "~/lib/office/audit.server";
import { isOwner } from "~/lib/office/config.server";
import { officeServices } from "~/lib/office/guard.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";
import { deviceName, sessionCookie, startSession } from "~/lib/office/sessions.server";
import { signInLinkEmail, redeemSignInLink } from "~/lib/office/sign-in-links.server";
import { officeRoute } from "~/lib/office/office-route";
import { requestOf } from "~/lib/load-context";

/**
 * The e-mailed link's page. Opening it signs nobody in: the button does. Mail programs open links
 * to check them, and a link used by that would be spent before the owner taps it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = officeServices(context);
  const email = await signInLinkEmail(services.db, params.token);
  return data({ email: email ?? null }, { status: email ? 200 : 404 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = officeServices(context);
  const email = await redeemSignInLink(services.db, params.token);
  if (!email || !isOwner(services.env, email)) return data({ used: true }, { status: 404 });
  const session = await startSession(services.db, {
    email,
    method: "link",
    device: deviceName(request.headers.get("user-agent")),
  });
  await recordAction(services.db, {
    actor: email,
    action: "signed-in",
    detail: { method: "e-mailed link" },
    clientIpHash: hashClientIp(requestOf(context).clientIp, services.ipHashKey),
  });
  // This device has no passkey yet (it would not need the link): offer one.
  return redirect(officePaths.passkey, {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(services.env, session.id, session.expiresAt) },
  });
}

export const meta: Route.MetaFunction = () => officeMeta("Sign in");
export const handle = officeRoute;
/** The office's own stylesheet (components/office/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStylesheet }];

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const valid = loaderData.email && !actionData?.used;
  return (
    <OfficeFrame owner={null}>
      <div className="container-page max-w-xl py-10">
        {valid ? (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">Sign in to the office</h1>
            <p className="mt-3 text-lg text-slate-800">You are signing in as {loaderData.email}.</p>
            <form method="post" className="mt-6">
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                Sign in
              </Button>
            </form>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">This sign-in link has expired</h1>
            <p className="mt-3 text-lg text-slate-800">
              A sign-in link works for 15 minutes, once. This one has been used or has run out.
            </p>
            <p className="mt-6">
              <Link
                to={officePaths.signIn}
                className="text-lg font-semibold text-navy-900 underline underline-offset-2"
              >
                Get a new link
              </Link>
            </p>
          </>
        )}
      </div>
    </OfficeFrame>
  );
}
