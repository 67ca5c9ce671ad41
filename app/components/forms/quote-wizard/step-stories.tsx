import { RadioCards } from "./radio-cards";
import type { StepProps } from "./step-props";

/** Question 4: 1 Story, 2 Stories or 3+ Stories. */
export function StepStories({ answers, set, errors, content }: StepProps) {
  return (
    <RadioCards
      name="stories"
      legend={content.text.stories}
      options={content.options.stories}
      value={answers.stories}
      onChange={(value) => set("stories", value)}
      error={errors.stories}
    />
  );
}
