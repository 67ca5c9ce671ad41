import type { ReactNode } from "react";
import { CallButton } from "~/components/phone-link";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/lib/paths";

/** The closing call to action: a quote and the phone, on every page that sells. */
export function CtaBand({
  title,
  text,
  primary = { label: "Get Free Quote", to: paths.contact },
}: {
  title: ReactNode;
  text: ReactNode;
  primary?: { label: string; to: string };
}) {
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
          <ButtonLink to={primary.to} variant="light" size="lg">
            {primary.label}
          </ButtonLink>
          <CallButton label="Call" variant="outline-light" size="lg" />
        </div>
      </div>
    </section>
  );
}
