// Relative imports only (none yet): vite.config.ts loads this module, and its loader knows no "~/".

/**
 * Google Tag Manager, only when `GTM_CONTAINER_ID` is set when the site is built: the pages then
 * carry a small inline loader that fetches the container once the page's own scripts have
 * hydrated it, and the Content-Security-Policy allows the origins GTM, Google Analytics 4 and the
 * ad platforms' tags use. Without it, neither the loader nor a single tag origin appears anywhere.
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

/** Where a tag may load scripts and images from, connect to, and frame. */
export type TagSources = {
  script: readonly string[];
  img: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
};

/**
 * Tag Manager and Google Analytics 4: Google's published sources
 * (developers.google.com/tag-platform/security/guides/csp, "Google Tag Manager" and "Google Analytics 4").
 */
const GOOGLE_TAGS: TagSources = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://www.google.com",
  ],
  frame: [],
};

/**
 * A Google Ads conversion or remarketing tag: the same guide's "Google Ads" sections. The
 * conversion pixel redirects through googleads.g.doubleclick.net to www.google.com (a visitor
 * abroad may end on a country domain such as www.google.co.uk, which a policy cannot name by
 * pattern: Tampa Bay's visitors get www.google.com); the Google tag's service-worker frame is on
 * www.googletagmanager.com, and its audience frames on td. and bid.g.doubleclick.net.
 */
const GOOGLE_ADS: TagSources = {
  script: ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"],
  img: ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"],
  connect: [
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    "https://pagead2.googlesyndication.com",
  ],
  frame: ["https://www.googletagmanager.com", "https://td.doubleclick.net", "https://bid.g.doubleclick.net"],
};

/**
 * The Meta Pixel (developers.facebook.com/docs/meta-pixel): fbevents.js and the pixel's settings
 * load from connect.facebook.net; events go to www.facebook.com/tr as an image or a beacon.
 */
const META_PIXEL: TagSources = {
  script: ["https://connect.facebook.net"],
  img: ["https://www.facebook.com"],
  connect: ["https://www.facebook.com", "https://connect.facebook.net"],
  frame: [],
};

/**
 * Microsoft Advertising's UET tag (learn.microsoft.com/advertising, "Universal Event Tracking";
 * help.ads.microsoft.com, UET and a Content Security Policy): bat.js and its events, all on bat.bing.com.
 */
const MICROSOFT_UET: TagSources = {
  script: ["https://bat.bing.com"],
  img: ["https://bat.bing.com"],
  connect: ["https://bat.bing.com"],
  frame: [],
};

/** Each directive's sources, in order, once. */
function merged(all: readonly TagSources[]): TagSources {
  const join = (key: keyof TagSources) => [...new Set(all.flatMap((sources) => sources[key]))];
  return { script: join("script"), img: join("img"), connect: join("connect"), frame: join("frame") };
}

/**
 * What the policy adds with a container: the sources of Tag Manager, GA4, and the tags contractors
 * buy ads with (Google Ads, the Meta Pixel, Microsoft UET), nothing more. Tags that need other
 * origins, or custom HTML tags, are blocked unless the owner names their origins (`withExtraOrigins`).
 */
export const TAG_MANAGER_SOURCES: TagSources = merged([GOOGLE_TAGS, GOOGLE_ADS, META_PIXEL, MICROSOFT_UET]);

/**
 * The container's sources and the owner's own (CSP_EXTRA_ORIGINS, for a tag of another vendor):
 * each of those may serve scripts, images and frames and be connected to, as a tag vendor's script,
 * pixel, beacon and iframe need. Only HTTPS origins get here (env.server.ts checks them).
 */
export function withExtraOrigins(extra: readonly string[]): TagSources {
  return merged([TAG_MANAGER_SOURCES, { script: extra, img: extra, connect: extra, frame: extra }]);
}

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
