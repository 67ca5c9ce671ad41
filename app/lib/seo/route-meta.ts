import type { MetaDescriptor } from "react-router";

/**
 * Routes build their head in the loader (`pageMeta(...)`) and hand it over as `meta`, so the
 * structured-data builders and the page copy stay on the server and out of the script bundle.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
