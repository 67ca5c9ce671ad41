import { confirmationWords } from "~/content/confirmation-words.server";
import { site } from "~/content/site";
import { formatCents, formatDollars } from "~/lib/format";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { paths } from "~/lib/paths";
import { monthlyPayment } from "~/lib/payment";
import { leadLocale, mailText } from "~/content/quote-words/mail.server";
import { disclaimerIn, packageIn, paymentTermsIn } from "~/content/quote-words/packages.server";
import { fill } from "~/content/ui-text";
import type { Locale } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { parseQuote, type QuotePackage } from "~/lib/quote/quote-text";
import type { ServiceValue } from "~/lib/schemas/options";
import { firstName } from "~/lib/leads/facts.server";
import { callBackWhen } from "./call-back";
import { ButtonLink, colors, EmailLayout, Facts, Heading, Link, Paragraph } from "./email-layout";

/**
 * The homeowner's e-mails: the instant quote in writing, and for the other forms a short
 * confirmation that says what happens next and when.
 */

export function homeownerSubject({ lead, delivery }: OutboxItem): string {
  const words = mailText[leadLocale(lead)];
  if (delivery.kind === "package_choice" && lead.chosenPackage)
    return fill(words.choiceSubject, { name: packageIn(choiceOf(lead.chosenPackage), leadLocale(lead)).label });
  if (lead.formType === "Instant Quote Request") return words.subject;
  const subjects = confirmationWords[leadLocale(lead)].subject;
  return lead.formType === "Financing Application" ? subjects.financing : subjects.request;
}

/** A package known only by its name (the subject line's). */
const choiceOf = (name: string): QuotePackage => ({ name, price: 0, description: "" });

/** The private quote page, in the lead's language: a Spanish lead's under /es (docs/decisions/0015-spanish.md). */
export function quotePageUrl(siteUrl: string, token: string, locale: Locale = "en"): string {
  return new URL(locale === "es" ? paths.quoteEs(token) : paths.quote(token), siteUrl).toString();
}

export function QuoteEmail({ item, siteUrl }: { item: OutboxItem; siteUrl: string }) {
  const { lead, quote } = item;
  const locale = leadLocale(lead);
  const words = mailText[locale];
  const packages = (quote ? parseQuote(quote.generatedQuote) : []).map((pkg) => packageIn(pkg, locale));
  const link = quote?.accessToken ? quotePageUrl(siteUrl, quote.accessToken, locale) : undefined;
  return (
    <EmailLayout title={homeownerSubject(item)} preview={words.preview} locale={locale}>
      <Heading>{fill(words.heading, { name: firstName(lead) })}</Heading>
      <Paragraph>
        {fill(words.intro, { forAddress: lead.address ? fill(words.forAddress, { address: lead.address }) : "" })}
      </Paragraph>
      {packages.map((pkg) => (
        <table
          key={pkg.name}
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ width: "100%", margin: "0 0 16px", border: `1px solid ${colors.line}`, borderRadius: 6 }}
        >
          <tbody>
            <tr>
              <td style={{ padding: 16 }}>
                <p style={{ margin: 0, fontSize: 18, fontWeight: "bold", color: colors.navy }}>
                  {pkg.label}
                  {pkg.name === lead.chosenPackage ? words.yourChoiceMark : ""}
                </p>
                <p style={{ margin: "4px 0", fontSize: 24, fontWeight: "bold" }}>{formatDollars(pkg.price)}</p>
                <p style={{ margin: "0 0 8px" }}>
                  {fill(words.monthly, { amount: formatCents(monthlyPayment(pkg.price)) })}
                </p>
                <p style={{ margin: "0 0 8px", color: colors.muted, fontSize: 14, lineHeight: "20px" }}>
                  {pkg.description}
                </p>
                <p style={{ margin: 0, color: colors.muted, fontSize: 12, lineHeight: "18px" }}>
                  {paymentTermsIn(pkg, locale)}
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      ))}
      {link ? (
        <>
          <Paragraph>{words.seeOnline}</Paragraph>
          <ButtonLink href={link}>{words.seeQuote}</ButtonLink>
        </>
      ) : null}
      <NextStep siteUrl={siteUrl} locale={locale} />
      <Paragraph style={{ fontSize: 13, lineHeight: "19px", color: colors.muted }}>{disclaimerIn[locale]}</Paragraph>
    </EmailLayout>
  );
}

