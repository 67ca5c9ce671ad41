import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "~/lib/spam";

const controlClasses =
  "block w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-xs transition placeholder:text-slate-500 focus:border-navy-600 focus:ring-2 focus:ring-navy-600/30 focus:outline-none";

type FieldShell = { label: string; error?: string; hint?: string; className?: string; labelClassName?: string };

function useFieldIds(name: string) {
  const id = `${useId()}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function describedBy(ids: { errorId: string; hintId: string }, error?: string, hint?: string) {
  return [hint ? ids.hintId : "", error ? ids.errorId : ""].filter(Boolean).join(" ") || undefined;
}

function Messages({ ids, error, hint }: { ids: { errorId: string; hintId: string }; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A labelled text input wired for assistive technology: the hint and the error are announced
 * with the field, and `aria-invalid` marks it while the error stands. `filter` rewrites what the
 * visitor types (digits only, upper case) as they type.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  labelClassName,
  filter,
  name,
  onInput,
  ...input
}: FieldShell & { name: string; filter?: (value: string) => string } & Omit<ComponentProps<"input">, "name">) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className={cn("mb-1 block text-sm font-semibold text-slate-800", labelClassName)}>
        {label}
      </label>
      <input
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={cn(controlClasses, "h-11", error ? "border-red-600" : "border-slate-300")}
        onInput={(event) => {
          if (filter) {
            const el = event.currentTarget;
            const next = filter(el.value);
            if (next !== el.value) el.value = next;
          }
          onInput?.(event);
        }}
        onPaste={
          filter
            ? (event) => {
                // Filter before maxLength truncates: "(813) 555-0142" must keep all ten digits.
                event.preventDefault();
                const el = event.currentTarget;
                const start = el.selectionStart ?? el.value.length;
                const end = el.selectionEnd ?? start;
                el.value = filter(el.value.slice(0, start) + event.clipboardData.getData("text") + el.value.slice(end));
                el.dispatchEvent(new Event("input", { bubbles: true }));
              }
            : undefined
        }
        {...input}
      />
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

/** A native select: works without JavaScript and uses the phone's own picker. */
export function SelectField({
  label,
  error,
  hint,
  className,
  labelClassName,
  name,
  placeholder,
  options,
  ...select
}: FieldShell & {
  name: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<ComponentProps<"select">, "name" | "children">) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className={cn("mb-1 block text-sm font-semibold text-slate-800", labelClassName)}>
        {label}
      </label>
      <select
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={cn(controlClasses, "h-11 pr-8", error ? "border-red-600" : "border-slate-300")}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

/** The honeypot and the fill-time field every public form carries (see `lib/spam.ts`). */
export function SpamGuardFields() {
  return (
    <>
      <div className="hp-field" aria-hidden="true">
        <label>
          Company website (leave empty)
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" />
    </>
  );
}

/** The consent notice shown beside a form's button. */
export function ConsentNotice({ children }: { children: ReactNode }) {
  return <p className="text-xs leading-relaxed text-slate-600">{children}</p>;
}
