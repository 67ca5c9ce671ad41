import { emptyHoneypot, uniqueContact } from "./payloads";
import type { RuleCase } from "./rule-table";

/** A valid instant-quote request as the wizard sends it, with a contact no other test uses. */
export function quoteRequest(overrides: Record<string, unknown> = {}) {
  const { phone, email } = uniqueContact();
  return {
    projectType: "roof-replacement",
    roofType: "asphalt",
    squareFeet: "2000",
    stories: "1",
    currentCondition: "Fair",
    location: "Tampa",
    name: "Maria Gonzalez",
    email,
    phone,
    address: "1234 Bayshore Blvd",
    city: "Tampa",
    zipCode: "33606",
    ...emptyHoneypot,
    ...overrides,
  };
}

/**
 * Every rule of the specification's instant-quote table (section 5): a bad value for one field and
 * the message the visitor must see. The messages the specification shows are word for word; the
 * others follow the header form's wording. Drives the schema, API and end-to-end tests.
 */
export const quoteRuleCases: RuleCase[] = [
  { field: "name", value: "A", message: "Name must be at least 2 characters" },
  { field: "name", value: "n".repeat(101), message: "Name must be less than 100 characters" },
  { field: "email", value: "not-an-email", message: "Invalid email address" },
  { field: "email", value: `${"a".repeat(250)}@example.com`, message: "Email must be less than 255 characters" },
  { field: "phone", value: "813555014", message: "Phone must be exactly 10 digits" },
  { field: "phone", value: "(813) 555-01420", message: "Phone must be exactly 10 digits" },
  { field: "address", value: "1 Rd", message: "Address must be at least 5 characters" },
  { field: "address", value: "z".repeat(201), message: "Address must be less than 200 characters" },
  { field: "city", value: "T", message: "City must be at least 2 characters" },
  { field: "city", value: "c".repeat(101), message: "City must be less than 100 characters" },
  { field: "zipCode", value: "3360", message: "Invalid ZIP code format" },
  { field: "zipCode", value: "33606-12", message: "Invalid ZIP code format" },
  { field: "zipCode", value: "ABCDE", message: "Invalid ZIP code format" },
  { field: "squareFeet", value: "about 2000", message: "Square feet must be a number" },
  { field: "squareFeet", value: "1500.5", message: "Square feet must be a number" },
  { field: "squareFeet", value: "", message: "Square feet must be a number" },
  { field: "squareFeet", value: "0", message: "Square feet must be between 1 and 100,000" },
  { field: "squareFeet", value: "200000", message: "Square feet must be between 1 and 100,000" },
  { field: "location", value: "X", message: "Property city must be at least 2 characters" },
  { field: "location", value: "l".repeat(101), message: "Property city must be less than 100 characters" },
  { field: "roofType", value: "", message: "Roof type is required" },
  { field: "roofType", value: "slate", message: "Roof type is required" },
  { field: "projectType", value: "", message: "Project type is required" },
  { field: "projectType", value: "gutters", message: "Project type is required" },
  { field: "stories", value: "", message: "Number of stories is required" },
  { field: "stories", value: "4", message: "Number of stories is required" },
  { field: "currentCondition", value: "", message: "Current condition is required" },
  { field: "currentCondition", value: "Excellent", message: "Current condition is required" },
  { field: "language", value: "fr", message: 'Language must be "en" or "es"' },
];
