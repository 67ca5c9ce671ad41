import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { compile } from "html-to-text";
import nodemailer from "nodemailer";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "~/content/site";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "~/lib/data-dir.server";
import type { Logger } from "~/lib/logger.server";
import type { OutboxItem, Sender } from "~/lib/outbox/channels.server";
import type { SendResult } from "~/lib/outbox/http.server";
import { ConfirmationEmail, homeownerSubject, PackageChoiceEmail, QuoteEmail, quotePageUrl } from "./homeowner.server";
import { OwnerAlert, ownerAlertSubject } from "./owner-alert.server";
import { inspectionInvite } from "./ics.server";
import { inspectionAlertSubject } from "~/lib/inspections/inspection-news.server";
import { InspectionAlert, InspectionEmail, inspectionPageUrl, inspectionSubject } from "./inspection-email.server";
import { renderQuotePdf } from "./quote-pdf.server";
import { leadLocale, mailText } from "~/content/quote-words/mail.server";
import { inspectionMailText } from "~/content/inspection-words/mail.server";

/**
 * E-mail, to the owner and to the homeowner, over SMTP (nodemailer). Without SMTP_URL every message
 * is written as an .eml file in DATA_DIR/mail instead, so a fresh install shows what it would send;
 * those deliveries are recorded as written, and never sent later.
 */

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
};

/** An e-mail's HTML read as text, its options compiled once: a message then converts in a third of the time. */
const htmlToText = compile({
  wordwrap: 78,
  selectors: [
    { selector: ".preview", format: "skip" },
    { selector: "h1", options: { uppercase: false } },
    { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
    // The number is the text already; a map or a page link is worth its address.
    { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } },
    { selector: 'a[href^="mailto:"]', format: "anchor", options: { ignoreHref: true } },
    { selector: "table.facts", format: "dataTable", options: { maxColumnWidth: 60 } },
  ],
});

/** HTML and plain text from one React template: the text is the HTML read as text. */
export function renderEmail(element: ReactElement): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  const text = htmlToText(html);
  return { html, text };
}

/** The message a delivery carries, made from the lead as it is now. */
export async function composeEmail(item: OutboxItem, siteUrl: string, organizer: string): Promise<EmailMessage> {
  const { delivery, lead, quote, inspection } = item;
  const to = delivery.recipient ?? "";
  if (delivery.kind === "inspection" && inspection) {
    const owner = delivery.channel === "owner-email";
    // The homeowner's in their language; the owner's in English.
    const locale = owner ? "en" : leadLocale(lead);
    const invite = inspectionInvite({
      inspection,
      lead,
      manageUrl: inspectionPageUrl(siteUrl, inspection.accessToken, locale),
      organizerEmail: organizer,
      forOwner: owner,
      locale,
    });
    // A requested time is not in anyone's calendar yet.
    const attachments =
      inspection.status === "requested"
        ? []
        : [
            {
              filename: inspectionMailText[locale].ics.filename,
              content: Buffer.from(invite),
              contentType: "text/calendar; charset=utf-8",
            },
          ];
    return owner
      ? {
          to,
          subject: inspectionAlertSubject(inspection, lead),
          replyTo: lead.email ?? undefined,
          ...renderEmail(<InspectionAlert item={{ ...item, inspection }} />),
          attachments,
        }
      : {
          to,
          subject: inspectionSubject(inspection, locale),
          ...renderEmail(<InspectionEmail item={{ ...item, inspection }} siteUrl={siteUrl} />),
          attachments,
        };
  }
  if (delivery.channel === "owner-email") {
    // A reply goes to the visitor: the owner can answer the lead straight from the alert.
    return {
      to,
      subject: ownerAlertSubject(item),
      replyTo: lead.email ?? undefined,
      ...renderEmail(<OwnerAlert item={item} />),
    };
  }
  if (lead.formType === "Instant Quote Request" && quote) {
    const locale = leadLocale(lead);
    const url = quote.accessToken ? quotePageUrl(siteUrl, quote.accessToken, locale) : undefined;
    // The quote in writing; after a package is chosen, that choice (the PDF marks it either way).
    const Template = delivery.kind === "package_choice" ? PackageChoiceEmail : QuoteEmail;
    return {
      to,
      subject: homeownerSubject(item),
      ...renderEmail(<Template item={item} siteUrl={siteUrl} />),
      attachments: [
        {
          filename: mailText[locale].pdf.filename,
          content: await renderQuotePdf(lead, quote, url),
          contentType: "application/pdf",
        },
      ],
    };
  }
  return { to, subject: homeownerSubject(item), ...renderEmail(<ConfirmationEmail item={item} />) };
}

