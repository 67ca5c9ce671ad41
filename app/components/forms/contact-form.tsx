import { Send } from "lucide";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toasts";
import type { ServiceValue } from "~/lib/schemas/options";
import { ContactFields } from "./contact-fields";
import { ConsentNotice, SelectField, SpamGuardFields } from "./field";
import { FORM_TYPE, serviceOptions } from "./header-form";
import { useShell } from "~/lib/i18n/use-ui-text";
import { notifyHeaderFailure } from "./lead-messages";
import { loadHeaderQuoteSchema } from "./schemas.client";
import { submitLead } from "./submit-lead";
import { clearForm, type FieldErrors, useSchemaForm } from "./use-schema-form";

const BookInspection = lazy(() => import("~/components/inspection/book-inspection"));

/**
 * The quote form of the #contact section: the header form's eight fields on one screen, with its
 * validation, messages and form type. It posts as an ordinary form when JavaScript is off.
 */
export function ContactForm({
  service,
  fromInstantQuote = false,
  defaults = {},
  serverErrors,
  onServerErrorsGone,
}: {
  service?: ServiceValue;
  /** Arrived from the instant quote's results: fill in what the visitor told the wizard. */
  fromInstantQuote?: boolean;
  defaults?: Partial<Record<string, string>>;
  serverErrors?: FieldErrors;
  onServerErrorsGone?: () => void;
}) {
  // Once sent: the pass to book an inspection time right away.
  const [booking, setBooking] = useState<string>();
  const { text, leadFormAction } = useShell();
  const t = text.form;
  const { errors, pending, formProps, showServerError } = useSchemaForm({
    schema: loadHeaderQuoteSchema,
    serverErrors,
    onServerErrorsGone,
    onInvalid: ({ message }) => notify({ kind: "error", title: text.toasts.validationTitle, description: message }),
    onValid: async (_data, values, form) => {
      const answer = await submitLead(FORM_TYPE, values);
      if (answer.ok) {
        notify({ kind: "success", title: text.toasts.successTitle, description: text.toasts.success });
        clearForm(form);
        setBooking(answer.booking);
        return;
      }
      if (answer.kind === "invalid") showServerError(answer.field, answer.error);
      notifyHeaderFailure(answer, text);
    },
  });
  const error = (field: string) => errors[field];
  const formRef = useRef<HTMLFormElement>(null);

  // After hydration, so the prerendered page and the first render agree; the code loads only then.
  useEffect(() => {
    const form = formRef.current;
    if (fromInstantQuote && form) {
      void import("./quote-wizard/prefill-contact").then(({ fillFromInstantQuote }) => fillFromInstantQuote(form));
    }
  }, [fromInstantQuote]);

  return (
    <>
      <form
        ref={formRef}
        method="post"
        action={leadFormAction}
        aria-label={t.contactForm}
        {...formProps}
        className="space-y-5"
      >
        <input type="hidden" name="formType" value={FORM_TYPE} />
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactFields fields={["firstName", "lastName", "phone", "address"]} defaults={defaults} error={error} />
          <SelectField
            name="service"
            label={t.serviceNeeded}
            placeholder={t.selectService}
            options={serviceOptions(t.serviceLabels)}
            defaultValue={defaults.service ?? service ?? ""}
            required
            error={error("service")}
            className="sm:col-span-2"
          />
          <ContactFields
            fields={["city", "zipCode", "email"]}
            defaults={defaults}
            error={error}
            className={{ email: "sm:col-span-2" }}
          />
        </div>
        <SpamGuardFields />
        <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
          <Icon node={Send} className="size-5" />
          {pending ? t.sending : t.getFreeQuote}
        </Button>
        <ConsentNotice>{t.consent}</ConsentNotice>
      </form>
      {booking ? (
        <Suspense fallback={null}>
          <BookInspection
            key={booking}
            token={booking}
            afterForm
            title={t.bookAfterForm}
            intro={t.bookAfterFormIntro}
          />
        </Suspense>
      ) : null}
    </>
  );
}
