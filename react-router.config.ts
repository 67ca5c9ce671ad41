import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/route-table";

export default {
  ssr: true,
  // Every content page is built to HTML at build time; the server renders the rest per request.
  prerender: { paths: () => prerenderPaths(), concurrency: 4 },
  // A private page sends no Referer (lib/private-pages.ts), so its own forms post with
  // `Origin: null`. The server's check (server/origin-check.ts) has already refused every post from
  // another site, and let `null` through only where the browser marks the post same-origin.
  allowedActionOrigins: ["null"],
} satisfies Config;
