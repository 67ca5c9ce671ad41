import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMonthlyPayment, monthlyPayment } from "./payment";

/*
 * The table, worked by hand (and checked with 50-digit decimal arithmetic):
 *
 *   r = 11.99% / 12 = 0.0099916667 per month, n = 144
 *   ln(1 + r) = 0.0099420800;  x 144 = 1.4316595;  (1 + r)^144 = e^1.4316595 = 4.1856395805
 *   factor = r x 4.1856395805 / (4.1856395805 - 1) = 0.0418221631 / 3.1856395805 = 0.0131281378
 *
 *   P =  1,000: 1,000 x 0.0131281378 =  13.128138 -> $13.13
 *   P =    650:   650 x 0.0131281378 =   8.533290 -> $8.53    (the minimum job)
 *   P =  8,250: 8,250 x 0.0131281378 = 108.307137 -> $108.31  (asphalt GOOD, 2,000 sq ft)
 *   P = 10,000:                        131.281378 -> $131.28
 *   P = 16,200:                        212.675833 -> $212.68  (5V-crimp metal, 2,000 sq ft)
 *   P = 23,760:                        311.924555 -> $311.92  (standing seam, 2,000 sq ft)
 *   P = 33,814:                        443.914852 -> $443.91  (tile BEST in Plant City)
 */
const HAND_TABLE: Array<[number, number]> = [
  [1_000, 13.13],
  [650, 8.53],
  [8_250, 108.31],
  [10_000, 131.28],
  [16_200, 212.68],
  [23_760, 311.92],
  [33_814, 443.91],
];

describe("monthly payment at 11.99% APR over 144 months", () => {
  it.each(HAND_TABLE)("$%d -> $%d a month", (principal, expected) => {
    expect(monthlyPayment(principal)).toBe(expected);
  });

  it("is labelled with its terms", () => {
    expect(formatMonthlyPayment(8_250)).toBe("$108.31/mo at 11.99% APR for 144 months");
    expect(formatMonthlyPayment(123_456)).toBe("$1,620.75/mo at 11.99% APR for 144 months");
  });

  it("pays the loan off: 144 payments of the rounded amount leave at most the rounding owed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_000_000 }), (principal) => {
        const payment = monthlyPayment(principal);
        const r = 0.1199 / 12;
        let owed = principal;
        for (let month = 0; month < 144; month++) owed = owed * (1 + r) - payment;
        // Rounding the payment to the cent moves the final balance by under a cent per month, grown by interest.
        expect(Math.abs(owed)).toBeLessThan(0.005 * 144 * 4.19);
      }),
    );
  });

  it("grows with the price and answers 0 for nothing borrowed", () => {
    expect(monthlyPayment(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (p) => {
        expect(monthlyPayment(p + 100)).toBeGreaterThan(monthlyPayment(p));
      }),
    );
  });
});
