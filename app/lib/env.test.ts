import { describe, expect, it } from "vitest";
import { parseEnv, secretsOf } from "./env.server";

describe("configuration", () => {
  it("refuses a DATABASE_URL whose password breaks the URL, naming the variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://site:ab/cd@db:5432/site" })).toThrow(
      /DATABASE_URL: DATABASE_URL is not a valid URL \(percent-encode special characters in the password\)/,
    );
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
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
