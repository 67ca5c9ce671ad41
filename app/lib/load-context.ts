import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import type { AppServices } from "~/lib/services.server";

/** What the server hands each request's loaders and actions; empty while the build prerenders pages. */
export type RequestContext = {
  /** This response's CSP nonce. */
  cspNonce?: string;
  /** The database, configuration and logger. */
  services?: AppServices;
  /** The client address as Express determined it (TRUST_PROXY applied). */
  clientIp?: string;
  /** Runs `work` once the answer has gone: work whose time must not show in the answer's. */
  afterResponse?: (work: () => void) => void;
};

/**
 * The server (build/server-app) and the pages (build/server, or Vite's module graph in development)
 * are bundled apart, each with its own copy of this module: the key is kept under a registered
 * symbol, so both copies share one.
 */
const shared = globalThis as { [key: symbol]: RouterContext<RequestContext> | undefined };
const requestContext = (shared[Symbol.for("site.requestContext")] ??= createContext<RequestContext>({}));

/** The server's side: one request's load context. */
export function loadContext(value: RequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, value]]));
}

/** A loader's, an action's or the document renderer's side. */
export function requestOf(context: Readonly<RouterContextProvider> | undefined): RequestContext {
  return context?.get(requestContext) ?? {};
}
