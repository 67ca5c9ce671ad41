/**
 * Raster outputs: PNGs rendered with resvg (no fonts needed, none of them has text), the social
 * card, the app icons and a favicon.ico holding one 32 x 32 PNG.
 */
import { Resvg } from "@resvg/resvg-js";
import { HERO } from "./catalogue";
import { heroHome } from "./hero";
import { logoMarkBody } from "./logo";
import { brand } from "./palette";
import { el, rect, SvgDoc } from "./svg";

/** Renders an SVG document to a PNG of the given width. */
export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
    logLevel: "off",
  });
  return Buffer.from(resvg.render().asPng());
}

const wrap = (size: number, body: string, viewBox = "0 0 48 48") =>
  el("svg", { xmlns: "http://www.w3.org/2000/svg", width: size, height: size, viewBox }, body);

/** The logo mark on its rounded tile, transparent corners (logo.png, favicon). */
export function logoMarkDocument(size: number): string {
  return wrap(size, logoMarkBody());
}

/**
 * A full-bleed app icon: the tile colour to the edges and the mark's drawing inside the central
 * safe zone, so it survives the platform's own rounding or masking.
 */
export function appIconDocument(size: number): string {
  return wrap(
    size,
    `${el("rect", { width: 48, height: 48, fill: brand.navy })}<g transform="translate(4.8 4.8) scale(.8)">${logoMarkBody((c) => c, { tile: false })}</g>`,
  );
}

/**
 * The default social card (1200 x 630): the hero house on the right under a slanted edge, the
 * logo mark large on the navy panel at left, an ember rule. No text: rasters are drawn on machines
 * that may have no fonts.
 */
export function ogCardDocument(width: number, height: number): string {
  const { width: heroWidth, height: heroHeight } = HERO;
  const hero = new SvgDoc(heroWidth, heroHeight, "", "h");
  const heroBody = heroHome(hero, { width: heroWidth, height: heroHeight });
  const doc = new SvgDoc(width, height, "", "o");
  const panel = width * 0.42;
  const clipId = doc.def(
    "og-clip",
    (id) => el("clipPath", { id }, el("path", { d: `M${panel} 0H${width}V${height}H${panel - 110}z` })),
    "c",
  );
  const bg = doc.linear([
    [0, brand.sand],
    [1, brand.sandDeep],
  ]);
  const markSize = height * 0.42;
  const parts = [
    rect(0, 0, width, height, { fill: bg }),
    // Faint roof lines echoing the mark.
    el("path", {
      d: `M-40 ${height * 0.95}L${panel * 0.45} ${height * 0.55}L${panel + 40} ${height * 0.95}M-40 ${height * 1.12}L${panel * 0.45} ${height * 0.72}L${panel + 40} ${height * 1.12}`,
      fill: "none",
      stroke: brand.navy,
      "stroke-opacity": 0.05,
      "stroke-width": 22,
      "stroke-linejoin": "round",
    }),
    el(
      "g",
      { "clip-path": `url(#${clipId})` },
      hero.nested(heroBody, {
        x: panel - 110,
        y: 0,
        width: width - panel + 110,
        height,
        preserveAspectRatio: "xMidYMid slice",
      }),
    ),
    el("path", { d: `M${panel} 0L${panel - 110} ${height}`, stroke: brand.emberBright, "stroke-width": 8 }),
    el("rect", {
      x: (panel - 110 - markSize) / 2 + 26,
      y: (height - markSize) / 2 - 8,
      width: markSize,
      height: markSize,
      rx: (markSize * 11) / 48,
      fill: brand.navyDeep,
      "fill-opacity": 0.18,
    }),
    `<g transform="translate(${(panel - 110 - markSize) / 2 + 20} ${(height - markSize) / 2 - 20}) scale(${markSize / 48})">${logoMarkBody()}</g>`,
    rect((panel - 110 - markSize) / 2 + 20, (height + markSize) / 2 + 14, markSize, 8, {
      rx: 4,
      fill: brand.emberBright,
    }),
  ];
  return doc.render(parts.join(""));
}

/** An ICO file holding one PNG image (Vista+ PNG-in-ICO). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // palette colours
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}
