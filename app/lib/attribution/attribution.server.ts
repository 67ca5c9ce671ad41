import { sitePages } from "~/lib/route-table";
import {
  campaignParams,
  cleanReferrer,
  decodeTouches,
  encodeTouches,
  type LeadAttribution,
  LeadAttributionSchema,
  readCookie,
  sameCampaign,
  type Touch,
} from "./touch";

/**
 * First- and last-touch attribution on the server: what a landing request records in the visitor's
 * cookie, and what a submission then reads from it (with the analytics cookies Google's and Meta's
 * tags set, when there are any) to store with the lead. See docs/decisions/0008-attribution.md.
 */

/** First-party, HttpOnly: the page's scripts never read it. */
export const ATTRIBUTION_COOKIE = "sfr_touch";
export const ATTRIBUTION_MAX_AGE_MS = 90 * 86_400_000;

let contentPages: Set<string> | undefined;

/** The site's content pages (the route table's indexable pages): the only pages a visitor lands on. */
export function isContentPage(path: string): boolean {
  contentPages ??= new Set(
    sitePages()
      .filter((p) => p.indexable)
      .map((p) => p.path),
  );
  return contentPages.has(path);
}

export type LandingRequest = {
  path: string;
  /** The query string without its "?", or "" for none. */
  query: string;
  cookie: string | undefined;
  referer: string | undefined;
  /** The hosts that are this site (the request's and SITE_URL's): never a referrer. */
  ownHosts: readonly string[];
};

export type Landing = {
  /** The cookie's new value, when this request adds a touch. */
  cookie?: string;
  /** No touch was recorded before: a visitor's first page (or one whose browser keeps no cookie). */
  entrance: boolean;
};

/**
 * What a landing on a content page changes. A first visit records its touch as both first and
 * last; later, only campaign parameters that differ from the last touch's replace it. The first
 * touch is kept for the cookie's 90 days.
 */
export function land(request: LandingRequest, now = Date.now()): Landing {
  const recorded = decodeTouches(readCookie(request.cookie, ATTRIBUTION_COOKIE));
  const params = request.query ? campaignParams(new URLSearchParams(request.query)) : {};
  const hasParams = Object.keys(params).length > 0;
  if (recorded && (!hasParams || sameCampaign(recorded.last, params))) return { entrance: false };
  const touch: Touch = { at: now, landingPage: request.path, ...params };
  const referrer = cleanReferrer(request.referer, request.ownHosts);
  if (referrer) touch.referrer = referrer;
  return {
    cookie: recorded ? encodeTouches(recorded.first, touch) : encodeTouches(touch, touch),
    entrance: !recorded,
  };
}

const GA_COOKIE = /^GA\d\.\d+\.(\d{1,20}\.\d{1,20})$/;
const FBP_COOKIE = /^fb\.\d\.\d{10,16}\.\d{1,20}$/;

/**
 * What a submission tells about its visitor's origin: the touches in the attribution cookie, the
 * content page the form was sent from (its Referer), and the ids Google Analytics and the Meta
 * pixel keep in their own cookies. Undefined when there is none of it.
 */
export function leadAttribution(headers: {
  cookie: string | undefined;
  referer: string | undefined;
}): LeadAttribution | undefined {
  const touches = decodeTouches(readCookie(headers.cookie, ATTRIBUTION_COOKIE));
  const candidate: LeadAttribution = {
    firstTouch: touches?.first,
    lastTouch: touches?.last,
    page: pageOf(headers.referer),
    gaClientId: GA_COOKIE.exec(readCookie(headers.cookie, "_ga") ?? "")?.[1],
    fbp: FBP_COOKIE.exec(readCookie(headers.cookie, "_fbp") ?? "")?.[0],
  };
  const present = Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined));
  if (Object.keys(present).length === 0) return undefined;
  const parsed = LeadAttributionSchema.safeParse(present);
  return parsed.success ? (parsed.data as LeadAttribution) : undefined;
}

function pageOf(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const path = new URL(referer).pathname;
  return isContentPage(path) ? path : undefined;
}

/** The touch whose click ids an ad platform matches on: the last one carrying `fbclid`, say. */
export function touchWith(attribution: LeadAttribution | null | undefined, param: keyof Touch): Touch | undefined {
  const { firstTouch, lastTouch } = attribution ?? {};
  return lastTouch?.[param] ? lastTouch : firstTouch?.[param] ? firstTouch : undefined;
}
