import type { AppServices } from "~/lib/services.server";

declare module "react-router" {
  interface AppLoadContext {
    /** This response's CSP nonce; absent while the build prerenders pages. */
    cspNonce?: string;
    /** The database, configuration and logger; absent while the build prerenders pages. */
    services?: AppServices;
    /** The client address as Express determined it (TRUST_PROXY applied). */
    clientIp?: string;
  }
}

export {};
