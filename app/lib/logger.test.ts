import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { expect, it } from "vitest";
import { createLogger, loggedPath } from "./logger.server";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const PASS = "0b6f3c0e-2d1a-4c4e-9a43-3f1c2b7d9e10.mzx1k2.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "info", secrets: ["s3cret-token"], destination }) };
}

it("keeps secrets and private links' tokens out of every line", () => {
  const { lines, logger } = capture();
  logger.warn({ path: `/quote/${TOKEN}` }, "not found: /inspection/AbCdEfGhIjKlMnOpQrStUv_-");
  logger.error({ path: `/api/inspections/${PASS}/cancel` }, "failed");
  logger.info("calling with s3cret-token");
  const text = lines.join("");
  expect(text).not.toMatch(/AbCdEf|0b6f3c0e|c2lnbmF0dXJl|s3cret-token/);
  expect(text).toContain('"path":"/quote/[token]"');
  expect(text).toContain("not found: /inspection/[token]");
  expect(text).toContain('"path":"/api/inspections/[token]/cancel"');
});

it.each([
  ["a nested router's path", { path: `/${TOKEN}/cancel` }, '"path":"/[token]/cancel"'],
  ["a token in a query's parameters", { cause: `params: ${TOKEN},2026-05-01` }, '"cause":"params: [token],2026-05-01"'],
  ["a token after a line break", { detail: `line one\n${TOKEN}` }, '"detail":"line one\\n[token]"'],
  ["a booking pass in a body", { body: `{"token":"${PASS}"}` }, '[pass]\\"}"'],
  ["a top-level token field", { token: TOKEN }, '"token":"[redacted]"'],
  ["the office's sign-in link", { path: `/office/sign-in/${TOKEN}.data` }, '"path":"/office/sign-in/[token]"'],
  ["a sign-in link cut short", { path: `/office/sign-in/${TOKEN.slice(0, 20)}` }, '"path":"/office/sign-in/[token]"'],
  ["an office session's cookie", { cookie: `sfr_office=${TOKEN}` }, '"cookie":"sfr_office=[token]"'],
])("scrubs %s, whatever precedes it", (_what, fields, expected) => {
  const { lines, logger } = capture();
  logger.warn(fields, "something happened");
  expect(lines.join("")).not.toMatch(/AbCdEf|0b6f3c0e|c2lnbmF0dXJl/);
  expect(lines.join("")).toContain(expected);
});

it("leaves slugs, ids and digests alone", () => {
  const { lines, logger } = capture();
  const path = "/blog/how-to-choose-a-roofing-contractor";
  const id = "0b6f3c0e-2d1a-4c4e-9a43-3f1c2b7d9e10";
  logger.warn({ path, leadId: id, digest: "5d41402abc4b2a76b9719d911017c592" }, `not found: ${path}`);
  expect(lines.join("")).toContain(`"path":"${path}","leadId":"${id}","digest":"5d41402abc4b2a76b9719d911017c592"`);
});

it("logs a failed query as the database's code and message, never its parameters", () => {
  const { lines, logger } = capture();
  const cause = Object.assign(new Error('invalid input syntax for type uuid: "jane@example.com"'), {
    code: "22P02",
    detail: "Key (email)=(jane@example.com) already exists.",
    params: ["Jane", "jane@example.com", "8135550142"],
  });
  const error = new DrizzleQueryError(
    'insert into "leads" ("first_name", "email", "phone") values ($1, $2, $3)',
    ["Jane", "jane@example.com", "8135550142"],
    cause,
  );
  logger.error({ err: error }, "lead not stored");
  logger.error({ err: new Error("outer", { cause }) }, "wrapped");
  const [query, wrapped] = lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
  expect(query!.err).toMatchObject({
    type: "DrizzleQueryError",
    code: "22P02",
    message: 'database query failed: 22P02 invalid input syntax for type uuid: "[value]"',
  });
  expect(String(query!.err.stack)).toMatch(/^DrizzleQueryError: database query failed: 22P02 .*\n {4}at /);
  expect(wrapped!.err.cause).toMatchObject({ code: "22P02", message: 'invalid input syntax for type uuid: "[value]"' });
  expect(lines.join("")).not.toMatch(/jane|8135550142|Jane|first_name/);
});

it.each([
  ["/api/inspections/AbCdEfGhIjKlMnOpQrStUvWxYz012345/cancel", "/api/inspections/[token]/cancel"],
  ["/quote/AbCdEfGhIjKlMnOpQrStUvWxYz012345.data?_routes=root", "/quote/[token]"],
  ["/es/cotizacion/abcdefghijklmnopqrstuvwxyz012345.data", "/es/cotizacion/[token]"],
  ["/es/inspeccion/abcdefghijklmnopqrstuvwxyz012345", "/es/inspeccion/[token]"],
  ["/es/inspeccion-de-techos", "/es/inspeccion-de-techos"],
  ["/roofing-tampa-fl?gclid=abc&email=jane@example.com", "/roofing-tampa-fl"],
])("logs the request %s as %s", (url, logged) => {
  expect(loggedPath(url)).toBe(logged);
});
