import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toasts";
import { useShell } from "~/lib/i18n/use-ui-text";
import { FORM_TYPE, serviceOptions } from "./header-form";
import { ContactFields } from "./contact-fields";
import { SelectField, SpamGuardFields } from "./field";
import { loadHeaderStepOneSchema } from "./schemas.client";
import { useSchemaForm } from "./use-schema-form";

const DetailsDialog = lazy(() => import("./header-quote-dialog"));
const loadDialog = () => void import("./header-quote-dialog");

/**
 * The header's inline quote form (wide screens): five fields, then a dialog asks for city, ZIP
 * code and email before anything is sent (spec section 4). Without JavaScript it posts the five
 * fields and the answer page asks for the rest.
 */
export function HeaderQuoteBar() {
  const [stepOne, setStepOne] = useState<Record<string, string> | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { text, leadFormAction } = useShell();
  const t = text.form;
  const { errors, formProps } = useSchemaForm({
    schema: loadHeaderStepOneSchema,
    onInvalid: ({ message }) => notify({ kind: "error", title: text.toasts.validationTitle, description: message }),
    onValid: (_data, values) => {
      setStepOne(values);
      setDialogOpen(true);
    },
  });

  return (
    <section
      aria-labelledby="header-quote-title"
      className="hidden border-b border-slate-200 bg-sand-100 lg:block print:hidden"
    >
      <form
        ref={formRef}
        method="post"
        action={leadFormAction}
        {...formProps}
        onFocus={() => {
          formProps.onFocus();
          loadDialog();
        }}
        className="container-page flex items-start gap-3 py-3"
      >
        <h2 id="header-quote-title" className="mt-6 w-24 shrink-0 text-sm leading-tight font-bold text-navy-950">
          {t.headerTitle}
        </h2>
        <input type="hidden" name="formType" value={FORM_TYPE} />
        <ContactFields
          fields={["firstName", "lastName", "phone", "address"]}
          error={(field) => errors[field]}
          className={{
            firstName: "min-w-0 flex-1",
            lastName: "min-w-0 flex-1",
            phone: "min-w-0 flex-1",
            address: "min-w-0 flex-[1.4]",
          }}
          compact
        />
        <SelectField
          name="service"
          label={t.service}
          placeholder={t.selectService}
          options={serviceOptions(t.serviceLabels)}
          defaultValue=""
          required
          error={errors.service}
          className="min-w-52 flex-1"
          labelClassName="text-xs"
        />
        <SpamGuardFields />
        <Button ref={submitRef} type="submit" className="mt-5 shrink-0">
          {t.getFreeQuote} <Icon node={ArrowRight} className="size-4" />
        </Button>
      </form>
      {stepOne ? (
        <Suspense fallback={null}>
          <DetailsDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            stepOne={stepOne}
            onSent={() => formRef.current?.reset()}
            onSubmitted={() => setStepOne(null)}
            returnFocus={submitRef}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
