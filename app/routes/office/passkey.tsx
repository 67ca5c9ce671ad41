import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/passkey";
import { OfficeHeading, Panel } from "~/components/office/office-frame";
import { Outcome } from "~/components/office/outcome";
import { AddPasskey } from "~/components/office/passkey-buttons";
import { requireOwner } from "~/lib/office/guard.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";
import { listPasskeys } from "~/lib/office/passkeys.server";

/** Offered after a sign-in with an e-mailed link: a passkey, so this device signs in with a touch next time. */
export async function loader(args: Route.LoaderArgs) {
  const { services, owner } = await requireOwner(args);
  return { passkeys: (await listPasskeys(services.db, owner.email)).length };
}

export const meta: Route.MetaFunction = () => officeMeta("Add a passkey");
export default function PasskeyOffer({ loaderData }: Route.ComponentProps) {
  const [added, setAdded] = useState<string>();
  return (
    <>
      <OfficeHeading title="Sign in faster next time">
        <p>
          Add a passkey and this phone or computer signs you in with your fingerprint, face or screen lock: no e-mail,
          no password. The passkey stays on the device (or in its account&apos;s password manager); the office keeps
          only its public half.
        </p>
      </OfficeHeading>
      <div className="container-page max-w-3xl">
        <Panel title="Add a passkey for this device">
          {added ? (
            <Outcome
              message={`Passkey added (${added}). Next time, choose “Sign in with a passkey”.`}
              className="text-lg font-semibold text-emerald-800"
            />
          ) : (
            <>
              {loaderData.passkeys > 0 ? (
                <p className="mb-4 text-slate-700">
                  You have {loaderData.passkeys} {loaderData.passkeys === 1 ? "passkey" : "passkeys"} on other devices.
                </p>
              ) : null}
              <AddPasskey onAdded={setAdded} />
            </>
          )}
          <p className="mt-6">
            <Link to={officePaths.leads} className="text-lg font-semibold text-navy-900 underline underline-offset-2">
              {added ? "Go to the leads" : "Not now: go to the leads"}
            </Link>
          </p>
        </Panel>
      </div>
    </>
  );
}
