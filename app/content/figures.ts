/**
 * Figures the copy quotes on more than one page. A number printed on the site comes from here, so
 * the FAQ, the articles, Roofing 101 and the price book cannot drift apart (the content-integrity
 * test checks the pages against this module).
 */

import { formatDollars, formatUsd } from "~/lib/format";

export type Range = { min: number; max: number };

export const figures = {
  /** Typical residential replacement cost for an average Tampa Bay home, whole job. */
  residentialCost: {
    asphalt: { min: 5_000, max: 15_000 },
    metal: { min: 15_000, max: 30_000 },
    tile: { min: 20_000, max: 40_000 },
  },
  /** Installed price per square foot of roof, materials and labour. */
  installedPerSqFt: {
    asphalt: { min: 3.5, max: 5.5 },
    metal: { min: 7, max: 12 },
    tile: { min: 8, max: 15 },
  },
  /** Commercial systems, installed price per square foot. */
  commercialPerSqFt: {
    tpo: { min: 4, max: 8 },
    metal: { min: 7, max: 12 },
    modifiedBitumen: { min: 5, max: 9 },
  },
  /** Service life in Florida's sun and storms (years). */
  lifespanFlorida: {
    asphalt: { min: 15, max: 20 },
    metal: { min: 40, max: 70 },
    tile: { min: 50 },
  },
  /** Service life ranges used on Roofing 101 (years). */
  lifespanGeneral: {
    asphalt: { min: 15, max: 30 },
    metal: { min: 40, max: 70 },
    tile: { min: 50, max: 100 },
    stoneCoatedMetal: { min: 50 },
  },
  /** Repair while the roof is young and the damage isolated; replace when it is old or widespread. */
  repairUnderYears: 15,
  replaceAtYears: 20,
  emergencyResponseHours: { min: 2, max: 4 },
  residentialReplacementDays: { min: 1, max: 3 },
  commercialSmallDays: { min: 3, max: 7 },
  commercialLargeWeeks: { min: 2, max: 4 },
  commercialWarrantyYears: { min: 10, max: 30 },
  inspectionMinutes: 60,
  inspectionIndustryPrice: { min: 200, max: 400 },
  standardDeductible: { min: 500, max: 2_500 },
  hurricaneDeductiblePercent: { min: 2, max: 10 },
  claimDeadlineYears: { min: 1, max: 2 },
  documentDamageHours: { min: 24, max: 48 },
  inspectAfterStormHours: 48,
  trimBranchesFeet: 10,
  hurricaneSeason: { start: "June 1", end: "November 30" },
  /** The same dates as the Spanish pages write them. */
  hurricaneSeasonEs: { start: "1 de junio", end: "30 de noviembre" },
  financing: {
    termsMonths: [12, 60, 180],
    promoAprMonths: 12,
    /** The rate and term the instant quote uses for its monthly estimate. */
    estimateApr: 11.99,
    estimateMonths: 144,
    contactWithinHours: 24,
  },
  wizardSteps: 6,
  squareFeet: { min: 1, max: 100_000, typicalHomeMin: 1_500, typicalHomeMax: 3_000 },
} as const;

/** "$5,000-$15,000" */
export function formatUsdRange(range: Range): string {
  return `${formatDollars(range.min)}-${formatDollars(range.max)}`;
}

/** "$3.50-$5.50" for per-square-foot prices, "$7-$12" when both ends are whole dollars. */
export function formatPerSqFtRange(range: Range): string {
  return `${formatUsd(range.min)}-${formatUsd(range.max)}`;
}

/** "15-20" or "50+" */
export function formatYears(range: { min: number; max?: number }): string {
  return range.max === undefined ? `${range.min}+` : `${range.min}-${range.max}`;
}
