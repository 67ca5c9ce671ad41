import type { Env } from "~/lib/env.server";
import { googleSolarMeasurer } from "./google-solar.server";
import type { RoofMeasurer } from "./provider";

/** The provider that measures roofs, chosen by ROOF_MEASUREMENT like the CRM by CRM_PROVIDER; none when unset. */
export function measurerFromEnv(env: Env): RoofMeasurer | undefined {
  if (env.ROOF_MEASUREMENT === "google-solar" && env.GOOGLE_MAPS_API_KEY) {
    return googleSolarMeasurer({
      apiKey: env.GOOGLE_MAPS_API_KEY,
      geocodingBase: env.GOOGLE_GEOCODING_API_BASE,
      solarBase: env.GOOGLE_SOLAR_API_BASE,
    });
  }
  return undefined;
}