/**
 * SMTP answers a refusal with 5xx (550: no such mailbox, 535: wrong password): permanent. 4xx (454:
 * too many logins, try later) and lost connections: try again. Told by code, reply code and command, in fixed words: the server's reply quotes the
 * recipient's address ("550 5.1.1 <jane@...>: Recipient address rejected").
 */
function smtpFailure(error: unknown): Extract<SendResult, { ok: false }> {
  const { responseCode, code, command } = error as { responseCode?: number; code?: string; command?: string };
  const word = (value: unknown) => typeof value === "string" && /^[A-Z_ ]{2,20}$/.test(value);
  const at = [word(code) ? code : "SMTP", responseCode, word(command) ? `at ${command}` : undefined];
  const text = (reason: string) => `${at.filter(Boolean).join(" ")}: ${reason}`;
  if (code === "EAUTH" && !(responseCode && responseCode < 500))
    return { ok: false, retryable: false, status: 401, error: text("the mail server refused our login") };
  if (responseCode && responseCode >= 500)
    return { ok: false, retryable: false, status: responseCode, error: text("the mail server refused the message") };
  if (responseCode)
    return { ok: false, retryable: true, status: responseCode, error: text("the mail server deferred it") };
  return { ok: false, retryable: true, error: text("the mail server could not be reached") };
}

export function emailSender({
  smtpUrl,
  from,
  siteUrl,
  mailDir,
  timeoutMs,
  logger,
}: {
  smtpUrl: string | undefined;
  from: string | undefined;
  siteUrl: string;
  mailDir: string;
  timeoutMs: number;
  logger: Logger;
}): Sender {
  const sender = from ?? `"${site.name}" <${site.email}>`;
  // The calendar file's organizer: the address the e-mails come from.
  const organizer = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  const host = new URL(siteUrl).hostname;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    name: smtpUrl ? "smtp" : "file",
    label: smtpUrl ? "the mail server" : "the mail folder",
    async send(item) {
      if (!item.delivery.recipient) return { ok: false, retryable: false, error: "no address to send to" };
      if (item.delivery.kind === "inspection" && !item.inspection)
        return { ok: false, retryable: false, error: "the inspection no longer exists" };
      const message = await composeEmail(item, siteUrl, organizer);
      // One id per delivery: a resend after a crash is the same message to the receiving end.
      const messageId = `<${item.delivery.id}@${host}>`;
      const mail = { ...message, from: sender, messageId, headers: { "X-Lead-Id": item.lead.id } };
      if (!smtpUrl) {
        const info = (await transport.sendMail(mail)) as unknown as { message: Buffer };
        const file = path.join(
          mailDir,
          `${item.delivery.createdAt.toISOString().replace(/[:.]/g, "-")}-${item.delivery.channel}-${item.delivery.id}.eml`,
        );
        await writeMailFile(file, info.message);
        logger.info({ leadId: item.lead.id, file }, "e-mail written to a file (no SMTP_URL set): open it to preview");
        return { ok: true, written: true, remoteId: messageId };
      }
      try {
        await transport.sendMail(mail);
        return { ok: true, remoteId: messageId };
      } catch (error) {
        return smtpFailure(error);
      }
    },
  };
}

/**
 * Writes a message into the mail folder whole: under a hidden name first, then renamed, so whoever
 * reads the folder (the owner, a test) never opens half a message. Names, addresses and quote links:
 * for the site's user alone.
 */
async function writeMailFile(file: string, message: Buffer) {
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.part`);
  await writeFile(partial, message, { mode: PRIVATE_FILE_MODE });
  await rename(partial, file);
}

export type MailSettings = {
  smtpUrl: string | undefined;
  from: string | undefined;
  mailDir: string;
  timeoutMs: number;
  logger: Logger;
};

/**
 * Sends one message that is no lead's delivery (the office's sign-in link) at once, as the outbox
 * would: over SMTP, or written to the mail folder without SMTP_URL. `tag` names the file. Throws
 * when the mail server refuses it.
 */
export async function sendMessage(settings: MailSettings, message: EmailMessage, tag: string): Promise<void> {
  const from = settings.from ?? `"${site.name}" <${site.email}>`;
  if (!settings.smtpUrl) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const info = (await transport.sendMail({ ...message, from })) as unknown as { message: Buffer };
    const file = path.join(settings.mailDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${tag}.eml`);
    await writeMailFile(file, info.message);
    settings.logger.info({ file }, "e-mail written to a file (no SMTP_URL set): open it to preview");
    return;
  }
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  try {
    await transport.sendMail({ ...message, from });
  } catch (error) {
    throw new Error(smtpFailure(error).error, { cause: error });
  } finally {
    transport.close();
  }
}
