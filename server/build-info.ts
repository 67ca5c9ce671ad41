import { createHash } from "node:crypto";
import { measuresRoofs } from "~/lib/roof-measurement/enabled";
import { resolveSiteUrl } from "~/lib/site-url";

/**
 * What a build fixed into its prerendered pages. `build/build-info.json` records it, so `npm start`
 * can rebuild when the environment has changed since.
 */
export type BuildInfo = { siteUrl: string; mapsKeyHash: string; tagManager: string | null; roofMeasurement: boolean };

/** The variables a build fixes into the pages: a deploy gives them when it builds (see Dockerfile). */
export const BUILD_VARIABLES = ["SITE_URL", "GOOGLE_MAPS_EMBED_KEY", "GTM_CONTAINER_ID", "ROOF_MEASUREMENT"] as const;

export function buildInfoFor(env: Partial<Record<(typeof BUILD_VARIABLES)[number], string>>): BuildInfo {
  return {
    siteUrl: resolveSiteUrl(env.SITE_URL),
    tagManager: env.GTM_CONTAINER_ID?.trim() || null,
    mapsKeyHash: createHash("sha256")
      .update(env.GOOGLE_MAPS_EMBED_KEY?.trim() ?? "")
      .digest("hex")
      .slice(0, 16),
    // The instant quote's first question depends on it.
    roofMeasurement: measuresRoofs(env.ROOF_MEASUREMENT),
  };
}

/** Whether a build still matches the configuration (a build recorded before a setting existed counts it as off). */
export function sameBuild(built: BuildInfo, wanted: BuildInfo): boolean {
  return (
    built.siteUrl === wanted.siteUrl &&
    built.mapsKeyHash === wanted.mapsKeyHash &&
    (built.tagManager ?? null) === wanted.tagManager &&
    (built.roofMeasurement ?? false) === wanted.roofMeasurement
  );
}
