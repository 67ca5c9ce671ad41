import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/route-table";

export default {
  ssr: true,
  // Every content page is built to HTML at build time; the server renders the rest per request.
  prerender: { paths: () => prerenderPaths(), concurrency: 4 },
} satisfies Config;
