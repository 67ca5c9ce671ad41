/** Fixed at build time by `vite.config.ts` (`define`). */
declare const __SITE_URL__: string;
declare const __BUILD_YEAR__: number;
/** The Tag Manager container the pages carry: "" when none (`app/lib/tag-manager.ts`). */
declare const __GTM_CONTAINER_ID__: string;
