// Relative imports only (none yet): vite.config.ts loads this module, and its loader knows no "~/".

/**
 * Google Tag Manager, only when `GTM_CONTAINER_ID` is set when the site is built: the pages then
 * carry a small inline loader that fetches the container once the page's own scripts have
 * hydrated it, and the Content-Security-Policy allows the origins GTM and Google Analytics 4 use.
 * Without it, neither the loader nor a single Google origin appears anywhere.
 */

export const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The container id from the environment; undefined when unset, an error when malformed. */
export function parseContainerId(raw: string | undefined): string | undefined {
  const id = raw?.trim();
  if (!id) return undefined;
  if (!GTM_ID.test(id)) throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, not "${id}"`);
  return id;
}

// Vite fixes it at build time (vite.config.ts, vite.server.config.ts); tsx and tests read the environment.
const built = typeof __GTM_CONTAINER_ID__ === "string" ? __GTM_CONTAINER_ID__ : undefined;

/** The container the pages were built with, if any. */
export const GTM_CONTAINER_ID: string | undefined =
  built === undefined ? parseContainerId(globalThis.process?.env.GTM_CONTAINER_ID) : built || undefined;

/**
 * What the policy adds with a container: Google's published sources for Tag Manager and for
 * Google Analytics 4 (developers.google.com/tag-platform/security/guides/csp), nothing more.
 */
export const TAG_MANAGER_SOURCES = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://www.google.com",
  ],
} as const;

/**
 * The inline loader: Google's container snippet, started once `root.tsx` marks the page hydrated
 * (and the browser is idle), so the container never competes with the page's own first load.
 */
export function tagManagerScript(id: string): string {
  if (!GTM_ID.test(id)) throw new Error(`not a container id: ${id}`);
  return [
    "(() => {",
    "  const w = window, d = document, html = d.documentElement;",
    "  w.dataLayer = w.dataLayer || [];",
    "  const load = () => {",
    '    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });',
    '    const s = d.createElement("script");',
    "    s.async = true;",
    `    s.src = "https://www.googletagmanager.com/gtm.js?id=${id}";`,
    "    d.head.append(s);",
    "  };",
    "  const observer = new MutationObserver(() => {",
    '    if (!html.hasAttribute("data-hydrated")) return;',
    "    observer.disconnect();",
    '    if ("requestIdleCallback" in w) w.requestIdleCallback(load);',
    "    else setTimeout(load);",
    "  });",
    '  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });',
    "})();",
  ].join("\n");
}

/** The page with the loader as the last element of its head (React 19 hydrates past it). */
export function withTagManager(html: string, id: string, nonce: string | undefined): string {
  const at = html.indexOf("</head>");
  if (at === -1) throw new Error("withTagManager: the page has no </head>");
  const open = nonce ? `<script nonce="${nonce}">` : "<script>";
  return `${html.slice(0, at)}${open}${tagManagerScript(id)}</script>${html.slice(at)}`;
}
