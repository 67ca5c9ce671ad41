import { describe, expect, it } from "vitest";
import { mayCarryTags, withTagManager } from "./tag-manager";

describe("Tag Manager", () => {
  it("is left off a private link's page, whose address is the homeowner's token", () => {
    expect(mayCarryTags(new Headers({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(mayCarryTags(new Headers({ "Cache-Control": "public, max-age=0, must-revalidate" }))).toBe(true);
    expect(mayCarryTags(new Headers())).toBe(true);
  });

  it("loads from the end of the head, with the page's nonce", () => {
    const html = withTagManager("<html><head><title>x</title></head><body></body></html>", "GTM-ABC123", "n0nce");
    expect(html).toMatch(/<title>x<\/title><script nonce="n0nce">[^<]*gtm\.js\?id=GTM-ABC123[^<]*<\/script><\/head>/);
  });
});
