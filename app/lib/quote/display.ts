import type { QuotePackage } from "./quote-text";

/** How the results show a quote (spec sections 3 and 4). */

const TIER_NAMES: Record<string, string> = {
  GOOD: "Essential Package",
  BETTER: "Premium Package",
  BEST: "Elite Package",
};

/** GOOD, BETTER and BEST display as Essential, Premium and Elite packages; other names as given. */
export function displayName(name: string): string {
  return TIER_NAMES[name] ?? name;
}

/** 'Choose Your Metal Roofing Option' when the first package is a metal one. */
export function resultsHeading(packages: readonly QuotePackage[]): string {
  return packages[0]?.name.includes("Metal") ? "Choose Your Metal Roofing Option" : "Choose Your Package";
}

/** The BETTER package, or a standing-seam package on the first line, is emphasised. */
export function isEmphasised(name: string, index: number): boolean {
  return name === "BETTER" || (index === 0 && /standing[\s-]*seam/i.test(name));
}
