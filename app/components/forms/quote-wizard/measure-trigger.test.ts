import { describe, expect, it } from "vitest";
import { addressTrigger } from "./measure-trigger";

const BAYSHORE = { address: "1234 Bayshore Blvd", city: "Tampa", zipCode: "33606" };
const HELD = addressTrigger(undefined, BAYSHORE).key;

describe("when the roof is measured from the address", () => {
  it("measures as soon as street, city and ZIP code pass the quote's rules, not before", () => {
    expect(addressTrigger(undefined, BAYSHORE)).toEqual({
      key: "1234 bayshore blvd|33606",
      drop: false,
      measure: true,
    });
    for (const incomplete of [
      { ...BAYSHORE, zipCode: "" },
      { ...BAYSHORE, zipCode: "3360" },
      { ...BAYSHORE, city: "" },
      { ...BAYSHORE, address: "" },
      { address: "", city: "", zipCode: "" },
    ]) {
      expect(addressTrigger(undefined, incomplete)).toMatchObject({ drop: false, measure: false });
    }
  });

  it("keeps the measurement held for the same building: back and forth, another spelling, a ZIP+4, the city", () => {
    for (const same of [
      BAYSHORE,
      { ...BAYSHORE, address: "1234 bayshore boulevard" },
      { ...BAYSHORE, zipCode: "33606-12" },
      { ...BAYSHORE, zipCode: "33606-1234" },
      { ...BAYSHORE, city: "Tampa Bay" },
    ]) {
      expect(addressTrigger(HELD, same)).toEqual({ key: HELD, drop: false, measure: false });
    }
  });

  it("drops the measurement held the moment the address names another building, and measures that one once valid", () => {
    expect(addressTrigger(HELD, { ...BAYSHORE, address: "1234 Bayshore Blv" })).toMatchObject({
      drop: true,
      measure: true,
    });
    expect(addressTrigger(HELD, { ...BAYSHORE, zipCode: "3360" })).toMatchObject({ drop: true, measure: false });
    expect(addressTrigger(HELD, { ...BAYSHORE, zipCode: "33629" })).toMatchObject({ drop: true, measure: true });
    expect(addressTrigger(HELD, { address: "", city: "", zipCode: "" })).toMatchObject({ drop: true, measure: false });
  });
});
