import { createHash } from "node:crypto";
import { measuresRoofs } from "~/lib/roof-measurement/enabled";
import { resolveSiteUrl } from "~/lib/site-url";

/**
 * What a build fixed into its prerendered pages. `build/build-info.json` records it, so `npm start`
 * can rebuild when the environment has changed since.
 */
export type BuildInfo = { siteUrl: string; mapsKeyHash: string; roofMeasurement: boolean };

export function buildInfoFor(env: {
  SITE_URL?: string;
  GOOGLE_MAPS_EMBED_KEY?: string;
  ROOF_MEASUREMENT?: string;
}): BuildInfo {
  return {
    siteUrl: resolveSiteUrl(env.SITE_URL),
    mapsKeyHash: createHash("sha256")
      .update(env.GOOGLE_MAPS_EMBED_KEY?.trim() ?? "")
      .digest("hex")
      .slice(0, 16),
    // The instant quote's first question depends on it.
    roofMeasurement: measuresRoofs(env.ROOF_MEASUREMENT),
  };
}
