/**
 * The header and contact forms' services, with their labels (values are what is stored and sent to
 * the CRM). The header's form is on every page, so this module loads with every page: the financing
 * application's choices are in `financing-options.ts`.
 */

export const SERVICES = ["roof-inspection", "roof-repair", "roof-replacement", "insurance-claim"] as const;
export type ServiceValue = (typeof SERVICES)[number];

export const SERVICE_LABELS: Record<ServiceValue, string> = {
  "roof-inspection": "Free Roof Inspection",
  "roof-repair": "Roof Repair",
  "roof-replacement": "Roof Replacement",
  "insurance-claim": "Insurance Claim Help",
};

export function isServiceValue(value: unknown): value is ServiceValue {
  return typeof value === "string" && (SERVICES as readonly string[]).includes(value);
}
