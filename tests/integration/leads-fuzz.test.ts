import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/lib/db/schema";
import { validateLead } from "~/lib/leads/submission.server";
import { headerLead } from "../support/payloads";
import { startTestServer, type TestServer } from "../support/test-server";
import { HONEYPOT_FIELD } from "~/lib/spam";

/**
 * Hostile input, generated: wrong types, huge and strange strings, missing fields, prototype
 * pollution keys and markup. The API must never fail (5xx) and must store nothing it rejects.
 */

const strange = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'; drop table leads; --",
    "\u0000\u0001\u202e",
    "=cmd|' /C calc'!A0",
    "🏠🌴".repeat(40),
    "x".repeat(5_000),
    "__proto__",
    "constructor",
  ),
);
const anyValue = fc.oneof(
  strange,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(strange, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const formTypes = fc.oneof(
  fc.constantFrom("Header Contact Form", "Financing Application", "Newsletter Signup", "Instant Quote Request"),
  anyValue,
);

/** A real form with some fields broken, removed or joined by hostile keys. */
const mangledForm = fc
  .record({
    broken: fc.dictionary(
      fc.constantFrom("firstName", "lastName", "phone", "address", "service", "city", "zipCode", "email", "state"),
      anyValue,
      { minKeys: 1 },
    ),
    removed: fc.subarray(["firstName", "phone", "email", "service", HONEYPOT_FIELD]),
    hostile: fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "polluted", "isAdmin"), anyValue),
  })
  .map(({ broken, removed, hostile }) => {
    const { formData } = headerLead();
    const data: Record<string, unknown> = { ...formData, ...broken };
    for (const key of removed) delete data[key];
    return {
      formType: "Header Contact Form",
      formData: Object.assign(JSON.parse(JSON.stringify(data)) as object, hostile),
    };
  });

const body = fc.oneof(
  { weight: 3, arbitrary: mangledForm.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.record({ formType: formTypes, formData: anyValue }).map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: anyValue.map((v) => JSON.stringify(v) ?? "null") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"polluted":true},"formType":"Header Contact Form","formData":{"__proto__":{"isAdmin":true}}}',
      "{",
      "[",
      '{"formType":',
      "\u0000",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

/** Submissions per run: a few hundred in `npm test`; `LEADS_FUZZ_RUNS=5000` for a longer search. */
const RUNS = Number(process.env.LEADS_FUZZ_RUNS ?? 300);

describe("POST /api/leads under fuzzing", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ db: "pglite", env: { LEAD_RATE_LIMIT: "100000", LOG_LEVEL: "fatal" } });
  });
  afterAll(async () => server?.stop());

  it("never answers 5xx and stores a row only for a submission its schema accepts", async () => {
    const before = (await server.services.db.select({ n: count() }).from(leads))[0]!.n;
    let accepted = 0;
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        requests++;
        const response = await fetch(`${server.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: raw,
        });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        expect([201, 400, 413]).toContain(response.status);
        if (response.status === 201) {
          accepted++;
          const parsed = JSON.parse(raw) as { formType: unknown; formData: unknown };
          expect(validateLead(parsed.formType, parsed.formData).ok).toBe(true);
        } else {
          expect(JSON.parse(text)).toHaveProperty("error");
        }
      }),
      { numRuns: RUNS },
    );
    const after = (await server.services.db.select({ n: count() }).from(leads))[0]!.n;
    expect(requests).toBeGreaterThanOrEqual(RUNS);
    expect(after - before).toBe(accepted);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 120_000);
});
