import { Mail } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toasts";
import { useShell } from "~/lib/i18n/use-ui-text";
import { ConsentNotice, EmailField, SpamGuardFields } from "./field";
import { translated } from "./lead-messages";
import { loadNewsletterSchema } from "./schemas.client";
import { submitLead } from "./submit-lead";
import { clearForm, type FieldErrors, useSchemaForm } from "./use-schema-form";

export const NEWSLETTER_FORM_TYPE = "Newsletter Signup";

/**
 * 'Stay Updated': one email field, stored as a subscriber and forwarded to the CRM
 * (docs/decisions/0013-open-points.md). Its words are the page's language's (the root loader's).
 */
export function NewsletterForm({
  defaults = {},
  serverErrors,
  onServerErrorsGone,
  tone = "light",
}: {
  defaults?: Partial<Record<string, string>>;
  serverErrors?: FieldErrors;
  onServerErrorsGone?: () => void;
  tone?: "light" | "dark";
}) {
  const { text, leadFormAction } = useShell();
  const t = text.newsletter;
  const { errors, pending, formProps, showServerError } = useSchemaForm({
    schema: loadNewsletterSchema,
    serverErrors,
    onServerErrorsGone,
    onInvalid: ({ message }) => notify({ kind: "error", title: message }),
    onValid: async (_data, values, form) => {
      const answer = await submitLead(NEWSLETTER_FORM_TYPE, values);
      if (answer.ok) {
        notify({ kind: "success", title: t.success });
        clearForm(form);
        return;
      }
      if (answer.kind === "invalid") showServerError(answer.field, answer.error);
      notify({ kind: "error", title: answer.kind === "failed" ? t.failure : translated(text, answer.error) });
    },
  });
  return (
    <form method="post" action={leadFormAction} aria-label={t.form} {...formProps} className="space-y-3">
      <input type="hidden" name="formType" value={NEWSLETTER_FORM_TYPE} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <EmailField
          name="email"
          label={t.email}
          defaultValue={defaults.email}
          required
          error={errors.email}
          className="flex-1"
          labelClassName={tone === "dark" ? "sr-only" : undefined}
        />
        <Button type="submit" aria-disabled={pending || undefined} className={tone === "dark" ? "sm:mt-0" : "sm:mt-6"}>
          <Icon node={Mail} className="size-4" />
          {pending ? t.subscribing : t.subscribe}
        </Button>
      </div>
      <SpamGuardFields />
      <ConsentNotice>{t.consent}</ConsentNotice>
    </form>
  );
}
