import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** Every office page's head: its title, and never in a search engine. */
export const officeMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${site.name} office` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The office's route modules' `handle`: a private page (lib/private-pages.ts), never with Tag Manager. */
export const officeRoute = { privatePage: true } as const;
