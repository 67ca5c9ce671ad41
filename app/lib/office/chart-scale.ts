/** Scales for the office's charts: a round top for an axis, and durations in words. */

/** The spans the sources page offers, in weeks. */
export const REPORT_WEEKS = [4, 12, 26, 52] as const;

/** The smallest of 1, 2 or 5 times a power of ten at or above `value` (and at least `floor`). */
export function niceMax(value: number, floor = 1): number {
  const target = Math.max(value, floor);
  const power = 10 ** Math.floor(Math.log10(target));
  for (const step of [1, 2, 5, 10]) if (step * power >= target) return step * power;
  return 10 * power;
}

/** The top of an axis of whole things (leads): its half-way mark is a whole number too. */
export function countMax(value: number): number {
  const top = niceMax(value, 2);
  return top % 2 === 0 ? top : top + 1;
}

/** "800 ms", "4.2 s", "3 min", "1.5 h": a delay as the owner reads it. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 60) return `${trim(seconds)} s`;
  if (seconds < 3600) return `${trim(seconds / 60)} min`;
  return `${trim(seconds / 3600)} h`;
}

const trim = (value: number) => (value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10));

/** Which of `count` labels to print so that about `room` fit: every one, every other, ... */
export function labelStep(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / room));
}