function NextStep({ siteUrl, locale }: { siteUrl: string; locale: Locale }) {
  const [before, or, link, after] = mailText[locale].nextStep;
  return (
    <Paragraph>
      {before} <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link> {or}{" "}
      <Link href={new URL(linkIn(paths.scheduleInspection, locale), siteUrl).toString()}>{link}</Link>
      {after}
    </Paragraph>
  );
}

/**
 * The package a homeowner chose after the quote, in writing: its price, its monthly payment with
 * the terms, and the quote's PDF with the choice marked (attached by the mailer).
 */
export function PackageChoiceEmail({ item, siteUrl }: { item: OutboxItem; siteUrl: string }) {
  const { lead, quote } = item;
  const locale = leadLocale(lead);
  const words = mailText[locale];
  const found = (quote ? parseQuote(quote.generatedQuote) : []).find((p) => p.name === lead.chosenPackage);
  const chosen = found && packageIn(found, locale);
  const link = quote?.accessToken ? quotePageUrl(siteUrl, quote.accessToken, locale) : undefined;
  const monthly = chosen ? fill(words.monthly, { amount: formatCents(monthlyPayment(chosen.price)) }) : "";
  return (
    <EmailLayout
      title={homeownerSubject(item)}
      preview={chosen ? `${formatDollars(chosen.price)}, ${monthly}.` : words.preview}
      locale={locale}
    >
      <Heading>{fill(words.thankYou, { name: firstName(lead) })}</Heading>
      {chosen ? (
        <>
          <Paragraph>
            {words.chose[0]} <strong>{chosen.label}</strong>{" "}
            {fill(words.chose[1], { atAddress: lead.address ? fill(words.atAddress, { address: lead.address }) : "" })}
          </Paragraph>
          <Facts
            rows={[
              [words.factPackage, chosen.label],
              [words.factPrice, formatDollars(chosen.price)],
              [words.factMonthly, monthly],
            ]}
          />
          <Paragraph style={{ color: colors.muted, fontSize: 14, lineHeight: "20px" }}>{chosen.description}</Paragraph>
          <Paragraph style={{ color: colors.muted, fontSize: 12, lineHeight: "18px" }}>
            {paymentTermsIn(chosen, locale)}
          </Paragraph>
        </>
      ) : (
        <Paragraph>{words.attached}</Paragraph>
      )}
      {link ? (
        <>
          <Paragraph>{words.changedMind}</Paragraph>
          <ButtonLink href={link}>{words.seeQuote}</ButtonLink>
        </>
      ) : null}
      <NextStep siteUrl={siteUrl} locale={locale} />
      <Paragraph style={{ fontSize: 13, lineHeight: "19px", color: colors.muted }}>{disclaimerIn[locale]}</Paragraph>
    </EmailLayout>
  );
}

/** The contact, header and financing forms' confirmation, in the lead's language. */
export function ConfirmationEmail({ item }: { item: OutboxItem }) {
  const { lead } = item;
  const locale = leadLocale(lead);
  const t = confirmationWords[locale];
  const financing = lead.formType === "Financing Application";
  const service = lead.service ? (t.services[lead.service as ServiceValue] ?? t.what.anyService) : undefined;
  const what = financing ? t.what.financing : `${t.what.request}${service ? fill(t.what.forService, { service }) : ""}`;
  // From when this e-mail was queued: a lead released from Possible Spam days later is called from then.
  const when = financing ? t.financingWhen : callBackWhen(item.delivery.createdAt, locale);
  return (
    <EmailLayout title={homeownerSubject(item)} preview={fill(t.preview, { when })} locale={locale}>
      <Heading>{fill(t.heading, { name: firstName(lead) })}</Heading>
      <Paragraph>{fill(t.received, { what })}</Paragraph>
      <Paragraph>
        <strong>{t.next}</strong> {fill(t.callYou, { when })}
        {lead.phone ? t.atNumber : ""}
        {financing ? t.withPlans : t.toSeeRoof}. {fill(t.officeOpen, { hours: t.hours })}
      </Paragraph>
      <Facts
        rows={[
          [t.factOffice, t.hours],
          [t.factPhone, site.phone.display],
        ]}
      />
      <Paragraph>
        {t.emergency} <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link>.
      </Paragraph>
    </EmailLayout>
  );
}
