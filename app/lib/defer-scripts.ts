/**
 * Lets the page paint before any script loads. React Router's bootstrap preloads every route
 * module in the head and imports them from an inline module script, so on a slow phone
 * connection the scripts compete with the stylesheet, the font and the hero for bandwidth. Every
 * page is complete HTML (links navigate, forms post), so the site loads its scripts after the
 * page's load event, or at the visitor's first interaction if that comes sooner.
 *
 * The rewrite is exact: it throws when React Router's output does not have the expected shape,
 * so an upgrade that changes it fails the build instead of shipping a page that never hydrates.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"(?: nonce="[^"]*")?\/>/g;
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
  if (/\bimport\s+[\w*{]/.test(rest))
    throw new Error("deferBootstrap: a static import was left in the bootstrap script");

  const names = imports.map((i, n) => i.name ?? `_side${n}`);
  const script = [
    "const boot = () => {",
    "  for (const type of EVENTS) removeEventListener(type, boot, true);",
    "  if (window.__booted) return;",
    "  window.__booted = true;",
    `  Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(", ")}]).then(([${names.join(", ")}]) => {`,
    rest.trim(),
    "  });",
    "};",
    'const EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"];',
    'if (document.readyState === "complete") boot();',
    "else {",
    '  addEventListener("load", boot, { once: true });',
    "  for (const type of EVENTS) addEventListener(type, boot, { capture: true, passive: true, once: true });",
    "}",
  ].join("\n");
  const opening = nonce === undefined ? '<script type="module">' : `<script nonce="${nonce}" type="module">`;
  return html.replace(MODULEPRELOAD, "").replace(whole, `${opening}${script}</script>`);
}
