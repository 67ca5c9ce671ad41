import type { FieldErrors } from "../use-schema-form";
import type { Answers } from "./answers-store";
import type { Option } from "./radio-cards";
import type { Measurement } from "./roof-measurement";

/** What the page's loader hands the wizard: option labels and copy, so they stay out of the script. */
export type WizardContent = {
  options: { projectType: Option[]; roofType: Option[]; stories: Option[]; currentCondition: Option[] };
  /** The 32 cities, suggested for the property's location. */
  cities: string[];
  squareFeetHint: string;
  consent: string;
  /** The roof is measured from the address (ROOF_MEASUREMENT): the address comes first. */
  measuring: boolean;
};

export type StepProps = {
  answers: Answers;
  set: (field: keyof Answers, value: string) => void;
  errors: FieldErrors;
  content: WizardContent;
  /** The roof measured from the address; idle without measurement. */
  measurement: Measurement;
};
