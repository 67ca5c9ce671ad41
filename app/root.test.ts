import { describe, expect, it } from "vitest";
import { routeArgs } from "../tests/support/route-args";
import { loader } from "./root";

const shell = (path: string) => loader(routeArgs(new Request(`http://localhost${path}`)));

describe("the shell each page gets from the root loader", () => {
  it("links a page to its twin, also when the build prerenders it by asking for the path with a slash", () => {
    for (const path of ["/instant-quote", "/instant-quote/"]) {
      expect(shell(path).twin).toMatchObject({ path: "/es/cotizacion-instantanea", lang: "es-US" });
    }
    expect(shell("/es/techos-tampa-fl/").twin).toMatchObject({ path: "/roofing-tampa-fl", lang: "en-US" });
    expect(shell("/").twin).toMatchObject({ path: "/es" });
  });
});
