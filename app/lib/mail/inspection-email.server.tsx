import { site } from "~/content/site";
import type { Inspection } from "~/lib/db/schema";
import { dayLabel, timeLabel, whenLabel, zoneLabel } from "~/lib/business-time";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { paths } from "~/lib/paths";
import { inspectionAlertSubject, inspectionState } from "~/lib/inspections/inspection-news.server";
import { answers, displayPhone, firstName, fullAddress, mapLink, personName } from "~/lib/leads/facts.server";
import { inspectionMailText } from "~/content/inspection-words/mail.server";
import { leadLocale } from "~/content/quote-words/mail.server";
import { fill } from "~/content/ui-text";
import type { Locale } from "~/lib/i18n/locale";
import { ButtonLink, colors, EmailLayout, Facts, Heading, Link, Paragraph } from "./email-layout";

/**
 * The news of an inspection, to the homeowner and to the owner: booked, moved, requested (the CRM's
 * calendar has not confirmed it yet) or cancelled. Each message tells the inspection as it stands
 * when it is sent; the homeowner's in the lead's language, the owner's in English.
 */

/** The booking's private page, in the lead's language: a Spanish lead's under /es (docs/decisions/0015-spanish.md). */
export function inspectionPageUrl(siteUrl: string, token: string, locale: Locale = "en"): string {
  return new URL(locale === "es" ? paths.inspectionEs(token) : paths.inspection(token), siteUrl).toString();
}

/** "Wednesday, November 25, 8:00 am to 10:00 am (Eastern Time)", in `locale`'s words. */
function timeWindow(inspection: Inspection, locale: Locale = "en"): string {
  return fill(inspectionMailText[locale].window, {
    day: dayLabel(inspection.startsAt, site.timeZone, locale),
    from: timeLabel(inspection.startsAt, site.timeZone, locale),
    to: timeLabel(inspection.endsAt, site.timeZone, locale),
    zone: zoneLabel(site.timeZone, locale),
  });
}

/** The homeowner's subject, in `locale` (the lead's language). */
export function inspectionSubject(inspection: Inspection, locale: Locale = "en"): string {
  return fill(inspectionMailText[locale].subject[inspectionState(inspection)], {
    when: whenLabel(inspection.startsAt, site.timeZone, locale),
    day: dayLabel(inspection.startsAt, site.timeZone, locale),
  });
}

/** The homeowner's e-mail, in the lead's language. */
export function InspectionEmail({ item, siteUrl }: { item: OutboxItem & { inspection: Inspection }; siteUrl: string }) {
  const { lead, inspection } = item;
  const locale = leadLocale(lead);
  const t = inspectionMailText[locale];
  const state = inspectionState(inspection);
  const link = inspectionPageUrl(siteUrl, inspection.accessToken, locale);
  const address = fullAddress(lead);
  const name = firstName(lead);
  const when = whenLabel(inspection.startsAt, site.timeZone, locale);
  const facts: Array<[string, string]> = [[t.factWhen, timeWindow(inspection, locale)]];
  if (address) facts.push([t.factWhere, address]);
  const phone = <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link>;
  return (
    <EmailLayout title={inspectionSubject(inspection, locale)} preview={when} locale={locale}>
      {state === "booked" || state === "moved" ? (
        <>
          <Heading>{fill(t.heading[state], { name })}</Heading>
          <Facts rows={facts} />
          <Paragraph>{t.visit}</Paragraph>
          <Paragraph>{t.changeIntro}</Paragraph>
          <ButtonLink href={link}>{t.change}</ButtonLink>
        </>
      ) : state === "requested" ? (
        <>
          <Heading>{fill(t.heading.requested, { name })}</Heading>
          <Facts rows={facts} />
          <Paragraph>{t.requested}</Paragraph>
          <ButtonLink href={link}>{t.seeBooking}</ButtonLink>
        </>
      ) : (
        <>
          <Heading>{fill(state === "refused" ? t.heading.refused : t.heading.cancelled, { name })}</Heading>
          <Paragraph>{fill(t.gone[state], { when })}</Paragraph>
          <ButtonLink href={link}>{t.pickTime}</ButtonLink>
        </>
      )}
      <Paragraph style={{ color: colors.muted }}>
        {t.questions} {phone}.
      </Paragraph>
    </EmailLayout>
  );
}

export function InspectionAlert({ item }: { item: OutboxItem & { inspection: Inspection } }) {
  const { lead, inspection } = item;
  const phone = displayPhone(lead.phone);
  const address = fullAddress(lead);
  const subject = inspectionAlertSubject(inspection, lead);
  const spanish = lead.language === "es";
  return (
    <EmailLayout
      title={subject}
      preview={[spanish && "Prefers Spanish", timeWindow(inspection), phone].filter(Boolean).join(" · ")}
    >
      <Heading>{subject}</Heading>
      {spanish ? (
        <Paragraph style={{ padding: 12, backgroundColor: "#e0f2fe", fontWeight: "bold" }}>
          Prefers Spanish: the homeowner's e-mails and booking page are in Spanish.
        </Paragraph>
      ) : null}
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
