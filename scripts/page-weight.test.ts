import { describe, expect, it } from "vitest";
import { officeCodeInPublicPages } from "./page-weight";

describe("the build's check that public pages carry none of the office", () => {
  const office = ["/assets/leads-Ab12.js", "/assets/office-frame-Cd34.js"];
  const html = (names: string[]) =>
    `<html><head>${names.map((n) => `<link rel="modulepreload" href="${n}"/>`).join("")}</head></html>`;

  it("passes pages that neither load nor name an office chunk", () => {
    const pages = [{ path: "/", scripts: ["/assets/entry.client-Xy.js", "/assets/home-Zz.js"] }];
    expect(officeCodeInPublicPages(pages, () => html(pages[0]!.scripts), office)).toEqual([]);
  });

  it("fails a page that loads one on first load, or names one anywhere", () => {
    const pages = [
      { path: "/", scripts: ["/assets/home-Zz.js", "/assets/leads-Ab12.js"] },
      { path: "/financing", scripts: ["/assets/financing-Q.js"] },
    ];
    const pageHtml = (path: string) =>
      path === "/" ? html(pages[0]!.scripts) : html([...pages[1]!.scripts, "/assets/office-frame-Cd34.js"]);
    expect(officeCodeInPublicPages(pages, pageHtml, office)).toEqual([
      "/: loads the office's /assets/leads-Ab12.js on first load",
      "/financing: names the office's /assets/office-frame-Cd34.js",
    ]);
  });
});
