import { describe, expect, it } from "vitest";
import { judgeSubmission } from "./spam";

describe("spam judgement", () => {
  const person = { status: "accepted", possibleSpam: false };
  const possible = { status: "accepted", possibleSpam: true };
  it.each([
    [{ company_website: "", form_elapsed_ms: "6000" }, true, person],
    [{ company_website: "http://x", form_elapsed_ms: "6000" }, true, { status: "spam", possibleSpam: false }],
    [{ company_website: ["x"] }, false, { status: "spam", possibleSpam: false }],
    [{ form_elapsed_ms: "900" }, true, possible],
    [{ form_elapsed_ms: "soon" }, true, possible],
    [{}, true, possible],
    [{}, false, person],
    [{ form_elapsed_ms: "2500" }, false, person],
  ])("%j (timing required: %s) → %j", (fields, requireTiming, verdict) => {
    expect(judgeSubmission(fields, { requireTiming })).toEqual(verdict);
  });
});
