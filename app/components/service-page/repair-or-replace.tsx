import { CircleCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { RepairOrReplace as RepairOrReplaceData } from "~/content/schemas";
import { PageSection, type SectionTone } from "./page-section";

/** The repair-or-replace rule of thumb as two lists side by side. */
export function RepairOrReplace({
  id,
  content,
  tone,
}: {
  id: string;
  content: RepairOrReplaceData;
  tone?: SectionTone;
}) {
  const columns = [
    { list: content.repair, accent: "bg-emerald-50 text-emerald-800", check: "text-emerald-700" },
    { list: content.replace, accent: "bg-ember-50 text-ember-700", check: "text-ember-600" },
  ];
  return (
    <PageSection id={id} intro={content} tone={tone}>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {columns.map(({ list, accent, check }) => (
          <div key={list.title} className="rounded-card border border-slate-200 bg-white p-7 shadow-card">
            <h3 className="flex items-center gap-3 text-xl font-bold">
              <span className={`inline-flex size-10 items-center justify-center rounded-xl ${accent}`}>
                <Icon node={list.icon} className="size-5" />
              </span>
              {list.title}
            </h3>
            <ul className="mt-5 space-y-3">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <Icon node={CircleCheck} className={`mt-0.5 size-5 shrink-0 ${check}`} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
