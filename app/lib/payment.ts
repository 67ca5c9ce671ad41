import { figures } from "~/content/figures";
import { formatCents } from "~/lib/format";

/**
 * The monthly estimate on each quote package (spec section 9, docs/decisions/0013-open-points.md): the standard
 * amortised-loan payment at a fixed APR over a fixed number of months,
 *
 *   payment = P x r / (1 - (1 + r)^-n),  r = APR / 12,  n = months,
 *
 * rounded to the cent.
 */

export type LoanTerms = { apr: number; months: number };

export const ESTIMATE_TERMS: LoanTerms = {
  apr: figures.financing.estimateApr,
  months: figures.financing.estimateMonths,
};

export function monthlyPayment(principal: number, { apr, months }: LoanTerms = ESTIMATE_TERMS): number {
  if (!(principal > 0) || !(months > 0)) return 0;
  const r = apr / 100 / 12;
  const exact = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.round(exact * 100) / 100;
}

/** "$123.45/mo at 11.99% APR for 144 months" */
export function formatMonthlyPayment(principal: number, terms: LoanTerms = ESTIMATE_TERMS): string {
  return `${formatCents(monthlyPayment(principal, terms))}/mo at ${terms.apr}% APR for ${terms.months} months`;
}
