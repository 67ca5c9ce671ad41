/**
 * Lets the page paint before any script loads. React Router's bootstrap preloads every route
 * module in the head and imports them from an inline module script, so on a slow phone
 * connection the scripts compete with the stylesheet, the font and the hero for bandwidth. Every
 * page is complete HTML (links navigate, forms post), so the site loads its scripts after the
 * page's load event (once its first contentful paint is on screen: a fast page can finish loading
 * before it paints), or at the visitor's first interaction if that comes sooner.
 *
 * Then it asks for every module at once (modulepreload) but evaluates them one at a time, in the
 * order React Router lists them (the libraries first), with a pause between: evaluating React,
 * the router and the page's code in one go is a long task a slow phone feels as a stuck page, and
 * each on its own is short.
 *
 * The rewrite is exact: it throws when React Router's output does not have the expected shape,
 * so an upgrade that changes it fails the build instead of shipping a page that never hydrates.
 * defer-scripts.test.ts rewrites pages React Router itself renders and runs the result, so a
 * change the pattern still matches but the rewrite gets wrong fails there.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOTSTRAP = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";/g;

export function deferBootstrap(html: string): string {
  const match = BOOTSTRAP.exec(html);
  if (!match) throw new Error("deferBootstrap: React Router's bootstrap script was not found");
  const [whole, nonce, body] = match as unknown as [string, string | undefined, string];
  if (!body.includes("window.__reactRouterRouteModules"))
    throw new Error("deferBootstrap: unexpected bootstrap script");

  const imports: Array<{ name: string | undefined; url: string }> = [];
  const rest = body.replace(STATIC_IMPORT, (_all, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return "";
  });
  if (/\bimport\s*["'*{]|\bimport\s+\w/.test(rest))
    throw new Error("deferBootstrap: a static import was left in the bootstrap script");

  // The modules the page needs (React Router preloads them), less the ones the bootstrap imports
  // itself: the route modules, then the entry, which hydrates the page when it runs.
  const own = new Set([
    ...imports.map((i) => i.url),
    ...[...rest.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!),
  ]);
  const modules = [...new Set([...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!))].filter((m) => !own.has(m));
  const names = imports.map((i, n) => i.name ?? `_side${n}`);
  const script = [
    `const MODULES = ${JSON.stringify(modules)};`,
    "const pause = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));",
    // The page's first contentful paint is on screen (or five seconds have passed: a page in a
    // background tab does not paint). `buffered` delivers the entry when the page painted before
    // the load event, as a fast page does.
    "const painted = () =>",
    "  new Promise((resolve) => {",
    '    const FCP = "first-contentful-paint";',
    '    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();',
    "    const observer = new PerformanceObserver((list) => list.getEntriesByName(FCP).length && (observer.disconnect(), resolve()));",
    '    observer.observe({ type: "paint", buffered: true });',
    "    setTimeout(resolve, 5000);",
    "  });",
    "const boot = async () => {",
    "  for (const type of EVENTS) removeEventListener(type, boot, true);",
    "  if (window.__booted) return;",
    "  window.__booted = true;",
    "  await painted();",
    "  for (const href of MODULES) {",
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    "  for (const href of MODULES) {",
    "    await import(href);",
    "    await pause();",
    "  }",
    `  const [${names.join(", ")}] = await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(", ")}]);`,
    rest.trim(),
    "};",
    'const EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"];',
    'if (document.readyState === "complete") boot();',
    "else {",
    '  addEventListener("load", boot, { once: true });',
    "  for (const type of EVENTS) addEventListener(type, boot, { capture: true, passive: true, once: true });",
    "}",
  ].join("\n");
  const opening = nonce === undefined ? '<script type="module">' : `<script nonce="${nonce}" type="module">`;
  const head = html.replace(MODULEPRELOAD, "");
  if (head.includes('rel="modulepreload"'))
    throw new Error("deferBootstrap: a module preload of an unexpected shape was left in the page");
  return head.replace(whole, `${opening}${script}</script>`);
}
