import { useState } from "react";
import type { Route } from "./+types/account";
import { OfficeHeading, Panel } from "~/components/office/office-frame";
import { Outcome } from "~/components/office/outcome";
import { AddPasskey } from "~/components/office/passkey-buttons";
import { Button } from "~/components/ui/button";
import { auditActionLabel } from "~/lib/office/audit-actions";
import { recentActions, recordAction } from "~/lib/office/audit.server";
import { requireOwner } from "~/lib/office/guard.server";
import { auditDetail } from "~/lib/office/lead-detail.server";
import { momentLabel } from "~/lib/office/lead-words.server";
import { readOfficeForm } from "~/lib/office/office-form.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";
import { listPasskeys, removePasskey } from "~/lib/office/passkeys.server";
import { listSessions } from "~/lib/office/sessions.server";
import { AuditLog } from "~/components/office/audit-log";
import { useReload } from "~/components/office/use-reload";

/** The owner's sign-in: passkeys, the devices signed in, signing out everywhere, and the audit log. */
export async function loader(args: Route.LoaderArgs) {
  const { services, owner } = await requireOwner(args);
  const [passkeys, sessions, actions] = await Promise.all([
    listPasskeys(services.db, owner.email),
    listSessions(services.db, owner.email),
    recentActions(services.db, { limit: 100 }),
  ]);
  return {
    email: owner.email,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      lastUsed: p.lastUsedAt ? momentLabel(p.lastUsedAt) : null,
    })),
    sessions: sessions.map((s) => ({
      current: s.idHash === owner.idHash,
      device: s.device ?? "A browser",
      method: s.method === "passkey" ? "a passkey" : "an e-mailed link",
      since: momentLabel(s.createdAt),
      lastSeen: momentLabel(s.lastSeenAt),
    })),
    actions: actions.map((a) => ({
      at: momentLabel(a.at),
      actor: a.actor,
      action: auditActionLabel(a.action),
      detail: auditDetail(a.detail),
      lead: a.leadId ? { id: a.leadId, name: a.leadName ?? "A lead" } : null,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, owner, actor } = await requireOwner(args);
  const form = await readOfficeForm(args.request);
  const id = form.get("passkey") ?? "";
  if (form.get("intent") === "remove-passkey" && id.length <= 1_400) {
    // The audit line is written with the removal: neither is kept without the other.
    const name = await removePasskey(services.db, owner.email, id, (tx, removed) =>
      recordAction(tx, {
        actor: actor.email,
        action: "passkey-removed",
        detail: { passkey: removed },
        clientIpHash: actor.clientIpHash,
      }),
    );
    if (name !== undefined) return { message: `Passkey removed: ${name}.` };
  }
  return { message: "Nothing was changed." };
}

export const meta: Route.MetaFunction = () => officeMeta("Account");
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const reload = useReload();
  const [added, setAdded] = useState<string>();
  const message = added ? `Passkey added: ${added}.` : actionData?.message;
  return (
    <>
      <OfficeHeading title="Account">
        <p>Signed in as {loaderData.email}.</p>
      </OfficeHeading>
      <div className="container-page grid gap-6 lg:grid-cols-2">
        <Outcome message={message} className="font-semibold text-emerald-800 lg:col-span-2" />
        <Panel title="Passkeys" id="passkeys">
          {loaderData.passkeys.length === 0 ? (
            <p className="text-slate-700">No passkeys yet: you sign in with an e-mailed link.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {loaderData.passkeys.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span>
                    <span className="font-semibold">{passkey.name}</span>
                    <br />
                    <span className="text-sm text-slate-700">
                      {passkey.lastUsed ? `Last used ${passkey.lastUsed}` : "Not used yet"}
                    </span>
                  </span>
                  <form method="post">
                    <input type="hidden" name="passkey" value={passkey.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="remove-passkey"
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${passkey.name}`}
                    >
                      Remove
                    </Button>
                  </form>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4">
            <AddPasskey
              onAdded={(name) => {
                setAdded(name);
                reload();
              }}
            />
          </div>
        </Panel>
        <Panel title="Signed in on" id="sessions">
          <ul className="divide-y divide-slate-200">
            {loaderData.sessions.map((session, i) => (
              <li key={i} className="py-3">
                <span className="font-semibold">{session.device}</span>
                {session.current ? (
                  <span className="ml-2 text-sm font-semibold text-emerald-800">(this device)</span>
                ) : null}
                <br />
                <span className="text-sm text-slate-700">
                  With {session.method} on {session.since}; last seen {session.lastSeen}
                </span>
              </li>
            ))}
          </ul>
          <form method="post" action={officePaths.signOut} className="mt-4">
            <input type="hidden" name="everywhere" value="yes" />
            <Button type="submit" variant="secondary">
              Sign out everywhere
            </Button>
          </form>
        </Panel>
        <Panel title="What was done in the office" id="audit" className="lg:col-span-2">
          <AuditLog entries={loaderData.actions} />
        </Panel>
      </div>
    </>
  );
}
