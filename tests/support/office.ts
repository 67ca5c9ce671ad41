import { sql } from "drizzle-orm";
import { SESSION_COOKIE } from "~/lib/office/config.server";
import { startSession } from "~/lib/office/sessions.server";
import { SIGN_IN_SUBJECT } from "~/lib/office/sign-in.server";
import type { FakeSmtp } from "./fake-smtp";
import { eventually, type TestServer } from "./test-server";

/**
 * The owner's office as a browser uses it, over HTTP: form posts from the office's own pages, the
 * session's cookie, the sign-in link read from the mail the SMTP stand-in received.
 */

export const OWNER = "owner@suncoast-roofs.example";
export const PARTNER = "partner@suncoast-roofs.example";

/** The office on, for two owners, its mail through the SMTP stand-in. */
export const officeEnv = (smtp: FakeSmtp): Record<string, string> => ({
  OWNER_EMAILS: `${OWNER},${PARTNER}`,
  SMTP_URL: smtp.url,
  MAIL_FROM: "Suncoast Family Roofing <office@suncoast-roofs.example>",
});

export type Answer = { status: number; headers: Headers; text: string };

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A GET as the owner's browser sends it, with the session's cookie when given; redirects are answers. */
export async function officeGet(server: TestServer, path: string, cookie?: string, headers: HeadersInit = {}) {
  return answer(
    await fetch(`${server.url}${path}`, {
      redirect: "manual",
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
    }),
  );
}

/** A form posted from one of the office's pages. */
export async function officePost(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return answer(
    await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        "Sec-Fetch-Site": "same-origin",
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** The session cookie a response sets, as the browser sends it back ("sfr_office=..."), if any. */
export function sessionCookieOf(headers: Headers): string | undefined {
  const set = headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return set?.split(";")[0];
}

/** The sign-in mails `to` has received. */
export const signInMails = (smtp: FakeSmtp, to: string) =>
  smtp.received.filter((m) => m.envelopeTo.includes(to) && m.mail.subject === SIGN_IN_SUBJECT);

/** The token of the newest sign-in link mailed to `to`, once there are more than `before` of them. */
export async function linkToken(smtp: FakeSmtp, to: string, before: number): Promise<string> {
  const mail = await eventually(() => signInMails(smtp, to)[before], {
    message: `sign-in mail ${before + 1} to ${to}`,
  });
  const token = /\/office\/sign-in\/([A-Za-z0-9_-]{32})/.exec(mail.mail.text ?? "")?.[1];
  if (!token) throw new Error(`no sign-in link in the mail:\n${mail.mail.text}`);
  return token;
}

/** Signs in with an e-mailed link, as the owner does: asks, opens the mail's link, presses Sign in. */
export async function signInByLink(server: TestServer, smtp: FakeSmtp, email = OWNER, headers = {}) {
  const before = signInMails(smtp, email).length;
  const asked = await officePost(server, "/office/sign-in", { email }, undefined, headers);
  if (asked.status !== 200) throw new Error(`asking for a link: ${asked.status}`);
  const token = await linkToken(smtp, email, before);
  const used = await officePost(server, `/office/sign-in/${token}`, {}, undefined, headers);
  const cookie = sessionCookieOf(used.headers);
  if (used.status !== 303 || !cookie) throw new Error(`the link did not sign in: ${used.status}`);
  return { cookie, setCookie: used.headers.getSetCookie().join("\n"), token };
}

/** A session as signing in makes one, for tests of what a signed-in owner sees through the API alone. */
export async function ownerSession(server: TestServer, email = OWNER): Promise<string> {
  const { id } = await startSession(server.services.db, { email, method: "link", device: "Test on Linux" });
  return `${SESSION_COOKIE}=${id}`;
}

/** Makes the audit log refuse every line while `run` runs, as a full disk would. */
export async function withAuditRefused(server: TestServer, run: () => Promise<void>) {
  await server.services.db.execute(
    sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$ begin
      raise exception 'could not write to file' using errcode = '58030';
    end $$`),
  );
  await server.services.db.execute(
    sql.raw("create trigger refuse_audit before insert on office_audit for each row execute function refuse_audit()"),
  );
  try {
    await run();
  } finally {
    await server.services.db.execute(sql.raw("drop trigger refuse_audit on office_audit"));
    await server.services.db.execute(sql.raw("drop function refuse_audit()"));
  }
}
