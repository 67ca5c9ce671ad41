/** The canonical base when `SITE_URL` is not set: a fictional domain, never a real business's. */
export const DEFAULT_SITE_URL = "https://www.suncoastfamilyroofing.example";

/**
 * Reads `SITE_URL` the one way the build and the server both use: an absolute http(s) origin
 * (optionally with a base path) and no trailing slash.
 */
export function resolveSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  if (!URL.canParse(raw))
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com, got ${raw}`);
  const url = new URL(raw);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) URL, got ${raw}`);
  }
  if (url.search || url.hash) throw new Error(`SITE_URL must not carry a query or a fragment: ${raw}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}
