import { ChevronDown } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Faq } from "~/content/faqs";

/**
 * Questions and answers as native disclosure widgets. Sharing a `name` makes them an exclusive
 * accordion: opening one closes the others, and the open one closes again on a second click.
 * The answers are in the HTML for crawlers and work without JavaScript.
 */
export function FaqList({ faqs, name }: { faqs: readonly Faq[]; name: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className="group">
          <summary className="flex items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-navy-950 hover:bg-sand-50 sm:px-6">
            {faq.question}
            <Icon
              node={ChevronDown}
              className="size-5 shrink-0 text-ember-600 transition-transform duration-200 group-open:icon-turned"
            />
          </summary>
          <p className="px-5 pb-6 leading-relaxed text-slate-700 sm:px-6">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
