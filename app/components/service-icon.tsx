import { Building2, CloudLightning, FileCheck, House, SearchCheck, Siren, Wrench } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Service } from "~/content/services";

const icons = {
  home: House,
  building: Building2,
  "cloud-lightning": CloudLightning,
  wrench: Wrench,
  "search-check": SearchCheck,
  siren: Siren,
  "file-check": FileCheck,
} as const;

export function ServiceIcon({ icon, className }: { icon: Service["icon"]; className?: string }) {
  return <Icon node={icons[icon]} className={className} />;
}
