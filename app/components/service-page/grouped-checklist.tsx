import { CircleCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { GroupedListSection } from "~/content/schemas";

/** A checklist in groups, one card per group. */
export function GroupedChecklist({ groups }: { groups: GroupedListSection["groups"] }) {
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <div key={group.title} className="rounded-card border border-slate-200 bg-white p-6 shadow-card">
          <h3 className="text-lg font-bold">{group.title}</h3>
          <ul className="mt-4 space-y-3">
            {group.items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-navy-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
