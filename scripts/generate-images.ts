/**
 * The site's drawings, made once and committed: not a build step. Run it (from the repository
 * root: `npx tsx scripts/generate-images.ts`) only to change a drawing; it rewrites the drawings in
 * app/content/photos/drawings/ (the picture of an entry that names no photo) and the icons, the
 * logo and the default social card in public/. What it draws is in scripts/illustrations/.
 *
 * Output is deterministic: the same code gives the same bytes.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { site } from "../app/content/site";
import {
  HERO,
  PROJECT_SCENES,
  projectDrawing,
  SERVICE_AREA_MAP,
  SERVICE_AREA_MAP_ES,
  SERVICE_POSTERS,
} from "./illustrations/catalogue";
import { heroSvg, mapSvg, projectSvg, serviceSvg } from "./illustrations/pictures";
import { appIconDocument, icoFromPng, logoMarkDocument, ogCardDocument, renderPng } from "./illustrations/raster";
import { logoMarkSvg } from "./illustrations/logo";

export const DRAWINGS_DIR = "app/content/photos/drawings";
export const PUBLIC_DIR = "public";

/** Files browsers and crawlers ask for by name, in public/. */
export const PUBLIC_RASTERS = {
  faviconSvg: { file: "favicon.svg", width: 48, height: 48 },
  faviconIco: { file: "favicon.ico", width: 32, height: 32 },
  ogDefault: { file: "og-default.jpg", width: 1200, height: 630 },
  logo: { file: "logo.png", width: 512, height: 512 },
  appleTouchIcon: { file: "apple-touch-icon.png", width: 180, height: 180 },
  icon192: { file: "icon-192.png", width: 192, height: 192 },
  icon512: { file: "icon-512.png", width: 512, height: 512 },
} as const;

export type GeneratedFile = { path: string; bytes: number };

/** Writes every drawing under `drawingsDir` and every icon under `publicDir`; lists what it wrote. */
export async function generateImages(drawingsDir = DRAWINGS_DIR, publicDir = PUBLIC_DIR): Promise<GeneratedFile[]> {
  const written: GeneratedFile[] = [];
  const write = async (dir: string, name: string, data: string | Buffer) => {
    const file = path.join(dir, ...name.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    written.push({ path: file, bytes: typeof data === "string" ? Buffer.byteLength(data) : data.length });
  };

  await write(drawingsDir, HERO.file, heroSvg());
  for (const { id, drawing } of SERVICE_POSTERS) await write(drawingsDir, drawing.file, serviceSvg(id, drawing));
  for (const project of PROJECT_SCENES) await write(drawingsDir, projectDrawing(project).file, projectSvg(project));
  await write(drawingsDir, SERVICE_AREA_MAP.file, mapSvg());
  await write(drawingsDir, SERVICE_AREA_MAP_ES.file, mapSvg("es"));

  const r = PUBLIC_RASTERS;
  await write(publicDir, r.faviconSvg.file, logoMarkSvg(r.faviconSvg.width, site.name));
  const og = renderPng(ogCardDocument(r.ogDefault.width, r.ogDefault.height), r.ogDefault.width);
  await write(publicDir, r.ogDefault.file, await sharp(og).jpeg({ quality: 84, mozjpeg: true }).toBuffer());
  await write(publicDir, r.logo.file, renderPng(logoMarkDocument(r.logo.width), r.logo.width));
  for (const icon of [r.appleTouchIcon, r.icon192, r.icon512]) {
    await write(publicDir, icon.file, renderPng(appIconDocument(icon.width), icon.width));
  }
  const ico = r.faviconIco.width;
  await write(publicDir, r.faviconIco.file, icoFromPng(renderPng(logoMarkDocument(ico), ico), ico));
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const files = await generateImages();
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`generate-images: ${files.length} files, ${(total / 1024).toFixed(0)} KB`);
}
