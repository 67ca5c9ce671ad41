/**
 * Sample photographs, so the site shows photos from the first day: each drawing that stands in
 * for a photo, rendered at 2000 px wide with film grain, then saved the way a phone saves a
 * picture: stored on its side with an EXIF rotation flag, and with the GPS position where it was
 * "taken". The build must turn them upright and publish no trace of either. They are committed as
 * app/content/photos/sample-*.jpg; the owner replaces them with real photographs one by one.
 * A one-off tool like the drawings' generator: `npx tsx scripts/make-sample-photos.ts`.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { PHOTOS_DIR } from "../app/content/images";
import { site } from "../app/content/site";
import { HERO, PROJECT_SCENES, projectDrawing, SERVICE_POSTERS } from "./illustrations/catalogue";

export const SAMPLE_WIDTH = 2000;

/** Degrees, minutes and seconds as EXIF writes them (rationals). */
function dms(degrees: number): string {
  const d = Math.floor(Math.abs(degrees));
  const minutes = (Math.abs(degrees) - d) * 60;
  const m = Math.floor(minutes);
  const s = Math.round((minutes - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

/** EXIF for a photo taken at this point: GPS position, camera and a note that it is a sample. */
export function cameraExif(latitude: number, longitude: number) {
  return {
    IFD0: { Make: "Sample", Model: "Drawing", ImageDescription: "Sample photograph made from a drawing" },
    IFD3: {
      GPSLatitudeRef: latitude >= 0 ? "N" : "S",
      GPSLatitude: dms(latitude),
      GPSLongitudeRef: longitude >= 0 ? "E" : "W",
      GPSLongitude: dms(longitude),
    },
  };
}

/**
 * A JPEG as a phone writes one: the picture stored turned a quarter to the left, with orientation
 * 6 telling viewers to turn it back, and GPS coordinates.
 */
export async function asCameraJpeg(upright: Buffer, at: { latitude: number; longitude: number }, quality = 82) {
  const sideways = await sharp(upright).rotate(-90).toBuffer();
  return sharp(sideways)
    .withMetadata({ orientation: 6 })
    .withExif(cameraExif(at.latitude, at.longitude))
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}

async function samplePhoto(svg: string, index: number): Promise<Buffer> {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: SAMPLE_WIDTH }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  const { width, height } = await sharp(png).metadata();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer();
  // A lens is never as sharp as a vector drawing: soften, then grain.
  const photo = await sharp(png)
    .flatten({ background: "#ffffff" })
    .blur(0.7)
    .composite([{ input: grain, blend: "soft-light" }])
    .png()
    .toBuffer();
  // Somewhere in the service area, a little apart for each sample.
  const at = {
    latitude: site.geo.latitude + ((index % 7) - 3) * 0.031,
    longitude: site.geo.longitude + ((index % 5) - 2) * 0.043,
  };
  return asCameraJpeg(photo, at);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const drawingsDir = path.join(PHOTOS_DIR, "drawings");
  const jobs = [
    { name: "hero-home", drawing: HERO.file },
    ...SERVICE_POSTERS.map((s) => ({ name: s.id, drawing: s.drawing.file })),
    ...PROJECT_SCENES.map((p) => ({ name: p.slug, drawing: projectDrawing(p).file })),
  ];
  let total = 0;
  for (const [i, job] of jobs.entries()) {
    const jpeg = await samplePhoto(await readFile(path.join(drawingsDir, job.drawing), "utf8"), i);
    await writeFile(path.join(PHOTOS_DIR, `sample-${job.name}.jpg`), jpeg);
    total += jpeg.length;
  }
  console.log(`make-sample-photos: ${jobs.length} photos, ${(total / 1024).toFixed(0)} KB`);
}
