import { absoluteUrl } from "~/lib/build-info";
import { paths } from "~/lib/paths";

/**
 * robots.txt: the whole site is open except the API and the owner's office. Pages kept out of
 * search carry a noindex meta tag instead of a Disallow line, because a crawler must fetch a page
 * to see its noindex; the office is disallowed as well (its pages answer a crawler nothing but the
 * sign-in page, and carry noindex too).
 */
export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /office",
    "",
    `Sitemap: ${absoluteUrl(paths.sitemap)}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
