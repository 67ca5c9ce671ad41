import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type * as z from "zod/mini";
import { preloadToasts } from "~/components/ui/toasts";
import type { UiText } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { translated } from "./lead-messages";

export type FieldErrors = Partial<Record<string, string>>;

type Issue = { field: string; message: string };

/**
 * The first message per field, and the first issue overall (forms report one message at a time),
 * in the page's language.
 */
function readIssues(error: { issues: ReadonlyArray<{ message: string; path: readonly PropertyKey[] }> }, text: UiText) {
  const errors: FieldErrors = {};
  let first: Issue | undefined;
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    const message = translated(text, issue.message);
    errors[field] ??= message;
    first ??= { field, message };
  }
  return { errors, first };
}

/** The form's fields as strings. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * Empties a form once it is sent: every field back to `pristine` (or blank). `form.reset()` alone
 * would restore the answers the page was rendered with, such as a failed no-JavaScript post's.
 */
export function clearForm(form: HTMLFormElement, pristine: Partial<Record<string, string>> = {}) {
  form.reset();
  for (const field of form.querySelectorAll<HTMLInputElement>("input:not([type=hidden]),select"))
    field.value = pristine[field.name] ?? "";
}

/**
 * Client-side validation with the schema the server uses again. The schema (and zod) load when a
 * visitor first focuses the form, and the page's proof of work starts then, so pages cost nothing
 * extra until a form is used. On submit every
 * field is checked, errors appear beside their fields, focus moves to the first invalid one and
 * `onInvalid` gets its message; after that a field re-checks itself as the visitor corrects it.
 * Without JavaScript the form simply posts, and the server answers with the same messages; once
 * the answer page's scripts run, those re-check themselves in the same way.
 */
export function useSchemaForm<S extends z.ZodMiniType>({
  schema,
  prepare = (values) => values,
  onValid,
  onInvalid,
  serverErrors = {},
  onServerErrorsGone,
}: {
  schema: () => Promise<S>;
  /** Adds values that are not fields of this form (a dialog's first step). */
  prepare?: (values: Record<string, string>) => Record<string, string>;
  onValid: (data: z.output<S>, values: Record<string, string>, form: HTMLFormElement) => void | Promise<void>;
  onInvalid: (issue: Issue) => void;
  /** The server's messages for a form posted without JavaScript, shown as if the form had found them. */
  serverErrors?: FieldErrors;
  /** Each field the server named is corrected, or the form is sent: the server's answer no longer stands. */
  onServerErrorsGone?: () => void;
}) {
  const text = useUiText();
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [serverFields] = useState(() => Object.keys(serverErrors));
  const [pending, setPending] = useState(false);
  const loading = useRef<Promise<S> | undefined>(undefined);
  const load = useCallback(() => {
    loading.current ??= schema();
    return loading.current;
  }, [schema]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      setPending(true);
      try {
        const values = prepare(formValues(form));
        const result = (await load()).safeParse(values);
        if (!result.success) {
          const { errors: next, first } = readIssues(result.error, text);
          // Rendered before focus moves, so the field is announced as invalid, with its message.
          flushSync(() => setErrors(next));
          if (first) {
            (form.elements.namedItem(first.field) as HTMLElement | null)?.focus();
            onInvalid(first);
          }
          return;
        }
        setErrors({});
        onServerErrorsGone?.();
        await onValid(result.data, values, form);
      } finally {
        setPending(false);
      }
    },
    [load, prepare, onValid, onInvalid, onServerErrorsGone, pending, text],
  );

  useEffect(() => {
    if (serverFields.length > 0 && serverFields.every((field) => !errors[field])) onServerErrorsGone?.();
  }, [errors, serverFields, onServerErrorsGone]);

  /**
   * Re-checks a field that is showing an error, so the message goes away once it is fixed. A
   * message from the server can stand before the schema has loaded: the check then waits for it.
   */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const { name } = event.target as HTMLInputElement;
      const form = event.currentTarget;
      if (!name || !errors[name]) return;
      load()
        .then((current) => {
          const result = current.safeParse(prepare(formValues(form)));
          const fieldError = result.success ? undefined : readIssues(result.error, text).errors[name];
          setErrors((all) => ({ ...all, [name]: fieldError }));
        })
        .catch(() => undefined);
    },
    [errors, load, prepare, text],
  );

  /**
   * What a submission needs, loaded while the visitor types: the proof of work first (it takes the
   * longest), then the schema, then the toasts, one after the other: evaluated together they make
   * one long task on a phone. A submission loads whatever this did not.
   */
  const onFocus = useCallback(() => {
    void import("./proof-of-work")
      .then(({ prepareProof }) => prepareProof())
      .then(load)
      .then(preloadToasts)
      .catch(() => undefined);
  }, [load]);

  return {
    errors,
    pending,
    formProps: { noValidate: true, onSubmit, onInput, onFocus },
    /** Shows a message the server returned for `field` beside that field. */
    showServerError(field: string | undefined, message: string) {
      if (field) setErrors((current) => ({ ...current, [field]: translated(text, message) }));
    },
  };
}
