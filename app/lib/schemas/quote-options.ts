/**
 * The instant quote's choices: the stored values (what the database, the price book and the CRM
 * see) and the wizard's labels, word for word from the specification. Zod-free, like `options.ts`,
 * so the server can hand the labels to the page without any validation code.
 */

export const QUOTE_PROJECT_TYPES = ["roof-replacement", "roof-repair", "new-construction"] as const;
export type QuoteProjectType = (typeof QUOTE_PROJECT_TYPES)[number];

export const QUOTE_PROJECT_TYPE_LABELS: Record<QuoteProjectType, string> = {
  "roof-replacement": "Complete Roof Replacement",
  "roof-repair": "Roof Repair",
  "new-construction": "New Construction",
};

/** The keys match `figures.installedPerSqFt`, so the price book is checked against the published figures. */
export const ROOF_TYPES = ["asphalt", "metal", "tile"] as const;
export type RoofType = (typeof ROOF_TYPES)[number];

export const ROOF_TYPE_LABELS: Record<RoofType, string> = {
  asphalt: "Asphalt Shingles",
  metal: "Metal Roofing",
  tile: "Tile Roofing",
};

export const STORIES = ["1", "2", "3+"] as const;
export type Stories = (typeof STORIES)[number];

export const STORIES_LABELS: Record<Stories, string> = {
  "1": "1 Story",
  "2": "2 Stories",
  "3+": "3+ Stories",
};

/** The specification fixes these stored values. */
export const CONDITIONS = ["Good", "Fair", "Poor", "Damaged"] as const;
export type Condition = (typeof CONDITIONS)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  Good: "Good - Minor wear",
  Fair: "Fair - Some damage",
  Poor: "Poor - Significant issues",
  Damaged: "Damaged - Urgent repair needed",
};

/** The instant quote's own limits (spec section 5): a single name field, and the property's city. */
export const QUOTE_NAME_MAX = 100;
export const LOCATION_MAX = 100;
/** "33556" or "33556-1234". */
export const QUOTE_ZIP_MAX = 10;
export const SQUARE_FEET_MAX_LENGTH = 9;
