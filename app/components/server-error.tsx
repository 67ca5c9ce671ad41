import { ButtonLink } from "~/components/ui/button";
import { PhoneLink } from "~/components/phone-link";
import { useShell } from "~/lib/i18n/use-ui-text";

/**
 * Shown when a page fails on our side, in the page's language; the visitor is given a way
 * forward, not a stack trace.
 */
export function ServerError() {
  const { text, homePath } = useShell();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{text.serverError.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">
        {text.serverError.text} <PhoneLink className="font-semibold text-navy-900 underline" />
      </p>
      <ButtonLink to={homePath} size="lg" className="mt-8">
        {text.answer.returnHome}
      </ButtonLink>
    </section>
  );
}
