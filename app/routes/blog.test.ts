import { describe, expect, it } from "vitest";
import { routeArgs } from "../../tests/support/route-args";
import { loader } from "./blog";

const SITE = "https://www.suncoastfamilyroofing.example";
const blogBlock = (path: string) =>
  loader(routeArgs(new Request(`${SITE}${path}`)))
    .meta.map((m) => (m as Record<string, unknown>)["script:ld+json"] as Record<string, unknown> | undefined)
    .find((block) => block?.["@type"] === "Blog") as {
    name: string;
    inLanguage?: string;
    blogPost: Array<{ headline: string; inLanguage?: string }>;
  };

describe("the blog list's structured data", () => {
  it("names the blog in the page's language, and marks the English articles as English on both lists", () => {
    const en = blogBlock("/blog");
    expect(en).toMatchObject({ name: "Suncoast Family Roofing Blog", inLanguage: "en-US" });
    const es = blogBlock("/es/blog");
    expect(es).toMatchObject({ name: "Blog de Suncoast Family Roofing", inLanguage: "es-US" });
    // The articles themselves are written in English only.
    for (const block of [en, es]) {
      expect(block.blogPost.length).toBeGreaterThan(0);
      for (const post of block.blogPost) expect(post.inLanguage).toBe("en-US");
    }
  });
});
