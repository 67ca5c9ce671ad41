import { LoaderCircle } from "lucide";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { estimateFromLivingArea, type LivingAreaEstimate } from "~/lib/quote/roof-area";
import { SQUARE_FEET_MAX_LENGTH, STORIES, type Stories } from "~/lib/schemas/quote-options";
import { TextField } from "../field";
import type { StepProps } from "./step-props";
import { fill } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { translated } from "../lead-messages";

/** Loaded with the measurement request, so it is there by the time a measurement is. */
const MeasuredRoof = lazy(() => import("./measured-roof"));

/**
 * The roof's area in square feet, with a helper for visitors who only know their home's size. The
 * stories given to the helper also answer the next question (the visitor can change it). With roof
 * measurement on, the area measured from the address is offered first, to keep or correct.
 */
export function StepSquareFeet({ answers, set, errors, content, measurement }: StepProps) {
  const ui = useUiText();
  const [living, setLiving] = useState("");
  const [floors, setFloors] = useState<Stories>(STORIES.find((value) => value === answers.stories) ?? "1");
  const [estimate, setEstimate] = useState<LivingAreaEstimate | null>(null);
  const id = useId();
  const text = content.text.squareFeet;
  const storiesId = `${id}-stories`;
  const measured = measurement.status === "measured" ? measurement : undefined;
  const disowned = answers.notMyRoof === "true";
  /** Not their roof: the measured area goes too (the visitor's own comes in its place), and back when taken back. */
  const disown = (yes: boolean) => {
    const area = answers.squareFeet.replace(/[,\s]/g, "");
    set("notMyRoof", yes ? "true" : "");
    if (measured && yes && Number(area) === measured.areaSqFt) set("squareFeet", "");
    if (measured && !yes && area === "") set("squareFeet", String(measured.areaSqFt));
  };

  return (
    <fieldset tabIndex={-1} className="outline-none">
      <legend className="text-xl font-bold text-navy-950 sm:text-2xl">{text.legend}</legend>
      {content.measuring ? (
        <div role="status" className="mt-4 rounded-xl border border-slate-200 bg-sand-50 p-4 empty:hidden">
          {measurement.status === "measuring" ? (
            <p className="flex items-center gap-2">
              <Icon node={LoaderCircle} className="size-5 animate-spin motion-reduce:animate-none" />
              {text.measuring}
            </p>
          ) : measured ? (
            <Suspense fallback={null}>
              <MeasuredRoof
                measured={measured}
                text={content.text.measured}
                squareFeet={answers.squareFeet}
                disowned={disowned}
                onUse={() => set("squareFeet", String(measured.areaSqFt))}
              />
            </Suspense>
          ) : measurement.status === "none" ? (
            <p>
              {translated(ui, measurement.message)} {text.enterBelow}
            </p>
          ) : null}
        </div>
      ) : null}
      {measured ? (
        <div className="mt-3 flex items-start gap-3">
          <input
            id={`${id}-not-mine`}
            type="checkbox"
            checked={disowned}
            onChange={(event) => disown(event.currentTarget.checked)}
            aria-describedby={`${id}-not-mine-hint`}
            className="mt-0.5 size-6 shrink-0 accent-ember-600"
          />
          <div>
            <label htmlFor={`${id}-not-mine`} className="font-semibold text-navy-900">
              {text.notMine}
            </label>
            <p id={`${id}-not-mine-hint`} className="text-sm text-slate-700">
              {text.notMineHint}
            </p>
          </div>
        </div>
      ) : null}
      <TextField
        name="squareFeet"
        label={text.label}
        inputMode="numeric"
        maxLength={SQUARE_FEET_MAX_LENGTH}
        hint={measured && !disowned ? text.measuredHint : content.squareFeetHint}
        value={answers.squareFeet}
        onChange={(event) => set("squareFeet", event.currentTarget.value)}
        error={errors.squareFeet}
        required
        className="mt-5 max-w-md"
      />

      <details
        hidden={!!measured && !disowned}
        className="mt-6 rounded-xl border border-slate-200 bg-sand-50 p-4 open:pb-5"
      >
        <summary className="font-semibold text-navy-900">{text.estimateSummary}</summary>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <TextField
            name="livingArea"
            label={text.livingArea}
            inputMode="numeric"
            maxLength={SQUARE_FEET_MAX_LENGTH}
            value={living}
            onChange={(event) => {
              setLiving(event.currentTarget.value);
              setEstimate(null);
            }}
            className="w-40"
          />
          <div>
            <label htmlFor={storiesId} className="mb-1 block text-sm font-semibold text-slate-800">
              {text.stories}
            </label>
            <select
              id={storiesId}
              value={floors}
              onChange={(event) => setFloors(event.currentTarget.value as Stories)}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
            >
              {STORIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={living.trim() === ""}
            onClick={() => {
              // Read as the quote reads square feet, and filled in only when the quote can price it.
              const answer = estimateFromLivingArea(living, Number.parseInt(floors, 10));
              setEstimate(answer);
              if (!answer.ok) return;
              set("squareFeet", String(answer.area));
              set("stories", floors);
            }}
          >
            {text.useEstimate}
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {estimate === null
            ? text.howEstimated
            : estimate.ok
              ? fill(text.estimated, { area: estimate.area.toLocaleString(content.text.numberLocale) })
              : estimate.problem === "not-a-number"
                ? text.livingAreaNotNumber
                : text.estimateOutOfRange}
        </p>
      </details>
    </fieldset>
  );
}
