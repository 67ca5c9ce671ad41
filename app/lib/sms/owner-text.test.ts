import { describe, expect, it } from "vitest";
import type { Delivery, Inspection, Lead } from "~/lib/db/schema";
import { ownerTextMessage } from "./owner-text.server";

const lead = (language: "en" | "es") =>
  ({
    id: "0b6f3f5e-1c1e-4a43-9a3e-2f4b7f1d2c3a",
    formType: "Instant Quote",
    firstName: "María",
    lastName: "González",
    name: null,
    city: "Tampa",
    address: "1234 Bayshore Blvd",
    zipCode: "33606",
    phone: "8135550123",
    language,
    possibleSpam: false,
  }) as unknown as Lead;

const inspection = {
  status: "booked",
  revision: 1,
  cancelReason: null,
  calendarError: null,
  startsAt: new Date("2026-12-09T13:00:00Z"),
  endsAt: new Date("2026-12-09T15:00:00Z"),
} as unknown as Inspection;

const text = (language: "en" | "es") =>
  ownerTextMessage({ lead: lead(language), delivery: { kind: "inspection" } as Delivery, inspection });

describe("the owner's text of an inspection", () => {
  it("says the homeowner prefers Spanish, as a new lead's text does: who goes to the roof", () => {
    expect(text("es")).toMatch(/^Inspection booked: María González, .+, Tampa, Prefers Spanish, 1234 Bayshore Blvd/);
    expect(text("en")).not.toContain("Spanish");
  });
});
