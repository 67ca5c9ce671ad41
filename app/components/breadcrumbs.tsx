import { Link } from "react-router";
import type { Crumb } from "~/lib/seo/json-ld";
import { paths } from "~/lib/paths";

/**
 * The trail above a page's H1, on the dark hero: Home, then `crumbs`, the last being this page.
 * The same trail goes into the page's BreadcrumbList JSON-LD (`breadcrumbLd`, in seo).
 */
export function Breadcrumbs({
  crumbs,
  home = { name: "Home", path: paths.home },
  label = "Breadcrumb",
}: {
  crumbs: readonly Crumb[];
  /** The first crumb: the home page in the page's language. */
  home?: Crumb;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="text-sm text-navy-200">
      <ol className="flex flex-wrap gap-2">
        <li>
          <Link to={home.path} className="hover:text-white hover:underline">
            {home.name}
          </Link>
          <span aria-hidden="true"> /</span>
        </li>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page" className="text-white">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path} className="hover:text-white hover:underline">
                {crumb.name}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
