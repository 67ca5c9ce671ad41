import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "./webhook-verify.example";

describe("the receiver's signature check", () => {
  const secret = "whsec-unit";
  const body = '{"deliveryId":"d1"}';
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");

  it("accepts the signature the site makes", () => {
    expect(verifyWebhook(body, `t=${t},v1=${v1}`, secret)).toBe(true);
  });

  it("refuses a v1 of 64 characters that are not hex digits, without throwing", () => {
    for (const forged of ["é".repeat(64), "€".repeat(64), v1.toUpperCase(), "g".repeat(64)])
      expect(verifyWebhook(body, `t=${t},v1=${forged}`, secret)).toBe(false);
  });
});
