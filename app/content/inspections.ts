import type { InspectionCalendar } from "./schemas";
import { site } from "./site";

/**
 * When a free inspection can be booked on the website, when no GoHighLevel calendar is configured
 * (GHL_CALENDAR_ID): the office hours of site.ts, less holidays and blocked days. To offer
 * inspections on another day, add it to `hours` (for example `Saturday: { opens: "09:00", closes:
 * "13:00" }`). Slot length, places per slot and notice are settings (INSPECTION_SLOT_MINUTES,
 * INSPECTIONS_PER_SLOT, INSPECTION_MIN_NOTICE_HOURS). Dates are the business's own (site.timeZone).
 */
export const inspectionCalendar: InspectionCalendar = {
  hours: Object.fromEntries(
    site.hours.days.map((day) => [day, { opens: site.hours.opens, closes: site.hours.closes }]),
  ),
  holidays: [
    { date: "2026-11-26", name: "Thanksgiving" },
    { date: "2026-11-27", name: "Day after Thanksgiving" },
    { date: "2026-12-24", name: "Christmas Eve" },
    { date: "2026-12-25", name: "Christmas Day" },
    { date: "2027-01-01", name: "New Year's Day" },
    { date: "2027-05-31", name: "Memorial Day" },
    { date: "2027-07-05", name: "Independence Day (observed)" },
    { date: "2027-09-06", name: "Labor Day" },
    { date: "2027-11-25", name: "Thanksgiving" },
    { date: "2027-11-26", name: "Day after Thanksgiving" },
    { date: "2027-12-23", name: "Christmas Eve (observed)" },
    { date: "2027-12-24", name: "Christmas Day (observed)" },
    { date: "2027-12-31", name: "New Year's Day (observed)" },
  ],
  blocked: [],
};
