import { Printer } from "lucide";
import { privateRoute } from "~/lib/private-pages";
import { lazy, Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/quote";
import { PhoneLink } from "~/components/phone-link";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { site } from "~/content/site";
import { longBusinessDate } from "~/lib/business-time";
import { formatDollars } from "~/lib/format";
import { activeInspection } from "~/lib/inspections/access.server";
import { trusted } from "~/lib/spam";
import { bookingView } from "~/lib/inspections/booking.server";
import { answers, firstName, fullAddress } from "~/lib/leads/facts.server";
import { paymentTerms } from "~/lib/mail/homeowner.server";
import { paths } from "~/lib/paths";
import { displayName, isEmphasised } from "~/lib/quote/display";
import { parseQuote } from "~/lib/quote/quote-text";
import { quoteByToken } from "~/lib/quotes.server";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

// The wizard loads the same component on demand: one way in keeps it a chunk of its own.
const QuoteResults = lazy(() => import("~/components/forms/quote-wizard/quote-results"));

/**
 * A homeowner's private quote page, the link in their quote e-mail: their packages, their choice,
 * the financing example and the way to an inspection. Rendered per request, never cached or
 * indexed, and gone (a 404 that offers a new quote) once the link has expired.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = context.services ? await quoteByToken(context.services.db, params.token) : undefined;
  const meta = (title: string) =>
    pageMeta({
      title,
      description: `A roof quote from ${site.name}.`,
      path: paths.quote(params.token),
      noindex: true,
    });
  if (!found) return data({ meta: meta(`Quote link expired | ${site.name}`), quote: null }, { status: 404 });
  const { quote, lead } = found;
  const inspection = await activeInspection(context.services!.db, lead.id);
  const packages = parseQuote(quote.generatedQuote);
  // The financing example: the package chosen, else the one the results recommend.
  const example =
    packages.find((p) => p.name === lead.chosenPackage) ?? packages.find((p, i) => isEmphasised(p.name, i));
  return {
    meta: meta(`Your roof quote | ${site.name}`),
    quote: {
      text: quote.generatedQuote,
      token: params.token,
      chosen: lead.chosenPackage,
      greeting: firstName(lead),
      inspection: inspection ? bookingView(inspection) : null,
      bookable: trusted(lead),
      facts: [...(fullAddress(lead) ? [["Property", fullAddress(lead)!] as const] : []), ...answers(lead)],
      quotedOn: longBusinessDate(quote.createdAt),
      example: example && {
        name: displayName(example.name),
        price: formatDollars(example.price),
        terms: paymentTerms(example),
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
  const { quote } = loaderData;
  if (!quote) {
    return (
      <section
        id="hero"
        className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center"
      >
        <h1 className="text-3xl font-bold sm:text-4xl">This quote link has expired</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">
          Quote links work for 90 days, and this one has run out or was mistyped. A new instant quote takes about a
          minute, or call us and we&apos;ll price your roof on the phone.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.instantQuote} size="lg">
            Get a new quote
          </ButtonLink>
        </div>
        <p className="mt-6 text-slate-600">
          Or call <PhoneLink className="font-semibold text-navy-900 underline" />.
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
            Your roof quote, {quote.greeting}
          </h1>
          <p className="mt-3 text-navy-100 print:text-slate-700">Quoted on {quote.quotedOn}.</p>
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
          />
        </Suspense>
        {quote.example ? (
          <aside aria-labelledby="financing-example" className="mt-8 rounded-card bg-sand-100 p-5">
            <h2 id="financing-example" className="font-bold">
              Financing example: the {quote.example.name}
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
          Print this quote
        </button>
      </div>
    </>
  );
}
