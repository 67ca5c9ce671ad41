import { AtSign, MapPin, MessageCircle, Phone } from "lucide";
import type { IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { LeadDetail } from "~/lib/office/office-types";

function Action({
  href,
  icon,
  children,
  external,
}: {
  href: string;
  icon: IconNode;
  children: string;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noreferrer" } : {})}
      className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
    >
      <Icon node={icon} className="size-5" />
      {children}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** Call, text, e-mail, map: what the owner does first from a truck. */
export function LeadContact({
  lead,
}: {
  lead: Pick<LeadDetail, "tel" | "phone" | "email" | "address" | "mapUrl" | "name">;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {lead.tel ? <Action href={`tel:${lead.tel}`} icon={Phone}>{`Call ${lead.phone}`}</Action> : null}
      {lead.tel ? (
        <Action href={`sms:${lead.tel}`} icon={MessageCircle}>
          Text
        </Action>
      ) : null}
      {lead.email ? (
        <Action href={`mailto:${lead.email}`} icon={AtSign}>
          E-mail
        </Action>
      ) : null}
      {lead.mapUrl ? (
        <Action href={lead.mapUrl} icon={MapPin} external>
          Map
        </Action>
      ) : null}
    </div>
  );
}
