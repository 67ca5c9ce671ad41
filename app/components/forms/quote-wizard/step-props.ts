import type { FieldErrors } from "../use-schema-form";
import type { Answers } from "./answers-store";
import type { WizardContent } from "~/content/wizard-content";
import type { Measurement } from "./roof-measurement";

export type StepProps = {
  answers: Answers;
  set: (field: keyof Answers, value: string) => void;
  errors: FieldErrors;
  content: WizardContent;
  /** The roof measured from the address; idle without measurement. */
  measurement: Measurement;
};
