import type { Inspection, Lead } from "~/lib/db/schema";
import { inspectionAlertSubject } from "~/lib/inspections/inspection-news.server";
import { displayPhone, fullAddress, personName } from "~/lib/leads/facts.server";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { displayName } from "~/lib/quote/display";

/** The owner's text messages: one short line each, to read on a phone and call back from. */

/**
 * One short line for a text message: form, name, language (when Spanish), city, phone, package (or
 * the inspection's news).
 * A burst of leads is one text (outbox/pacing.server.ts): "7 new leads, first: ...".
 */
export function ownerTextMessage({ lead, delivery, inspection, folded = [] }: OutboxItem): string {
  if (delivery.kind === "inspection" && inspection) return inspectionTextMessage(inspection, lead);
  const parts = [
    `New ${lead.formType}`,
    personName(lead),
    lead.language === "es" && "Prefers Spanish",
    lead.city ?? lead.location,
    displayPhone(lead.phone),
    lead.chosenPackage && displayName(lead.chosenPackage),
  ];
  const line = `${lead.possibleSpam ? "[Possible spam] " : ""}${parts.filter(Boolean).join(", ")}`;
  if (folded.length === 0) return line;
  const marked = [lead, ...folded].filter((l) => l.possibleSpam).length;
  const spam = marked > 0 ? ` (${marked} marked possible spam)` : "";
  return `${folded.length + 1} new leads${spam}, first: ${line}. Each is in your e-mail.`;
}

/** One line for the owner's phone. */
function inspectionTextMessage(inspection: Inspection, lead: Lead): string {
  return [
    inspectionAlertSubject(inspection, lead),
    lead.language === "es" && "Prefers Spanish",
    fullAddress(lead),
    displayPhone(lead.phone),
  ]
    .filter(Boolean)
    .join(", ");
}
