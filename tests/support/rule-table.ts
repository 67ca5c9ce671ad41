/**
 * Every validation rule of the specification's section 5 for the header form and the financing
 * application: a bad value for one field, and the message the visitor must see. The same table
 * drives the schema unit tests, the API tests and the end-to-end tests.
 */
export type RuleCase = { field: string; value: unknown; message: string };

export const sharedRuleCases: RuleCase[] = [
  { field: "firstName", value: "A", message: "First name must be at least 2 characters" },
  { field: "firstName", value: "  B  ", message: "First name must be at least 2 characters" },
  { field: "firstName", value: "x".repeat(51), message: "First name must be less than 50 characters" },
  { field: "lastName", value: "", message: "Last name must be at least 2 characters" },
  { field: "lastName", value: "y".repeat(51), message: "Last name must be less than 50 characters" },
  { field: "phone", value: "81355501", message: "Phone must be exactly 10 digits (numbers only)" },
  { field: "phone", value: "813555014299", message: "Phone must be exactly 10 digits (numbers only)" },
  { field: "phone", value: "0135550142", message: "Phone must be exactly 10 digits (numbers only)" },
  { field: "address", value: "1 Rd", message: "Address must be at least 5 characters" },
  { field: "address", value: "z".repeat(201), message: "Address must be less than 200 characters" },
  { field: "city", value: "T", message: "City must be at least 2 characters" },
  { field: "city", value: "c".repeat(101), message: "City must be less than 100 characters" },
  { field: "zipCode", value: "3360", message: "ZIP code must be exactly 5 digits" },
  { field: "zipCode", value: "336060", message: "ZIP code must be exactly 5 digits" },
  { field: "email", value: "not-an-email", message: "Invalid email address" },
  { field: "email", value: `${"a".repeat(250)}@example.com`, message: "Email must be less than 255 characters" },
  // Not the specification's: the Spanish pages' hidden field, which posts "es" and nothing else.
  { field: "language", value: "fr", message: 'Language must be "en" or "es"' },
];

export const headerRuleCases: RuleCase[] = [
  ...sharedRuleCases,
  { field: "service", value: "", message: "Please select a service" },
  { field: "service", value: "gutter-cleaning", message: "Please select a service" },
];

export const financingRuleCases: RuleCase[] = [
  ...sharedRuleCases,
  { field: "state", value: "F", message: "State must be exactly 2 letters" },
  { field: "state", value: "FLA", message: "State must be exactly 2 letters" },
  { field: "state", value: "F1", message: "State must be 2 uppercase letters" },
  { field: "projectType", value: "", message: "Please select a project type" },
  { field: "estimatedCost", value: "1000-2000", message: "Please select an estimated cost range" },
];
