import { cities } from "./cities";
import { services } from "./services";
import { paths } from "~/lib/paths";

/** A link in a menu: what the visitor reads and where it goes. */
export type NavItem = { name: string; path: string };
export type NavGroup = { id: "services" | "service-areas" | "about"; label: string; items: NavItem[] };

/** The header's three dropdown groups, in order; the mobile menu shows the same groups. */
export const navGroups: readonly NavGroup[] = [
  {
    id: "services",
    label: "Services",
    items: services.filter((s) => s.inHeaderMenu).map((s) => ({ name: s.menuLabel, path: s.path })),
  },
  {
    id: "service-areas",
    label: "Service Areas",
    items: [
      ...cities.map((c) => ({ name: c.name, path: c.path })),
      { name: "All service areas", path: paths.serviceAreas },
    ],
  },
  {
    id: "about",
    label: "About Us",
    items: [
      { name: "About Us", path: paths.about },
      { name: "Roofing 101", path: paths.roofing101 },
      { name: "Blog", path: paths.blog },
    ],
  },
];

/** Top-level header links beside the groups. */
export const navLinks: readonly NavItem[] = [
  { name: "Instant Quote", path: paths.instantQuote },
  { name: "Financing", path: paths.financing },
];

/** The footer's quick links, as the specification lists them. */
export const footerLinks: readonly NavItem[] = [
  { name: "About", path: paths.about },
  { name: "Services", path: paths.services },
  { name: "Testimonials", path: paths.testimonials },
  { name: "Blog", path: paths.blog },
  { name: "Financing", path: paths.financing },
  { name: "Insurance Help", path: paths.insuranceHelp },
  { name: "Instant Quote", path: paths.instantQuote },
  { name: "Roofing 101", path: paths.roofing101 },
];
