/** The inspection picker's API answers, shared by the server that writes them and the picker that reads them. */

/** An open time: its instant, and its labels in the business's time zone. */
export type SlotView = { start: string; date: string; label: string; when: string };

/** A day with open times: `short` is the day's button ("Wed", "Nov 25"). */
export type DayView = { date: string; label: string; short: [string, string]; slots: SlotView[] };

export type SlotsAnswer = { zone: string; days: DayView[] };

/**
 * A booking as the picker confirms it; `manage` is the booking's private page; `past`: its time has
 * ended, so it is no longer changed online.
 */
export type BookingView = {
  status: "booked" | "requested" | "cancelled";
  when: string;
  zone: string;
  manage: string;
  past: boolean;
};

/** A refusal: the message, and for a time just taken the open times nearest to it. */
export type BookingProblem = { error: string; alternatives?: SlotView[] };
