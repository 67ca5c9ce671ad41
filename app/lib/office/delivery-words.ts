/** The outbox's words for the office: channels, what a message was about, and how it went. */

export const CHANNEL_LABELS: Record<string, string> = {
  crm: "CRM",
  "owner-email": "Alert e-mail",
  "owner-sms": "Alert text",
  "homeowner-email": "Homeowner e-mail",
  ga4: "Google Analytics",
  meta: "Meta",
  "crm-appointment": "CRM calendar",
};

export const KIND_LABELS: Record<string, string> = {
  contact: "New lead",
  package_choice: "Package chosen",
  inspection: "Inspection news",
  release: "Released from Possible Spam",
};

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  pending: "Waiting to go out",
  sent: "Sent",
  written: "Saved as a file (no mail server set)",
  replaced: "Not needed: newer news was sent",
  folded: "Told in another text",
  failed: "Refused",
  dead: "Given up",
};

export const ATTEMPT_LABELS: Record<string, string> = {
  sent: "Sent",
  written: "Saved as a file",
  replaced: "Not needed",
  retry: "Failed, will try again",
  failed: "Refused, not retried",
  dead: "Failed, given up",
};

/** The last error of a delivery the owner stopped by marking its lead as spam. */
export const STOPPED_AS_SPAM = "Not sent: the owner marked the lead as spam";
