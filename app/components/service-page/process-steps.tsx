import type { Step } from "~/content/schemas";
import { fill } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { cn } from "~/lib/cn";

const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } as const;

/** Numbered steps, in order, as an ordered list. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  const t = useUiText().pageParts;
  const count = Math.min(Math.max(steps.length, 3), 5) as keyof typeof columns;
  return (
    <ol className={cn("mt-10 grid gap-6 sm:grid-cols-2", columns[count])}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-card border border-slate-200 bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold">
            <span className="sr-only">{fill(t.step, { n: i + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
