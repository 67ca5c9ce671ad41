import { Siren } from "lucide";
import { CallButton } from "~/components/phone-link";
import { Icon } from "~/components/ui/icon";
import { useUiText } from "~/lib/i18n/use-ui-text";

/**
 * The emergency line, loud: a banner under a hero or a page's closing call to action. White on
 * ember-700 passes AA at every size; nothing in it moves (WCAG 2.2.2).
 */
export function PhoneBanner({
  id,
  title,
  text,
  label,
  size = "banner",
}: {
  id: string;
  title: string;
  text: string;
  /** The button's words before the number ("Call" in the page's language without one). */
  label?: string;
  size?: "banner" | "cta";
}) {
  const isCta = size === "cta";
  const call = useUiText().pageParts.call;
  return (
    <section aria-labelledby={`${id}-title`} className="bg-ember-700 text-white">
      <div
        className={
          isCta
            ? "container-page flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between"
            : "container-page flex flex-col items-start gap-5 py-7 md:flex-row md:items-center md:justify-between"
        }
      >
        <div className="flex gap-4">
          <span className="mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15 ring-4 ring-white/10">
            <Icon node={Siren} className="size-6" />
          </span>
          <div className={isCta ? "max-w-3xl" : "max-w-2xl"}>
            <h2 id={`${id}-title`} className={isCta ? "text-3xl font-bold text-white" : "text-xl font-bold text-white"}>
              {title}
            </h2>
            <p className={isCta ? "mt-3 text-lg text-ember-50" : "mt-1 text-ember-50"}>{text}</p>
          </div>
        </div>
        <CallButton label={label ?? call} variant="light" size="lg" className="w-full sm:w-auto" />
      </div>
    </section>
  );
}
