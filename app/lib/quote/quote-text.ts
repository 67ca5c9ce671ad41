import { formatDollars } from "~/lib/format";

/**
 * The generated quote as text (spec section 3): one package per line, `name|price|description`.
 * The server writes it (and stores it in quote_requests.generated_quote); the results read it back.
 * Kept apart from the engine so the browser gets the parser without the price book.
 */

export type QuotePackage = {
  name: string;
  /** Whole US dollars. */
  price: number;
  description: string;
};

/** Names and descriptions cannot carry the separators: a "|" or a line break would split a line. */
function clean(text: string): string {
  return text.replace(/[|\r\n]+/g, " ").trim();
}

export function formatQuote(packages: readonly QuotePackage[]): string {
  return packages.map((p) => `${clean(p.name)}|${formatDollars(p.price)}|${clean(p.description)}`).join("\n");
}

/**
 * Reads quote text back into packages. Tolerant of what a person might have edited into a stored
 * quote: blank lines, spaces around fields, a price with or without "$" and commas. A line without
 * a readable price is skipped.
 */
export function parseQuote(text: string): QuotePackage[] {
  const packages: QuotePackage[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [name = "", price = "", ...rest] = line.split("|").map((field) => field.trim());
    const amount = Number(price.replace(/[$,\s]/g, ""));
    if (!name || price === "" || !Number.isFinite(amount)) continue;
    packages.push({ name, price: amount, description: rest.join(" | ") });
  }
  return packages;
}
