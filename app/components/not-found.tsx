import { Home } from "lucide";
import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import { PhoneLink } from "~/components/phone-link";
import { paths } from "~/lib/paths";

/** The 404 page's body, worded as the specification words it. */
export function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-navy-900 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you were looking for has moved or never existed. Everything else is right where you left it.
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        <Icon node={Home} className="size-5" />
        Return to Home
      </ButtonLink>
      <p className="mt-6 text-sm text-slate-600">
        Need a roofer now? Call <PhoneLink className="font-semibold text-navy-900 underline" />
      </p>
    </section>
  );
}
