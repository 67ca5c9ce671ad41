import { describe, expect, it } from "vitest";
import { type Answers, MEASURED_STEP_FIELDS, QUOTE_FIELDS, reachableStep, STEP_FIELDS, stepOf } from "./answers-store";

const answers = (filled: Partial<Answers>): Answers => ({
  ...(Object.fromEntries(QUOTE_FIELDS.map((f) => [f, ""])) as Answers),
  ...filled,
});

describe("the wizard's steps", () => {
  it("asks every field once, in both orders", () => {
    expect(STEP_FIELDS.flat().sort()).toEqual([...QUOTE_FIELDS].sort());
    // With the address first, the property's city is the address's: location is not asked.
    expect(MEASURED_STEP_FIELDS.flat().sort()).toEqual(QUOTE_FIELDS.filter((f) => f !== "location").sort());
  });

  it("takes the visitor back to the step that asks a field the server refused", () => {
    expect(stepOf("zipCode")).toBe(5);
    expect(stepOf("location")).toBe(4);
    expect(stepOf("zipCode", MEASURED_STEP_FIELDS)).toBe(0);
    expect(stepOf("squareFeet", MEASURED_STEP_FIELDS)).toBe(3);
    expect(stepOf("location", MEASURED_STEP_FIELDS)).toBe(0);
    // "Not my roof" is offered beside the measured area.
    expect(stepOf("notMyRoof", MEASURED_STEP_FIELDS)).toBe(3);
  });

  it("never restores a step past the first unanswered one", () => {
    const some = answers({ projectType: "roof-repair", roofType: "tile" });
    expect(reachableStep(5, some)).toBe(2);
    expect(reachableStep(1, some)).toBe(1);
    // The same answers with the address first: the address is unanswered.
    expect(reachableStep(5, some, MEASURED_STEP_FIELDS)).toBe(0);
    const addressed = answers({ ...some, address: "12 Main St", city: "Tampa", zipCode: "33602" });
    expect(reachableStep(6, addressed, MEASURED_STEP_FIELDS)).toBe(3);
  });
});
