import { ServiceCard } from "~/components/service-card";
import type { ServiceCardData } from "~/content/services";
import { PageSection } from "./page-section";

const intro = {
  eyebrow: "More from our crews",
  title: "Explore Our Services",
  lead: "One local, family-owned company for the whole life of your roof.",
};

/** The closing cross-links of a service page: every other service (the loader leaves this one out). */
export function ExploreServices({ services }: { services: readonly ServiceCardData[] }) {
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
