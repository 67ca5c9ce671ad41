import { createContext, useContext, type ReactNode } from "react";

/**
 * The Content-Security-Policy nonce of this response. The server makes a fresh one per request;
 * prerendered pages carry `NONCE_PLACEHOLDER`, which the server replaces when it sends the page.
 * In the browser it is empty: nonces are hidden from scripts once the page has loaded.
 */
const NonceContext = createContext("");

/** Written into prerendered HTML; never a valid nonce (a nonce is base64 and has no '-'). */
export const NONCE_PLACEHOLDER = "csp-nonce-placeholder";

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
