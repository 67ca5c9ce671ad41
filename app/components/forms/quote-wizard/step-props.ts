import type { FieldErrors } from "../use-schema-form";
import type { Answers } from "./answers-store";
import type { Option } from "./radio-cards";

/** What the page's loader hands the wizard: option labels and copy, so they stay out of the script. */
export type WizardContent = {
  options: { projectType: Option[]; roofType: Option[]; stories: Option[]; currentCondition: Option[] };
  /** The 32 cities, suggested for the property's location. */
  cities: string[];
  squareFeetHint: string;
  consent: string;
};

export type StepProps = {
  answers: Answers;
  set: (field: keyof Answers, value: string) => void;
  errors: FieldErrors;
  content: WizardContent;
};
