import type { InspectionCalendar } from "./schemas";
import { holidaysIn } from "./holidays";
import { site } from "./site";

/**
 * When a free inspection can be booked on the website, when no GoHighLevel calendar is configured
 * (GHL_CALENDAR_ID): the office hours of site.ts, less holidays (holidays.ts, by their rules) and
 * blocked days (a one-off closure: `{ date: "2027-03-12", reason: "Crew training" }`). To offer
 * inspections on another day, add it to `hours` (for example `Saturday: { opens: "09:00", closes:
 * "13:00" }`). Slot length, places per slot and notice are settings (INSPECTION_SLOT_MINUTES,
 * INSPECTIONS_PER_SLOT, INSPECTION_MIN_NOTICE_HOURS). Dates are the business's own (site.timeZone).
 */
export const inspectionCalendar: InspectionCalendar = {
  hours: Object.fromEntries(
    site.hours.days.map((day) => [day, { opens: site.hours.opens, closes: site.hours.closes }]),
  ),
  // From last year's (New York's December 31 is already January 1 in UTC) to five years ahead.
  holidays: [-1, 0, 1, 2, 3, 4, 5].flatMap((offset) => holidaysIn(new Date().getFullYear() + offset)),
  blocked: [],
};
