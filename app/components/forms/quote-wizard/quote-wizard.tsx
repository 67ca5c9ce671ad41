import { ArrowLeft, ArrowRight, Calculator, LoaderCircle } from "lucide";
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toasts";
import { fill } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { translated } from "../lead-messages";
import { SpamGuardFields } from "../field";
import { PROOF_FIELD } from "~/lib/spam";
import { pushConversion } from "../submit-lead";
import { useSchemaForm } from "../use-schema-form";
import {
  type Answers,
  MEASURED_STEP_FIELDS,
  QUOTE_FIELDS,
  reachableStep,
  STEP_FIELDS,
  stepIsComplete,
  stepOf,
  updateWizard,
  useWizardState,
} from "./answers-store";
import { useRoofMeasurement } from "./roof-measurement";
import { StepAddress } from "./step-address";
import { StepCondition } from "./step-condition";
import { StepContact } from "./step-contact";
import { StepProjectType } from "./step-project-type";
import type { WizardContent } from "~/content/wizard-content";
import type { StepProps } from "./step-props";
import { StepRoofType } from "./step-roof-type";
import { StepSquareFeet } from "./step-square-feet";
import { StepStories } from "./step-stories";

/** The results load when the first quote arrives: nobody pays for them before. */
const QuoteResults = lazy(() => import("./quote-results"));
const loadSchema = () => import("~/lib/schemas/quote-request").then((m) => m.QuoteRequestSchema);

const STEPS: Array<(props: StepProps) => ReactNode> = [
  StepProjectType,
  StepRoofType,
  StepSquareFeet,
  StepStories,
  StepCondition,
  StepContact,
];
/** With roof measurement on, the address comes first. */
const MEASURED_STEPS = [StepAddress, ...STEPS];

const ADDRESS_FIELDS = new Set<keyof Answers>(["address", "city", "zipCode"]);

/** `bookable`: a person's quote, which may book an inspection at once (lib/spam.ts). */
export type QuoteResult = { quote: string; token: string; bookable: boolean };

/**
 * The six-question instant quote (spec sections 2, 4 and 5). One form; each step shows its
 * questions, Next stays disabled until they are answered, and 'Get Instant Quote' validates the
 * whole request with the schema the server uses (loaded on first use), then asks the server to
 * price it. The answers survive a reload (`answers-store.ts`) and are kept after the quote.
 *
 * With roof measurement on, the address is a seventh question, asked first; the roof is measured
 * while the visitor answers the next ones and offered as the roof's area, to keep or correct.
 */
