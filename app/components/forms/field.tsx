import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { digitsOnly, EMAIL_MAX, PHONE_INPUT_MAX, phoneInput, ZIP_DIGITS } from "~/lib/schemas/limits";
import { HONEYPOT_FIELD } from "~/lib/spam";

/** The focus ring shows at once, without a fade the page would draw frame by frame as the visitor types. */
const controlClasses =
  "block w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-navy-600 focus:ring-2 focus:ring-navy-600/30 focus:outline-none";

type FieldShell = {
  label: string;
  error?: string;
  hint?: string;
  /**
   * Announced as required (`aria-required`). The form's own checks enforce it, without the browser's:
   * a form posted without JavaScript still reaches the server and its messages.
   */
  required?: boolean;
  className?: string;
  labelClassName?: string;
};
type Ids = { id: string; errorId: string; hintId: string };

/**
 * A label, the control, its hint and its error, wired for assistive technology: the hint and the
 * error are announced with the field, `aria-required` marks a required one, and `aria-invalid`
 * marks it while the error stands.
 */
function Field({
  name,
  label,
  error,
  hint,
  required,
  className,
  labelClassName,
  control,
}: FieldShell & { name: string; control: (wiring: ComponentProps<"input" | "select">) => ReactNode }) {
  const id = `${useId()}-${name}`;
  const ids: Ids = { id, errorId: `${id}-error`, hintId: `${id}-hint` };
  const describedBy = [hint ? ids.hintId : "", error ? ids.errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={cn("mb-1 block text-sm font-semibold text-slate-800", labelClassName)}>
        {label}
      </label>
      {control({
        id,
        name,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: cn(controlClasses, "h-11", error ? "border-red-600" : "border-slate-300"),
      })}
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
    </div>
  );
}

type InputProps = FieldShell & { name: string } & Omit<ComponentProps<"input">, "name">;
/** A field with its usual label, which a form may still rename. */
type PresetProps = Omit<InputProps, "label"> & { label?: string };

/** Sets an input's value so React sees it as typed: a controlled field updates its state too. */
function setTypedValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** A labelled text input. `filter` rewrites what the visitor types or pastes (digits only, upper case). */
export function TextField({
  label,
  error,
  hint,
  required,
  className,
  labelClassName,
  filter,
  name,
  onInput,
  ...input
}: InputProps & { filter?: (value: string) => string }) {
  return (
    <Field
      {...{ name, label, error, hint, required, className, labelClassName }}
      control={(wiring) => (
        <input
          {...(wiring as ComponentProps<"input">)}
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
                  // Filter before maxLength truncates: " 33606" must keep all five digits.
                  event.preventDefault();
                  const el = event.currentTarget;
                  const start = el.selectionStart ?? el.value.length;
                  const end = el.selectionEnd ?? start;
                  const pasted = event.clipboardData.getData("text");
                  setTypedValue(el, filter(el.value.slice(0, start) + pasted + el.value.slice(end)));
                }
              : undefined
          }
          {...input}
        />
      )}
    />
  );
}

/**
 * A US phone number: as the visitor types, pastes or autofills it, the field keeps its ten digits
 * (`phoneInput` drops formatting, an extension and the country code); without JavaScript the
 * server does the same.
 */
export function PhoneField({ label = "Phone", ...props }: PresetProps) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_INPUT_MAX}
      filter={phoneInput}
      {...props}
    />
  );
}

/** A five-digit ZIP code, digits only. */
export function ZipCodeField({ label = "ZIP code", ...props }: PresetProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={ZIP_DIGITS}
      filter={(v) => digitsOnly(v, ZIP_DIGITS)}
      hint="5 digits, numbers only"
      {...props}
    />
  );
}

export function EmailField({ label = "Email", ...props }: PresetProps) {
  return <TextField label={label} type="email" autoComplete="email" maxLength={EMAIL_MAX} {...props} />;
}

/** A native select: works without JavaScript and uses the phone's own picker. */
export function SelectField({
  label,
  error,
  hint,
  required,
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
  return (
    <Field
      {...{ name, label, error, hint, required, className, labelClassName }}
      control={(wiring) => (
        <select {...(wiring as ComponentProps<"select">)} {...select} className={cn(wiring.className, "pr-8")}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * The hidden fields every public form carries: the page's language when it is Spanish, and the
 * trap (see `lib/spam.ts`), named and labelled like nothing a browser or password manager fills,
 * and marked for the managers that read an ignore attribute.
 */
export function SpamGuardFields() {
  const { locale, form } = useUiText();
  return (
    <div className="hp-field" aria-hidden="true">
      {/* A Spanish page's lead says so (the owner answers in Spanish); English is the default. */}
      {locale === "es" ? <input type="hidden" name="language" value="es" /> : null}
      <label>
        {form.honeypot}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          defaultValue=""
        />
      </label>
    </div>
  );
}

/** The consent notice shown beside a form's button. */
export function ConsentNotice({ children }: { children: ReactNode }) {
  return <p className="text-xs leading-relaxed text-slate-600">{children}</p>;
}
