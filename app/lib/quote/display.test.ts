import { describe, expect, it } from "vitest";
import { displayName, isEmphasised, resultsHeading } from "./display";
import { estimateRoofArea } from "./roof-area";

const pkg = (name: string) => ({ name, price: 1, description: "" });

describe("how the results show a quote", () => {
  it("shows GOOD, BETTER and BEST as Essential, Premium and Elite packages, other names as given", () => {
    expect(["GOOD", "BETTER", "BEST", "Standing Seam Metal"].map(displayName)).toEqual([
      "Essential Package",
      "Premium Package",
      "Elite Package",
      "Standing Seam Metal",
    ]);
  });

  it("heads a quote whose first package is metal 'Choose Your Metal Roofing Option'", () => {
    expect(resultsHeading([pkg("Standing Seam Metal"), pkg("GOOD")])).toBe("Choose Your Metal Roofing Option");
    expect(resultsHeading([pkg("GOOD"), pkg("Stone-Coated Metal")])).toBe("Choose Your Package");
    expect(resultsHeading([])).toBe("Choose Your Package");
  });

  it("emphasises BETTER anywhere, and a standing-seam package only on the first line", () => {
    expect(isEmphasised("BETTER", 1)).toBe(true);
    expect(isEmphasised("Standing Seam Metal", 0)).toBe(true);
    expect(isEmphasised("Standing-Seam Metal", 0)).toBe(true);
    expect(isEmphasised("Standing Seam Metal", 1)).toBe(false);
    expect(isEmphasised("GOOD", 0)).toBe(false);
    expect(isEmphasised("BEST", 2)).toBe(false);
  });
});

describe("the 'Not sure?' roof area estimate", () => {
  it("divides the living area by the stories and adds pitch and overhang (x1.25), to the nearest 10 sq ft", () => {
    expect(estimateRoofArea(2_000, 1)).toBe(2_500);
    expect(estimateRoofArea(2_400, 2)).toBe(1_500);
    expect(estimateRoofArea(1_750, 3)).toBe(730);
    expect(estimateRoofArea(0, 1)).toBe(0);
  });
});
