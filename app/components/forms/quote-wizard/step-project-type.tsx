import { RadioCards } from "./radio-cards";
import type { StepProps } from "./step-props";

/** Question 1: Complete Roof Replacement, Roof Repair or New Construction. */
export function StepProjectType({ answers, set, errors, content }: StepProps) {
  return (
    <RadioCards
      name="projectType"
      legend={content.text.projectType}
      options={content.options.projectType}
      value={answers.projectType}
      onChange={(value) => set("projectType", value)}
      error={errors.projectType}
    />
  );
}
