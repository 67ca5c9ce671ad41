import { describe, expect, it } from "vitest";
import { judgeSubmission } from "./spam";

describe("spam judgement", () => {
  it.each([
    [{ company_website: "", form_elapsed_ms: "6000" }, true, { spam: false }],
    [{ company_website: "http://x", form_elapsed_ms: "6000" }, true, { spam: true, reason: "honeypot" }],
    [{ form_elapsed_ms: "900" }, true, { spam: true, reason: "too-fast" }],
    [{ form_elapsed_ms: "soon" }, true, { spam: true, reason: "too-fast" }],
    [{}, true, { spam: true, reason: "no-timing" }],
    [{}, false, { spam: false }],
    [{ company_website: ["x"] }, false, { spam: true, reason: "honeypot" }],
  ])("%j (timing required: %s) → %j", (fields, requireTiming, verdict) => {
    expect(judgeSubmission(fields, { requireTiming })).toEqual(verdict);
  });
});
