// Relative imports only: the database schema imports the types here, and drizzle-kit knows no "~/".

/**
 * The owner's progress with a lead, set in the office (`leads.stage`). It is apart from the spam
 * judgement (`leads.status`, `leads.possible_spam`): the office's filter shows both as one status,
 * with spam and Possible Spam together as "spam".
 */
export const LEAD_STAGES = ["new", "contacted", "inspection_booked", "quoted", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const OFFICE_STATUSES = [...LEAD_STAGES, "spam"] as const;
export type OfficeStatus = (typeof OFFICE_STATUSES)[number];

export const OFFICE_STATUS_LABELS: Record<OfficeStatus, string> = {
  new: "New",
  contacted: "Contacted",
  inspection_booked: "Inspection booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const isLeadStage = (value: unknown): value is LeadStage =>
  typeof value === "string" && (LEAD_STAGES as readonly string[]).includes(value);

export const isOfficeStatus = (value: unknown): value is OfficeStatus =>
  typeof value === "string" && (OFFICE_STATUSES as readonly string[]).includes(value);

/** The one status the office shows for a lead: spam whenever the site or the owner doubted it. */
export function officeStatusOf(lead: { status: string; possibleSpam: boolean; stage: LeadStage }): OfficeStatus {
  return lead.status === "spam" || lead.possibleSpam ? "spam" : lead.stage;
}
