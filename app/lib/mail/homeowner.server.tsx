import { figures } from "~/content/figures";
import { site } from "~/content/site";
import { formatCents, formatDollars } from "~/lib/format";
import type { OutboxItem } from "~/lib/outbox/channels.server";
import { paths } from "~/lib/paths";
import { ESTIMATE_TERMS, monthlyPayment } from "~/lib/payment";
import { QUOTE_DISCLAIMER } from "~/lib/quote/messages";
import { displayName } from "~/lib/quote/display";
import { parseQuote, type QuotePackage } from "~/lib/quote/quote-text";
import { SERVICE_LABELS, type ServiceValue } from "~/lib/schemas/options";
import { firstName } from "~/lib/leads/facts.server";
import { callBackWhen } from "./call-back";
import { ButtonLink, colors, EmailLayout, Facts, Heading, Link, Paragraph } from "./email-layout";

/**
 * The homeowner's e-mails: the instant quote in writing, and for the other forms a short
 * confirmation that says what happens next and when.
 */

export function homeownerSubject({ lead, delivery }: OutboxItem): string {
  if (delivery.kind === "package_choice" && lead.chosenPackage)
    return `Your choice: the ${displayName(lead.chosenPackage)} for your roof`;
  if (lead.formType === "Instant Quote Request") return `Your roof quote from ${site.name}`;
  if (lead.formType === "Financing Application") return "We received your financing application";
  return "We received your request";
}

/** The financing terms beside every monthly payment, as Regulation Z requires once one is advertised. */
export function paymentTerms(pkg: QuotePackage): string {
  const { apr, months } = ESTIMATE_TERMS;
  return `${formatDollars(pkg.price)} financed with no down payment: ${months} monthly payments of ${formatCents(monthlyPayment(pkg.price))} at ${apr}% APR. Subject to credit approval; rates and terms depend on the lender and your credit.`;
}

export function quotePageUrl(siteUrl: string, token: string): string {
  return new URL(paths.quote(token), siteUrl).toString();
}

export function QuoteEmail({ item, siteUrl }: { item: OutboxItem; siteUrl: string }) {
  const { lead, quote } = item;
  const packages = quote ? parseQuote(quote.generatedQuote) : [];
  const link = quote?.accessToken ? quotePageUrl(siteUrl, quote.accessToken) : undefined;
  const chosen = packages.find((p) => p.name === lead.chosenPackage);
  return (
    <EmailLayout title={homeownerSubject(item)} preview="Your three packages, with prices and monthly payments.">
      <Heading>Your roof quote, {firstName(lead)}</Heading>
      <Paragraph>
        Here is the estimate you asked for on our website{lead.address ? `, for ${lead.address}` : ""}. The PDF attached
        has the same quote to print or keep.
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
                  {displayName(pkg.name)}
                  {pkg === chosen ? " (your choice)" : ""}
                </p>
                <p style={{ margin: "4px 0", fontSize: 24, fontWeight: "bold" }}>{formatDollars(pkg.price)}</p>
                <p style={{ margin: "0 0 8px" }}>
                  or about {formatCents(monthlyPayment(pkg.price))} a month with financing
                </p>
                <p style={{ margin: "0 0 8px", color: colors.muted, fontSize: 14, lineHeight: "20px" }}>
                  {pkg.description}
                </p>
                <p style={{ margin: 0, color: colors.muted, fontSize: 12, lineHeight: "18px" }}>{paymentTerms(pkg)}</p>
              </td>
            </tr>
          </tbody>
        </table>
      ))}
      {link ? (
        <>
          <Paragraph>See your quote online, choose a package, or print it (the link works for 90 days):</Paragraph>
          <ButtonLink href={link}>See your quote</ButtonLink>
        </>
      ) : null}
      <NextStep siteUrl={siteUrl} />
      <Paragraph style={{ fontSize: 13, lineHeight: "19px", color: colors.muted }}>{QUOTE_DISCLAIMER}</Paragraph>
    </EmailLayout>
  );
}

