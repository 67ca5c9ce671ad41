import { KeyRound } from "lucide";
import { useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { officePaths } from "~/lib/office/office-paths";

/**
 * The two passkey ceremonies, in the browser: the WebAuthn library loads when the owner presses the
 * button, never with the page. Both buttons appear once the page's scripts run and the browser can
 * make passkeys; without them the e-mailed link still signs in.
 */

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body ?? {}),
    credentials: "same-origin",
  });
  return { ok: response.ok, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** The browser's refusal in the owner's words. */
function ceremonyError(error: unknown, what: string): string {
  const name = (error as { name?: string })?.name;
  if (name === "NotAllowedError" || name === "AbortError")
    return `${what} was cancelled or timed out. Please try again.`;
  if (name === "InvalidStateError") return "This device already has a passkey for the office.";
  return `${what} did not work on this device. Please try again.`;
}

const noSubscription = () => () => {};

/** False on the server and in the first render, so hydration matches the prerendered HTML. */
function usePasskeysSupported(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
}

export function PasskeySignIn({ next }: { next: string | null }) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!supported) return null;

  const signIn = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await postJson(officePaths.api.signInOptions, {});
      if (!options.ok) return setError(String(options.json.error ?? "Signing in with a passkey did not work."));
      const credential = await startAuthentication({ optionsJSON: options.json as never });
      const answer = await postJson(officePaths.api.signIn, { credential, next });
      if (!answer.ok) return setError(String(answer.json.error ?? "That passkey did not sign you in."));
      window.location.assign(String(answer.json.next ?? officePaths.leads));
    } catch (caught) {
      setError(ceremonyError(caught, "Signing in with a passkey"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button size="lg" variant="secondary" onClick={signIn} disabled={busy} className="w-full sm:w-auto">
        <Icon node={KeyRound} className="size-5" />
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
      <p role="alert" className="mt-2 font-semibold text-ember-700">
        {error}
      </p>
    </div>
  );
}

export function AddPasskey({ onAdded }: { onAdded(name: string): void }) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!supported) {
    return <p className="text-slate-700">This browser cannot make passkeys. Keep signing in with the e-mailed link.</p>;
  }

  const add = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const options = await postJson(officePaths.api.registrationOptions, {});
      if (!options.ok) return setError(String(options.json.error ?? "The passkey could not be added."));
      const credential = await startRegistration({ optionsJSON: options.json as never });
      const answer = await postJson(officePaths.api.registration, { credential });
      if (!answer.ok) return setError(String(answer.json.error ?? "The passkey could not be added."));
      onAdded(String(answer.json.name ?? "Passkey"));
    } catch (caught) {
      setError(ceremonyError(caught, "Adding a passkey"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button size="lg" onClick={add} disabled={busy}>
        <Icon node={KeyRound} className="size-5" />
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
      <p role="alert" className="mt-2 font-semibold text-ember-700">
        {error}
      </p>
    </div>
  );
}
