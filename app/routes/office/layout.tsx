import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import officeStylesheet from "~/components/office/office.css?url";
import type { Route } from "./+types/layout";
import { OfficeFrame, OfficeHeading } from "~/components/office/office-frame";
import { requireOwner } from "~/lib/office/guard.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeRoute } from "~/lib/office/office-route";

/**
 * The office's signed-in pages share this frame. Its loader only names the owner: every page's own
 * loader and action checks the session too (React Router runs them side by side).
 */
export async function loader(args: Route.LoaderArgs) {
  const { owner } = await requireOwner(args);
  return { owner: owner.email };
}

/** Private, and drawn without the public site's header and footer (lib/private-pages.ts). */
export const handle = officeRoute;

/** The office's own stylesheet (components/office/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStylesheet }];

export default function OfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <OfficeFrame owner={loaderData.owner}>
      <Outlet />
    </OfficeFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <OfficeFrame owner={null}>
      <OfficeHeading title={notFound ? "Not found" : "Something went wrong"}>
        <p>
          {notFound
            ? "That lead or page does not exist, or no longer does."
            : "The office could not show this page. Please try again in a moment."}
        </p>
        <p className="mt-4">
          <Link to={officePaths.leads} className="font-semibold text-navy-900 underline underline-offset-2">
            Back to the leads
          </Link>
        </p>
      </OfficeHeading>
    </OfficeFrame>
  );
}
