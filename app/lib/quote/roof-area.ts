import { isQuotableArea, readSquareFeet } from "./square-feet";

/**
 * The wizard's 'Not sure?' helper: a roof area estimated from the home's living area, for visitors
 * who know their house's size but not their roof's.
 *
 *   footprint = living area / stories       (a two-story 2,400 sq ft home sits on about 1,200 sq ft)
 *   roof area = footprint x ROOF_AREA_FACTOR
 *
 * The factor covers two things a roof has that a floor plan does not. Pitch: a roof sloping 6 in
 * 12, common on Tampa Bay homes, is sqrt(1 + (6/12)^2) = 1.12 times its flat projection. Overhang:
 * eaves and rakes of 12-18 in around a typical 40 x 50 ft house add about 12% to the footprint.
 * 1.12 x 1.12 = 1.25. A garage or porch under the same roof adds its own area; the free inspection
 * measures the real roof.
 */
export const ROOF_AREA_FACTOR = 1.25;

export function estimateRoofArea(livingArea: number, stories: number): number {
  if (!(livingArea > 0) || !(stories >= 1)) return 0;
  return Math.round(((livingArea / stories) * ROOF_AREA_FACTOR) / 10) * 10;
}

export type LivingAreaEstimate = { ok: true; area: number } | { ok: false; problem: "not-a-number" | "out-of-range" };

/**
 * The helper's answer for the living area as typed: read by the quote's own rule for square feet
 * (digits, thousands separators allowed: "2.400" is not 2,400 but refused), and offered only when
 * the estimate is an area the quote can price.
 */
export function estimateFromLivingArea(livingArea: string, stories: number): LivingAreaEstimate {
  const living = readSquareFeet(livingArea);
  if (living === undefined) return { ok: false, problem: "not-a-number" };
  const area = estimateRoofArea(living, stories);
  return isQuotableArea(area) ? { ok: true, area } : { ok: false, problem: "out-of-range" };
}
