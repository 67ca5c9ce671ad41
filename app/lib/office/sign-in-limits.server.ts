import type { Options } from "express-rate-limit";
import type { Database } from "~/lib/db/client.server";
import type { AppServices } from "~/lib/services.server";
import { PostgresRateLimitStore } from "~/lib/shared-limits.server";

/**
 * How often anyone may ask to sign in: per client address (links asked for, passkey attempts) and
 * per address typed from that client (links asked for), counted in the database on both engines,
 * so two servers share one count. A link's token (192 bits) cannot be guessed; these limits keep a
 * script from flooding the owner's inbox or trying addresses one after another. The count per
 * address typed is the client's own: counted across clients, anyone asking five times for the
 * owner's address would keep the owner from signing in.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_INS_PER_ADDRESS = 30;
export const LINKS_PER_EMAIL = 5;

export const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait 15 minutes and try again.";

const stores = new WeakMap<Database, { address: PostgresRateLimitStore; email: PostgresRateLimitStore }>();

function storesFor({ db, ipHashKey }: Pick<AppServices, "db" | "ipHashKey">) {
  let found = stores.get(db);
  if (!found) {
    found = {
      address: new PostgresRateLimitStore(db, ipHashKey, "office-sign-in-address"),
      email: new PostgresRateLimitStore(db, ipHashKey, "office-sign-in-email"),
    };
    for (const store of Object.values(found)) store.init({ windowMs: SIGN_IN_WINDOW_MS } as Options);
    stores.set(db, found);
  }
  return found;
}

/** Counts one attempt; false once the client (or the client for this e-mail, when given) has had its share. */
export async function signInAllowed(
  services: Pick<AppServices, "db" | "ipHashKey">,
  { clientIp, email }: { clientIp: string | undefined; email?: string },
): Promise<boolean> {
  const { address, email: byEmail } = storesFor(services);
  const fromAddress = await address.increment(clientIp ?? "unknown");
  if (fromAddress.totalHits > SIGN_INS_PER_ADDRESS) return false;
  if (email === undefined) return true;
  return (await byEmail.increment(`${email} from ${clientIp ?? "unknown"}`)).totalHits <= LINKS_PER_EMAIL;
}
