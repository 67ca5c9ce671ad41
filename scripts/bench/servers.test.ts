import { describe, expect, it } from "vitest";
import { withoutScripts } from "./servers";

describe("the script-free twin of a page", () => {
  const ld = '<script type="application/ld+json">{"@type":"RoofingContractor"}</script>';
  const page = [
    `<html><head><link rel="modulepreload" href="/assets/react-dom.js"/>${ld}</head><body><h1>Roofing</h1>`,
    "<script>window.__reactRouterContext = {}</script>",
    '<script type="module">import("/assets/entry.client.js")</script>',
    '<script>window.__reactRouterContext.streamController.enqueue("[{\\"script:ld+json\\":\\"application/ld+json\\"}]")</script>',
    "</body></html>",
  ].join("");

  it("keeps the page's words and its JSON-LD", () => {
    const twin = withoutScripts(page);
    expect(twin).toContain("<h1>Roofing</h1>");
    expect(twin).toContain(ld);
  });

  it("drops every other script, the page data's too, and the module preloads", () => {
    const twin = withoutScripts(page);
    expect(twin.match(/<script/g)).toHaveLength(1);
    expect(twin).not.toContain("streamController");
    expect(twin).not.toContain("modulepreload");
  });
});