export function QuoteWizard({ content }: { content: WizardContent }) {
  const state = useWizardState();
  const ui = useUiText();
  const { text } = content;
  const { answers } = state;
  const steps = content.measuring ? MEASURED_STEP_FIELDS : STEP_FIELDS;
  const step = reachableStep(state.step, answers, steps);
  const stepCount = steps.length;
  const [result, setResult] = useState<QuoteResult | null>(null);
  // Measured as soon as the address is complete and valid; at once once it has been accepted.
  const { address, city, zipCode } = answers;
  const [measurement, measureNow] = useRoofMeasurement(content.measuring, { address, city, zipCode }, step > 0);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const filled = useRef("");
  // The building whose measurement the visitor has seen on the roof-size question.
  const shown = useRef("");
  const roofSizeStep = stepOf("squareFeet", steps);

  const goTo = (next: number) => {
    moved.current = true;
    updateWizard((current) => ({ ...current, step: next }));
  };
  const set = (field: keyof Answers, value: string) =>
    updateWizard((current) => {
      // "Not my roof" was said of the roof measured at the address: another address starts afresh.
      const moved = ADDRESS_FIELDS.has(field) && current.answers[field] !== value;
      return { ...current, answers: { ...current.answers, [field]: value, ...(moved ? { notMyRoof: "" } : {}) } };
    });

  // Scripts load after the page has painted, so a visitor may answer before they take over. React
  // leaves those answers in the inputs while it hydrates but would reset them on its next render,
  // so they are taken into the wizard's state first (this runs right after hydration).
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed: Partial<Answers> = {};
    for (const field of QUOTE_FIELDS) {
      const input = elements.namedItem(field) as HTMLInputElement | RadioNodeList | null;
      if (input?.value) typed[field] = input.value;
    }
    if (Object.keys(typed).length > 0) {
      updateWizard((current) => ({ ...current, answers: { ...current.answers, ...typed } }));
    }
  }, []);

  // A measured area fills the roof-area answer, unless the visitor has typed their own; an area
  // filled from another address goes once the address changes (the measurement is then dropped,
  // or another one is on its way), or could not be measured.
  useEffect(() => {
    const stale = filled.current;
    const value = measurement.status === "measured" ? String(measurement.areaSqFt) : "";
    filled.current = value;
    if (measurement.status !== "measured" && !stale) return;
    updateWizard((current) => {
      const typed = current.answers.squareFeet.trim();
      if (typed !== "" && typed !== stale) return current;
      return { ...current, answers: { ...current.answers, squareFeet: value } };
    });
  }, [measurement]);

  useEffect(() => {
    if (measurement.status === "measured" && step === roofSizeStep) shown.current = measurement.key;
  }, [measurement, step, roofSizeStep]);
  // Only a measurement the visitor saw, and did not say is another building, prices the quote with
  // its pitch and faces: one that came too late, or that they were told could not be made, does not.
  const roofShown = () =>
    measurement.status === "measured" && shown.current === measurement.key && answers.notMyRoof !== "true";

  // After Next or Back, focus the new question so screen readers read it and keyboards start there.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const scope = form.current?.querySelector(`[data-step="${step}"]`);
    (
      scope?.querySelector<HTMLElement>("input[aria-invalid]") ?? scope?.querySelector<HTMLElement>("fieldset")
    )?.focus();
  }, [step]);

  const { errors, pending, formProps, showServerError } = useSchemaForm({
    schema: loadSchema,
    // The property's city is the address's when the address was asked first.
    prepare: (values) => ({
      ...answers,
      ...values,
      ...(content.measuring ? { location: answers.city } : {}),
      ...(roofShown() ? { roofShown: "true" } : {}),
    }),
    onInvalid: ({ field, message }) => {
      notify({ kind: "error", title: message });
      const owner = stepOf(field, steps);
      if (owner >= 0 && owner !== step) goTo(owner);
    },
    onValid: async (_data, values) => {
      const answer = await requestQuote(values);
      if (answer.ok) {
        setResult({ quote: answer.quote, token: answer.token, bookable: answer.bookable });
        notify({ kind: "success", title: text.success });
        return;
      }
      const error = answer.error === undefined ? undefined : translated(ui, answer.error);
      notify({ kind: "error", title: error ?? text.failure });
      if (answer.field) {
        showServerError(answer.field, error ?? "");
        const owner = stepOf(answer.field, steps);
        if (owner >= 0 && owner !== step) goTo(owner);
      }
    },
  });

  const last = step === stepCount - 1;
  const complete = stepIsComplete(step, answers, steps);
  const percent = Math.round(((step + 1) / stepCount) * 100);
  const Step = (content.measuring ? MEASURED_STEPS : STEPS)[step]!;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (last) return formProps.onSubmit(event);
    // Enter in a field of an earlier step moves on, like Next.
    event.preventDefault();
    if (!complete) return;
    if (content.measuring && step === 0) {
      // Unless the address was measured while it was typed, the measurement starts now, not after
      // the check and the next question's render.
      measureNow();
      void checkAddress();
    } else goTo(step + 1);
  };

  // The address is checked by the quote's own rules before it is measured: a mistyped ZIP code is
  // said here, on its field, not two questions later.
  const checkAddress = async () => {
    const { RoofAddressSchema } = await import("~/lib/schemas/roof-measurement");
    const checked = RoofAddressSchema.safeParse({ address, city, zipCode });
    if (checked.success) return goTo(1);
    const [issue] = checked.error.issues;
    const field = String(issue!.path[0]);
    const message = translated(ui, issue!.message);
    notify({ kind: "error", title: message });
    showServerError(field, message);
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  return (
    <>
      <form
        ref={form}
        aria-label={text.formLabel}
        {...formProps}
        onSubmit={onSubmit}
        className="rounded-card bg-white p-5 shadow-lift ring-1 ring-slate-200 sm:p-8"
      >
        <div className="mb-6">
          <div className="flex items-baseline justify-between gap-4 text-sm font-semibold">
            <p className="text-navy-900">{fill(text.question, { n: step + 1, count: stepCount })}</p>
            <p className="text-slate-600">{fill(text.complete, { percent })}</p>
          </div>
          <div
            role="progressbar"
            aria-label={text.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={fill(text.progressValue, { n: step + 1, count: stepCount, percent })}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            {/* Moved, not widened: the compositor animates a transform, a width the page lays out
                and draws again in every frame. */}
            <div
              className="h-full rounded-full bg-ember-600 transition-transform duration-300"
              style={{ transform: `translateX(${percent - 100}%)` }}
            />
          </div>
        </div>

        <div data-step={step}>
          <Step answers={answers} set={set} errors={errors} content={content} measurement={measurement} />
        </div>
        <SpamGuardFields />

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          {step > 0 ? (
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={pending}>
              <Icon node={ArrowLeft} className="size-5" />
              {text.back}
            </Button>
          ) : (
            <span />
          )}
          {last ? (
            // Busy, not disabled, while the quote is sent: a disabled button would drop the focus to
            // the page; a second press is ignored.
            <Button key="submit" type="submit" size="lg" disabled={!complete} aria-disabled={pending || undefined}>
              {pending ? (
                <>
                  <Icon node={LoaderCircle} className="size-5 animate-spin motion-reduce:animate-none" />
                  {text.generating}
                </>
              ) : (
                <>
                  <Icon node={Calculator} className="size-5" />
                  {text.submit}
                </>
              )}
            </Button>
          ) : (
            <Button key="next" type="submit" size="lg" disabled={!complete}>
              {text.next}
              <Icon node={ArrowRight} className="size-5" />
            </Button>
          )}
        </div>
        {!complete ? (
          <p className="mt-3 text-right text-sm text-slate-600">{last ? text.fillEvery : text.answerToContinue}</p>
        ) : null}
      </form>

      {result ? (
        <Suspense fallback={null}>
          {/* A new quote is a new set of packages: nothing chosen for the last one carries over. */}
          <QuoteResults key={result.token} {...result} text={content.results} focusOnShow />
        </Suspense>
      ) : null}
    </>
  );
}

type QuoteAnswer = ({ ok: true } & QuoteResult) | { ok: false; error?: string; field?: string };

/** POST /api/quotes, with its proof of work. A server message (a rule, the limit, an outage) is shown as it is. */
async function requestQuote(values: Record<string, string>): Promise<QuoteAnswer> {
  try {
    const response = await fetch("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...values, [PROOF_FIELD]: await (await import("../proof-of-work")).takeProof() }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      quote?: string;
      token?: string;
      bookable?: boolean;
      conversion?: unknown;
      error?: string;
      field?: string;
    };
    if (response.status === 201 && typeof body.quote === "string" && typeof body.token === "string") {
      pushConversion(body.conversion);
      return { ok: true, quote: body.quote, token: body.token, bookable: body.bookable === true };
    }
    if ([400, 429, 503].includes(response.status) && body.error)
      return { ok: false, error: body.error, field: body.field };
    return { ok: false };
  } catch {
    return { ok: false };
  }
}
