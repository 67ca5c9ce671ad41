import { CalendarCheck, Check, Info } from "lucide";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { CallButton, PhoneLink } from "~/components/phone-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toasts";
import { fill } from "~/content/ui-text";
import type { ResultsText } from "~/content/wizard-content";
import { cn } from "~/lib/cn";
import { linkIn } from "~/lib/i18n/twins";
import { paths } from "~/lib/paths";
import { ESTIMATE_TERMS, monthlyPayment } from "~/lib/payment";
import { isEmphasised } from "~/lib/quote/display";
import { formatCents, formatDollars } from "~/lib/format";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { translated } from "../lead-messages";
import { parseQuote } from "~/lib/quote/quote-text";
import type { BookingView } from "~/lib/inspections/api-types";

/** The inspection picker: its own chunk, fetched as the results appear. */
const BookInspection = lazy(() => import("~/components/inspection/book-inspection"));

/**
 * The quote's packages (spec sections 2 and 4), read from the quote text the server generated:
 * price, monthly estimate with its terms, what is installed, and a Choose button that records the
 * choice on the visitor's lead. Loaded on demand, when the first quote arrives.
 */
export default function QuoteResults({
  quote,
  token,
  chosenBefore = null,
  inspection = null,
  bookable,
  text,
  focusOnShow = false,
}: {
  quote: string;
  /** The results' words in the page's language (loader data). */
  text: ResultsText;
  /** The quote's private token: the choice and the inspection are recorded through it. */
  token: string;
  /** False for a quote marked Possible Spam: the owner calls before anything is booked (lib/spam.ts). */
  bookable: boolean;
  /** The package already chosen, on the quote page. */
  chosenBefore?: string | null;
  /** The inspection already booked, on the quote page. */
  inspection?: BookingView | null;
  /** The heading takes the focus once the results are shown: the wizard's, asked for on this page. */
  focusOnShow?: boolean;
}) {
  const ui = useUiText();
  const { locale } = ui;
  const packages = parseQuote(quote);
  const nameOf = (name: string) => text.names[name] ?? name;
  const monthly = (price: number) =>
    fill(text.monthly, {
      amount: formatCents(monthlyPayment(price)),
      apr: ESTIMATE_TERMS.apr,
      months: ESTIMATE_TERMS.months,
    });
  const [chosen, setChosen] = useState<string | null>(chosenBefore);
  const [sending, setSending] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  const choose = async (name: string) => {
    if (sending) return;
    setSending(name);
    const answer = await sendChoice(token, name);
    setSending(null);
    if (answer.ok) {
      setChosen(name);
      const label = nameOf(name);
      notify({
        kind: "success",
        title: fill(label.endsWith("Package") ? text.chosenTitleThe : text.chosenTitle, { name: label }),
        description: text.chosenDescription,
      });
    } else {
      notify({ kind: "error", title: answer.error ? translated(ui, answer.error) : text.choiceFailed });
    }
  };

  return (
    <>
      <section aria-labelledby="quote-results-title" id="quote-results" className="mt-12 scroll-mt-24">
        <h2 ref={heading} id="quote-results-title" tabIndex={-1} className="section-title outline-none">
          {packages[0]?.name.includes("Metal") ? text.metalHeading : text.heading}
        </h2>
        <p className="section-lead">{text.lead}</p>

        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {packages.map((pkg, index) => {
            const emphasised = isEmphasised(pkg.name, index);
            const isChosen = chosen === pkg.name;
            const label = nameOf(pkg.name);
            return (
              <li
                key={pkg.name}
                className={cn(
                  "relative flex flex-col rounded-card bg-white p-6 shadow-card ring-1",
                  isChosen ? "ring-3 ring-emerald-600" : emphasised ? "ring-2 ring-ember-600" : "ring-slate-200",
                )}
                data-emphasised={emphasised || undefined}
              >
                {emphasised ? (
                  <p className="absolute -top-3 left-6 rounded-full bg-ember-600 px-3 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                    {text.recommended}
                  </p>
                ) : null}
                <h3 className="text-xl font-bold">{label}</h3>
                <p className="mt-3 text-4xl font-extrabold tracking-tight text-navy-950">{formatDollars(pkg.price)}</p>
                <p className="mt-1 text-sm font-medium text-slate-700">{monthly(pkg.price)}</p>
                <p className="mt-4 flex-1 leading-relaxed text-slate-700">
                  {text.descriptions[pkg.description] ?? pkg.description}
                </p>
                <Button
                  className="mt-6 w-full"
                  variant={isChosen ? "secondary" : emphasised ? "primary" : "outline"}
                  disabled={sending !== null}
                  onClick={() => void choose(pkg.name)}
                >
                  {isChosen ? <Icon node={Check} className="size-5" /> : null}
                  {isChosen ? text.chosen : text.choose}
                  <span className="sr-only"> {label}</span>
                </Button>
                {isChosen ? (
                  <p className="mt-2 text-center text-sm font-semibold text-emerald-800">{text.yourChoice}</p>
                ) : null}
              </li>
            );
          })}
        </ul>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={linkIn(paths.scheduleInspectionAfterQuote, locale)} size="lg">
            <Icon node={CalendarCheck} className="size-5" />
            {text.schedule}
          </ButtonLink>
          <CallButton label={text.call} variant="outline" size="lg" />
        </div>

        <p className="mt-6 flex gap-2 rounded-lg bg-sand-100 p-4 text-sm leading-relaxed text-slate-700">
          <Icon node={Info} className="mt-0.5 size-4 shrink-0 text-navy-700" />
          <span>{text.disclaimer}</span>
        </p>
      </section>
      <div className="mt-10">
        {inspection && inspection.status !== "cancelled" && inspection.past ? (
          <p className="rounded-card bg-sand-100 p-5 text-lg">
            {text.inspectionPast}{" "}
            <strong>
              {inspection.when} ({inspection.zone})
            </strong>
            . {text.inspectionPastCall} <PhoneLink className="font-semibold text-navy-900 underline" />.
          </p>
        ) : inspection && inspection.status !== "cancelled" ? (
          <p className="rounded-card bg-emerald-50 p-5 text-lg ring-1 ring-emerald-200">
            {inspection.status === "requested" ? text.inspectionRequested : text.inspectionBooked}{" "}
            <strong>
              {inspection.when} ({inspection.zone})
            </strong>
            .{" "}
            <a href={inspection.manage} className="font-semibold text-navy-900 underline">
              {text.changeOrCancel}
            </a>
          </p>
        ) : bookable ? (
          <Suspense fallback={null}>
            <BookInspection token={token} title={text.bookTitle} intro={text.bookIntro} />
          </Suspense>
        ) : (
          <p className="rounded-card bg-sand-100 p-5 text-lg">
            {text.callToBook} <PhoneLink className="font-semibold text-navy-900 underline" />.
          </p>
        )}
      </div>
    </>
  );
}

async function sendChoice(token: string, packageName: string): Promise<{ ok: true } | { ok: false; error?: string }> {
  try {
    const response = await fetch(`/api/quotes/${encodeURIComponent(token)}/choice`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ packageName }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return { ok: false, error: body.error };
  } catch {
    return { ok: false };
  }
}
