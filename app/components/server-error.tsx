import { ButtonLink } from "~/components/ui/button";
import { PhoneLink } from "~/components/phone-link";
import { paths } from "~/lib/paths";

/** Shown when a page fails on our side; the visitor is given a way forward, not a stack trace. */
export function ServerError() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">Sorry, something went wrong on our side</h1>
      <p className="mt-3 max-w-md text-slate-600">
        Please try again in a moment. If it keeps happening, call us and we will help you straight away:{" "}
        <PhoneLink className="font-semibold text-navy-900 underline" />
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
