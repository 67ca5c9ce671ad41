import { sourceOf } from "~/lib/attribution/sources-report.server";
import type { Touch } from "~/lib/attribution/touch";
import { formatBusinessTime } from "~/lib/business-time";
import { formatDollars } from "~/lib/format";
import { displayName } from "~/lib/quote/display";
import { parseQuote } from "~/lib/quote/quote-text";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { SPAM_REASON_TEXT } from "~/lib/spam";
import { answers, displayPhone, fullAddress, mapLink, personName } from "~/lib/leads/facts.server";
import { EmailLayout, Facts, Heading, Link, Paragraph } from "./email-layout";

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

export function OwnerAlert({ item }: { item: OutboxItem }) {
  const { lead, quote, delivery } = item;
  const phone = displayPhone(lead.phone);
  const address = fullAddress(lead);
  const packages = quote ? parseQuote(quote.generatedQuote) : [];
  const chosen = packages.find((p) => p.name === lead.chosenPackage);
  const subject = ownerAlertSubject(item);
  const spanish = lead.language === "es";
  return (
    <EmailLayout title={subject} preview={[spanish && "Prefers Spanish", phone, address].filter(Boolean).join(" · ")}>
      <Heading>{subject}</Heading>
      {spanish ? (
        <Paragraph style={{ padding: 12, backgroundColor: "#e0f2fe", fontWeight: "bold" }}>
          Prefers Spanish — reply in Spanish.
        </Paragraph>
      ) : null}
      {lead.possibleSpam ? (
        <Paragraph style={{ padding: 12, backgroundColor: "#fef3c7" }}>
          Possible spam: {lead.spamReason ? SPAM_REASON_TEXT[lead.spamReason] : "marked by the website"}. Nothing was
          sent to the address it names, and it was not reported to the ad platforms. If it is a real person, call them,
          then release it with <code>npm run leads -- release {lead.id}</code> to send them their e-mail.
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
