import { Languages } from "lucide";
import { Icon } from "~/components/ui/icon";
import { LANGUAGE_COOKIE } from "~/lib/i18n/locale";
import { useShell } from "~/lib/i18n/use-ui-text";
import { cn } from "~/lib/cn";

/**
 * The link to the same page in the other language, named in that language ("Español" on an
 * English page). Choosing it is remembered (a cookie, set only then): the home page's address
 * then opens in that language. Shown only on pages that have a twin.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { twin } = useShell();
  if (!twin) return null;
  const lang = twin.lang.slice(0, 2);
  return (
    <a
      href={twin.path}
      hrefLang={twin.lang}
      lang={lang}
      aria-label={twin.label}
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
      }}
      className={cn("inline-flex items-center gap-1.5 underline-offset-2 hover:underline", className)}
    >
      <Icon node={Languages} className="size-4" />
      {twin.name}
    </a>
  );
}
