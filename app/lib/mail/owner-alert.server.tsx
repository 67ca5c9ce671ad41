import { sourceOf } from "~/lib/attribution/sources-report.server";
import type { Touch } from "~/lib/attribution/touch";
import { formatBusinessTime } from "~/lib/business-time";
import { formatDollars } from "~/lib/format";
import { displayName } from "~/lib/quote/display";
import { parseQuote } from "~/lib/quote/quote-text";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { EmailLayout, Facts, Heading, Link, Paragraph } from "./email-layout";
import { inspectionTextMessage } from "./inspection-email.server";
import { answers, displayPhone, fullAddress, mapLink, personName } from "./lead-facts.server";

/**
 * The owner's alert of a new lead, or of a package a quote visitor chose: enough to call back from
 * a phone at once (a tap to call, the address on a map), and everything the visitor said.
 */

/** "New Instant Quote Request: Maria Gonzalez, Tampa"; marked when the lead may be spam. */
export function ownerAlertSubject({ delivery, lead }: OutboxItem): string {
  const who = [personName(lead), lead.city ?? lead.location].filter(Boolean).join(", ");
  const what =
    delivery.kind === "package_choice"
      ? `Package chosen: ${displayName(lead.chosenPackage ?? "")} by ${who}`
      : `New ${lead.formType}: ${who}`;
  return lead.possibleSpam ? `[Possible spam] ${what}` : what;
}

/** One short line for a text message: form, name, city, phone, package (or the inspection's news). */
export function ownerTextMessage({ lead, delivery, inspection }: OutboxItem): string {
  if (delivery.kind === "inspection" && inspection) return inspectionTextMessage(inspection, lead);
  const parts = [
    `New ${lead.formType}`,
    personName(lead),
    lead.city ?? lead.location,
    displayPhone(lead.phone),
    lead.chosenPackage && displayName(lead.chosenPackage),
  ];
  return `${lead.possibleSpam ? "[Possible spam] " : ""}${parts.filter(Boolean).join(", ")}`;
}

export function OwnerAlert({ item }: { item: OutboxItem }) {
  const { lead, quote, delivery } = item;
  const phone = displayPhone(lead.phone);
  const address = fullAddress(lead);
  const packages = quote ? parseQuote(quote.generatedQuote) : [];
  const chosen = packages.find((p) => p.name === lead.chosenPackage);
  const subject = ownerAlertSubject(item);
  return (
    <EmailLayout title={subject} preview={[phone, address].filter(Boolean).join(" · ")}>
      <Heading>{subject}</Heading>
      {lead.possibleSpam ? (
        <Paragraph style={{ padding: 12, backgroundColor: "#fef3c7" }}>
          Sent faster than a person usually fills in the form (autofill can do that). Check the details before you call.
        </Paragraph>
      ) : null}
      {lead.repeatOf ? (
        <Paragraph>
          A repeat: the same email or phone sent a request in the 24 hours before this one (lead {lead.repeatOf}).
        </Paragraph>
      ) : null}
      <Facts
        rows={[
          ["Name", personName(lead)],
          ...(phone ? ([["Phone", <Link href={`tel:+1${lead.phone}`}>{phone}</Link>]] as const) : []),
          ...(lead.email ? ([["Email", <Link href={`mailto:${lead.email}`}>{lead.email}</Link>]] as const) : []),
          ...(address ? ([["Address", <Link href={mapLink(address)}>{address}</Link>]] as const) : []),
          ...answers(lead, quote),
          ...cameFrom(lead.attribution?.lastTouch, lead.attribution?.firstTouch),
          ["Form", lead.formType],
          ["Received", formatBusinessTime(lead.createdAt, { zoneName: true })],
        ]}
      />
      {packages.length > 0 ? (
        <>
          <Paragraph style={{ margin: "0 0 8px", fontWeight: "bold" }}>The quote</Paragraph>
          <Facts rows={packages.map((p) => [displayName(p.name), formatDollars(p.price)] as const)} />
          <Paragraph>
            {chosen
              ? `Chosen: ${displayName(chosen.name)}, ${formatDollars(chosen.price)}.`
              : delivery.kind === "package_choice"
                ? "The visitor changed their mind: no package is chosen now."
                : "No package chosen yet."}
          </Paragraph>
        </>
      ) : null}
      <Paragraph style={{ fontSize: 13, color: "#475569" }}>
        Lead {lead.id}: <code>npm run leads -- show {lead.id}</code> shows it with its deliveries.
      </Paragraph>
    </EmailLayout>
  );
}

/** "google / cpc / roof-replacement, landed on /roofing-tampa-fl": the visit that brought the lead, and the first. */
function cameFrom(last: Touch | undefined, first: Touch | undefined): Array<readonly [string, string]> {
  if (!last) return [];
  const visit = (touch: Touch) => {
    const { source, medium, campaign } = sourceOf(touch);
    const named = [source, medium, campaign === "(not set)" ? undefined : campaign].filter(Boolean).join(" / ");
    return `${named}, landed on ${touch.landingPage}`;
  };
  const rows: Array<readonly [string, string]> = [["Came from", visit(last)]];
  if (first && first.at !== last.at)
    rows.push(["First visit", `${visit(first)} (${formatBusinessTime(new Date(first.at))})`]);
  return rows;
}
