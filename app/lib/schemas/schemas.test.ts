import { describe, expect, it } from "vitest";
import { financingRuleCases, headerRuleCases } from "../../../tests/support/rule-table";
import { FinancingApplicationSchema } from "./financing-application";
import { HeaderQuoteSchema, HeaderQuoteStepOneSchema } from "./header-quote";
import { digitsOnly, PHONE_INPUT_MAX, phoneInput, upperLetters } from "./limits";
import { QuoteRequestSchema } from "./quote-request";
import { NewsletterSignupSchema } from "./newsletter";

const header = {
  firstName: "Maria",
  lastName: "Gonzalez",
  phone: "8135550100",
  address: "1234 Bayshore Blvd",
  service: "roof-repair",
  city: "Tampa",
  zipCode: "33606",
  email: "maria@example.com",
};
const financing = { ...header, state: "FL", projectType: "storm-damage", estimatedCost: "30000+" };

function firstMessage(result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) {
  return result.success
    ? undefined
    : { field: String(result.error!.issues[0]!.path[0]), message: result.error!.issues[0]!.message };
}

describe("header quote schema", () => {
  it("accepts a complete request and normalises it", () => {
    expect(HeaderQuoteSchema.parse({ ...header, firstName: "  Maria ", phone: "(813) 555-0100" })).toMatchObject({
      firstName: "Maria",
      phone: "8135550100",
    });
  });
  it.each(headerRuleCases)("$field = $value → $message", ({ field, value, message }) => {
    expect(firstMessage(HeaderQuoteSchema.safeParse({ ...header, [field]: value }))).toEqual({ field, message });
  });
  it("checks only the first five fields in step one", () => {
    const { city: _c, zipCode: _z, email: _e, ...stepOne } = header;
    expect(HeaderQuoteStepOneSchema.safeParse(stepOne).success).toBe(true);
  });
  it("reports fields in the form's order", () => {
    expect(firstMessage(HeaderQuoteSchema.safeParse({}))).toEqual({
      field: "firstName",
      message: "First name must be at least 2 characters",
    });
    expect(firstMessage(HeaderQuoteSchema.safeParse({ ...header, email: "x", city: "" }))).toEqual({
      field: "city",
      message: "City must be at least 2 characters",
    });
  });
});

describe("free text", () => {
  it("drops characters no keyboard types and the database cannot store (NUL, unpaired surrogates)", () => {
    const result = HeaderQuoteSchema.safeParse({
      ...header,
      firstName: "Ma\u0000ria",
      lastName: "\ud800Gonzalez\udfff",
    });
    expect(result.success && [result.data.firstName, result.data.lastName]).toEqual(["Maria", "Gonzalez"]);
    const emoji = HeaderQuoteSchema.safeParse({ ...header, address: "1234 Bayshore Blvd 🏠" });
    expect(emoji.success && emoji.data.address).toBe("1234 Bayshore Blvd 🏠");
  });
});

describe("financing application schema", () => {
  it("upper-cases the state", () => {
    expect(FinancingApplicationSchema.parse({ ...financing, state: "fl" }).state).toBe("FL");
  });
  it.each(financingRuleCases)("$field = $value → $message", ({ field, value, message }) => {
    expect(firstMessage(FinancingApplicationSchema.safeParse({ ...financing, [field]: value }))).toEqual({
      field,
      message,
    });
  });
  it("treats wrong types like missing values", () => {
    expect(firstMessage(FinancingApplicationSchema.safeParse({ ...financing, phone: 8135550100 }))).toEqual({
      field: "phone",
      message: "Phone must be exactly 10 digits (numbers only)",
    });
  });
});

describe("newsletter schema", () => {
  it("needs a valid email", () => {
    expect(firstMessage(NewsletterSignupSchema.safeParse({ email: "nope" }))).toEqual({
      field: "email",
      message: "Invalid email address",
    });
    expect(NewsletterSignupSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co", language: "en" });
  });
});

describe("the page's language", () => {
  it.each([
    [undefined, "en"],
    [null, "en"],
    ["en", "en"],
    ["es", "es"],
  ])("%j is kept as %j", (language, kept) => {
    expect(HeaderQuoteSchema.parse({ ...header, language }).language).toBe(kept);
    expect(NewsletterSignupSchema.parse({ email: "a@b.co", language }).language).toBe(kept);
  });
  it.each(["", "ES", "spanish", 1])("refuses %j", (language) => {
    expect(firstMessage(NewsletterSignupSchema.safeParse({ email: "a@b.co", language }))).toEqual({
      field: "language",
      message: 'Language must be "en" or "es"',
    });
  });
});

describe("input filters", () => {
  it.each([
    ["(813) 555-0142", 10, "8135550142"],
    ["813.555.0142 ext 7", 10, "8135550142"],
    ["33606-1234", 5, "33606"],
  ])("digitsOnly(%j, %i) = %j", (input, max, out) => expect(digitsOnly(input, max)).toBe(out));
  it.each([
    ["fl", "FL"],
    ["f1", "F"],
    ["Florida", "FL"],
  ])("upperLetters(%j, 2) = %j", (input, out) => expect(upperLetters(input, 2)).toBe(out));
});

describe("one-line fields", () => {
  it("keep no control character: a pasted line break or an escape sequence becomes a space", () => {
    const parsed = HeaderQuoteSchema.parse({
      ...header,
      firstName: "Ma\x1b[2Jria",
      address: "1234 Bayshore Blvd\nApt 4",
      city: "Tampa\x9b31m",
    });
    expect([parsed.firstName, parsed.address, parsed.city]).toEqual([
      "Ma [2Jria",
      "1234 Bayshore Blvd Apt 4",
      "Tampa 31m",
    ]);
  });
});

describe("phone numbers as people type, paste and autofill them", () => {
  const pasted = [
    "+1 (813) 555-0142",
    "+1 813-555-0142",
    "1 (813) 555 0142",
    "813.555.0142",
    "18135550142",
    "(813)555-0142 ext 2",
    "813-555-0142 x12",
  ];
  it.each(pasted)("%j is stored as 8135550142 by every form", (phone) => {
    expect(HeaderQuoteSchema.parse({ ...header, phone }).phone).toBe("8135550142");
    expect(FinancingApplicationSchema.parse({ ...financing, phone }).phone).toBe("8135550142");
    const quote = QuoteRequestSchema.safeParse({ phone });
    expect(quote.success || quote.error.issues.find((i) => i.path[0] === "phone")).toBe(undefined);
  });
  it.each(pasted)("%j fits the field without JavaScript, and the field keeps its ten digits with it", (phone) => {
    expect(phone.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
    expect(phoneInput(phone)).toBe("8135550142");
  });
  it("keeps the digits of a number typed with its country code, one key at a time", () => {
    let value = "";
    for (const key of "+1 (813) 555-0142") value = phoneInput(value + key);
    expect(value).toBe("8135550142");
  });
  it.each(["013-555-0142", "813-155-0142", "28135550142", "555-0142", "+44 20 7946 0958"])(
    "%j is not a US number: the specification's message",
    (phone) => {
      expect(firstMessage(HeaderQuoteSchema.safeParse({ ...header, phone }))).toEqual({
        field: "phone",
        message: "Phone must be exactly 10 digits (numbers only)",
      });
    },
  );
});
