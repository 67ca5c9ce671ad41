import type { ReactNode } from "react";
import { CallButton } from "~/components/phone-link";
import { ButtonLink } from "~/components/ui/button";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { paths } from "~/lib/paths";

/**
 * The closing call to action: a quote and the phone, on every page that sells. Without `primary`,
 * the button says "Get Free Quote" in the page's language and opens the (English) home page's form.
 */
export function CtaBand({
  title,
  text,
  primary,
}: {
  title: ReactNode;
  text: ReactNode;
  primary?: { label: string; to: string };
}) {
  const t = useUiText().pageParts;
  const button = primary ?? { label: t.getFreeQuote, to: paths.contact };
  return (
    <section aria-labelledby="cta-title" className="bg-ember-700 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
            {title}
          </h2>
          <p className="mt-3 text-lg text-ember-50">{text}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to={button.to} variant="light" size="lg">
            {button.label}
          </ButtonLink>
          <CallButton label={t.call} variant="outline-light" size="lg" />
        </div>
      </div>
    </section>
  );
}
