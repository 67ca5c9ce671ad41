import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every server's log lines of a test run end up in one folder (Vitest) or one file (Playwright's
 * test-results/server.log), and once the run is over, no line may hold a private token: a quote's,
 * booking's or office sign-in link's token, an office session's id, or a booking pass. These
 * patterns are the test's own, apart from the logger's scrubber, so a scrubber that stops catching
 * a token fails the run.
 */

/** A link token as a path segment: 32 base64url characters after a slash (`/quote/<token>`, `/<token>/cancel`). */
const PATH_TOKEN = /\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])(?!\.(?:js|mjs|css|map|svg|png|jpg|webp|avif|woff2)\b)/g;
/** A booking pass: a lead's id, an expiry in base 36 and a base64url HMAC-SHA256 (43 characters). */
const BOOKING_PASS = /[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** An office session's id in its cookie, however a line quotes the header (`sfr_office=<id>`). */
const SESSION_ID = /\bsfr_office=([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/g;
/** 24 random bytes in base64url have both cases (all but about one in ten million); slugs and hex digests do not. */
const randomLooking = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run);

/** The private tokens a log line holds. */
export function privateTokensIn(line: string): string[] {
  const tokens = [...line.matchAll(PATH_TOKEN), ...line.matchAll(SESSION_ID)].map((m) => m[1]!).filter(randomLooking);
  return [...tokens, ...[...line.matchAll(BOOKING_PASS)].map((m) => m[0])];
}

/**
 * Adds what a server printed to the run's log folder, as it came, in a file per `source`: a
 * process's output arrives in chunks that split lines, so two processes never share a file.
 */
export function appendToRunLog(dir: string, source: string, text: string): void {
  appendFileSync(path.join(dir, `${source}.log`), text);
}

export type TokenFinding = { source: string; line: number; text: string };

/** The lines of `lines` that hold a private token, each shown with its tokens cut short. */
export function findPrivateTokens(source: string, lines: readonly string[]): TokenFinding[] {
  const findings: TokenFinding[] = [];
  lines.forEach((line, i) => {
    const tokens = privateTokensIn(line);
    if (tokens.length === 0) return;
    const text = tokens.reduce((shown, token) => shown.split(token).join(`${token.slice(0, 4)}...`), line);
    findings.push({ source, line: i + 1, text: text.slice(0, 400) });
  });
  return findings;
}

/** Every `*.log` file in the run's log folder, checked line by line. */
export function findPrivateTokensInFolder(dir: string): TokenFinding[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".log"))
    .flatMap((name) => findPrivateTokens(name, readFileSync(path.join(dir, name), "utf8").split("\n")));
}

/** What a run with findings prints: where each line is, and the line with its tokens cut short. */
export function tokenReport(findings: readonly TokenFinding[], where: string): string {
  const shown = findings.slice(0, 20).map((f) => `  ${f.source}:${f.line}: ${f.text}`);
  const more = findings.length > shown.length ? [`  ... and ${findings.length - shown.length} more`] : [];
  return [
    `${findings.length} server log line(s) hold a private token (a quote or booking link, or a booking pass), in ${where}:`,
    ...shown,
    ...more,
  ].join("\n");
}
