import { CalendarX } from "lucide";
import { privateRoute } from "~/lib/private-pages";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/inspection";
import { PhoneLink } from "~/components/phone-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { bookingErrorIn, inspectionPageText } from "~/content/inspection-words/page.server";
import { site } from "~/content/site";
import { fill } from "~/content/ui-text";
import { type Locale, localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { inspectionByToken } from "~/lib/inspections/access.server";
import { bookingView, cancelInspection } from "~/lib/inspections/booking.server";
import { LINK_GONE } from "~/lib/inspections/messages";
import { timeLabel, zoneLabel } from "~/lib/business-time";
import { firstName, fullAddress } from "~/lib/leads/facts.server";
import { paths } from "~/lib/paths";
import { BodyTooLargeError, readTextLimited } from "~/lib/read-body.server";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";
import { requestOf } from "~/lib/load-context";

const BookInspection = lazy(() => import("~/components/inspection/book-inspection"));

/**
 * A homeowner's private page for their inspection, the link in its e-mails: when and where, a new
 * time, or cancel (a plain form post, so it works before or without scripts); once its time has
 * ended, when it was, and the office's number for anything else. Rendered per
 * request, never cached or indexed, and gone a day after the appointment. Its language is its
 * URL's, like the quote page's: a Spanish lead's e-mails and a Spanish page's picker link to
 * /es/inspeccion/:token, the same module (`inspection-es`), whose words and answers are Spanish.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const words = inspectionPageText[locale];
  const { services } = requestOf(context);
  const found = services ? await inspectionByToken(services.db, params.token, new Date()) : undefined;
  const meta = (title: string) =>
    pageMeta({
      title,
      description: words.description,
      path: pagePath(locale, params.token),
      noindex: true,
    });
  const copy = { ...words, instantQuote: { label: words.instantQuote, to: linkIn(paths.instantQuote, locale) } };
  if (!found) return data({ meta: meta(words.expiredTitle), copy, booking: null }, { status: 404 });
  const { inspection, lead } = found;
  const time = (instant: Date) => timeLabel(instant, site.timeZone, locale);
  return {
    meta: meta(words.title),
    copy,
    booking: {
      ...bookingView(inspection, locale),
      token: params.token,
      greeting: firstName(lead),
      hours: fill(words.hours, {
        from: time(inspection.startsAt),
        to: time(inspection.endsAt),
        zone: zoneLabel(site.timeZone, locale),
      }),
      address: fullAddress(lead) ?? null,
      refused: inspection.cancelReason === "calendar",
    },
  };
}

const pagePath = (locale: Locale, token: string) => (locale === "es" ? paths.inspectionEs : paths.inspection)(token);

/** The cancel form's post is a few bytes. */
const MAX_FORM_BYTES = 1024;

export async function action({ params, context, request, url }: Route.ActionArgs) {
  const locale = localeOfUrl(url);
  const words = inspectionPageText[locale];
  const { services } = requestOf(context);
  if (!services) return data({ error: words.unknownRequest }, { status: 400 });
  // The link first: a made-up one gets nothing read.
  if (!(await inspectionByToken(services.db, params.token, new Date())))
    return data({ error: bookingErrorIn(locale, { error: LINK_GONE }) }, { status: 404 });
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readTextLimited(request, MAX_FORM_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return data({ error: words.tooLarge }, { status: 413 });
    throw error;
  }
  if (form.get("intent") !== "cancel") return data({ error: words.unknownRequest }, { status: 400 });
  const result = await cancelInspection(services, params.token);
  // Post, then redirect to the page itself: a reload shows it again rather than posting again.
  if (result.ok) return redirect(pagePath(locale, params.token), 303);
  return data({ error: bookingErrorIn(locale, result) }, { status: result.status });
}

export const meta = metaFromLoader;

/** No Referer leaves this page and no tag reads its address (lib/private-pages.ts). */
export const handle = privateRoute;

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

const noSubscription = () => () => {};

/**
 * Whether the page's scripts run: false on the server and while hydrating. The picker that "Change
 * the time" opens needs them; without, the button would do nothing (the page says to call instead).
 */
function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function InspectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, copy } = loaderData;
  const [moving, setMoving] = useState(false);
  const scripted = useScripted();

  if (!booking) {
    return (
      <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{copy.expiredH1}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.expiredLead}</p>
        <p className="mt-6 text-lg">
          {copy.call} <PhoneLink className="font-semibold text-navy-900 underline" />
        </p>
        <ButtonLink to={copy.instantQuote.to} variant="outline" size="lg" className="mt-8">
          {copy.instantQuote.label}
        </ButtonLink>
      </section>
    );
  }

  // The page as it now stands: the same link for a new time, a new one after a cancellation. A
  // document load, like the cancel button's post: the router's own hooks would add to every
  // page's scripts.
  const onBooked = (next: { manage: string }) => window.location.assign(next.manage);
  const cancelled = booking.status === "cancelled";
  const state = cancelled
    ? booking.refused
      ? "refused"
      : "cancelled"
    : booking.past
      ? "past"
      : booking.status === "requested"
        ? "requested"
        : "booked";

  return (
    <>
      <section aria-labelledby="inspection-title" className="bg-navy-950 text-white">
        <div className="container-page py-8 sm:py-12">
          <h1 id="inspection-title" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {fill(copy.h1[state === "requested" || state === "past" ? "booked" : state], { name: booking.greeting })}
          </h1>
          <p className="mt-3 text-navy-100">{fill(copy.lead[state], { when: booking.when })}</p>
        </div>
      </section>
      <div className="container-page max-w-3xl py-10">
        {cancelled ? (
          <Suspense fallback={null}>
            <BookInspection token={booking.token} title={copy.pickNew} onBooked={onBooked} />
          </Suspense>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold text-slate-600">{copy.when}</dt>
              <dd>
                {booking.when}
                <br />
                <span className="text-base text-slate-600">{booking.hours}</span>
              </dd>
              {booking.address ? (
                <>
                  <dt className="font-semibold text-slate-600">{copy.where}</dt>
                  <dd>{booking.address}</dd>
                </>
              ) : null}
            </dl>
            {actionData?.error ? (
              <p role="alert" className="mt-6 font-semibold text-ember-700">
                {actionData.error}
              </p>
            ) : null}
            {booking.past ? (
              <p className="mt-8 text-lg">
                {copy.pastCall} <PhoneLink className="font-semibold text-navy-900 underline" />.
              </p>
            ) : (
              <>
                <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
                  {scripted ? (
                    <Button size="lg" aria-expanded={moving} onClick={() => setMoving((open) => !open)}>
                      {copy.changeTime}
                    </Button>
                  ) : null}
                  <details className="group">
                    <summary className="list-none">
                      <span className="inline-flex h-13 items-center gap-2 rounded-lg border-2 border-navy-900 px-7 text-lg font-semibold text-navy-900">
                        <Icon node={CalendarX} className="size-5" />
                        {copy.cancel}
                      </span>
                    </summary>
                    <form method="post" className="mt-3 rounded-lg bg-sand-100 p-4">
                      <p>{fill(copy.confirmCancel, { when: booking.when })}</p>
                      <Button type="submit" name="intent" value="cancel" variant="secondary" className="mt-3">
                        {copy.yesCancel}
                      </Button>
                    </form>
                  </details>
                </div>
                {moving ? (
                  <div className="mt-8">
                    <Suspense fallback={null}>
                      <BookInspection
                        token={booking.token}
                        title={copy.pickNew}
                        intro={copy.moveIntro}
                        onBooked={onBooked}
                      />
                    </Suspense>
                  </div>
                ) : null}
              </>
            )}
          </>
        )}
        {state === "past" ? null : (
          <p className="mt-10 text-slate-700">
            {copy.questions} <PhoneLink className="font-semibold text-navy-900 underline" />.
          </p>
        )}
      </div>
    </>
  );
}
