import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toasts";
import { useShell } from "~/lib/i18n/use-ui-text";
import { upperLetters } from "~/lib/schemas/limits";
import { DEFAULT_STATE, ESTIMATED_COST_LABELS, ESTIMATED_COSTS, PROJECT_TYPES } from "~/lib/schemas/financing-options";
import { ContactFields } from "./contact-fields";
import { ConsentNotice, SelectField, SpamGuardFields, TextField } from "./field";
import { translated } from "./lead-messages";
import { loadFinancingSchema } from "./schemas.client";
import { submitLead } from "./submit-lead";
import { clearForm, type FieldErrors, useSchemaForm } from "./use-schema-form";

export const FINANCING_FORM_TYPE = "Financing Application";

const costOptions = ESTIMATED_COSTS.map((value) => ({ value, label: ESTIMATED_COST_LABELS[value] }));

/**
 * The financing application (spec sections 3 and 5), in the page's language. Resets to its
 * defaults, state FL, once sent.
 */
export function FinancingForm({
  defaults = {},
  serverErrors,
  onServerErrorsGone,
}: {
  defaults?: Partial<Record<string, string>>;
  serverErrors?: FieldErrors;
  onServerErrorsGone?: () => void;
}) {
  const { text, leadFormAction } = useShell();
  const t = text.financing;
  const { errors, pending, formProps, showServerError } = useSchemaForm({
    schema: loadFinancingSchema,
    serverErrors,
    onServerErrorsGone,
    onInvalid: ({ message }) => notify({ kind: "error", title: message }),
    onValid: async (_data, values, form) => {
      const answer = await submitLead(FINANCING_FORM_TYPE, values);
      if (answer.ok) {
        notify({ kind: "success", title: t.success });
        clearForm(form, { state: DEFAULT_STATE });
        return;
      }
      if (answer.kind === "invalid") {
        showServerError(answer.field, answer.error);
        notify({ kind: "error", title: translated(text, answer.error) });
      } else {
        notify({ kind: "error", title: answer.kind === "refused" ? translated(text, answer.error) : t.failure });
      }
    },
  });
  const error = (field: string) => errors[field];

  return (
    <form method="post" action={leadFormAction} aria-label={t.form} {...formProps} className="space-y-5">
      <input type="hidden" name="formType" value={FINANCING_FORM_TYPE} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields
          fields={["firstName", "lastName", "email", "phone", "address", "city"]}
          defaults={defaults}
          error={error}
          className={{ address: "sm:col-span-2" }}
        />
        <div className="grid grid-cols-[5rem_1fr] gap-4">
          <TextField
            name="state"
            label={t.state}
            autoComplete="address-level1"
            maxLength={2}
            filter={(v) => upperLetters(v, 2)}
            defaultValue={defaults.state ?? DEFAULT_STATE}
            required
            error={error("state")}
          />
          <ContactFields fields={["zipCode"]} defaults={defaults} error={error} />
        </div>
        <SelectField
          name="projectType"
          label={t.projectType}
          placeholder={t.selectProjectType}
          options={PROJECT_TYPES.map((value) => ({ value, label: t.projectLabels[value] }))}
          defaultValue={defaults.projectType ?? ""}
          required
          error={error("projectType")}
        />
        <SelectField
          name="estimatedCost"
          label={t.estimatedCost}
          placeholder={t.selectCost}
          options={costOptions}
          defaultValue={defaults.estimatedCost ?? ""}
          required
          error={error("estimatedCost")}
        />
      </div>
      <SpamGuardFields />
      <ConsentNotice>{t.consent}</ConsentNotice>
      <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
        {pending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
