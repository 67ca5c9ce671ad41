import { Languages } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useShell } from "~/lib/i18n/use-ui-text";
import { cn } from "~/lib/cn";

/**
 * The link to the same page in the other language, named in that language ("Español" on an
 * English page). Choosing it is remembered: the server sets the language cookie for `?lang=` and
 * redirects to the page's own address (server/language.ts), so the home page's address then opens
 * in that language. Shown only on pages that have a twin.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { twin } = useShell();
  if (!twin) return null;
  const lang = twin.lang.slice(0, 2);
  return (
    <a
      href={`${twin.path}?lang=${lang}`}
      hrefLang={twin.lang}
      lang={lang}
      aria-label={twin.label}
      className={cn("inline-flex items-center gap-1.5 underline-offset-2 hover:underline", className)}
    >
      <Icon node={Languages} className="size-4" />
      {twin.name}
    </a>
  );
}
