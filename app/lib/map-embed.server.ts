import type { Locale } from "~/lib/i18n/locale";

/**
 * The map iframe's address for a place: the Embed API with `GOOGLE_MAPS_EMBED_KEY`, else the
 * keyless embed (docs/decisions/0013-open-points.md). City pages are prerendered, so the key is read when the site is
 * built; it is a public, referrer-restricted key by design.
 */
export function mapEmbedUrl(
  place: string,
  locale: Locale = "en",
  key = process.env.GOOGLE_MAPS_EMBED_KEY?.trim(),
): string {
  const q = encodeURIComponent(place);
  return key
    ? `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${q}&zoom=12&language=${locale}`
    : `https://maps.google.com/maps?q=${q}&z=12&hl=${locale}&output=embed`;
}

/** Origins the Content-Security-Policy lets the page frame. */
export const MAP_FRAME_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;
