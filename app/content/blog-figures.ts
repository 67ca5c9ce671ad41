import { figures, formatPerSqFtRange, formatUsdRange, formatYears, type Range } from "./figures";

/**
 * The numbers an article may quote. Articles are prose, so they cannot interpolate `figures.ts`;
 * instead every price, year span, percentage, hour count and distance written in an article is
 * found with a pattern and compared with the values this module derives from `figures.ts`. A
 * price typed wrong ("$3.50-$6.00", "$5000-$15000") or a lifespan that drifted ("15-25 years")
 * is reported, and the build stops.
 */

const allowedDollars = new Set<string>([
  ...Object.values(figures.residentialCost).map(formatUsdRange),
  ...Object.values(figures.installedPerSqFt).map(formatPerSqFtRange),
  ...Object.values(figures.commercialPerSqFt).map(formatPerSqFtRange),
  formatUsdRange(figures.inspectionIndustryPrice),
  formatUsdRange(figures.standardDeductible),
]);

const yearRanges: Array<{ min: number; max?: number }> = [
  ...Object.values(figures.lifespanFlorida),
  ...Object.values(figures.lifespanGeneral),
  figures.claimDeadlineYears,
  figures.commercialWarrantyYears,
];
const allowedYearRanges = new Set(yearRanges.map(formatYears));
const allowedSingleYears = new Set(
  [
    figures.repairUnderYears,
    figures.replaceAtYears,
    figures.claimDeadlineYears.min,
    figures.claimDeadlineYears.max,
  ].map(String),
);

const span = (r: Range) => `${r.min}-${r.max}`;
const allowedPercents = new Set([span(figures.hurricaneDeductiblePercent), "0", String(figures.financing.estimateApr)]);
const allowedHours = new Set([
  span(figures.documentDamageHours),
  span(figures.emergencyResponseHours),
  String(figures.inspectAfterStormHours),
  String(figures.financing.contactWithinHours),
]);
const allowedFeet = new Set([String(figures.trimBranchesFeet)]);
const allowedMinutes = new Set([String(figures.inspectionMinutes)]);
const seasonDays: Record<string, string> = {
  June: figures.hurricaneSeason.start,
  November: figures.hurricaneSeason.end,
};

const DASH = String.raw`\s*(?:-|–|—|to)\s*`;
const NUM = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;

type Rule = { what: string; pattern: RegExp; normalise: (m: RegExpExecArray) => string; allowed: Set<string> };

const rules: Rule[] = [
  {
    what: "price",
    pattern: new RegExp(String.raw`\$${NUM}(?:${DASH}\$?${NUM})?`, "g"),
    normalise: (m) => m[0].replace(/\s*(?:–|—|to)\s*|\s*-\s*/g, "-").replace(/-(?!\$)/, "-$"),
    allowed: allowedDollars,
  },
  {
    what: "number of years",
    pattern: new RegExp(String.raw`\b(\d+)(?:${DASH}(\d+)|(\+))?[\s-]+years?\b`, "gi"),
    normalise: (m) => (m[2] ? `${m[1]}-${m[2]}` : m[3] ? `${m[1]}+` : m[1]!),
    allowed: new Set([...allowedYearRanges, ...allowedSingleYears]),
  },
  {
    what: "percentage",
    pattern: new RegExp(String.raw`\b(\d+(?:\.\d+)?)(?:%?${DASH}(\d+(?:\.\d+)?))?\s*(?:%|percent\b)`, "gi"),
    normalise: (m) => (m[2] ? `${m[1]}-${m[2]}` : m[1]!),
    allowed: allowedPercents,
  },
  {
    what: "number of hours",
    pattern: new RegExp(String.raw`\b(\d+)(?:${DASH}(\d+))?[\s-]+hours?\b`, "gi"),
    normalise: (m) => (m[2] ? `${m[1]}-${m[2]}` : m[1]!),
    allowed: allowedHours,
  },
  {
    what: "distance",
    pattern: /\b(\d+)[\s-]*(?:feet|foot|ft)\b/gi,
    normalise: (m) => m[1]!,
    allowed: allowedFeet,
  },
  {
    what: "number of minutes",
    pattern: /\b(\d+)[\s-]*minutes?\b/gi,
    normalise: (m) => m[1]!,
    allowed: allowedMinutes,
  },
];

/** Problems with the figures quoted in `text`; an empty list when each one is in `figures.ts`. */
export function figureProblems(text: string): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const value = rule.normalise(match);
      if (!rule.allowed.has(value)) {
        problems.push(`${rule.what} "${match[0]}" is not one figures.ts publishes (${[...rule.allowed].join(", ")})`);
      }
    }
  }
  for (const match of text.matchAll(/\b(June|November)\s+(\d{1,2})\b/g)) {
    const expected = seasonDays[match[1]!]!;
    if (match[0] !== expected) {
      const { start, end } = figures.hurricaneSeason;
      problems.push(`"${match[0]}": hurricane season runs ${start} to ${end} (figures.ts)`);
    }
  }
  return problems;
}
