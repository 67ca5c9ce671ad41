import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";
import { uiTextOfMatches } from "~/lib/i18n/use-ui-text";

/** Any path the route table does not know: the 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: uiTextOfMatches(matches)?.notFound.metaTitle },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
