// Relative imports only: the database schema imports the types here, and drizzle-kit knows no "~/".
import * as z from "zod/mini";

/**
 * Where a visitor came from: the landing request's page, referrer and campaign parameters (a
 * "touch"). The server keeps the first and the latest touch in a first-party cookie and stores
 * them with the visitor's lead. Every value is checked here, on the way into the cookie and on
 * the way out of it: anything unexpected (markup, quotes, control characters, oversized values) is
 * dropped, never echoed.
 */

/** The campaign parameters a landing address may carry, named as the ad platforms name them. */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

export type Touch = {
  /** When the server saw it, in milliseconds since 1970 (Meta's `fbc` needs it). */
  at: number;
  /** The site path the visitor landed on. */
  landingPage: string;
  /** The other site that sent the visitor: its origin and path, never its query. */
  referrer?: string;
} & Partial<Record<CampaignParam, string>>;

/** What a lead carries about its visitor's origin (the `leads.attribution` column). */
export type LeadAttribution = {
  firstTouch?: Touch;
  lastTouch?: Touch;
  /** The site page the form was sent from. */
  page?: string;
  /** Google Analytics' client id, from its `_ga` cookie, when the visitor's browser has one. */
  gaClientId?: string;
  /** Meta's browser id, from its `_fbp` cookie, when the visitor's browser has one. */
  fbp?: string;
};

/**
 * The longest value kept, as the cookie encodes it. Twelve fields of two touches at this length
 * still fit a browser's 4 KB per cookie, so the cookie never needs trimming.
 */
export const MAX_ENCODED_VALUE = 150;

/** Letters and digits of any script, and the punctuation campaign names and click ids use. */
const SAFE_VALUE = /^[\p{L}\p{N} ._~\-+:/|,()!@$*%=]+$/u;
const SITE_PATH = /^\/[A-Za-z0-9\-._~/]*$/;
const REFERRER = /^https?:\/\/[A-Za-z0-9.\-:[\]]+(\/[A-Za-z0-9\-._~/%+]*)?$/;
/** Nothing was captured before the site had this feature. */
const EARLIEST = Date.UTC(2020, 0, 1);

/** Characters query-string encoding leaves as they are. */
const UNENCODED = /^[A-Za-z0-9._*-]*$/;

/** Its length in the cookie, which holds values query-string encoded. */
function encodedLength(value: string): number {
  if (UNENCODED.test(value)) return value.length;
  return new URLSearchParams([["", value]]).toString().length - 1;
}

/** A campaign value as kept: trimmed, or undefined when it is empty, too long or unexpected. */
export function cleanValue(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.trim();
  return value && encodedLength(value) <= MAX_ENCODED_VALUE && SAFE_VALUE.test(value) ? value : undefined;
}

export function isSitePath(value: unknown): value is string {
  if (typeof value !== "string" || !SITE_PATH.test(value)) return false;
  // Of a path's characters only "/" and "~" are encoded, each as three.
  let length = value.length;
  for (const char of value) if (char === "/" || char === "~") length += 2;
  return length <= MAX_ENCODED_VALUE;
}

/** Another site's address, as `cleanReferrer` keeps it: the pattern alone lets through hosts such as `http://[`. */
const isReferrer = (value: string) =>
  REFERRER.test(value) && encodedLength(value) <= MAX_ENCODED_VALUE && URL.canParse(value);

/** Google's search app on Android, which names itself rather than the page of results. */
const GOOGLE_APP = "com.google.android.googlequicksearchbox";

/**
 * An Android app's referrer as the web address it stands for: the app names the site it showed
 * (`android-app://com.google.android.googlequicksearchbox/https/www.google.com`), or, for
 * Google's search app, only itself. Other apps (Gmail, say) stay unknown.
 */
function webReferrer(raw: string): string {
  if (!raw.startsWith("android-app://")) return raw;
  const { host, pathname } = new URL(raw);
  const shown = /^\/(https?)\/([A-Za-z0-9.-]+)/.exec(pathname);
  if (shown && URL.canParse(`${shown[1]}://${shown[2]}`)) return `${shown[1]}://${shown[2]}`;
  return host === GOOGLE_APP ? "https://www.google.com" : raw;
}

/**
 * Another site's address as a referrer: its origin and path (a query can carry what a visitor
 * searched for or typed), or the origin alone when the path is long or unusual.
 */
