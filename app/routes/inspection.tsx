import { CalendarX } from "lucide";
import { privateRoute } from "~/lib/private-pages";
import { lazy, Suspense, useState } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/inspection";
import { PhoneLink } from "~/components/phone-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { site } from "~/content/site";
import { inspectionByToken } from "~/lib/inspections/access.server";
import { bookingView, cancelInspection, LINK_GONE } from "~/lib/inspections/booking.server";
import { timeLabel, zoneLabel } from "~/lib/business-time";
import { firstName, fullAddress } from "~/lib/leads/facts.server";
import { paths } from "~/lib/paths";
import { BodyTooLargeError, readTextLimited } from "~/lib/read-body.server";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

const BookInspection = lazy(() => import("~/components/inspection/book-inspection"));

/**
 * A homeowner's private page for their inspection, the link in its e-mails: when and where, a new
 * time, or cancel (a plain form post, so it works before or without scripts). Rendered per
 * request, never cached or indexed, and gone a day after the appointment.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = context.services ? await inspectionByToken(context.services.db, params.token, new Date()) : undefined;
  const meta = (title: string) =>
    pageMeta({
      title,
      description: `A free roof inspection with ${site.name}.`,
      path: paths.inspection(params.token),
      noindex: true,
    });
  if (!found) return data({ meta: meta(`Booking link expired | ${site.name}`), booking: null }, { status: 404 });
  const { inspection, lead } = found;
  return {
    meta: meta(`Your roof inspection | ${site.name}`),
    booking: {
      ...bookingView(inspection),
      token: params.token,
      greeting: firstName(lead),
      hours: `${timeLabel(inspection.startsAt)} to ${timeLabel(inspection.endsAt)} (${zoneLabel()})`,
      address: fullAddress(lead) ?? null,
      refused: inspection.cancelReason === "calendar",
    },
  };
}

/** The cancel form's post is a few bytes. */
const MAX_FORM_BYTES = 1024;

export async function action({ params, context, request }: Route.ActionArgs) {
  const services = context.services;
  if (!services) return data({ error: "Unknown request." }, { status: 400 });
  // The link first: a made-up one gets nothing read.
  if (!(await inspectionByToken(services.db, params.token, new Date())))
    return data({ error: LINK_GONE }, { status: 404 });
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readTextLimited(request, MAX_FORM_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return data({ error: "That request is too large." }, { status: 413 });
    throw error;
  }
  if (form.get("intent") !== "cancel") return data({ error: "Unknown request." }, { status: 400 });
  const result = await cancelInspection(services, params.token);
  // Post, then redirect to the page itself: a reload shows it again rather than posting again.
  if (result.ok) return redirect(paths.inspection(params.token), 303);
  return data({ error: result.error }, { status: result.status });
}

export const meta = metaFromLoader;

/** No Referer leaves this page and no tag reads its address (lib/private-pages.ts). */
export const handle = privateRoute;

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export default function InspectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const [moving, setMoving] = useState(false);

  if (!booking) {
    return (
      <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">This booking link has expired</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">
          Booking links work until the day after the inspection, and this one has run out or was mistyped. Call us and
          we&apos;ll find your booking or set a new time.
        </p>
        <p className="mt-6 text-lg">
          Call <PhoneLink className="font-semibold text-navy-900 underline" />
        </p>
        <ButtonLink to={paths.instantQuote} variant="outline" size="lg" className="mt-8">
          Get an instant quote
        </ButtonLink>
      </section>
    );
  }

  // The page as it now stands: the same link for a new time, a new one after a cancellation. A
  // document load, like the cancel button's post: the router's own hooks would add to every
  // page's scripts.
  const onBooked = (next: { manage: string }) => window.location.assign(next.manage);
  const cancelled = booking.status === "cancelled";

  return (
    <>
      <section aria-labelledby="inspection-title" className="bg-navy-950 text-white">
        <div className="container-page py-8 sm:py-12">
          <h1 id="inspection-title" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {cancelled
              ? booking.refused
                ? `We couldn't confirm that time, ${booking.greeting}`
                : `Your inspection is cancelled, ${booking.greeting}`
              : `Your free roof inspection, ${booking.greeting}`}
          </h1>
          <p className="mt-3 text-navy-100">
            {cancelled
              ? booking.refused
                ? `${booking.when} was taken before our calendar could confirm it. Please pick another time.`
                : `The inspection on ${booking.when} is cancelled. Pick a new time whenever you're ready.`
              : booking.status === "requested"
                ? "Requested: our calendar has not confirmed it yet. We'll e-mail you as soon as it does."
                : "Booked. We'll see you then."}
          </p>
        </div>
      </section>
      <div className="container-page max-w-3xl py-10">
        {cancelled ? (
          <Suspense fallback={null}>
            <BookInspection token={booking.token} title="Pick a new time" onBooked={onBooked} />
          </Suspense>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold text-slate-600">When</dt>
              <dd>
                {booking.when}
                <br />
                <span className="text-base text-slate-600">{booking.hours}</span>
              </dd>
              {booking.address ? (
                <>
                  <dt className="font-semibold text-slate-600">Where</dt>
                  <dd>{booking.address}</dd>
                </>
              ) : null}
            </dl>
            {actionData?.error ? (
              <p role="alert" className="mt-6 font-semibold text-ember-700">
                {actionData.error}
              </p>
            ) : null}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
              <Button size="lg" aria-expanded={moving} onClick={() => setMoving((open) => !open)}>
                Change the time
              </Button>
              <details className="group">
                <summary className="list-none">
                  <span className="inline-flex h-13 items-center gap-2 rounded-lg border-2 border-navy-900 px-7 text-lg font-semibold text-navy-900">
                    <Icon node={CalendarX} className="size-5" />
                    Cancel the inspection
                  </span>
                </summary>
                <form method="post" className="mt-3 rounded-lg bg-sand-100 p-4">
                  <p>Cancel the inspection on {booking.when}?</p>
                  <Button type="submit" name="intent" value="cancel" variant="secondary" className="mt-3">
                    Yes, cancel it
                  </Button>
                </form>
              </details>
            </div>
            {moving ? (
              <div className="mt-8">
                <Suspense fallback={null}>
                  <BookInspection
                    token={booking.token}
                    title="Pick a new time"
                    intro="Choose a day, then a time. Your current time is kept until the new one is booked."
                    onBooked={onBooked}
                  />
                </Suspense>
              </div>
            ) : null}
          </>
        )}
        <p className="mt-10 text-slate-700">
          Questions, or a time that isn&apos;t listed? Call{" "}
          <PhoneLink className="font-semibold text-navy-900 underline" />.
        </p>
      </div>
    </>
  );
}
