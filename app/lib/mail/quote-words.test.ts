import { describe, expect, it } from "vitest";
import { priceBook } from "~/content/price-book";
import { formatCents, formatDollars } from "~/lib/format";
import { monthlyPayment } from "~/lib/payment";
import { NO_RESULT_MESSAGES } from "~/lib/roof-measurement/measure.server";
import { quoteMessages } from "~/lib/quote/messages";
import { ROOF_TYPES } from "~/lib/schemas/quote-options";
import { quoteRuleCases } from "../../../tests/support/quote-payloads";
import { packageIn, paymentTermsIn } from "~/content/quote-words/packages.server";
import { resultsText } from "~/content/quote-words/wizard.server";
import { uiText } from "~/content/ui-text.server";

/** The instant quote's Spanish: every message a Spanish visitor can meet, every package, the same numbers. */

describe("the instant quote's Spanish", () => {
  it("has the Spanish of every message the quote's schema, API and roof measurement can show", () => {
    const shown = [
      ...quoteRuleCases.filter((c) => c.field !== "language").map((c) => c.message),
      ...Object.values(NO_RESULT_MESSAGES),
      quoteMessages.failure,
    ];
    for (const message of shown) {
      const spanish = uiText.es.messages[message];
      expect(spanish, message).toBeTruthy();
      expect(spanish).not.toBe(message);
    }
  });

  it("names and describes every package of the price book in Spanish, and keeps the price", () => {
    for (const roof of ROOF_TYPES) {
      for (const pkg of [...priceBook.materials[roof].packages, ...priceBook.materials[roof].repairPackages]) {
        const spanish = packageIn({ name: pkg.name, price: 12_345, description: pkg.description }, "es");
        expect(spanish.label).not.toBe(pkg.name);
        expect(spanish.description).not.toBe(pkg.description);
        expect(spanish.price).toBe(12_345);
        // The warranties' years are the same in both languages.
        const years = (text: string) => text.match(/\d+/g)?.sort();
        expect(years(spanish.description), pkg.description).toEqual(years(pkg.description));
      }
    }
    expect(resultsText.es.names.GOOD).toBe("Paquete Esencial");
    expect(packageIn({ name: "BETTER", price: 1, description: "x" }, "en").label).toBe("Premium Package");
  });

  it("gives the Regulation Z terms in Spanish with the English figures", () => {
    const pkg = { name: "BETTER", price: 9_900, description: "" };
    const payment = formatCents(monthlyPayment(9_900));
    expect(paymentTermsIn(pkg, "en")).toBe(
      `${formatDollars(9_900)} financed with no down payment: 144 monthly payments of ${payment} at 11.99% APR. Subject to credit approval; rates and terms depend on the lender and your credit.`,
    );
    expect(paymentTermsIn(pkg, "es")).toBe(
      `${formatDollars(9_900)} financiados sin pago inicial: 144 pagos mensuales de ${payment} con una tasa de porcentaje anual (APR) del 11.99%. Sujeto a aprobación de crédito; las tasas y los plazos dependen del prestamista y de su crédito.`,
    );
  });
});
