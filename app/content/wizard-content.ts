/** One choice of a wizard question: the value sent, and the words the visitor sees. */
export type WizardOption = { value: string; label: string };

/** What the instant-quote page's loader hands the wizard: option labels and copy, so they stay out of the script. */
export type WizardContent = {
  options: {
    projectType: WizardOption[];
    roofType: WizardOption[];
    stories: WizardOption[];
    currentCondition: WizardOption[];
  };
  /** The 32 cities, suggested for the property's location. */
  cities: string[];
  squareFeetHint: string;
  consent: string;
  /** The roof is measured from the address (ROOF_MEASUREMENT): the address comes first. */
  measuring: boolean;
};
