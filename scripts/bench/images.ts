import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { PHOTOS_DIR } from "../../app/content/images";
import { picturesInUse } from "../../app/content/pictures.server";
import type { ImageManifest } from "../../app/lib/images/picture";
import { buildImages, IMAGES_OUT_DIR, MANIFEST_FILE } from "../build-images";
import { asCameraJpeg } from "../make-sample-photos";

/** A production build, timed; the image step's own line is read from its output. */
export function timedBuild(): { seconds: number; imageStep: string } {
  const t0 = Date.now();
  const build = spawnSync("npm", ["run", "build"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (build.status !== 0) throw new Error("the build failed");
  const imageStep = /^images: .*$/m.exec(build.stdout)?.[0] ?? "";
  return { seconds: Math.round((Date.now() - t0) / 100) / 10, imageStep };
}

/** Removes the image step's outputs and cache, so the next build makes every image again. */
export async function clearImageCache() {
  await rm(IMAGES_OUT_DIR, { recursive: true, force: true });
  await rm(path.dirname(MANIFEST_FILE), { recursive: true, force: true });
}

/**
 * The image step alone on camera-sized originals: each sample photograph enlarged to 4000 px wide
 * and saved as a phone saves it (rotation flag, GPS), made in a temporary folder; processed with an
 * empty cache, then again.
 */
export async function cameraSizedImageStep(count: number) {
  const root = await mkdtemp(path.join(os.tmpdir(), "bench-photos-"));
  try {
    const photosDir = path.join(root, "photos");
    await mkdir(photosDir);
    const samples = (await readdir(PHOTOS_DIR)).filter((f) => f.startsWith("sample-")).slice(0, count);
    let bytes = 0;
    for (const file of samples) {
      const upright = await sharp(path.join(PHOTOS_DIR, file)).rotate().resize({ width: 4000 }).png().toBuffer();
      const jpeg = await asCameraJpeg(upright, { latitude: 28.06, longitude: -82.57 }, 92);
      await writeFile(path.join(photosDir, file), jpeg);
      bytes += jpeg.length;
    }
    const options = {
      uses: samples.map((file) => ({ file, usedBy: "bench" })),
      photosDir,
      outDir: path.join(root, "out"),
      manifestFile: path.join(root, "manifest.json"),
    };
    const time = async () => {
      const t0 = performance.now();
      const { made } = await buildImages(options);
      return { seconds: Math.round(performance.now() - t0) / 1000, made: made.length };
    };
    const cold = await time();
    const warm = await time();
    return { photos: samples.length, originalMb: Math.round(bytes / 1e5) / 10, cold, warm };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export type ImageBytes = { path: string; viewport: string; photos: number; drawings: number; files: number };

/** City pages and articles. */
const NEW_PICTURE_PAGES = /^\/(?:roofing-[a-z-]+-fl|blog\/.+)$/;

const VIEWPORTS = [
  // Lighthouse's phone (Moto G Power) and a laptop.
  { name: "phone", width: 412, height: 823, deviceScaleFactor: 1.75 },
  { name: "desktop", width: 1366, height: 900, deviceScaleFactor: 1 },
] as const;

/**
 * Image bytes a visitor downloads reading each page to its end (every lazy picture loaded), on a
 * phone and a laptop, against the drawings the same pictures showed before the photos (brotli, as
 * served). A picture that had no drawing (city pages, articles) counts zero for the drawings: those
 * pages had no picture.
 */
export async function imageBytesPerPage(baseUrl: string, paths: readonly string[]): Promise<ImageBytes[]> {
  const manifest = JSON.parse(await readFile(MANIFEST_FILE, "utf8")) as ImageManifest;
  const fileOfBase = new Map(
    Object.entries(manifest.images).flatMap(([file, e]) => (e.kind === "photo" ? [[e.base, file] as const] : [])),
  );
  // A photo shared by a project and a city page stands for the project's drawing.
  const drawingOf = new Map<string, string>();
  for (const use of picturesInUse()) if (use.drawing) drawingOf.set(use.file, use.drawing);
  const brotliOf = async (file: string) =>
    brotliCompressSync(await readFile(path.join(PHOTOS_DIR, file)), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows: ImageBytes[] = [];
  try {
    for (const viewport of VIEWPORTS) {
      for (const pagePath of paths) {
        // A new context each time: a first visit, nothing cached from the page before.
        const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.deviceScaleFactor });
        const page = await context.newPage();
        const loaded: Array<{ url: string; bytes: number }> = [];
        page.on("requestfinished", async (request) => {
          if (request.resourceType() !== "image" || request.url().startsWith("data:")) return;
          loaded.push({ url: new URL(request.url()).pathname, bytes: (await request.sizes()).responseBodySize });
        });
        await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(50);
        }
        await page.waitForLoadState("networkidle");
        // City pages and articles had no picture of their own: their hero photo (the one loaded
        // first, at high priority) had no drawing before it.
        const newPictures = NEW_PICTURE_PAGES.test(pagePath)
          ? await page.$$eval("main img[fetchpriority=high]", (imgs) =>
              imgs.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname),
            )
          : [];
        let drawings = 0;
        for (const image of loaded) {
          if (newPictures.includes(image.url)) continue;
          const base = /^(.*)-\d+\.(?:avif|webp|jpg)$/.exec(image.url)?.[1];
          const file = base ? fileOfBase.get(base) : undefined;
          const drawing = file ? drawingOf.get(file) : undefined;
          // A photo counts its entry's drawing; a drawing (the map) counts itself.
          drawings += drawing ? await brotliOf(drawing) : file ? 0 : image.bytes;
        }
        rows.push({
          path: pagePath,
          viewport: viewport.name,
          photos: loaded.reduce((sum, i) => sum + i.bytes, 0),
          drawings,
          files: loaded.length,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
