import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { DRAWINGS_DIR, type GeneratedFile, generateImages, PUBLIC_RASTERS } from "./generate-images";
import {
  type Drawing,
  HERO,
  PROJECT_SCENES,
  projectDrawing,
  SERVICE_AREA_MAP,
  SERVICE_AREA_MAP_ES,
  SERVICE_POSTERS,
} from "./illustrations/catalogue";

type Element = { name: string; attrs: Record<string, string>; children: Element[]; text: string };

/**
 * A strict little XML reader, enough to prove a file is well-formed: balanced tags, quoted
 * attributes without duplicates, known entities only, one root element.
 */
function parseXml(source: string): Element {
  let i = 0;
  const fail = (message: string): never => {
    throw new Error(`${message} at offset ${i}: ${JSON.stringify(source.slice(i, i + 40))}`);
  };
  const checkText = (text: string) => {
    for (const match of text.matchAll(/&([^;\s]*);?/g)) {
      const entity = match[1] ?? "";
      if (!match[0].endsWith(";") || !/^(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+)$/.test(entity))
        fail(`bad entity &${entity}`);
    }
    if (text.includes("<")) fail("stray <");
  };
  const root: Element = { name: "#document", attrs: {}, children: [], text: "" };
  const stack: Element[] = [root];
  if (source.startsWith("<?xml")) i = source.indexOf("?>") + 2;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    const text = source.slice(i, lt === -1 ? source.length : lt);
    checkText(text);
    const top = stack[stack.length - 1] as Element;
    top.text += text;
    if (lt === -1) break;
    i = lt;
    if (source.startsWith("<!--", i)) {
      const end = source.indexOf("-->", i);
      if (end === -1) fail("unclosed comment");
      i = end + 3;
      continue;
    }
    if (source.startsWith("</", i)) {
      const m = /^<\/([A-Za-z_][\w:.-]*)\s*>/.exec(source.slice(i));
      if (!m) return fail("bad end tag");
      const open = stack.pop();
      if (!open || open.name !== m[1]) fail(`mismatched </${m[1]}>`);
      i += m[0].length;
      continue;
    }
    const m = /^<([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/.exec(
      source.slice(i),
    );
    if (!m) return fail("bad start tag");
    const attrs: Record<string, string> = {};
    for (const a of (m[2] ?? "").matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const name = a[1] as string;
      if (name in attrs) fail(`duplicate attribute ${name}`);
      const value = a[2] ?? a[3] ?? "";
      checkText(value);
      attrs[name] = value;
    }
    const element: Element = { name: m[1] as string, attrs, children: [], text: "" };
    (stack[stack.length - 1] as Element).children.push(element);
    if (m[3] !== "/") stack.push(element);
    i += m[0].length;
  }
  if (stack.length !== 1) fail(`unclosed <${stack[stack.length - 1]?.name}>`);
  const elements = root.children;
  if (elements.length !== 1 || root.text.trim()) fail("expected exactly one root element");
  return elements[0] as Element;
}

function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(data.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const find = (el: Element, name: string): Element | undefined =>
  el.children.find((c) => c.name === name) ?? el.children.map((c) => find(c, name)).find(Boolean);

const drawings: Drawing[] = [
  HERO,
  SERVICE_AREA_MAP,
  SERVICE_AREA_MAP_ES,
  ...SERVICE_POSTERS.map((s) => s.drawing),
  ...PROJECT_SCENES.map(projectDrawing),
];
const pngs = [PUBLIC_RASTERS.logo, PUBLIC_RASTERS.appleTouchIcon, PUBLIC_RASTERS.icon192, PUBLIC_RASTERS.icon512];

let drawingsDir: string;
let publicDir: string;
let written: GeneratedFile[];

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), "drawings-"));
  drawingsDir = path.join(root, "drawings");
  publicDir = path.join(root, "public");
  written = await generateImages(drawingsDir, publicDir);
}, 60_000);

afterAll(async () => {
  await rm(path.dirname(drawingsDir), { recursive: true, force: true });
});

describe("generate-images (the one-off drawing generator)", () => {
  it("writes every drawing of the catalogue and every icon", () => {
    const expected = [
      ...drawings.map((d) => path.join(drawingsDir, d.file)),
      ...Object.values(PUBLIC_RASTERS).map((r) => path.join(publicDir, r.file)),
    ].sort();
    expect(written.map((f) => f.path).sort()).toEqual(expected);
  });

  it.each(drawings.map((d) => [d.file, d] as const))(
    "%s is well-formed, sized as the catalogue, titled and self-contained",
    async (file, drawing) => {
      const source = await readFile(path.join(drawingsDir, file), "utf8");
      const svg = parseXml(source);
      expect(svg.name).toBe("svg");
      expect(svg.attrs.xmlns).toBe("http://www.w3.org/2000/svg");
      expect(Number(svg.attrs.width)).toBe(drawing.width);
      expect(Number(svg.attrs.height)).toBe(drawing.height);
      expect(svg.attrs.viewBox).toBe(`0 0 ${drawing.width} ${drawing.height}`);
      expect(find(svg, "title")?.text).toBe(drawing.alt);
      expect(source).not.toMatch(/<script|<image|<foreignObject|@font-face|url\((?!#)|href="(?!#)/i);
      expect(Buffer.byteLength(source)).toBeLessThan(40 * 1024);
    },
  );

  it("gives the bytes of the committed drawings (the same code draws the same pictures)", async () => {
    for (const drawing of drawings) {
      const committed = await readFile(path.join(DRAWINGS_DIR, drawing.file));
      expect(committed.equals(await readFile(path.join(drawingsDir, drawing.file))), drawing.file).toBe(true);
    }
  });

  it("writes the favicon SVG as a titled, square document", async () => {
    const svg = parseXml(await readFile(path.join(publicDir, PUBLIC_RASTERS.faviconSvg.file), "utf8"));
    expect(svg.name).toBe("svg");
    expect(svg.attrs.width).toBe(svg.attrs.height);
    expect(svg.attrs.viewBox).toBeTruthy();
    expect(find(svg, "title")?.text).toBeTruthy();
  });

  it.each(pngs.map((r) => [r.file, r] as const))("%s is a PNG of its size", async (file, r) => {
    expect(pngSize(await readFile(path.join(publicDir, file)))).toEqual({ width: r.width, height: r.height });
  });

  it("writes the site's social card as a 1200 x 630 JPEG", async () => {
    const meta = await sharp(path.join(publicDir, PUBLIC_RASTERS.ogDefault.file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("writes a valid ICO holding one 32x32 PNG", async () => {
    const size = PUBLIC_RASTERS.faviconIco.width;
    const ico = await readFile(path.join(publicDir, PUBLIC_RASTERS.faviconIco.file));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(ico.readUInt8(6)).toBe(size);
    expect(ico.readUInt8(7)).toBe(size);
    expect(ico.readUInt16LE(10)).toBe(1);
    expect(ico.readUInt16LE(12)).toBe(32);
    const bytes = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(offset).toBe(22);
    expect(offset + bytes).toBe(ico.length);
    expect(pngSize(ico.subarray(offset))).toEqual({ width: size, height: size });
  });
});
