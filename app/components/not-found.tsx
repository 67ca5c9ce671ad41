import { Home } from "lucide";
import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import { PhoneLink } from "~/components/phone-link";
import { useShell } from "~/lib/i18n/use-ui-text";

/** The 404 page's body, worded as the specification words it. */
export function NotFound() {
  const { text, homePath } = useShell();
  const t = text.notFound;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-navy-900 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t.title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t.text}</p>
      <ButtonLink to={homePath} size="lg" className="mt-8">
        <Icon node={Home} className="size-5" />
        {text.answer.returnHome}
      </ButtonLink>
      <p className="mt-6 text-sm text-slate-600">
        {t.needRoofer} <PhoneLink className="font-semibold text-navy-900 underline" />
      </p>
    </section>
  );
}