function NextStep({ siteUrl }: { siteUrl: string }) {
  return (
    <Paragraph>
      The next step is a free inspection: we measure the roof, check the deck and turn this estimate into a written
      quote. Call us at <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link> or{" "}
      <Link href={new URL(paths.scheduleInspection, siteUrl).toString()}>ask for an inspection</Link>.
    </Paragraph>
  );
}

/**
 * The package a homeowner chose after the quote, in writing: its price, its monthly payment with
 * the terms, and the quote's PDF with the choice marked (attached by the mailer).
 */
export function PackageChoiceEmail({ item, siteUrl }: { item: OutboxItem; siteUrl: string }) {
  const { lead, quote } = item;
  const chosen = (quote ? parseQuote(quote.generatedQuote) : []).find((p) => p.name === lead.chosenPackage);
  const link = quote?.accessToken ? quotePageUrl(siteUrl, quote.accessToken) : undefined;
  const monthly = chosen ? `about ${formatCents(monthlyPayment(chosen.price))} a month with financing` : "";
  return (
    <EmailLayout
      title={homeownerSubject(item)}
      preview={chosen ? `${formatDollars(chosen.price)}, or ${monthly}.` : "Your roof quote."}
    >
      <Heading>Thank you, {firstName(lead)}</Heading>
      {chosen ? (
        <>
          <Paragraph>
            You chose the <strong>{displayName(chosen.name)}</strong> for your roof
            {lead.address ? ` at ${lead.address}` : ""}. We have it on your quote, and the PDF attached marks it.
          </Paragraph>
          <Facts
            rows={[
              ["Package", displayName(chosen.name)],
              ["Price", formatDollars(chosen.price)],
              ["Monthly payment", monthly],
            ]}
          />
          <Paragraph style={{ color: colors.muted, fontSize: 14, lineHeight: "20px" }}>{chosen.description}</Paragraph>
          <Paragraph style={{ color: colors.muted, fontSize: 12, lineHeight: "18px" }}>
            {paymentTerms(chosen)}
          </Paragraph>
        </>
      ) : (
        <Paragraph>Your quote is attached as a PDF.</Paragraph>
      )}
      {link ? (
        <>
          <Paragraph>Changed your mind? Choose another package on your quote page:</Paragraph>
          <ButtonLink href={link}>See your quote</ButtonLink>
        </>
      ) : null}
      <NextStep siteUrl={siteUrl} />
      <Paragraph style={{ fontSize: 13, lineHeight: "19px", color: colors.muted }}>{QUOTE_DISCLAIMER}</Paragraph>
    </EmailLayout>
  );
}

export function ConfirmationEmail({ item }: { item: OutboxItem }) {
  const { lead } = item;
  const financing = lead.formType === "Financing Application";
  const what = financing
    ? "your financing application"
    : `your request${lead.service ? ` for ${SERVICE_LABELS[lead.service as ServiceValue] ?? "roofing help"}` : ""}`;
  const when = financing
    ? `within ${figures.financing.contactWithinHours} hours, during office hours`
    : callBackWhen(lead.createdAt);
  return (
    <EmailLayout title={homeownerSubject(item)} preview={`We'll call you ${when}.`}>
      <Heading>Thank you, {firstName(lead)}</Heading>
      <Paragraph>We received {what}.</Paragraph>
      <Paragraph>
        <strong>What happens next:</strong> we&apos;ll call you {when}
        {lead.phone ? " at the number you gave us" : ""}
        {financing ? " with the plans you qualify for" : " to set up a time to see the roof"}. Our office is open{" "}
        {site.hours.display}.
      </Paragraph>
      <Facts
        rows={[
          ["Office", site.hours.display],
          ["Phone", site.phone.display],
        ]}
      />
      <Paragraph>
        A leak or storm damage that can&apos;t wait? Our {site.emergency.display} answers now:{" "}
        <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link>.
      </Paragraph>
    </EmailLayout>
  );
}
