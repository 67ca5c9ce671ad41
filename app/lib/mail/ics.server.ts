import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { inspectionMailText } from "~/content/inspection-words/mail.server";
import { site } from "~/content/site";
import { fill } from "~/content/ui-text";
import type { Locale } from "~/lib/i18n/locale";
import type { Inspection, Lead } from "~/lib/db/schema";
import { fullAddress, personName } from "~/lib/leads/facts.server";

/**
 * The calendar file sent with an inspection's e-mails: the appointment in the business's time
 * zone (with its VTIMEZONE, so every calendar program shows the same wall-clock time), the
 * property's address as the location, and a stable UID whose SEQUENCE goes up with each change, so
 * a moved or cancelled inspection replaces the one already in the homeowner's calendar. The
 * homeowner's file speaks the lead's language (`locale`); the owner's, English.
 */
export function inspectionInvite({
  inspection,
  lead,
  manageUrl,
  organizerEmail,
  forOwner = false,
  locale = "en",
}: {
  inspection: Inspection;
  lead: Lead;
  manageUrl: string;
  organizerEmail: string;
  forOwner?: boolean;
  locale?: Locale;
}): string {
  const words = inspectionMailText[forOwner ? "en" : locale].ics;
  const cancelled = inspection.status === "cancelled";
  const calendar = ical({
    prodId: { company: site.name, product: "Inspections", language: words.language },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: the event names its own, and DTSTAMP stays in UTC as RFC 5545 wants.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const address = fullAddress(lead);
  calendar.createEvent({
    id: `inspection-${inspection.id}@${new URL(manageUrl).hostname}`,
    sequence: inspection.revision,
    // Dates that know their zone, so the file holds the wall-clock time there, not the server's.
    start: new TZDate(inspection.startsAt, site.timeZone),
    end: new TZDate(inspection.endsAt, site.timeZone),
    timezone: site.timeZone,
    stamp: inspection.updatedAt,
    summary: forOwner ? `Roof inspection: ${personName(lead)}` : words.summary,
    location: address ?? null,
    description: forOwner
      ? `Lead ${lead.id}. ${personName(lead)}${lead.phone ? `, ${lead.phone}` : ""}.`
      : fill(words.description, { url: manageUrl }),
    url: forOwner ? null : manageUrl,
    organizer: { name: site.name, email: organizerEmail },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // Every content line ends with CRLF (RFC 5545), the last one too: the library leaves it off.
  return `${calendar.toString().replace(/(\r\n)?$/, "")}\r\n`;
}
