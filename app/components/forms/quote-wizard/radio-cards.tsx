import { useId } from "react";
import type { WizardOption } from "~/content/wizard-content";
import { cn } from "~/lib/cn";

export type Option = WizardOption;

/**
 * A question answered by one choice: native radio inputs in a fieldset whose legend is the
 * question, drawn as cards. The browser gives the keyboard behaviour (Tab into the group, arrows
 * between choices) and screen readers announce the question with each choice. A choice shows
 * as chosen at once: a border colour that fades is drawn again by the page in every frame, while
 * the visitor's next tap (Next) waits.
 */
export function RadioCards({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  columns = 3,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  columns?: 2 | 3;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset tabIndex={-1} aria-describedby={error ? errorId : undefined} className="outline-none">
      <legend className="text-xl font-bold text-navy-950 sm:text-2xl">{legend}</legend>
      <div className={cn("mt-5 grid gap-3", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 font-semibold text-navy-950 hover:border-navy-600 has-[:checked]:border-ember-600 has-[:checked]:bg-ember-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-ember-600 focus-visible:outline-none"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
