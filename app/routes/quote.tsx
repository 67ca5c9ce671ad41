import { Printer } from "lucide";
import { privateRoute } from "~/lib/private-pages";
import { lazy, Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/quote";
import { PhoneLink } from "~/components/phone-link";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { answersEs, longDateIn, quotePageText } from "~/content/quote-words/mail.server";
import { packageIn, paymentTermsIn } from "~/content/quote-words/packages.server";
import { resultsText } from "~/content/quote-words/wizard.server";
import { fill } from "~/content/ui-text";
import { localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { formatDollars } from "~/lib/format";
import { activeInspection } from "~/lib/inspections/access.server";
import { trusted } from "~/lib/spam";
import { bookingView } from "~/lib/inspections/booking.server";
import { answers, firstName, fullAddress } from "~/lib/leads/facts.server";
import { paths } from "~/lib/paths";
import { isEmphasised } from "~/lib/quote/display";
import { parseQuote } from "~/lib/quote/quote-text";
import { quoteByToken } from "~/lib/quotes.server";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";
import { requestOf } from "~/lib/load-context";

// The wizard loads the same component on demand: one way in keeps it a chunk of its own.
const QuoteResults = lazy(() => import("~/components/forms/quote-wizard/quote-results"));

/**
 * A homeowner's private quote page, the link in their quote e-mail: their packages, their choice,
 * the financing example and the way to an inspection. Rendered per request, never cached or
 * indexed, and gone (a 404 that offers a new quote) once the link has expired.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  // The page's language is its URL's: the Spanish e-mail links to /es/cotizacion/:token.
  const locale = localeOfUrl(url);
  const words = quotePageText[locale];
  const { services } = requestOf(context);
  const found = services ? await quoteByToken(services.db, params.token) : undefined;
  const meta = (title: string) =>
    pageMeta({
      title,
      description: words.description,
      path: locale === "es" ? paths.quoteEs(params.token) : paths.quote(params.token),
      noindex: true,
    });
  const copy = { ...words, instantQuote: linkIn(paths.instantQuote, locale) };
  if (!found) return data({ meta: meta(words.expiredTitle), copy, quote: null }, { status: 404 });
  const { quote, lead } = found;
  const inspection = await activeInspection(services!.db, lead.id);
  const packages = parseQuote(quote.generatedQuote);
  // The financing example: the package chosen, else the one the results recommend.
  const example =
    packages.find((p) => p.name === lead.chosenPackage) ?? packages.find((p, i) => isEmphasised(p.name, i));
  const shown = example && packageIn(example, locale);
  const address = fullAddress(lead);
  return {
    meta: meta(words.title),
    copy,
    quote: {
      text: quote.generatedQuote,
      results: resultsText[locale],
      token: params.token,
      chosen: lead.chosenPackage,
      greeting: firstName(lead),
      inspection: inspection ? bookingView(inspection, locale) : null,
      bookable: trusted(lead),
      facts: [
        ...(address ? [[words.property, address] as const] : []),
        // With the quote: whether the area was measured, and the pitch and faces that priced it.
        ...(locale === "es" ? answersEs(lead, quote) : answers(lead, quote)),
      ],
      quotedOn: longDateIn(quote.createdAt, locale),
      example: shown && {
        name: shown.label,
        price: formatDollars(shown.price),
        terms: paymentTermsIn(shown, locale),
      },
    },
  };
}

export const meta = metaFromLoader;

/** Nobody's quote is kept by a shared cache or shown to a search engine. */
/** No Referer leaves this page and no tag reads its address (lib/private-pages.ts). */
export const handle = privateRoute;

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { quote, copy } = loaderData;
  if (!quote) {
    return (
      <section
        id="hero"
        className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center"
      >
        <h1 className="text-3xl font-bold sm:text-4xl">{copy.expiredH1}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.expiredLead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={copy.instantQuote} size="lg">
            {copy.newQuote}
          </ButtonLink>
        </div>
        <p className="mt-6 text-slate-600">
          {copy.orCall} <PhoneLink className="font-semibold text-navy-900 underline" />.
        </p>
      </section>
    );
  }
  return (
    <>
      <section
        id="hero"
        aria-labelledby="quote-page-title"
        className="bg-navy-950 text-white print:bg-white print:text-navy-950"
      >
        <div className="container-page py-8 sm:py-12">
          <h1
            id="quote-page-title"
            className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl print:text-navy-950"
          >
            {fill(copy.h1, { name: quote.greeting })}
          </h1>
          <p className="mt-3 text-navy-100 print:text-slate-700">{fill(copy.quotedOn, { date: quote.quotedOn })}</p>
        </div>
      </section>
      <div className="container-page py-10">
        <dl className="grid max-w-2xl gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {quote.facts.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold text-slate-600">{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Suspense fallback={null}>
          <QuoteResults
            quote={quote.text}
            token={quote.token}
            chosenBefore={quote.chosen}
            inspection={quote.inspection}
            bookable={quote.bookable}
            text={quote.results}
          />
        </Suspense>
        {quote.example ? (
          <aside aria-labelledby="financing-example" className="mt-8 rounded-card bg-sand-100 p-5">
            <h2 id="financing-example" className="font-bold">
              {fill(copy.example, { name: quote.example.name })}
            </h2>
            <p className="mt-2 text-slate-700">{quote.example.terms}</p>
          </aside>
        ) : null}
        <button
          type="button"
          onClick={() => window.print()}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-navy-900 underline print:hidden"
        >
          <Icon node={Printer} className="size-5" />
          {copy.print}
        </button>
      </div>
    </>
  );
}
