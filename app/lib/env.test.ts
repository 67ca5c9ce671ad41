import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv, secretsOf } from "./env.server";

describe("configuration", () => {
  it("refuses a DATABASE_URL whose password breaks the URL, naming the variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://site:ab/cd@db:5432/site" })).toThrow(
      /DATABASE_URL: DATABASE_URL is not a valid URL \(percent-encode special characters in the password\)/,
    );
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
  });

  it.each([
    ["DATABASE_URL", "postgres://site:50%off@db:5432/site"],
    ["DATABASE_URL", "postgres://site:5432/x@db:5432/site"],
    ["SMTP_URL", "smtps://apikey:50%off@smtp.example.com:465"],
    ["SMTP_URL", "smtps://apikey:ab/cd@smtp.example.com:465"],
    ["SMTP_URL", "smtps://apikey:465#x@smtp.example.com:465"],
  ])("refuses %s with a password that was not percent-encoded (%s), naming the variable", (name, url) => {
    expect(() => parseEnv({ [name]: url })).toThrow(
      new RegExp(`${name}: ${name} is not a valid URL \\(percent-encode special characters in the password\\)`),
    );
  });

  it.each(["www.suncoastroofing.example", "suncoastroofing.example/roofing", "ftp://suncoastroofing.example"])(
    "refuses SITE_URL %j, naming the variable",
    (url) => {
      expect(() => parseEnv({ SITE_URL: url })).toThrow(/Invalid configuration:\n {2}SITE_URL: SITE_URL must be /);
    },
  );

  it("takes a blank number setting as unset: its default, not 0", () => {
    const env = parseEnv({ PORT: "", TRUST_PROXY: " ", LEAD_RATE_LIMIT: "" });
    expect([env.PORT, env.TRUST_PROXY, env.LEAD_RATE_LIMIT]).toEqual([3000, 0, 20]);
    expect(parseEnv({ PORT: "8080" }).PORT).toBe(8080);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT: /);
  });

  it.each(["localhost:8080/hook", "ftp://crm.example.com/hook", "crm.example.com/hook"])(
    "refuses CRM_WEBHOOK_URL %j: deliveries go over http(s)",
    (url) => {
      expect(() => parseEnv({ CRM_WEBHOOK_URL: url })).toThrow(
        /CRM_WEBHOOK_URL: CRM_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/,
      );
    },
  );

  it("refuses a DATA_DIR too long for the lead inbox's socket on the embedded database, naming it", () => {
    const long = path.join(os.tmpdir(), "x".repeat(120));
    expect(() => parseEnv({ DATA_DIR: long })).toThrow(/DATA_DIR: DATA_DIR is too long/);
    expect(parseEnv({ DATA_DIR: path.join(os.tmpdir(), "data") }).DATA_DIR).toBe(path.join(os.tmpdir(), "data"));
    // PostgreSQL needs no socket.
    expect(parseEnv({ DATA_DIR: long, DATABASE_URL: "postgres://site:pw@db/site" }).DATA_DIR).toBe(long);
  });

  it("keeps the passwords of the database and the mail server out of the logs as they were typed", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://site:s3cr%3Dt%2Fx@db:5432/site",
      SMTP_URL: "smtps://apikey:m%40il-pass@smtp.example.com:465",
    });
    expect(secretsOf(env)).toEqual(expect.arrayContaining(["s3cr=t/x", "s3cr%3Dt%2Fx", "m@il-pass", "m%40il-pass"]));
  });

  it("reads ALLOWED_HOSTS as host names in lower case, none by default, and refuses anything else", () => {
    expect(parseEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ ALLOWED_HOSTS: " SuncoastRoofing.example, staging.roofs.example ," }).ALLOWED_HOSTS).toEqual([
      "suncoastroofing.example",
      "staging.roofs.example",
    ]);
    for (const bad of ["https://roofs.example", "roofs.example:8443", "*.roofs.example"]) {
      expect(() => parseEnv({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS must be host names/);
    }
  });

  it("reads OWNER_EMAILS in lower case, once each, none by default (the office is off), and refuses anything else", () => {
    expect(parseEnv({}).OWNER_EMAILS).toEqual([]);
    expect(
      parseEnv({ OWNER_EMAILS: " Owner@Roofs.example, partner@roofs.example,owner@roofs.example" }).OWNER_EMAILS,
    ).toEqual(["owner@roofs.example", "partner@roofs.example"]);
    expect(() => parseEnv({ OWNER_EMAILS: "owner at roofs" })).toThrow(/OWNER_EMAILS must be e-mail addresses/);
  });

  it("reads CSP_EXTRA_ORIGINS as HTTPS origins, trimmed, lower-cased, once each", () => {
    expect(parseEnv({}).CSP_EXTRA_ORIGINS).toEqual([]);
    expect(
      parseEnv({
        CSP_EXTRA_ORIGINS:
          " https://snap.licdn.com, https://*.Clarity.ms/ ,https://snap.licdn.com,https://px.example.com:8443",
      }).CSP_EXTRA_ORIGINS,
    ).toEqual(["https://snap.licdn.com", "https://*.clarity.ms", "https://px.example.com:8443"]);
  });

  it.each([
    "http://tracker.example.com",
    "https://tracker.example.com/pixel.js",
    "*",
    "https:",
    "'unsafe-inline'",
    "https://tracker.example.com; script-src *",
    "https://*",
    "data:",
  ])("refuses %j in CSP_EXTRA_ORIGINS", (origin) => {
    expect(() => parseEnv({ CSP_EXTRA_ORIGINS: `https://ok.example.com,${origin}` })).toThrow(
      /CSP_EXTRA_ORIGINS\.1: CSP_EXTRA_ORIGINS must be https:\/\/ origins/,
    );
  });
});
