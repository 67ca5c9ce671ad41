import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isPrivateRoute, PRIVATE_PATH, privateRoute } from "./private-pages";

describe("private pages", () => {
  // The server knows them by path (for the Referer header), the renderer by route (for Tag Manager).
  it.each(routes.map((route) => [route.path ?? "/", route.file] as const))(
    "/%s is marked private by its route exactly when the server treats its path as private",
    (routePath, file) => {
      const source = readFileSync(path.join("app", file), "utf8");
      const marked = /export const handle = privateRoute;/.test(source);
      expect(marked).toBe(PRIVATE_PATH.test(`/${routePath.replace(/^\//, "").replace(":token", "x".repeat(32))}`));
    },
  );

  it("tells a private route among the matched ones", () => {
    expect(isPrivateRoute([undefined, privateRoute])).toBe(true);
    expect(isPrivateRoute([undefined, { breadcrumb: "Blog" }])).toBe(false);
  });
});
