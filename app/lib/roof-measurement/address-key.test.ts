import { describe, expect, it } from "vitest";
import { addressKeyText, normaliseStreet } from "./address-key";

describe("one spelling for one street address", () => {
  it.each([
    ["1234 Bayshore Boulevard", "1234 bayshore blvd"],
    ["1234  BAYSHORE BLVD.", "1234 bayshore blvd"],
    ["88 Druid Road, Apartment 2", "88 druid rd apt 2"],
    ["88 Druid Rd Apt. 2", "88 druid rd apt 2"],
    ["5 North Dale Mabry Highway #12", "5 n dale mabry hwy # 12"],
    ["5 N. Dale Mabry Hwy, # 12", "5 n dale mabry hwy # 12"],
    ["710 Calle Peñasco", "710 calle penasco"],
  ])("%s → %s", (typed, normalised) => {
    expect(normaliseStreet(typed)).toBe(normalised);
  });

  it("keeps what tells two buildings apart: the number and the unit", () => {
    expect(normaliseStreet("12 Main St")).not.toBe(normaliseStreet("21 Main St"));
    expect(normaliseStreet("12 Main St Unit 1")).not.toBe(normaliseStreet("12 Main St Unit 2"));
  });

  it("adds the ZIP code's five digits, a ZIP+4 included", () => {
    expect(addressKeyText("1234 Bayshore Boulevard", "33606-1234")).toBe("1234 bayshore blvd|33606");
    expect(addressKeyText("1234 Bayshore Blvd", "33606")).toBe("1234 bayshore blvd|33606");
    expect(addressKeyText("1234 Bayshore Blvd", "33629")).not.toBe(addressKeyText("1234 Bayshore Blvd", "33606"));
  });
});
