import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireOwner } from "~/lib/office/guard.server";

/** Any other address under /office: the office's own "not found", for a signed-in owner only. */
export async function loader(args: Route.LoaderArgs) {
  await requireOwner(args);
  throw data("Not found", { status: 404 });
}

export default function OfficeNotFound() {
  return null;
}
