/** Money as the site writes it, in US dollars. */

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$8,250": prices, which are whole dollars. */
export function formatDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** "$131.28": monthly payments. */
export function formatCents(amount: number): string {
  return withCents.format(amount);
}

/** "$7" when the amount is whole dollars, "$3.50" when it is not: prices per square foot. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? formatDollars(amount) : formatCents(amount);
}
