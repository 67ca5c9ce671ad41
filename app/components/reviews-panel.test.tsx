import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { reviews } from "~/content/reviews";
import { loader as rootLoader } from "~/root";
import { routeArgs } from "../../tests/support/route-args";
import { ReviewsPanel } from "./reviews-panel";

/** The panel as the server renders it on the page at `path`, under the root route's words. */
function render(path: string) {
  const Stub = createRoutesStub([{ id: "root", path, Component: () => <ReviewsPanel reviews={reviews} /> }]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { root: rootLoader(routeArgs(new Request(`http://localhost${path}`))) } }}
    />,
  );
}

const roleDescriptions = (html: string) => [...html.matchAll(/aria-roledescription="([^"]*)"/g)].map((m) => m[1]);

describe("the reviews panel", () => {
  it("names the carousel and its slides in the page's language for screen readers", () => {
    expect(new Set(roleDescriptions(render("/")))).toEqual(new Set(["carousel", "slide"]));
    const spanish = roleDescriptions(render("/es"));
    expect(spanish).toHaveLength(reviews.length + 1);
    expect(new Set(spanish)).toEqual(new Set(["carrusel", "diapositiva"]));
  });
});
