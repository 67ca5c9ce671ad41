import { site } from "~/content/site";

/**
 * When the office calls back a request sent at `at`, in the visitor's words, from the office hours
 * in the site's content: "today", "this morning after 8:00 am", "on Monday morning".
 */
export function callBackWhen(at: Date, hours = site.hours, timeZone = site.timeZone): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const now = `${parts.hour}:${parts.minute}`;
  const open = (day: string) => (hours.days as readonly string[]).includes(day);
  if (open(parts.weekday!)) {
    if (now < hours.opens) return `this morning after ${clock(hours.opens)}`;
    if (now < hours.closes) return "today";
  }
  const week = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const today = week.indexOf(parts.weekday!);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = week[(today + ahead) % 7]!;
    if (open(day)) return ahead === 1 ? "tomorrow morning" : `on ${day} morning`;
  }
  return "as soon as the office opens";
}

/** "8:00 am" from "08:00". */
function clock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}
