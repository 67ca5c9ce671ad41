import { confirmationWords } from "~/content/confirmation-words.server";
import { site } from "~/content/site";
import { fill } from "~/content/ui-text";
import type { Locale } from "~/lib/i18n/locale";

/**
 * When the office calls back a request sent at `at`, in the visitor's words and language, from the
 * office hours in the site's content: "today", "this morning after 8:00 am", "on Monday morning"
 * ("el lunes por la mañana").
 */
export function callBackWhen(at: Date, locale: Locale = "en", hours = site.hours, timeZone = site.timeZone): string {
  const words = confirmationWords[locale].callBack;
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
    if (now < hours.opens) return fill(words.thisMorning, { time: clock(hours.opens, locale) });
    if (now < hours.closes) return words.today;
  }
  const week = confirmationWords.en.callBack.days;
  const today = week.indexOf(parts.weekday!);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = (today + ahead) % 7;
    if (open(week[day]!)) return ahead === 1 ? words.tomorrow : fill(words.onDay, { day: words.days[day]! });
  }
  return words.whenOpen;
}

/** "8:00 am" ("8:00 a.m." in Spanish, as the booking's times are written) from "08:00". */
function clock(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const half = locale === "es" ? (h < 12 ? "a.m." : "p.m.") : h < 12 ? "am" : "pm";
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${half}`;
}
