import { data, redirect, type RouterContextProvider } from "react-router";
import { requestOf } from "~/lib/load-context";
import { hashClientIp } from "~/lib/leads/store.server";
import type { AppServices } from "~/lib/services.server";
import { officeEnabled } from "./config.server";
import type { Actor } from "./lead-actions.server";
import { LIVE_REREAD, officePaths } from "./office-paths";
import { findSession, type OwnerSession, sessionIdFrom } from "./sessions.server";

/**
 * Every office page's loader and action starts here: the office must be on (else 404) and the
 * request must carry a current session (else to the sign-in page). React Router runs a page's
 * loaders side by side, so each checks for itself; one request reads its session once.
 */

export type OfficeRequest = { services: AppServices; owner: OwnerSession; actor: Actor };

/** The services, when the office is on; a 404 otherwise, as for any address that is not a page. */
export function officeServices(context: Readonly<RouterContextProvider>): AppServices {
  const { services } = requestOf(context);
  if (!services || !officeEnabled(services.env)) throw data("Not found", { status: 404 });
  return services;
}

const sessions = new WeakMap<Request, Promise<OwnerSession | undefined>>();

/**
 * The owner a request's cookie signs in, if any. A page reading its data again by itself (live
 * updates) is answered the same, but is not the owner's use: an office left open still signs out.
 */
export function ownerOf(services: AppServices, request: Request): Promise<OwnerSession | undefined> {
  let found = sessions.get(request);
  if (!found) {
    const byItself = request.method === "GET" && new URL(request.url).searchParams.has(LIVE_REREAD);
    found = findSession(services.db, services.env, sessionIdFrom(request.headers.get("cookie")), {
      touch: !byItself,
    });
    sessions.set(request, found);
  }
  return found;
}

/**
 * An office address to come back to after signing in; nothing for anything else, nor for what a
 * Location header cannot carry (anything but printable ASCII: the address as the browser encodes it).
 */
export function safeNext(value: string | null | undefined): string | undefined {
  if (!value || value.length > 500 || !/^\/office(?:[/?]|$)/.test(value) || /[^\x21-\x7e]|\\|\/\//.test(value))
    return undefined;
  return value.startsWith(officePaths.signIn) ? undefined : value;
}

export async function requireOwner({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}): Promise<OfficeRequest> {
  const services = officeServices(context);
  const owner = await ownerOf(services, request);
  if (!owner) {
    // Back to the page as the owner saw it, without the mark of its own re-reading.
    const search = new URLSearchParams(url.search);
    search.delete(LIVE_REREAD);
    const next = safeNext(`${url.pathname}${search.size ? `?${search}` : ""}`);
    const to =
      next && next !== officePaths.leads
        ? `${officePaths.signIn}?next=${encodeURIComponent(next)}`
        : officePaths.signIn;
    throw redirect(to, { status: request.method === "GET" ? 302 : 303 });
  }
  return {
    services,
    owner,
    actor: { email: owner.email, clientIpHash: hashClientIp(requestOf(context).clientIp, services.ipHashKey) },
  };
}
