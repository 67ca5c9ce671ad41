import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images, rasterImages } from "../app/content/images";
import { allProjects } from "../app/content/projects";
import { FAVICON_ICO, FAVICON_ICO_SIZE, FAVICON_SVG, generateImages, type GeneratedFile } from "./generate-images";

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

const svgImages: Array<{ src: string; width: number; height: number; alt: string }> = [
  images.heroHome,
  images.serviceAreaMap,
  ...Object.values(images.services),
  ...allProjects.map((p) => ({ ...p.image, alt: p.alt })),
];
const pngImages = Object.values(rasterImages);

let first: string;
let second: string;
let firstFiles: GeneratedFile[];
const fileAt = (root: string, src: string) => path.join(root, ...src.split("/").filter(Boolean));

beforeAll(async () => {
  first = await mkdtemp(path.join(tmpdir(), "images-a-"));
  second = await mkdtemp(path.join(tmpdir(), "images-b-"));
  firstFiles = await generateImages(first);
  await generateImages(second);
}, 60_000);

afterAll(async () => {
  await rm(first, { recursive: true, force: true });
  await rm(second, { recursive: true, force: true });
});

describe("generate-images", () => {
  it("writes every image of the manifest and every project picture", async () => {
    const expected = [...svgImages.map((i) => i.src), ...pngImages.map((i) => i.src), FAVICON_SVG, FAVICON_ICO]
      .map((src) => fileAt(first, src))
      .sort();
    expect(firstFiles.map((f) => f.path).sort()).toEqual(expected);
    for (const file of expected) expect((await readFile(file)).length).toBeGreaterThan(0);
  });

  it.each(svgImages.map((img) => [img.src, img] as const))(
    "%s is well-formed, sized as the manifest, titled and self-contained",
    async (src, img) => {
      const source = await readFile(fileAt(first, src), "utf8");
      const svg = parseXml(source);
      expect(svg.name).toBe("svg");
      expect(svg.attrs.xmlns).toBe("http://www.w3.org/2000/svg");
      expect(Number(svg.attrs.width)).toBe(img.width);
      expect(Number(svg.attrs.height)).toBe(img.height);
      expect(svg.attrs.viewBox).toBe(`0 0 ${img.width} ${img.height}`);
      const title = find(svg, "title");
      expect(title?.text).toBe(img.alt);
      expect(source).not.toMatch(/<script|<image|<foreignObject|@font-face|url\((?!#)|href="(?!#)/i);
      expect(Buffer.byteLength(source)).toBeLessThan(40 * 1024);
    },
  );

  it("writes the favicon SVG as a titled, square document", async () => {
    const svg = parseXml(await readFile(fileAt(first, FAVICON_SVG), "utf8"));
    expect(svg.name).toBe("svg");
    expect(svg.attrs.width).toBe(svg.attrs.height);
    expect(svg.attrs.viewBox).toBeTruthy();
    expect(find(svg, "title")?.text).toBeTruthy();
  });

  it.each(pngImages.map((img) => [img.src, img] as const))("%s is a PNG of the manifest size", async (src, img) => {
    expect(pngSize(await readFile(fileAt(first, src)))).toEqual({ width: img.width, height: img.height });
  });

  it("writes a valid ICO holding one 32x32 PNG", async () => {
    const ico = await readFile(fileAt(first, FAVICON_ICO));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(ico.readUInt8(6)).toBe(FAVICON_ICO_SIZE);
    expect(ico.readUInt8(7)).toBe(FAVICON_ICO_SIZE);
    expect(ico.readUInt16LE(10)).toBe(1);
    expect(ico.readUInt16LE(12)).toBe(32);
    const size = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(offset).toBe(22);
    expect(offset + size).toBe(ico.length);
    expect(pngSize(ico.subarray(offset))).toEqual({ width: FAVICON_ICO_SIZE, height: FAVICON_ICO_SIZE });
  });

  it("gives the same bytes on every run", async () => {
    for (const file of firstFiles) {
      const twin = path.join(second, path.relative(first, file.path));
      expect((await readFile(twin)).equals(await readFile(file.path)), path.relative(first, file.path)).toBe(true);
    }
  });
});
