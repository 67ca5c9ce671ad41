import { FaqList } from "~/components/faq-list";
import { SectionHeading } from "~/components/section-heading";
import type { FaqSection as FaqSectionData } from "~/content/schemas";
import { useUiText } from "~/lib/i18n/use-ui-text";

/** A page's questions: heading on the left, an accordion (one answer open at a time) on the right. */
export function FaqSection({ id, section }: { id: string; section: FaqSectionData }) {
  const t = useUiText().pageParts;
  return (
    <section aria-labelledby={`${id}-title`} className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={section.eyebrow ?? t.faqEyebrow}
          title={section.title}
          lead={section.lead}
        />
        <FaqList faqs={section.faqs} name={id} />
      </div>
    </section>
  );
}
