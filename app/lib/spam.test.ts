import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, judgeSubmission, type ProofCheck } from "./spam";

describe("spam judgement", () => {
  const valid: ProofCheck = { ok: true };
  const none: ProofCheck = { ok: false, reason: "no-proof" };
  const reused: ProofCheck = { ok: false, reason: "reused-proof" };
  it.each([
    ["a person", { [HONEYPOT_FIELD]: "" }, valid, { status: "accepted", possibleSpam: false }],
    ["a script, or JavaScript off", {}, none, { status: "accepted", possibleSpam: true, reason: "no-proof" }],
    ["a proof sent twice", {}, reused, { status: "accepted", possibleSpam: true, reason: "reused-proof" }],
    [
      "autofill in the hidden field, from a real browser",
      { [HONEYPOT_FIELD]: "Jane" },
      valid,
      { status: "accepted", possibleSpam: true, reason: "honeypot" },
    ],
    [
      "a bot filling every field",
      { [HONEYPOT_FIELD]: "http://x" },
      none,
      { status: "spam", possibleSpam: false, reason: "honeypot" },
    ],
    [
      "a bot sending a list",
      { [HONEYPOT_FIELD]: ["x"] },
      none,
      { status: "spam", possibleSpam: false, reason: "honeypot" },
    ],
    ["a blank hidden field", { [HONEYPOT_FIELD]: "   " }, valid, { status: "accepted", possibleSpam: false }],
  ])("%s → %j", (_who, fields, proof, verdict) => {
    expect(judgeSubmission(fields, proof)).toEqual(verdict);
  });
});
