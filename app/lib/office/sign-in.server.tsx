import { randomInt } from "node:crypto";
import { site } from "~/content/site";
import { ButtonLink, EmailLayout, Heading, Paragraph } from "~/lib/mail/email-layout";
import { renderEmail, sendMessage } from "~/lib/mail/mailer.server";
import { hashClientIp } from "~/lib/leads/store.server";
import type { AppServices } from "~/lib/services.server";
import { recordAction } from "./audit.server";
import { isOwner, normalizeEmail } from "./config.server";
import { officePaths } from "./office-paths";
import { createSignInLink } from "./sign-in-links.server";
import { signInAllowed } from "./sign-in-limits.server";

export const SIGN_IN_SUBJECT = `Sign in to the ${site.name} office`;

function SignInEmail({ url }: { url: string }) {
  return (
    <EmailLayout title={SIGN_IN_SUBJECT} preview="Your sign-in link works for 15 minutes, once.">
      <Heading>Sign in to the office</Heading>
      <Paragraph>Tap the button to open the office on this device. The link works for 15 minutes, once.</Paragraph>
      <ButtonLink href={url}>Sign in to the office</ButtonLink>
      <Paragraph>
        Didn&apos;t ask for it? Ignore this e-mail: nobody can sign in without the link, and it expires on its own.
      </Paragraph>
    </EmailLayout>
  );
}

export type LinkRequestOutcome = "answered" | "limited" | "invalid";

/**
 * Someone asks for a sign-in link. Only an owner's address gets one, but every address gets the
 * same answer at the same speed: the answer comes once the limits are counted, the same work for
 * every address, and the link is made, logged and mailed after the answer has gone (`afterResponse`:
 * the embedded database and the e-mail's rendering share the server's one thread, so work begun
 * before would slow an owner's answer), so neither the words nor the time tell who is an owner.
 */
export async function requestSignInLink(
  services: Pick<AppServices, "db" | "env" | "logger" | "ipHashKey">,
  {
    email: typed,
    clientIp,
    afterResponse = (work) => setImmediate(work),
  }: { email: unknown; clientIp: string | undefined; afterResponse?: (work: () => void) => void },
): Promise<LinkRequestOutcome> {
  const email = normalizeEmail(typed);
  if (!email) return "invalid";
  if (!(await signInAllowed(services, { clientIp, email }))) return "limited";
  const send = () =>
    void sendSignInLink(services, email, clientIp).catch((error: unknown) =>
      services.logger.error({ err: error }, "the office's sign-in link could not be sent"),
    );
  // At a moment of its own within the next second: right after the answer, the work would slow the
  // asker's next request instead.
  if (isOwner(services.env, email)) afterResponse(() => setTimeout(send, randomInt(1_000)));
  return "answered";
}

async function sendSignInLink(
  services: Pick<AppServices, "db" | "env" | "logger" | "ipHashKey">,
  email: string,
  clientIp: string | undefined,
) {
  const { db, env, logger } = services;
  const token = await createSignInLink(db, email);
  await recordAction(db, {
    actor: email,
    action: "sign-in-link-sent",
    clientIpHash: hashClientIp(clientIp, services.ipHashKey),
  });
  const url = new URL(officePaths.signInLink(token), env.SITE_URL).toString();
  const message = { to: email, subject: SIGN_IN_SUBJECT, ...renderEmail(<SignInEmail url={url} />) };
  const settings = {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    mailDir: `${env.DATA_DIR}/mail`,
    timeoutMs: env.CRM_TIMEOUT_MS,
    logger,
  };
  await sendMessage(settings, message, "office-sign-in");
}
