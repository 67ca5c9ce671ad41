import { distanceMetres, type LatLng, type RoofSegment, summariseRoof } from "./geometry";
import type { LookupResult, RoofMeasurer } from "./provider";

/**
 * Google: the Geocoding API turns the address into a point, then the Solar API's
 * `buildingInsights:findClosest` describes the building nearest to it, roof face by roof face.
 * The key goes only to Google, in the query string as both APIs document it.
 */

export type GoogleSolarOptions = { apiKey: string; geocodingBase: string; solarBase: string };

/** How far the building's centre may be from the geocoded point when the geocode is not ROOFTOP. */
export const NEIGHBOUR_GUARD_METRES = 25;

/**
 * Qualities good enough to price from. Asked for MEDIUM or better, Solar answers 404 where it has
 * only coarser imagery; anything else in an answer is read the same way.
 */
const USABLE_QUALITY = new Set(["HIGH", "MEDIUM"]);

export function googleSolarMeasurer({ apiKey, geocodingBase, solarBase }: GoogleSolarOptions): RoofMeasurer {
  const geocodeUrl = `${geocodingBase.replace(/\/+$/, "")}/maps/api/geocode/json`;
  const solarUrl = `${solarBase.replace(/\/+$/, "")}/v1/buildingInsights:findClosest`;

  return {
    name: "google-solar",
    async measure({ address, city, zipCode }, signal): Promise<LookupResult> {
      const geocoded = await getJson(
        `${geocodeUrl}?${new URLSearchParams({
          address: `${address}, ${city}, FL ${zipCode}`,
          components: "country:US",
          key: apiKey,
        })}`,
        signal,
      );
      if (geocoded.kind === "failed") return { outcome: "unavailable", detail: `geocoding: ${geocoded.error}` };
      // The Geocoding API answers its errors with HTTP 200 and a status.
      const geo = geocoded.body as GeocodeAnswer;
      if (geo?.status === "ZERO_RESULTS") return { outcome: "not_found" };
      if (geo?.status !== "OK") {
        return {
          outcome: "unavailable",
          detail: `geocoding: ${String(geo?.status)} ${geo?.error_message ?? ""}`.trim(),
        };
      }
      const first = geo.results?.[0]?.geometry;
      const point = first?.location;
      if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return { outcome: "not_found" };

      const found = await getJson(
        `${solarUrl}?${new URLSearchParams({
          "location.latitude": String(point.lat),
          "location.longitude": String(point.lng),
          requiredQuality: "MEDIUM",
          key: apiKey,
        })}`,
        signal,
      );
      if (found.kind === "failed") {
        return found.status === 404
          ? { outcome: "not_found" }
          : { outcome: "unavailable", detail: `solar: ${found.error}` };
      }
      const building = found.body as BuildingInsights;

      // findClosest answers the nearest building within tens of metres, which can be the
      // neighbour's: only a rooftop geocode, or a building centred on the point, is this house.
      const centre = building?.center;
      const near =
        centre !== undefined &&
        distanceMetres({ latitude: point.lat, longitude: point.lng }, centre as LatLng) <= NEIGHBOUR_GUARD_METRES;
      if (first.location_type !== "ROOFTOP" && !near) return { outcome: "imprecise" };
      if (!USABLE_QUALITY.has(String(building?.imageryQuality))) return { outcome: "not_found" };

      const segments: RoofSegment[] = (building.solarPotential?.roofSegmentStats ?? []).map((s) => ({
        pitchDegrees: Number(s?.pitchDegrees ?? 0),
        areaSquareMetres: Number(s?.stats?.areaMeters2),
      }));
      const roof = summariseRoof(segments);
      const date = imageryDate(building.imageryDate);
      if (roof.roofFaces === 0 || roof.areaSqFt <= 0 || !date) return { outcome: "not_found" };
      return {
        outcome: "measured",
        roof: { ...roof, imageryDate: date, imageryQuality: building.imageryQuality as "HIGH" | "MEDIUM" },
      };
    },
  };
}

/** `{year: 2024, month: 3, day: 15}` as 2024-03-15; a month-only date (day 0) as its first day. */
export function imageryDate(date: { year?: number; month?: number; day?: number } | undefined): string | undefined {
  const { year, month, day } = date ?? {};
  if (!Number.isInteger(year) || !Number.isInteger(month) || month! < 1 || month! > 12) return undefined;
  const d = Number.isInteger(day) && day! >= 1 && day! <= 31 ? day! : 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

type GeocodeAnswer = {
  status?: string;
  error_message?: string;
  results?: Array<{ geometry?: { location?: { lat: number; lng: number }; location_type?: string } }>;
};

type BuildingInsights = {
  center?: { latitude: number; longitude: number };
  imageryDate?: { year?: number; month?: number; day?: number };
  imageryQuality?: string;
  solarPotential?: {
    roofSegmentStats?: Array<{ pitchDegrees?: number; stats?: { areaMeters2?: number } }>;
  };
};

type Fetched = { kind: "ok"; body: unknown } | { kind: "failed"; status?: number; error: string };

/**
 * A GET that never throws: the parsed body of a 200, or what went wrong in words for the log
 * (never the URL, which carries the key).
 */
async function getJson(url: string, signal: AbortSignal): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal, redirect: "error" });
  } catch (error) {
    const name = (error as Error | undefined)?.name;
    if (name === "TimeoutError" || name === "AbortError") return { kind: "failed", error: "no answer in time" };
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: "failed", error: `network error${code ? ` (${code})` : ""}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (signal.aborted) return { kind: "failed", error: "no answer in time" };
    body = undefined;
  }
  if (response.ok && body !== undefined) return { kind: "ok", body };
  const status = (body as { error?: { status?: string } } | undefined)?.error?.status;
  return { kind: "failed", status: response.status, error: `HTTP ${response.status}${status ? ` ${status}` : ""}` };
}
