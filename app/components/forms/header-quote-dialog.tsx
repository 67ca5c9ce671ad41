import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { lazy, type RefObject, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toasts";
import { fill } from "~/content/ui-text";
import { cn } from "~/lib/cn";
import { FORM_TYPE } from "./header-form";
import { ContactFields } from "./contact-fields";
import { ConsentNotice } from "./field";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { notifyHeaderFailure } from "./lead-messages";
import { loadHeaderQuoteSchema } from "./schemas.client";
import { submitLead } from "./submit-lead";
import { useSchemaForm } from "./use-schema-form";

const BookInspection = lazy(() => import("~/components/inspection/book-inspection"));

/**
 * Step two of the header form: city, ZIP code and email, then the whole request is validated and
 * sent. On success both steps are cleared and the dialog offers an inspection time at once, in
 * place of its form; on any error it stays open. Loaded on demand: most visitors never open it.
 */
export default function HeaderQuoteDialog({
  open,
  onOpenChange,
  stepOne,
  onSent,
  onSubmitted,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stepOne: Record<string, string>;
  /** The request is stored: step one's fields are cleared. */
  onSent: () => void;
  /** Closed after sending: the next request starts afresh. */
  onSubmitted: () => void;
  /** Where focus goes back to once the dialog closes: the button that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const text = useUiText();
  const t = text.form;
  // Sent: the pass to book an inspection time (the form's answer).
  const [booking, setBooking] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && sent) onSubmitted();
  };
  // Both steps together; the time counts from the page's start, so this step's is the latest.
  const withStepOne = (values: Record<string, string>) => ({ ...stepOne, ...values });
  const { errors, pending, formProps, showServerError } = useSchemaForm({
    schema: loadHeaderQuoteSchema,
    prepare: withStepOne,
    onInvalid: ({ message }) => notify({ kind: "error", title: text.toasts.validationTitle, description: message }),
    onValid: async (_data, values) => {
      const answer = await submitLead(FORM_TYPE, values);
      if (answer.ok) {
        notify({ kind: "success", title: text.toasts.successTitle, description: text.toasts.success });
        formRef.current?.reset();
        onSent();
        setSent(true);
        if (answer.booking) setBooking(answer.booking);
        else {
          onOpenChange(false);
          onSubmitted();
        }
        return;
      }
      if (answer.kind === "invalid") showServerError(answer.field, answer.error);
      notifyHeaderFailure(answer, text);
    },
  });

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm" />
        <Dialog.Content
          // Opened by the first step's button, not a Dialog.Trigger: focus goes back there itself.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          // A toast over the dialog is read, paused or closed without closing the dialog.
          onInteractOutside={(event) => {
            if ((event.target as Element | null)?.closest?.("[data-sonner-toaster]")) event.preventDefault();
          }}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-lift sm:p-8",
            booking ? "w-[min(94vw,46rem)]" : "w-[min(92vw,30rem)]",
          )}
        >
          <Dialog.Title className="text-2xl font-bold text-navy-950">
            {fill(booking ? t.thankYou : t.almostDone, { name: stepOne.firstName?.trim() ?? "" })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{booking ? t.bookNow : t.whereIsIt}</Dialog.Description>
          {booking ? (
            <div className="mt-6 max-h-[65vh] overflow-y-auto">
              <Suspense fallback={null}>
                <BookInspection token={booking} focusOnMount level={3} title={t.pickTime} intro={t.pickTimeIntro} />
              </Suspense>
            </div>
          ) : null}
          <form
            ref={formRef}
            hidden={booking !== null}
            {...formProps}
            className="mt-6 space-y-4"
            aria-label={t.detailsForm}
          >
            <ContactFields fields={["city", "zipCode", "email"]} error={(field) => errors[field]} />
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="ghost">{t.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" aria-disabled={pending || undefined}>
                {pending ? t.sending : t.confirm}
              </Button>
            </div>
            <ConsentNotice>{t.consent}</ConsentNotice>
          </form>
          <Dialog.Close className="absolute top-4 right-4 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
            <Icon node={X} className="size-5" />
            <span className="sr-only">{t.close}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
