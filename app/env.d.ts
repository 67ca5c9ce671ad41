/** Fixed at build time by `vite.config.ts` (`define`). */
declare const __SITE_URL__: string;
declare const __BUILD_YEAR__: number;
