/**
 * A homeowner's private pages: their quote (/quote/:token, in Spanish /es/cotizacion/:token) and
 * their booking (/inspection/:token, in Spanish /es/inspeccion/:token); and the owner's office (/office), whose sign-in links hold a token too and whose pages name leads.
 * The address holds the token that opens the page, so it must reach nobody else: these pages send
 * no Referer to any site (the server answers them, errors included, with `Referrer-Policy:
 * no-referrer`) and never load Tag Manager, whose tags read the page's address. Whether a page
 * carries Tag Manager is decided by its route (`handle`), which holds also when its loader fails.
 */

/**
 * The paths of private pages, for the server's headers; `privateRoute` marks their route modules.
 * In any case, as React Router matches them; tested on the path decoded (`decodedPath`).
 */
export const PRIVATE_PATH = /^\/(?:quote|inspection|office|es\/cotizacion|es\/inspeccion)(?:\/|\.data$|$)/i;

/** A request's path as the router sees it, percent-decoded; undefined when it does not decode. */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** A private route module's `handle`. */
export const privateRoute = { privatePage: true } as const;

/** Whether any of the matched routes' handles marks a private page. */
export function isPrivateRoute(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as { privatePage?: unknown } | undefined)?.privatePage === true);
}
