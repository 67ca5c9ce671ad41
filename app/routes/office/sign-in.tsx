import { data, redirect } from "react-router";
import officeStylesheet from "~/components/office/office.css?url";
import type { Route } from "./+types/sign-in";
import { OfficeFrame } from "~/components/office/office-frame";
import { Outcome, useFocusWhenShown } from "~/components/office/outcome";
import { PasskeySignIn } from "~/components/office/passkey-buttons";
import { Button } from "~/components/ui/button";
import { officeServices, ownerOf, safeNext } from "~/lib/office/guard.server";
import { readOfficeForm } from "~/lib/office/office-form.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";
import { requestSignInLink } from "~/lib/office/sign-in.server";
import { TOO_MANY_SIGN_INS } from "~/lib/office/sign-in-limits.server";
import { officeRoute } from "~/lib/office/office-route";
import { requestOf } from "~/lib/load-context";

/**
 * Signing in: a passkey, or an e-mailed link. Every address gets the same answer; only an owner's
 * (OWNER_EMAILS) gets a mail.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = officeServices(context);
  const next = safeNext(url.searchParams.get("next")) ?? null;
  if (await ownerOf(services, request)) throw redirect(next ?? officePaths.leads);
  const signedOut = url.searchParams.get("signed-out");
  return { next, signedOut: signedOut === "everywhere" || signedOut === "here" ? signedOut : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = officeServices(context);
  const form = await readOfficeForm(request);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const { clientIp, afterResponse } = requestOf(context);
  const outcome = await requestSignInLink(services, { email, clientIp, afterResponse });
  if (outcome === "invalid")
    return data({ sent: false, email, error: "Please enter an e-mail address." }, { status: 400 });
  if (outcome === "limited") return data({ sent: false, email, error: TOO_MANY_SIGN_INS }, { status: 429 });
  return { sent: true, email: email.trim(), error: null };
}

export const meta: Route.MetaFunction = () => officeMeta("Sign in");
export const handle = officeRoute;
/** The office's own stylesheet (components/office/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStylesheet }];

const field = "mt-1 block h-12 w-full rounded-lg border border-slate-400 bg-white px-3 text-lg text-slate-900";

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const sent = useFocusWhenShown<HTMLDivElement>(actionData?.sent);
  // A refused address: the field takes the focus, and is read with its message (aria-describedby).
  const emailField = useFocusWhenShown<HTMLInputElement>(actionData?.error);
  return (
    <OfficeFrame owner={null}>
      <div className="container-page max-w-xl py-10">
        <h1 className="text-3xl font-extrabold tracking-tight">Sign in to the office</h1>
        {loaderData.signedOut ? (
          <Outcome
            message={
              loaderData.signedOut === "everywhere" ? "You are signed out on every device." : "You are signed out."
            }
            className="mt-4 rounded-lg bg-navy-50 p-3 font-semibold text-navy-900"
          />
        ) : null}
        <div className="mt-6">
          <PasskeySignIn next={loaderData.next} />
        </div>
        {actionData?.sent ? (
          <div
            ref={sent}
            role="status"
            tabIndex={-1}
            className="mt-8 rounded-card bg-white p-5 shadow-card outline-none"
          >
            <h2 className="text-xl font-bold">Check your e-mail</h2>
            <p className="mt-2 text-slate-800">
              If {actionData.email} is an owner&apos;s address, a sign-in link is on its way. It works for 15 minutes,
              once, on the device you open it on.
            </p>
          </div>
        ) : null}
        <form method="post" className="mt-8 rounded-card bg-white p-5 shadow-card" noValidate>
          <h2 className="text-xl font-bold">{actionData?.sent ? "Send another link" : "Or get a link by e-mail"}</h2>
          <label className="mt-3 block">
            <span className="font-semibold text-slate-800">Your e-mail address</span>
            <input
              type="email"
              name="email"
              autoComplete="username webauthn"
              required
              defaultValue={actionData?.email ?? ""}
              ref={emailField}
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "email-error" : undefined}
              className={field}
            />
          </label>
          {actionData?.error ? (
            <p id="email-error" role="alert" className="mt-2 font-semibold text-ember-700">
              {actionData.error}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="mt-4 w-full sm:w-auto">
            E-mail me a sign-in link
          </Button>
        </form>
      </div>
    </OfficeFrame>
  );
}
