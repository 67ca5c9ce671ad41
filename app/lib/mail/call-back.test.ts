import { describe, expect, it } from "vitest";
import { callBackWhen } from "./call-back";

/** An instant in Tampa's time (EST in January). */
const tampa = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

describe("when the office calls back", () => {
  it("names the day and part of the day the office opens next, in the lead's language", () => {
    const cases: Array<[string, string, string]> = [
      ["2026-01-05T07:10", "this morning after 8:00 am", "esta mañana después de las 8:00 a.m."], // Monday, before opening
      ["2026-01-05T11:00", "today", "hoy"],
      ["2026-01-05T18:30", "tomorrow morning", "mañana por la mañana"],
      ["2026-01-09T18:30", "on Monday morning", "el lunes por la mañana"], // Friday evening
      ["2026-01-10T09:00", "on Monday morning", "el lunes por la mañana"], // Saturday
      ["2026-01-11T09:00", "tomorrow morning", "mañana por la mañana"], // Sunday
    ];
    for (const [at, en, es] of cases) {
      expect(callBackWhen(tampa(at)), at).toBe(en);
      expect(callBackWhen(tampa(at), "es"), at).toBe(es);
    }
  });
});
