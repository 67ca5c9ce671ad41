import { describe, expect, it } from "vitest";
import { withTagManager } from "./tag-manager";

describe("Tag Manager", () => {
  it("loads from the end of the head, with the page's nonce", () => {
    const html = withTagManager("<html><head><title>x</title></head><body></body></html>", "GTM-ABC123", "n0nce");
    expect(html).toMatch(/<title>x<\/title><script nonce="n0nce">[^<]*gtm\.js\?id=GTM-ABC123[^<]*<\/script><\/head>/);
  });
});
