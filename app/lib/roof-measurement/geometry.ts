/**
 * The arithmetic of a roof measured from above: Google's Solar API gives each roof face (segment)
 * its sloped area in square metres and its pitch in degrees; a roofer speaks of square feet and
 * of inches of rise per foot of run ("6/12").
 */

/** The international foot is exactly 0.3048 m, so a square metre is 1 / 0.3048² square feet. */
export const SQUARE_FEET_PER_SQUARE_METRE = 1 / 0.3048 ** 2;

export function squareMetresToSquareFeet(squareMetres: number): number {
  return squareMetres * SQUARE_FEET_PER_SQUARE_METRE;
}

/** Inches of rise per 12 of run, to the nearest inch: 26.57° is 6/12, 45° is 12/12. */
export function pitchRiseIn12(degrees: number): number {
  const clamped = Math.min(Math.max(degrees, 0), 85);
  return Math.round(12 * Math.tan((clamped * Math.PI) / 180));
}

export function formatPitch(rise: number): string {
  return `${rise}/12`;
}

export type RoofSegment = { pitchDegrees: number; areaSquareMetres: number };

/**
 * The roof's pitch as one number: the mean of its faces' pitches, each counted by its area, so a
 * small flat porch roof barely moves a steep main roof.
 */
export function areaWeightedPitchDegrees(segments: readonly RoofSegment[]): number {
  let area = 0;
  let weighted = 0;
  for (const s of segments) {
    area += s.areaSquareMetres;
    weighted += s.pitchDegrees * s.areaSquareMetres;
  }
  return area > 0 ? weighted / area : 0;
}

export type RoofSummary = { areaSqFt: number; pitchRise: number; roofFaces: number };

/**
 * The whole roof: its sloped area in square feet (to the nearest 10: the imagery is no finer), its
 * area-weighted pitch, and its number of faces. Faces without a usable area or pitch are left out.
 */
export function summariseRoof(segments: readonly RoofSegment[]): RoofSummary {
  const usable = segments.filter(
    (s) =>
      Number.isFinite(s.areaSquareMetres) &&
      s.areaSquareMetres > 0 &&
      Number.isFinite(s.pitchDegrees) &&
      s.pitchDegrees >= 0,
  );
  const squareMetres = usable.reduce((sum, s) => sum + s.areaSquareMetres, 0);
  return {
    areaSqFt: Math.round(squareMetresToSquareFeet(squareMetres) / 10) * 10,
    pitchRise: pitchRiseIn12(areaWeightedPitchDegrees(usable)),
    roofFaces: usable.length,
  };
}

export type LatLng = { latitude: number; longitude: number };

const EARTH_RADIUS_M = 6_371_008.8;

/** Metres between two nearby points (an equirectangular projection: exact enough within a few km). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * rad * Math.cos(((a.latitude + b.latitude) / 2) * rad);
  const y = (b.latitude - a.latitude) * rad;
  return Math.hypot(x, y) * EARTH_RADIUS_M;
}
