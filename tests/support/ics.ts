import ICAL from "ical.js";

/**
 * Reads a calendar file as a calendar program does (ical.js, Mozilla's parser): the zone it
 * defines is registered first, so the event's times are the instants the file means.
 */
export function readInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar file");
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    /** The zone the times are written in, and the wall-clock time there. */
    zone: vevent.getFirstProperty("dtstart")?.getFirstParameter("tzid"),
    wallClock: `${String(event.startDate.hour).padStart(2, "0")}:${String(event.startDate.minute).padStart(2, "0")}`,
    location: event.location,
    summary: event.summary,
    description: event.description,
    /** The product line's language: `-//Company//Product//EN`. */
    prodId: String(calendar.getFirstPropertyValue("prodid")),
    url: String(vevent.getFirstPropertyValue("url") ?? ""),
    status: String(vevent.getFirstPropertyValue("status") ?? ""),
  };
}
