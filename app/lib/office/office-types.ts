import type { LeadStage, OfficeStatus } from "./statuses";

/**
 * What the office's pages receive from their loaders: plain values with the words already chosen on
 * the server, so the browser formats nothing and a page renders the same on both sides.
 */

/** Where a lead's messages stand, per destination: the CRM, the owner's alerts, the homeowner's e-mail. */
export type DeliveryState = "sent" | "written" | "pending" | "no-crm" | "failed" | "held" | "none";
export type DeliveryGroup = "crm" | "alerts" | "homeowner";

export const DELIVERY_GROUP_LABELS: Record<DeliveryGroup, string> = {
  crm: "CRM",
  alerts: "Alerts",
  homeowner: "Homeowner e-mail",
};

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  sent: "sent",
  written: "saved as a file (no mail server)",
  pending: "waiting",
  "no-crm": "waiting for a CRM",
  failed: "failed",
  held: "held (Possible Spam)",
  none: "none",
};

export type LeadListItem = {
  id: string;
  name: string;
  askedFor: string;
  city: string | null;
  source: string;
  campaign: string | null;
  status: OfficeStatus;
  /** Why the site or the owner doubted it, in words. */
  spamReason: string | null;
  /** "Spanish" for a lead from the Spanish pages; nothing for an English one. */
  language: string | null;
  /** "5 min ago"; `received`: the exact time, in New York. */
  age: string;
  received: string;
  createdAt: string;
  phone: string | null;
  inspection: string | null;
  deliveries: Record<DeliveryGroup, DeliveryState>;
};

export type LeadPage = {
  leads: LeadListItem[];
  /** The cursor of the next page, if there is one. */
  next: string | null;
  /** Leads marked Possible Spam that wait for the owner's judgement. */
  possibleSpam: number;
};

export type FilterOptions = {
  sources: string[];
  campaigns: string[];
};

export type AttemptView = { at: string; outcome: string; error: string | null };

export type DeliveryView = {
  id: string;
  channel: string;
  kind: string;
  recipient: string | null;
  status: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  queued: string;
  sent: string | null;
  history: AttemptView[];
  /** Failed or given up: the owner may send it again. */
  retryable: boolean;
};

export type TouchView = { label: string; rows: Array<[string, string]> };

export type InspectionView = {
  id: string;
  when: string;
  hours: string;
  status: string;
  address: string | null;
  mapUrl: string | null;
  note: string | null;
};

export type AuditView = {
  at: string;
  actor: string;
  action: string;
  detail: string;
  lead: { id: string; name: string } | null;
};

export type WeekSlot = {
  time: string;
  inspections: Array<InspectionView & { leadId: string; name: string; phone: string | null }>;
};
export type WeekDay = { date: string; label: string; slots: WeekSlot[] };

/** The open times to move an inspection to, by day. */
export type SlotChoice = { day: string; times: Array<{ start: string; label: string }> };

/** Everything the office knows of one lead, in the owner's words. */
export type LeadDetail = {
  id: string;
  name: string;
  formType: string;
  askedFor: string;
  status: OfficeStatus;
  stage: LeadStage;
  /** "spam" (never forwarded), "possible" (forwarded, tagged), or neither. */
  spam: "spam" | "possible" | null;
  spamReason: string | null;
  /** "Spanish" for a lead from the Spanish pages; nothing for an English one. */
  language: string | null;
  released: string | null;
  received: string;
  age: string;
  phone: string | null;
  tel: string | null;
  email: string | null;
  address: string | null;
  mapUrl: string | null;
  repeatOf: string | null;
  device: string | null;
  answers: Array<[string, string]>;
  quote: {
    quoted: string;
    packages: Array<{ name: string; price: string; description: string; chosen: boolean }>;
    chosenAt: string | null;
    measurement: Array<[string, string]>;
  } | null;
  touches: TouchView[];
  consent: { text: string; at: string | null } | null;
  inspection: InspectionView | null;
  pastInspections: InspectionView[];
  deliveries: DeliveryView[];
  history: AuditView[];
  canResendQuote: boolean;
};
