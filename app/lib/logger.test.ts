import { Writable } from "node:stream";
import { expect, it } from "vitest";
import { createLogger } from "./logger.server";

it("keeps secrets and private links' tokens out of every line", () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level: "info", secrets: ["s3cret-token"], destination });
  logger.warn({ path: "/quote/AbCdEfGhIjKlMnOpQrStUvWxYz012345" }, "not found: /inspection/AbCdEfGhIjKlMnOpQrStUv_-");
  logger.error({ path: "/api/inspections/0b6f3c0e-2d1a-4c4e-9a43-3f1c2b7d9e10.mzx1k2.c2lnbmF0dXJl/cancel" }, "failed");
  logger.info("calling with s3cret-token");
  const text = lines.join("");
  expect(text).not.toMatch(/AbCdEf|0b6f3c0e|c2lnbmF0dXJl|s3cret-token/);
  expect(text).toContain('"path":"/quote/[token]"');
  expect(text).toContain("not found: /inspection/[token]");
  expect(text).toContain('"path":"/api/inspections/[token]/cancel"');
});
