/**
 * What each prerendered page makes a browser download before it is interactive, measured from the
 * build output with the compression the server actually uses (brotli, precompressed at build):
 * the HTML, the scripts it preloads, its stylesheet, the preloaded font and the images it loads
 * eagerly. The build fails when a page is over its budget (`BUDGETS`), and the benchmark reports it.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { constants, brotliCompressSync } from "node:zlib";

export const BUDGETS = {
  /**
   * Scripts on first load: React and React Router are ~94 KB of it, and the heaviest page (home)
   * is at 110.0 KB. The same code's brotli size moves by a few dozen bytes with its chunks' hashes
   * (they differ between checkouts), so the limit sits 1 KB above it rather than on it.
   */
  js: 111 * 1024,
  css: 12 * 1024,
  html: 40 * 1024,
  /** Everything above plus fonts and eager images. */
  total: 300 * 1024,
  /** Any single script file. */
  chunk: 100 * 1024,
} as const;

export type PageWeight = {
  path: string;
  html: number;
  js: number;
  css: number;
  font: number;
  image: number;
  total: number;
  scripts: string[];
};

const brotliSizes = new Map<string, number>();

async function brotliSize(file: string): Promise<number> {
  const cached = brotliSizes.get(file);
  if (cached !== undefined) return cached;
  let size: number;
  try {
    size = (await readFile(`${file}.br`)).length;
  } catch {
    size = brotliCompressSync(await readFile(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  brotliSizes.set(file, size);
  return size;
}

async function* htmlPages(dir: string, root = dir): AsyncGenerator<{ route: string; file: string }> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* htmlPages(full, root);
    else if (entry.name === "index.html") {
      const rel = path.relative(root, dir).split(path.sep).join("/");
      yield { route: rel ? `/${rel}` : "/", file: full };
    }
  }
}

const unique = (values: Iterable<string>) => [...new Set(values)];

type RouterManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

/**
 * Every script a page loads when it boots: React Router's entry and, for the routes the page's
 * bootstrap imports, their modules and static imports (read from the manifest in the page).
 */
function bootScripts(html: string): string[] {
  const json = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/.exec(html)?.[1];
  if (!json) throw new Error("page-weight: no React Router manifest in the page");
  const manifest = JSON.parse(json) as RouterManifest;
  const imported = new Set([...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1]!));
  const scripts = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of Object.values(manifest.routes)) {
    if (imported.has(route.module)) scripts.push(route.module, ...(route.imports ?? []));
  }
  return unique(scripts);
}

export async function measurePages(clientDir = "build/client"): Promise<PageWeight[]> {
  const pages: PageWeight[] = [];
  for await (const { route, file } of htmlPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const local = (href: string) => path.join(clientDir, href.split("?")[0]!);
    const scripts = bootScripts(html);
    const styles = unique([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!));
    const fonts = unique([...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!));
    // Images the browser fetches at once: <img> without loading="lazy" and <source srcset> beside one.
    const images = unique(
      [...html.matchAll(/<img\b[^>]*>/g)]
        .filter((m) => !/loading="lazy"/.test(m[0]) && /src="\//.test(m[0]))
        .map((m) => /src="([^"]+)"/.exec(m[0])![1]!),
    );
    const sum = async (hrefs: string[], size: (f: string) => Promise<number>) =>
      (await Promise.all(hrefs.map((h) => size(local(h))))).reduce((a, b) => a + b, 0);
    const raw = async (f: string) => (await readFile(f)).length;
    const weight = {
      path: route,
      html: await brotliSize(file),
      js: await sum(scripts, brotliSize),
      css: await sum(styles, brotliSize),
      font: await sum(fonts, raw),
      image: await sum(images, brotliSize),
      total: 0,
      scripts,
    };
    weight.total = weight.html + weight.js + weight.css + weight.font + weight.image;
    pages.push(weight);
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

export async function largestChunks(
  clientDir = "build/client",
  count = 8,
): Promise<Array<{ file: string; bytes: number }>> {
  const dir = path.join(clientDir, "assets");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".js"));
  const sized = await Promise.all(files.map(async (f) => ({ file: f, bytes: await brotliSize(path.join(dir, f)) })));
  return sized.sort((a, b) => b.bytes - a.bytes).slice(0, count);
}

export function overBudget(
  pages: readonly PageWeight[],
  chunks: ReadonlyArray<{ file: string; bytes: number }>,
): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const kind of ["js", "css", "html", "total"] as const) {
      if (page[kind] > BUDGETS[kind])
        problems.push(`${page.path}: ${kind} ${kb(page[kind])} over the budget of ${kb(BUDGETS[kind])}`);
    }
  }
  for (const chunk of chunks)
    if (chunk.bytes > BUDGETS.chunk)
      problems.push(`${chunk.file}: ${kb(chunk.bytes)} over the per-file budget of ${kb(BUDGETS.chunk)}`);
  return problems;
}

/**
 * The chunks that hold the owner's office's code, as the build listed them (vite.config.ts
 * `officeChunks`), each as a page names it: `/assets/leads-Ab12.js`.
 */
export async function officeChunks(clientDir = "build/client"): Promise<string[]> {
  let listed: unknown;
  try {
    listed = JSON.parse(await readFile(path.join(clientDir, "office-chunks.json"), "utf8"));
  } catch {
    throw new Error("page-weight: the build did not list the office's chunks (office-chunks.json)");
  }
  if (!Array.isArray(listed) || listed.length === 0)
    throw new Error("page-weight: office-chunks.json lists no chunk: the office is missing from the build");
  return listed.map((file) => `/${String(file)}`);
}

/**
 * Public pages that would load the office's code: on first load (a boot script) or at all (the
 * page names the chunk anywhere, a preload hint or its route manifest). Every prerendered page is
 * public: the office is never prerendered.
 */
export function officeCodeInPublicPages(
  pages: ReadonlyArray<Pick<PageWeight, "path" | "scripts">>,
  htmlOf: (path: string) => string,
  office: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const html = htmlOf(page.path);
    for (const chunk of office) {
      if (page.scripts.includes(chunk)) problems.push(`${page.path}: loads the office's ${chunk} on first load`);
      else if (html.includes(chunk)) problems.push(`${page.path}: names the office's ${chunk}`);
    }
  }
  return problems;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