export function cleanReferrer(raw: string | undefined, ownHosts: readonly string[]): string | undefined {
  if (!raw || raw.length > 2048 || !URL.canParse(raw)) return undefined;
  const url = new URL(webReferrer(raw));
  // The site with or without "www." is still the site, not another one sending visitors.
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (ownHosts.some((own) => bare(own) === bare(url.host))) return undefined;
  for (const candidate of [`${url.origin}${url.pathname === "/" ? "" : url.pathname}`, url.origin]) {
    if (isReferrer(candidate)) return candidate;
  }
  return undefined;
}

/** A capture time: not before the feature existed, nor in the future (a day's clock skew aside). */
const isTime = (value: number) => Number.isInteger(value) && value >= EARLIEST && value <= Date.now() + 86_400_000;

const text = (check: (v: string) => boolean) => z.string().check(z.refine(check));
const campaignValue = z.optional(text((v) => cleanValue(v) === v));

export const TouchSchema = z.object({
  at: z.number().check(z.refine(isTime)),
  landingPage: text(isSitePath),
  referrer: z.optional(text(isReferrer)),
  ...(Object.fromEntries(CAMPAIGN_PARAMS.map((p) => [p, campaignValue])) as Record<
    CampaignParam,
    typeof campaignValue
  >),
});

/** The `leads.attribution` column's shape; a lead is stored with it only when it passes. */
export const LeadAttributionSchema = z.object({
  firstTouch: z.optional(TouchSchema),
  lastTouch: z.optional(TouchSchema),
  page: z.optional(text(isSitePath)),
  gaClientId: z.optional(text((v) => /^\d{1,20}\.\d{1,20}$/.test(v))),
  fbp: z.optional(text((v) => /^fb\.\d\.\d{10,16}\.\d{1,20}$/.test(v))),
});

/** The campaign parameters present and valid in a landing address's query. */
export function campaignParams(query: URLSearchParams): Partial<Record<CampaignParam, string>> {
  const found: Partial<Record<CampaignParam, string>> = {};
  for (const param of CAMPAIGN_PARAMS) {
    const value = cleanValue(query.get(param));
    if (value) found[param] = value;
  }
  return found;
}

export function sameCampaign(touch: Touch, params: Partial<Record<CampaignParam, string>>): boolean {
  return CAMPAIGN_PARAMS.every((p) => touch[p] === params[p]);
}

/**
 * The cookie's value: both touches as a query string (`f.at=...&f.p=/...&f.utm_source=...`, the
 * last touch under `l.`, left out when it is the first). Query-string encoding only produces
 * characters a cookie may hold, and barely grows plain values.
 */
export function encodeTouches(first: Touch, last: Touch): string {
  const out = new URLSearchParams();
  const put = (prefix: string, touch: Touch) => {
    out.set(`${prefix}at`, String(touch.at));
    out.set(`${prefix}p`, touch.landingPage);
    if (touch.referrer) out.set(`${prefix}r`, touch.referrer);
    for (const param of CAMPAIGN_PARAMS) {
      const value = touch[param];
      if (value) out.set(`${prefix}${param}`, value);
    }
  };
  put("f.", first);
  if (last !== first) put("l.", last);
  return out.toString();
}

// Read on most page views, so checked by hand with TouchSchema's own rules rather than through it.
function readTouch(values: URLSearchParams, prefix: string): Touch | undefined {
  const at = Number(values.get(`${prefix}at`));
  const landingPage = values.get(`${prefix}p`);
  if (!isTime(at) || !isSitePath(landingPage)) return undefined;
  const touch: Touch = { at, landingPage };
  const referrer = values.get(`${prefix}r`);
  if (referrer !== null && isReferrer(referrer)) touch.referrer = referrer;
  // A value someone edited into the cookie is dropped on its own; the rest of the touch stays.
  for (const param of CAMPAIGN_PARAMS) {
    const value = cleanValue(values.get(`${prefix}${param}`));
    if (value) touch[param] = value;
  }
  return touch;
}

/** The touches a cookie holds; undefined when it holds no valid first touch. */
export function decodeTouches(value: string | undefined): { first: Touch; last: Touch } | undefined {
  if (!value || value.length > 4096) return undefined;
  const values = new URLSearchParams(value);
  const first = readTouch(values, "f.");
  if (!first) return undefined;
  return { first, last: readTouch(values, "l.") ?? first };
}

/** One cookie's value from a Cookie header, as sent (no decoding). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
