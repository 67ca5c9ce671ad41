/** What the office's audit log records, each in the owner's words. */
export const AUDIT_ACTIONS = {
  "sign-in-link-sent": "Sign-in link sent",
  "signed-in": "Signed in",
  "signed-out": "Signed out",
  "signed-out-everywhere": "Signed out everywhere",
  "passkey-added": "Passkey added",
  "passkey-removed": "Passkey removed",
  "status-changed": "Status changed",
  released: "Released from spam",
  "marked-spam": "Marked as spam",
  "delivery-retried": "Delivery sent again",
  "quote-resent": "Quote e-mail sent again",
  "inspection-cancelled": "Inspection cancelled",
  "inspection-moved": "Inspection moved",
  "leads-exported": "Leads exported",
  "report-exported": "Sources report exported",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;
