import { RadioCards } from "./radio-cards";
import type { StepProps } from "./step-props";

/** Question 2: Asphalt Shingles, Metal Roofing or Tile Roofing. */
export function StepRoofType({ answers, set, errors, content }: StepProps) {
  return (
    <RadioCards
      name="roofType"
      legend={content.text.roofType}
      options={content.options.roofType}
      value={answers.roofType}
      onChange={(value) => set("roofType", value)}
      error={errors.roofType}
    />
  );
}
