import { ServiceCard } from "~/components/service-card";
import type { ServiceCardData } from "~/content/services";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { PageSection } from "./page-section";

/** The closing cross-links of a service page: every other service (the loader leaves this one out). */
export function ExploreServices({ services }: { services: readonly ServiceCardData[] }) {
  const intro = useUiText().pageParts.explore;
  return (
    <PageSection id="explore" intro={intro} tone="sand">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((card) => (
          <li key={card.service.id}>
            <ServiceCard {...card} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
