/**
 * Draws every illustration of the site into `public/` (run from the repository root:
 * `npx tsx scripts/generate-images.ts`). The sizes and alt texts come from
 * app/content/images.ts and app/content/projects.ts; the drawing code is in scripts/illustrations/.
 *
 * Output is deterministic: the same content gives the same bytes.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { images, rasterImages } from "../app/content/images";
import { allProjects } from "../app/content/projects";
import type { ServiceId } from "../app/content/services";
import { site } from "../app/content/site";
import { heroSvg, mapSvg, projectSvg, serviceSvg } from "./illustrations/pictures";
import { appIconDocument, icoFromPng, logoMarkDocument, ogCardDocument, renderPng } from "./illustrations/raster";
import { logoMarkSvg } from "./illustrations/logo";

/** Files that are not in the image manifest (browsers ask for them by name). */
export const FAVICON_SVG = "/favicon.svg";
export const FAVICON_ICO = "/favicon.ico";
export const FAVICON_ICO_SIZE = 32;

export type GeneratedFile = { path: string; bytes: number };

/** Writes every image under `outRoot` (the CLI uses `public/`) and lists what it wrote. */
export async function generateImages(outRoot: string): Promise<GeneratedFile[]> {
  const written: GeneratedFile[] = [];
  const write = async (src: string, data: string | Buffer) => {
    const file = path.join(outRoot, ...src.split("/").filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    written.push({ path: file, bytes: typeof data === "string" ? Buffer.byteLength(data) : data.length });
  };

  const hero = heroSvg();
  await write(images.heroHome.src, hero);
  for (const id of Object.keys(images.services) as ServiceId[]) await write(images.services[id].src, serviceSvg(id));
  for (const project of allProjects) await write(project.image.src, projectSvg(project));
  await write(images.serviceAreaMap.src, mapSvg());

  await write(FAVICON_SVG, logoMarkSvg(48, site.name));
  const og = rasterImages.ogDefault;
  await write(og.src, renderPng(ogCardDocument(og.width, og.height), og.width));
  await write(rasterImages.logo.src, renderPng(logoMarkDocument(rasterImages.logo.width), rasterImages.logo.width));
  for (const icon of [rasterImages.appleTouchIcon, rasterImages.icon192, rasterImages.icon512]) {
    await write(icon.src, renderPng(appIconDocument(icon.width), icon.width));
  }
  await write(
    FAVICON_ICO,
    icoFromPng(renderPng(logoMarkDocument(FAVICON_ICO_SIZE), FAVICON_ICO_SIZE), FAVICON_ICO_SIZE),
  );
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now();
  const files = await generateImages("public");
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `generate-images: ${files.length} files, ${(total / 1024).toFixed(0)} KB, ${Math.round(performance.now() - started)} ms`,
  );
}
