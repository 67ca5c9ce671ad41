import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { routeArgs } from "../../tests/support/route-args";
import { Logo } from "./logo";

/** The logo's words as a visitor (and a screen reader, the link's name) reads them on the page at `path`. */
function text(path: string) {
  const Stub = createRoutesStub([{ id: "root", path, Component: () => <Logo /> }]);
  const html = renderToStaticMarkup(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { root: rootLoader(routeArgs(new Request(`http://localhost${path}`))) } }}
    />,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the logo", () => {
  it("says when the business was founded in the page's language", () => {
    expect(text("/")).toBe("Suncoast Family Roofing · Est. 1987");
    expect(text("/es")).toBe("Suncoast Family Roofing · Desde 1987");
  });
});
