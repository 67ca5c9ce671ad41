import type { Locale } from "~/lib/i18n/locale";

/** One choice of a wizard question: the value sent, and the words the visitor sees. */
export type WizardOption = { value: string; label: string };

/**
 * The words of the quote's results, on the instant quote and on the private quote page, in the
 * page's language (`quote-words/`). `{name}` and similar marks are filled in with `fill`.
 */
export type ResultsText = {
  heading: string;
  metalHeading: string;
  lead: string;
  recommended: string;
  /** "{amount}/mo at {apr}% APR for {months} months" */
  monthly: string;
  choose: string;
  chosen: string;
  yourChoice: string;
  /** The choice's toast: "You chose the {name}." for a name ending in "Package", else `chosenTitle` (both in Spanish). */
  chosenTitleThe: string;
  chosenTitle: string;
  chosenDescription: string;
  choiceFailed: string;
  schedule: string;
  call: string;
  disclaimer: string;
  inspectionRequested: string;
  inspectionBooked: string;
  /** An inspection whose time has ended: when it was, then the office's number (no change online). */
  inspectionPast: string;
  inspectionPastCall: string;
  changeOrCancel: string;
  bookTitle: string;
  bookIntro: string;
  callToBook: string;
  /** A package's name as shown, by the name in the quote text (GOOD is the Essential Package). */
  names: Record<string, string>;
  /** A package's description in the page's language, by the price book's English (empty in English). */
  descriptions: Record<string, string>;
};

/** Every other word of the wizard, in the page's language. */
export type WizardText = {
  formLabel: string;
  /** "Question {n} of {count}" */
  question: string;
  /** "{percent}% complete" */
  complete: string;
  progressLabel: string;
  /** "Question {n} of {count}, {percent}% complete" */
  progressValue: string;
  back: string;
  next: string;
  submit: string;
  generating: string;
  fillEvery: string;
  answerToContinue: string;
  success: string;
  failure: string;
  projectType: string;
  roofType: string;
  stories: string;
  condition: string;
  location: { label: string; hint: string };
  address: { legend: string; intro: string; street: string; city: string; zipCode: string; zipHint: string };
  contact: {
    legend: string;
    /** "For the roof at {address}, {city} {zipCode}." */
    forRoof: string;
    name: string;
    email: string;
    phone: string;
    phoneHint: string;
  };
  squareFeet: {
    legend: string;
    measuring: string;
    enterBelow: string;
    notMine: string;
    notMineHint: string;
    label: string;
    measuredHint: string;
    estimateSummary: string;
    livingArea: string;
    stories: string;
    useEstimate: string;
    /** "Estimated roof area: about {area} sq ft. ..." */
    estimated: string;
    howEstimated: string;
    /** The living area typed is not whole square feet ("2.400"). */
    livingAreaNotNumber: string;
    /** The estimate is not an area the quote prices (1 to 100,000 sq ft). */
    estimateOutOfRange: string;
  };
  measured: {
    /** "Measured from satellite imagery dated {month}:" */
    from: string;
    /** "about {area} sq ft, {pitch} pitch, {faces} roof faces" */
    summary: string;
    oneFace: string;
    months: string[];
    /** "{month} {year}", "{month} de {year}" */
    monthYear: string;
    disowned: string;
    kept: string;
    entered: string;
    /** "Use the measured {area} sq ft" */
    use: string;
  };
  /** Numbers as the page's language writes them ("en-US"). */
  numberLocale: string;
};

/** What the instant-quote page's loader hands the wizard: option labels and copy, so they stay out of the script. */
export type WizardContent = {
  locale: Locale;
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
  text: WizardText;
  results: ResultsText;
};
