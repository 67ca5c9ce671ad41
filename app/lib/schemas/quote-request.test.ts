import { describe, expect, it } from "vitest";
import { quoteRequest, quoteRuleCases } from "../../../tests/support/quote-payloads";
import { QuoteRequestSchema } from "./quote-request";

const firstIssue = (input: unknown) => {
  const result = QuoteRequestSchema.safeParse(input);
  return result.success
    ? undefined
    : { field: String(result.error.issues[0]?.path[0]), message: result.error.issues[0]?.message };
};

describe("QuoteRequestSchema", () => {
  it.each(quoteRuleCases)("$field = $value → $message", ({ field, value, message }) => {
    expect(firstIssue(quoteRequest({ [field]: value }))).toEqual({ field, message });
  });

  it("reports a missing field like an empty one", () => {
    const { squareFeet: _s, roofType: _r, ...rest } = quoteRequest();
    expect(firstIssue(rest)).toEqual({ field: "squareFeet", message: "Square feet must be a number" });
    const { currentCondition: _c, ...noCondition } = quoteRequest();
    expect(firstIssue(noCondition)).toEqual({ field: "currentCondition", message: "Current condition is required" });
  });

  it("reports in the specification's table order: contact, ZIP, square feet, location, then the choices", () => {
    const everythingWrong = Object.fromEntries(quoteRuleCases.map(({ field, value }) => [field, value]));
    const order: string[] = [];
    for (let input: Record<string, unknown> = { ...quoteRequest(), ...everythingWrong }; ;) {
      const issue = firstIssue(input);
      if (!issue) break;
      order.push(issue.field);
      input = { ...input, [issue.field]: (quoteRequest() as Record<string, unknown>)[issue.field] };
    }
    expect(order).toEqual([
      "name",
      "email",
      "phone",
      "address",
      "city",
      "zipCode",
      "squareFeet",
      "location",
      "roofType",
      "projectType",
      "stories",
      "currentCondition",
      "language",
    ]);
  });

  it("normalises: non-digits stripped from the phone, thousands separators, ZIP+4, trimmed text", () => {
    const result = QuoteRequestSchema.parse(
      quoteRequest({
        phone: "(813) 555-0142",
        squareFeet: " 2,400 ",
        zipCode: "336061234",
        name: "  Ana Ruiz ",
        location: " Tampa ",
      }),
    );
    expect(result).toMatchObject({
      phone: "8135550142",
      squareFeet: 2400,
      zipCode: "33606-1234",
      name: "Ana Ruiz",
      location: "Tampa",
    });
    expect(QuoteRequestSchema.parse(quoteRequest({ squareFeet: 1, zipCode: "33606-1234" }))).toMatchObject({
      squareFeet: 1,
      zipCode: "33606-1234",
    });
    expect(QuoteRequestSchema.parse(quoteRequest({ squareFeet: "100000" })).squareFeet).toBe(100_000);
  });

  it("reads a JSON number of square feet, and refuses fractions and negatives as not a number", () => {
    expect(QuoteRequestSchema.parse(quoteRequest({ squareFeet: 1800 })).squareFeet).toBe(1800);
    expect(firstIssue(quoteRequest({ squareFeet: 12.5 }))?.message).toBe("Square feet must be a number");
    expect(firstIssue(quoteRequest({ squareFeet: -3 }))?.message).toBe("Square feet must be a number");
  });

  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    [false, false],
    ["true", true],
    [true, true],
  ])("reads 'not my roof' = %j as %j", (value, expected) => {
    expect(QuoteRequestSchema.parse(quoteRequest({ notMyRoof: value })).notMyRoof).toBe(expected);
  });

  it.each(["yes", 1, {}])("refuses 'not my roof' = %j", (value) => {
    expect(firstIssue(quoteRequest({ notMyRoof: value }))).toEqual({
      field: "notMyRoof",
      message: "Please say whether the measured roof is yours",
    });
  });

  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["yes", false],
    [false, false],
    ["true", true],
    [true, true],
  ])("reads 'measured roof shown' = %j as %j: only the wizard's yes prices a stored measurement", (value, expected) => {
    expect(QuoteRequestSchema.parse(quoteRequest({ roofShown: value })).roofShown).toBe(expected);
  });

  it("drops fields it does not know (the spam guard fields are read separately)", () => {
    const parsed = QuoteRequestSchema.parse(quoteRequest({ extra: "x" }));
    expect(Object.keys(parsed).sort()).toEqual(
      [
        "address",
        "city",
        "currentCondition",
        "email",
        "language",
        "location",
        "name",
        "notMyRoof",
        "phone",
        "projectType",
        "roofShown",
        "roofType",
        "squareFeet",
        "stories",
        "zipCode",
      ].sort(),
    );
  });
});
