import { createRequire } from "node:module";
import { Document, Font, Link, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { addressLine, site } from "~/content/site";
import type { Lead, QuoteRequest } from "~/lib/db/schema";
import { formatCents, formatDollars } from "~/lib/format";
import { monthlyPayment } from "~/lib/payment";
import { answersEs, leadLocale, longDateIn, mailText } from "~/content/quote-words/mail.server";
import { disclaimerIn, packageIn, paymentTermsIn } from "~/content/quote-words/packages.server";
import { fill } from "~/content/ui-text";
import { languageTag } from "~/lib/i18n/locale";
import { parseQuote } from "~/lib/quote/quote-text";
import { answers, fullAddress, personName } from "~/lib/leads/facts.server";

/**
 * The instant quote as a PDF, attached to the homeowner's e-mail: the same packages, prices and
 * terms as the e-mail and the quote page. In Noto Sans, embedded (only the letters used): the PDF
 * standard fonts know Western European letters alone, and a homeowner's name may be Vietnamese,
 * Polish or Greek.
 */

const font = (file: string) => createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${file}`);
Font.register({
  family: "Noto Sans",
  fonts: [
    { src: font("400Regular/NotoSans_400Regular.ttf"), fontWeight: 400 },
    { src: font("700Bold/NotoSans_700Bold.ttf"), fontWeight: 700 },
  ],
});

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: "Noto Sans", fontSize: 10, color: "#0f172a", lineHeight: 1.35 },
  brand: { fontSize: 18, fontWeight: 700, color: "#102a45", lineHeight: 1.2, marginBottom: 6 },
  small: { fontSize: 8.5, color: "#475569", lineHeight: 1.3 },
  title: { fontSize: 14, fontWeight: 700, lineHeight: 1.3, marginTop: 18, marginBottom: 6 },
  row: { flexDirection: "row", marginBottom: 1 },
  label: { width: 100, color: "#475569" },
  card: { border: "1pt solid #e2e8f0", borderRadius: 4, padding: 10, marginBottom: 8 },
  name: { fontSize: 12, fontWeight: 700, lineHeight: 1.3, color: "#102a45" },
  price: { fontSize: 15, fontWeight: 700, lineHeight: 1.3, marginVertical: 1 },
});

/** Words are never hyphenated: the quote's address, typed from paper, must read as it is. */
const wholeWords = (word: string) => [word];

function QuoteDocument({ lead, quote, quoteUrl }: { lead: Lead; quote: QuoteRequest; quoteUrl?: string }) {
  const locale = leadLocale(lead);
  const words = mailText[locale];
  const packages = parseQuote(quote.generatedQuote).map((pkg) => packageIn(pkg, locale));
  const address = fullAddress(lead);
  const title = fill(words.pdf.title, { name: personName(lead) });
  return (
    <Document title={title} author={site.name} subject={words.pdf.subject} language={languageTag[locale]}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.brand}>{site.name}</Text>
        <Text style={styles.small}>
          {addressLine} · {site.phone.display} · {words.pdf.license} {site.license}
        </Text>

        <Text style={styles.title}>{title}</Text>
        {[
          ...(address ? [[words.pdf.property, address] as [string, string]] : []),
          ...(locale === "es" ? answersEs(lead, quote) : answers(lead, quote)),
          [words.pdf.quoted, longDateIn(quote.createdAt, locale)] as [string, string],
        ].map(([name, value]) => (
          <View key={name} style={styles.row}>
            <Text style={styles.label}>{name}</Text>
            <Text>{value}</Text>
          </View>
        ))}

        <Text style={styles.title}>{words.pdf.packages}</Text>
        {packages.map((pkg) => (
          <View key={pkg.name} style={styles.card} wrap={false}>
            <Text style={styles.name}>
              {pkg.label}
              {pkg.name === lead.chosenPackage ? words.yourChoiceMark : ""}
            </Text>
            <Text style={styles.price}>{formatDollars(pkg.price)}</Text>
            <Text>{fill(words.monthly, { amount: formatCents(monthlyPayment(pkg.price)) })}</Text>
            <Text style={{ marginTop: 4 }}>{pkg.description}</Text>
            <Text style={[styles.small, { marginTop: 4 }]}>{paymentTermsIn(pkg, locale)}</Text>
          </View>
        ))}

        <Text style={[styles.small, { marginTop: 8 }]}>{disclaimerIn[locale]}</Text>
        <Text style={{ marginTop: 12 }} hyphenationCallback={wholeWords}>
          {fill(words.pdf.questions, { phone: site.phone.display })}
          {quoteUrl ? words.pdf.online : ""}
          {quoteUrl ? <Link src={quoteUrl}>{quoteUrl}</Link> : null}
        </Text>
      </Page>
    </Document>
  );
}

export function renderQuotePdf(lead: Lead, quote: QuoteRequest, quoteUrl?: string): Promise<Buffer> {
  return renderToBuffer(<QuoteDocument lead={lead} quote={quote} quoteUrl={quoteUrl} />);
}
