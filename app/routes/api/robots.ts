import { absoluteUrl } from "~/lib/build-info";
import { paths } from "~/lib/paths";

/**
 * robots.txt: the whole site is open except the API. Pages kept out of search carry a noindex
 * meta tag instead of a Disallow line, because a crawler must fetch a page to see its noindex.
 */
export function loader() {
  const lines = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absoluteUrl(paths.sitemap)}`, ""];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
