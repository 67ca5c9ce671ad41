import type { UiText } from "./ui-text";

/** A link in a menu: what the visitor reads and where it goes. */
export type NavItem = { name: string; path: string };
export type NavGroup = { id: "services" | "service-areas" | "about"; label: string; items: NavItem[] };

/**
 * What every page's shell shows, in the page's language, from the root loader (`shell.server.ts`):
 * the words, the menus and the footer's lists, so none of them ride in the script bundle.
 */
export type ShellData = {
  text: UiText;
  nav: {
    /** The header's three dropdown groups, in order; the mobile menu shows the same groups. */
    groups: NavGroup[];
    /** Top-level header links beside the groups. */
    links: NavItem[];
  };
  footer: { links: NavItem[]; services: NavItem[]; cities: NavItem[]; cityCount: number; serviceAreas: string };
  /** Where the quote buttons and the phone menu's "Get Free Quote" go. */
  contactPath: string;
  /** Where the quote forms post when the page's scripts have not run (the answer page). */
  leadFormAction: string;
  instantQuotePath: string;
  homePath: string;
  /** The same page in the other language, when it has one (the language switch). */
  twin?: { path: string; lang: string; label: string; name: string };
};
