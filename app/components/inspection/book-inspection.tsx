import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { PROOF_FIELD } from "~/lib/spam";
import { PhoneLink } from "~/components/phone-link";
import { Button } from "~/components/ui/button";
import { fill, type UiText } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";
import type { BookingProblem, BookingView, SlotsAnswer, SlotView } from "~/lib/inspections/api-types";

/**
 * The free inspection, booked on the spot: a day, then a time, from the open slots of the next two
 * weeks in the business's time zone. Native radio groups, so arrow keys move within a group, Tab
 * moves on, and screen readers say "Wed Nov 25, radio, 3 of 9". Loaded on demand: no page pays
 * for it before the visitor has sent a form or got a quote. Its words come from the root loader
 * (`UiText.booking`), the days, times and answers from the API in the page's language.
 */
export default function BookInspection({
  token,
  afterForm = false,
  title,
  intro,
  onBooked,
  level = afterForm ? 3 : 2,
  focusOnMount = afterForm,
}: {
  /** The quote's token, the booking's token, or a form's booking pass. */
  token: string;
  /** Shown in place of a form just sent: a level-3 heading that takes the focus. */
  afterForm?: boolean;
  title?: string;
  intro?: string;
  /** Called once a time is booked or requested. */
  onBooked?: (booking: BookingView) => void;
  /** The heading's level where the picker is placed. */
  level?: 2 | 3;
  /** Takes the focus when it appears, in place of a form that was just sent. */
  focusOnMount?: boolean;
}) {
  const text = useUiText();
  const t = text.booking;
  const api = useMemo(() => apiFor(text), [text]);
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  const focus = focusOnMount;
  const [slots, setSlots] = useState<SlotsAnswer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [booked, setBooked] = useState<BookingView | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const show = (answer: SlotsAnswer | { error: string }) => {
    if ("days" in answer) {
      setSlots(answer);
      setLoadError(null);
    } else setLoadError(answer.error);
  };
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // A booking carries a proof of work: solved while the visitor picks a day and a time.
    void import("~/components/forms/proof-of-work").then(({ prepareProof }) => prepareProof());
    let shown = true;
    void api.getSlots().then((answer) => shown && show(answer));
    return () => {
      shown = false;
    };
  }, [attempt, api]);
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);
  useEffect(() => {
    if (booked) doneRef.current?.focus();
  }, [booked]);

  const day = slots?.days.find((d) => d.date === date);
  const chosen = day?.slots.find((s) => s.start === start);

  /** One of the nearest open times offered after a refusal: chosen, then on to the button. */
  const pick = (slot: SlotView) => {
    setDate(slot.date);
    setStart(slot.start);
    setProblem(null);
    requestAnimationFrame(() => submitRef.current?.focus());
  };

  const book = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || sending) return;
    setSending(true);
    setProblem(null);
    const answer = await api.postBooking(token, chosen.start);
    setSending(false);
    if ("manage" in answer) {
      setBooked(answer);
      onBooked?.(answer);
      return;
    }
    setProblem(answer);
    if (answer.alternatives) {
      setStart(null);
      void api.getSlots().then(show);
    }
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  if (booked) {
    return (
      <section aria-labelledby={`${id}-done`} className="rounded-card bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6">
        <Heading id={`${id}-done`} ref={doneRef} tabIndex={-1} className="text-xl font-bold">
          {booked.status === "requested" ? t.requested : t.booked}
        </Heading>
        <p className="mt-2 text-lg font-semibold">
          {booked.when} ({booked.zone})
        </p>
        <p className="mt-2 text-slate-700">{booked.status === "requested" ? t.requestedText : t.bookedText}</p>
        <a href={booked.manage} className="mt-3 inline-block font-semibold text-navy-900 underline">
          {t.manage}
        </a>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <Heading id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-2xl font-bold">
        {title ?? t.title}
      </Heading>
      <p className="mt-2 text-slate-700">{intro ?? t.intro}</p>
      {loadError ? (
        <div role="alert" className="mt-4">
          <p className="font-semibold text-ember-700">{loadError}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
              // The button goes with the message: the focus stays in the picker, not lost to the page.
              titleRef.current?.focus();
            }}
          >
            {t.tryAgain}
          </Button>
        </div>
      ) : !slots ? (
        <>
          <p role="status" className="mt-4 text-slate-600">
            {t.loading}
          </p>
          {/* The server renders the picker (the quote page, a cancelled booking's page); without scripts it never loads its times. */}
          <noscript>
            <p className="mt-2 font-semibold">
              {t.noScript} <PhoneLink className="text-navy-900 underline" />
            </p>
          </noscript>
        </>
      ) : slots.days.length === 0 ? (
        <p className="mt-4 font-semibold">{t.noTimes}</p>
      ) : (
        <form onSubmit={(e) => void book(e)} aria-label={t.form} className="mt-5 space-y-5">
          <fieldset>
            <legend className="font-semibold">{t.chooseDay}</legend>
            <p className="text-sm text-slate-600">{fill(t.zone, { zone: slots.zone })}</p>
            <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
              {slots.days.map((d) => (
                <Choice
                  key={d.date}
                  name={`${id}-day`}
                  checked={date === d.date}
                  onChange={() => {
                    setDate(d.date);
                    setStart(null);
                  }}
                >
                  <span className="font-semibold">{d.short[0]}</span> <span>{d.short[1]}</span>
                </Choice>
              ))}
            </div>
          </fieldset>
          {day ? (
            <fieldset>
              <legend className="font-semibold">{fill(t.chooseTime, { day: day.label })}</legend>
              <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {day.slots.map((slot) => (
                  <Choice
                    key={slot.start}
                    name={`${id}-time`}
                    checked={start === slot.start}
                    onChange={() => setStart(slot.start)}
                  >
                    {slot.label}
                  </Choice>
                ))}
              </div>
            </fieldset>
          ) : null}
          {problem ? (
            <div
              ref={problemRef}
              tabIndex={-1}
              role="group"
              aria-labelledby={`${id}-problem`}
              className="rounded-lg bg-ember-50 p-4"
            >
              <p id={`${id}-problem`} className="font-semibold text-ember-700">
                {problem.error}
              </p>
              {problem.alternatives?.length ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {problem.alternatives.map((slot) => (
                    <li key={slot.start}>
                      <Button variant="outline" size="sm" onClick={() => pick(slot)}>
                        {slot.when}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <Button ref={submitRef} type="submit" size="lg" disabled={!chosen || sending} className="w-full sm:w-auto">
            {sending ? t.booking : chosen ? fill(t.book, { when: chosen.when }) : t.chooseFirst}
          </Button>
        </form>
      )}
    </section>
  );
}

/** One option of a radio group, drawn as a button; the input itself stays, for keyboards and screen readers. */
function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="block cursor-pointer">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="peer sr-only" />
      <span className="flex h-full flex-wrap items-center justify-center gap-x-1 rounded-lg border border-slate-500 bg-white px-2 py-2.5 text-center peer-checked:border-navy-900 peer-checked:bg-navy-900 peer-checked:text-white peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ember-500 hover:bg-navy-50 peer-checked:hover:bg-navy-900 forced-colors:peer-checked:outline-[3px] forced-colors:peer-checked:outline-[Highlight]">
        {children}
      </span>
    </label>
  );
}

/**
 * The booking API, answering in the page's language: a Spanish page asks with `?language=es`
 * (server/inspections-api.ts), and a failure it cannot describe is told in the page's words.
 */
function apiFor({ locale, booking }: UiText) {
  const query = locale === "es" ? "?language=es" : "";
  const callUs = booking.callUs;
  return {
    getSlots: () => getSlots(query, callUs),
    postBooking: (token: string, start: string) => postBooking(token, start, query, callUs),
  };
}

async function getSlots(query: string, callUs: string): Promise<SlotsAnswer | { error: string }> {
  try {
    const response = await fetch(`/api/inspections/slots${query}`, { headers: { Accept: "application/json" } });
    const body = (await response.json().catch(() => ({}))) as Partial<SlotsAnswer> & { error?: string };
    if (response.ok && Array.isArray(body.days)) return body as SlotsAnswer;
    return { error: body.error ?? callUs };
  } catch {
    return { error: callUs };
  }
}

async function postBooking(
  token: string,
  start: string,
  query: string,
  callUs: string,
): Promise<BookingView | BookingProblem> {
  try {
    const { prepareProof, takeProof } = await import("~/components/forms/proof-of-work");
    const proof = await takeProof();
    // A time taken meanwhile is offered again at once: its booking needs a proof of its own.
    prepareProof();
    const response = await fetch(`/api/inspections${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ token, start, [PROOF_FIELD]: proof }),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<BookingView> & BookingProblem;
    if ((response.status === 201 || response.status === 202) && body.manage) return body as BookingView;
    return { error: body.error ?? callUs, alternatives: body.alternatives };
  } catch {
    return { error: callUs };
  }
}
