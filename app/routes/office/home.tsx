import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { officeServices } from "~/lib/office/guard.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeRoute } from "~/lib/office/office-route";

/**
 * /office opens the leads. The list lives at /office/leads because the browser's data requests for
 * /office go to /office.data, outside the session cookie's path (/office and below).
 */
export function loader({ context }: Route.LoaderArgs) {
  officeServices(context);
  throw redirect(officePaths.leads);
}

export const handle = officeRoute;

export default function OfficeHome() {
  return null;
}
