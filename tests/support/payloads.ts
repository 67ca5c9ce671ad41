import { HONEYPOT_FIELD } from "~/lib/spam";
import { asSentByPage } from "./proof";
import { createHash } from "node:crypto";

/**
 * Valid submissions of each form, as the page's script sends them; `postJson` adds the proof of
 * work the page's script would (tests/support/proof.ts).
 */

let counter = 0;
/** A unique ten-digit phone and email per call, so leads are not marked as repeats by accident. */
export function uniqueContact() {
  counter += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, "0") + String(counter % 10_000).padStart(4, "0");
  return { phone: usPhoneFrom(n), email: `visitor${n}@example.com` };
}

/** Ten digits that make a US number: the area code and the exchange may not start with 0 or 1. */
export function usPhoneFrom(tenDigits: string): string {
  const [a, b, c, d, ...rest] = tenDigits.slice(-10);
  const lift = (digit: string) => (Number(digit) < 2 ? String(Number(digit) + 2) : digit);
  return [lift(a!), b, c, lift(d!), ...rest].join("");
}

/** The hidden field, left empty as people leave it. */
export const emptyHoneypot = { [HONEYPOT_FIELD]: "" };

export function headerLead(overrides: Record<string, unknown> = {}) {
  const { phone, email } = uniqueContact();
  return {
    formType: "Header Contact Form",
    formData: {
      firstName: "Maria",
      lastName: "Gonzalez",
      phone,
      address: "1234 Bayshore Blvd",
      service: "roof-repair",
      city: "Tampa",
      zipCode: "33606",
      email,
      ...emptyHoneypot,
      ...overrides,
    },
  };
}

export function financingLead(overrides: Record<string, unknown> = {}) {
  const { phone, email } = uniqueContact();
  return {
    formType: "Financing Application",
    formData: {
      firstName: "David",
      lastName: "Thompson",
      email,
      phone,
      address: "455 Sunset Point Rd",
      city: "Clearwater",
      state: "FL",
      zipCode: "33755",
      projectType: "residential-roof-replacement",
      estimatedCost: "10000-20000",
      ...emptyHoneypot,
      ...overrides,
    },
  };
}

export function newsletterLead(overrides: Record<string, unknown> = {}) {
  return { formType: "Newsletter Signup", formData: { email: uniqueContact().email, ...emptyHoneypot, ...overrides } };
}

/**
 * The header a proxy adds for a visitor of its own (a server started with TRUST_PROXY=1 reads it),
 * the same for the same `who`: bookings are limited per connection, and tests book for many people.
 */
export function fromVisitor(who: string): Record<string, string> {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(who).digest();
  return { "X-Forwarded-For": `10.${a}.${b}.${c}` };
}

/** POSTs JSON; a submission goes with a proof of work, as from the site's pages, unless it says otherwise. */
export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const sent = await asSentByPage(baseUrl, path, body, headers);
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof sent === "string" ? sent : JSON.stringify(sent),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: parseObject(text), text };
}

function parseObject(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
