import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { addressLine, site } from "~/content/site";
import type { Inspection, Lead } from "~/lib/db/schema";
import { fullAddress, personName } from "~/lib/leads/facts.server";

/**
 * The calendar file sent with an inspection's e-mails: the appointment in the business's time
 * zone (with its VTIMEZONE, so every calendar program shows the same wall-clock time), the
 * property's address as the location, and a stable UID whose SEQUENCE goes up with each change, so
 * a moved or cancelled inspection replaces the one already in the homeowner's calendar.
 */
export function inspectionInvite({
  inspection,
  lead,
  manageUrl,
  organizerEmail,
  forOwner = false,
}: {
  inspection: Inspection;
  lead: Lead;
  manageUrl: string;
  organizerEmail: string;
  forOwner?: boolean;
}): string {
  const cancelled = inspection.status === "cancelled";
  const calendar = ical({
    prodId: { company: site.name, product: "Inspections", language: "EN" },
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
    summary: forOwner ? `Roof inspection: ${personName(lead)}` : `Free roof inspection: ${site.name}`,
    location: address ?? null,
    description: forOwner
      ? `Lead ${lead.id}. ${personName(lead)}${lead.phone ? `, ${lead.phone}` : ""}.`
      : `Our estimator inspects your roof and turns your estimate into a written quote. To change or cancel: ${manageUrl} or call ${site.phone.display}. ${site.name}, ${addressLine}.`,
    url: forOwner ? null : manageUrl,
    organizer: { name: site.name, email: organizerEmail },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
