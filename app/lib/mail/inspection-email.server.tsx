import { site } from "~/content/site";
import type { Inspection } from "~/lib/db/schema";
import { dayLabel, timeLabel, whenLabel, zoneLabel } from "~/lib/business-time";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { paths } from "~/lib/paths";
import { inspectionAlertSubject, inspectionState } from "~/lib/inspections/inspection-news.server";
import { answers, displayPhone, firstName, fullAddress, mapLink, personName } from "~/lib/leads/facts.server";
import { ButtonLink, colors, EmailLayout, Facts, Heading, Link, Paragraph } from "./email-layout";

/**
 * The news of an inspection, to the homeowner and to the owner: booked, moved, requested (the CRM's
 * calendar has not confirmed it yet) or cancelled. Each message tells the inspection as it stands
 * when it is sent.
 */

export function inspectionPageUrl(siteUrl: string, token: string): string {
  return new URL(paths.inspection(token), siteUrl).toString();
}

/** "Wednesday, November 25, 8:00 am to 10:00 am (Eastern Time)" */
function timeWindow(inspection: Inspection): string {
  return `${dayLabel(inspection.startsAt)}, ${timeLabel(inspection.startsAt)} to ${timeLabel(inspection.endsAt)} (${zoneLabel()})`;
}

export function inspectionSubject(inspection: Inspection): string {
  const when = whenLabel(inspection.startsAt);
  switch (inspectionState(inspection)) {
    case "booked":
      return `Your free roof inspection: ${when}`;
    case "moved":
      return `Your roof inspection is moved to ${when}`;
    case "requested":
      return `Requested: your roof inspection on ${when}`;
    case "cancelled":
      return `Your roof inspection on ${dayLabel(inspection.startsAt)} is cancelled`;
    case "withdrawn":
      return `We had to cancel your roof inspection on ${dayLabel(inspection.startsAt)}`;
    case "refused":
      return "We couldn't confirm your inspection time: please pick another";
  }
}

export function InspectionEmail({ item, siteUrl }: { item: OutboxItem & { inspection: Inspection }; siteUrl: string }) {
  const { lead, inspection } = item;
  const state = inspectionState(inspection);
  const link = inspectionPageUrl(siteUrl, inspection.accessToken);
  const address = fullAddress(lead);
  const facts = [["When", timeWindow(inspection)], ...(address ? [["Where", address] as const] : [])] as const;
  const phone = <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link>;
  return (
    <EmailLayout title={inspectionSubject(inspection)} preview={whenLabel(inspection.startsAt)}>
      {state === "booked" || state === "moved" ? (
        <>
          <Heading>
            {state === "moved" ? "Your inspection is moved" : "Your free roof inspection is booked"}, {firstName(lead)}
          </Heading>
          <Facts rows={facts} />
          <Paragraph>
            Our estimator looks at the roof and the attic, takes measurements and photos, and turns your estimate into a
            written quote. It is free, with no obligation. The calendar file attached adds it to your calendar.
          </Paragraph>
          <Paragraph>Need another time, or can&apos;t make it? Change or cancel it here:</Paragraph>
          <ButtonLink href={link}>Change or cancel</ButtonLink>
        </>
      ) : state === "requested" ? (
        <>
          <Heading>Your inspection time is requested, {firstName(lead)}</Heading>
          <Facts rows={facts} />
          <Paragraph>
            Our calendar did not confirm this time right away, so it is requested, not yet booked. We&apos;ll e-mail you
            as soon as it is confirmed; there is nothing else you need to do.
          </Paragraph>
          <ButtonLink href={link}>See your booking</ButtonLink>
        </>
      ) : (
        <>
          <Heading>
            {state === "refused"
              ? `We couldn't confirm your inspection time, ${firstName(lead)}`
              : `Your inspection is cancelled, ${firstName(lead)}`}
          </Heading>
          <Paragraph>
            {state === "refused"
              ? `${whenLabel(inspection.startsAt)} was taken before our calendar could confirm it. We're sorry: please pick another time.`
              : state === "withdrawn"
                ? `We're sorry: we had to cancel the inspection on ${whenLabel(inspection.startsAt)}. We'll call you to set another time, or you can pick one here.`
                : `The inspection on ${whenLabel(inspection.startsAt)} is cancelled. Whenever you're ready, pick a new time.`}
          </Paragraph>
          <ButtonLink href={link}>Pick a time</ButtonLink>
        </>
      )}
      <Paragraph style={{ color: colors.muted }}>Questions? Call us at {phone}.</Paragraph>
    </EmailLayout>
  );
}

export function InspectionAlert({ item }: { item: OutboxItem & { inspection: Inspection } }) {
  const { lead, inspection } = item;
  const phone = displayPhone(lead.phone);
  const address = fullAddress(lead);
  const subject = inspectionAlertSubject(inspection, lead);
  return (
    <EmailLayout title={subject} preview={[timeWindow(inspection), phone].filter(Boolean).join(" · ")}>
      <Heading>{subject}</Heading>
      <Facts
        rows={[
          ["When", timeWindow(inspection)],
          ["Name", personName(lead)],
          ...(phone ? ([["Phone", <Link href={`tel:+1${lead.phone}`}>{phone}</Link>]] as const) : []),
          ...(lead.email ? ([["Email", <Link href={`mailto:${lead.email}`}>{lead.email}</Link>]] as const) : []),
          ...(address ? ([["Address", <Link href={mapLink(address)}>{address}</Link>]] as const) : []),
          ...answers(lead),
          [
            "Calendar",
            inspection.source === "gohighlevel"
              ? inspection.calendarError
                ? `GoHighLevel refused it: ${inspection.calendarError}. Once the cause is fixed, \`npm run leads -- retry --all-failed\` sends it again.`
                : "GoHighLevel"
              : "The website's own",
          ],
          ["Form", lead.formType],
        ]}
      />
      <Paragraph style={{ fontSize: 13, color: colors.muted }}>
        Lead {lead.id}. <code>npm run leads -- inspections --week</code> lists the week&apos;s inspections.
      </Paragraph>
    </EmailLayout>
  );
}
