/** The financing application's choices, with their labels (values are what is stored and sent to the CRM). */

export const PROJECT_TYPES = [
  "residential-roof-replacement",
  "residential-roof-repair",
  "commercial-roofing",
  "storm-damage",
] as const;

export const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], string> = {
  "residential-roof-replacement": "Residential Roof Replacement",
  "residential-roof-repair": "Residential Roof Repair",
  "commercial-roofing": "Commercial Roofing",
  "storm-damage": "Storm Damage Repair",
};

export const ESTIMATED_COSTS = ["5000-10000", "10000-20000", "20000-30000", "30000+"] as const;

export const ESTIMATED_COST_LABELS: Record<(typeof ESTIMATED_COSTS)[number], string> = {
  "5000-10000": "$5,000 - $10,000",
  "10000-20000": "$10,000 - $20,000",
  "20000-30000": "$20,000 - $30,000",
  "30000+": "$30,000+",
};

export const DEFAULT_STATE = "FL";
