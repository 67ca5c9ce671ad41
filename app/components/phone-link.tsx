import { Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ComponentProps } from "react";
import { site } from "~/content/site";
import { type ButtonStyle, buttonClasses } from "~/components/ui/button";

/** The business phone as a tel: link. `label` replaces the number as visible text. */
export function PhoneLink({ label, className, ...props }: { label?: string } & Omit<ComponentProps<"a">, "href">) {
  return (
    <a href={`tel:${site.phone.e164}`} className={className} {...props}>
      {label ?? site.phone.display}
    </a>
  );
}

/** A call button: icon, label and number. */
export function CallButton({
  label = "Call",
  variant = "primary",
  size = "md",
  className,
}: { label?: string } & ButtonStyle) {
  return (
    <a href={`tel:${site.phone.e164}`} className={buttonClasses({ variant, size, className })}>
      <Icon node={Phone} className="size-5" />
      {label} {site.phone.display}
    </a>
  );
}
