import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { officeRoute } from "./office/office-route";
import { isPrivateRoute, PRIVATE_PATH, privateRoute } from "./private-pages";

/** Every route with its whole path and whether it or a route around it is marked private. */
function flatten(entries: RouteConfigEntry[], parentMarked = false): Array<[string, string, boolean]> {
  return entries.flatMap((route) => {
    const source = readFileSync(path.join("app", route.file), "utf8");
    const marked = parentMarked || /export const handle = (?:privateRoute|officeRoute);/.test(source);
    const own: Array<[string, string, boolean]> =
      route.path !== undefined || route.index ? [[route.path ?? "", route.file, marked]] : [];
    return [...own, ...flatten(route.children ?? [], marked)];
  });
}

describe("private pages", () => {
  // The server knows them by path (for the Referer header), the renderer by route (for Tag Manager).
  it.each(flatten(routes))(
    "/%s (%s) is marked private by its route exactly when the server treats its path as private",
    (routePath, _file, marked) => {
      const concrete = `/${routePath.replace(/^\//, "")}`.replace(/:token|:id/g, "x".repeat(32));
      expect(marked).toBe(PRIVATE_PATH.test(concrete));
    },
  );

  it("tells a private route among the matched ones", () => {
    expect(isPrivateRoute([undefined, privateRoute])).toBe(true);
    expect(isPrivateRoute([undefined, officeRoute])).toBe(true);
    expect(isPrivateRoute([undefined, { breadcrumb: "Blog" }])).toBe(false);
  });

  it("treats the office's page data as private too", () => {
    expect(["/office", "/office.data", "/office/leads/x", "/office/sign-in/x"].every((p) => PRIVATE_PATH.test(p))).toBe(
      true,
    );
    expect(PRIVATE_PATH.test("/officemax-roofing")).toBe(false);
    // A Spanish lead's quote page is private; the Spanish wizard is not.
    expect(PRIVATE_PATH.test(`/es/cotizacion/${"x".repeat(32)}`)).toBe(true);
    expect(PRIVATE_PATH.test("/es/cotizacion-instantanea")).toBe(false);
    // So is a Spanish lead's booking page; the Spanish roof inspection service page is not.
    expect(PRIVATE_PATH.test(`/es/inspeccion/${"x".repeat(32)}`)).toBe(true);
    expect(PRIVATE_PATH.test("/es/inspeccion/x.data")).toBe(true);
    expect(PRIVATE_PATH.test("/es/inspeccion-de-techos")).toBe(false);
  });
});
