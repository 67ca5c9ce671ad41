// Relative imports only, and no Vite features: react-router.config.ts loads this module (through
// the route table) with a loader that knows neither the "~/" alias nor import.meta.glob.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The article files, read from disk. The site itself reads them through `import.meta.glob`
 * (`blog.server.ts`); the route table (prerender list, sitemap) and the build's content check run
 * where Vite does not, and use this. Both list the same folder, and a unit test holds them equal.
 * The path is relative to the working directory, the project root in every npm script and for the
 * server (`build/client` is found the same way).
 */
export const BLOG_DIR = path.resolve("app/content/blog");

/** The article slugs (file names without `.md`), sorted. */
export function blogSlugsOnDisk(dir = BLOG_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}

export function readBlogFiles(dir = BLOG_DIR): Array<{ slug: string; raw: string }> {
  return blogSlugsOnDisk(dir).map((slug) => ({ slug, raw: readFileSync(path.join(dir, `${slug}.md`), "utf8") }));
}
