/**
 * The build's image step (`npm run build` runs it before prerendering): every photo and drawing
 * the content names becomes the files the pages link to, in `public/images/`, and the manifest
 * the pages read them from. Photos are turned upright by their EXIF orientation, stripped of all
 * metadata (a phone's GPS position is a customer's address), resized to a few widths and encoded
 * as AVIF, WebP and JPEG, plus a 1200 x 630 social card; drawings are copied. Every output name
 * carries a hash of the original and the settings, so it can be cached for a year, and a file
 * whose hash is already built is not touched again: an unchanged rebuild does no image work.
 * A photo that is not an image, is damaged or is too small stops the build with its name.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { PHOTOS_DIR } from "../app/content/images";
import type { ImageManifest, ManifestEntry } from "../app/lib/images/picture";
import { OG_SIZE } from "../app/lib/images/picture";

/**
 * Widths made of every photo, each the width a picture is drawn at somewhere: a card (317-400 CSS
 * pixels wherever it is) at 1x (400), 1.75x (720, Lighthouse's phone), 2x (880) and a 2.6-3x phone
 * (1080); a laptop's hero (535-560 pixels) at 1x (560) and 2x (1280). A browser takes the smallest
 * that fills the picture. A photo narrower than the widest gets its own width instead.
 */
export const PHOTO_WIDTHS = [400, 560, 720, 880, 1080, 1280] as const;
/** The smallest photo that still fills a wide hero on a sharp screen, and a social card. */
export const MIN_PHOTO = { width: 1200, height: OG_SIZE.height } as const;
const ENCODE = {
  // Effort 1 with the chroma at half resolution (4:2:0, as JPEG and video keep photographs): the
  // sample photos at 1280 px encode in 5.7 CPU-seconds against 13.4 at effort 2 with full chroma,
  // 699 KB against 704, luma SSIM 0.9565 against 0.9573; the colour's mean error 1.68 against 1.39
  // (WebP's 1.93). Effort 2 was about ten times faster than the default 4, for files a fifth larger.
  avif: { quality: 50, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  og: { quality: 80, mozjpeg: true },
} as const;
/** Part of every hash: new settings make new files. */
const SETTINGS = JSON.stringify({ v: 1, PHOTO_WIDTHS, ENCODE, OG_SIZE });
const READABLE = new Set(["jpeg", "png", "webp", "heif"]);

export const IMAGES_OUT_DIR = "public/images";
export const IMAGES_URL = "/images";
export const MANIFEST_FILE = ".cache/images/manifest.json";

export type BuildImagesOptions = {
  /** Paths inside `photosDir`, with what uses each (for error messages). */
  uses: ReadonlyArray<{ file: string; usedBy: string }>;
  photosDir?: string;
  outDir?: string;
  manifestFile?: string;
};

export type BuildImagesResult = { manifest: ImageManifest; made: string[]; unchanged: string[] };

export class ImageBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(`The image step failed:\n  ${problems.join("\n  ")}`);
  }
}

const slug = (file: string) =>
  path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "image";

const hex = (n: number) => n.toString(16).padStart(2, "0");

async function dominantColor(image: Sharp): Promise<string> {
  const { dominant } = await image.resize(48, 48, { fit: "inside" }).stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

/** The files an entry consists of, relative to the output folder. */
function outputsOf(entry: ManifestEntry): string[] {
  const name = (url: string) => url.slice(IMAGES_URL.length + 1);
  if (entry.kind === "drawing") return [name(entry.src)];
  const variants = entry.widths.flatMap((w) => ["avif", "webp", "jpg"].map((ext) => `${name(entry.base)}-${w}.${ext}`));
  return [...variants, name(entry.og)];
}

async function makeDrawing(source: Buffer, stem: string, hash: string, outDir: string): Promise<ManifestEntry> {
  const svg = source.toString("utf8");
  const title = /<title>([^<]+)<\/title>/.exec(svg)?.[1]?.trim();
  if (!title) throw new Error("a drawing needs a <title>: it is the drawing's alt text");
  const meta = await sharp(source).metadata();
  const name = `${stem}-${hash}.svg`;
  await writeFile(path.join(outDir, name), source);
  const unescaped = title.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_m, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!,
  );
  return {
    kind: "drawing",
    src: `${IMAGES_URL}/${name}`,
    title: unescaped,
    hash,
    width: meta.width,
    height: meta.height,
    color: await dominantColor(sharp(source)),
  };
}

/** Why sharp could not read a photo, in the owner's words: not an image, too large, or damaged. */
function unreadable(error: unknown, damage = "it cannot be read"): Error {
  const reason = (error as Error).message.split("\n")[0]!;
  if (/unsupported image format/i.test(reason))
    return new Error("not an image: save it as JPEG, PNG, WebP or AVIF", { cause: error });
  if (/pixel limit/i.test(reason))
    return new Error("over 268 megapixels, more than can be read safely: save a smaller copy", { cause: error });
  return new Error(`damaged, ${damage} (${reason})`, { cause: error });
}

async function makePhoto(source: Buffer, stem: string, hash: string, outDir: string): Promise<ManifestEntry> {
  let meta: Metadata;
  try {
    meta = await sharp(source).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (!READABLE.has(meta.format)) throw new Error(`a ${meta.format} file: save it as JPEG, PNG, WebP or AVIF`);
  // Orientations 5 to 8 are stored on their side.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  if (width < MIN_PHOTO.width || height < MIN_PHOTO.height)
    throw new Error(
      `${width} x ${height} pixels is too small: a photo must be at least ${MIN_PHOTO.width} x ${MIN_PHOTO.height} (use the original from the camera)`,
    );

  // Decoded once, upright and no wider than the widest variant; metadata is never copied out.
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(source, { failOn: "error" })
      .rotate()
      .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(error, "it cannot be read to the end");
  }
  const raw = { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } };
  const from = () => sharp(upright.data, raw);
  const widths = [
    ...PHOTO_WIDTHS.filter((w) => w < upright.info.width),
    Math.min(upright.info.width, PHOTO_WIDTHS.at(-1)!),
  ];
  const base = `${stem}-${hash}`;
  const out = (name: string) => path.join(outDir, name);
  await Promise.all([
    ...widths.flatMap((w) => [
      from()
        .resize(w)
        .avif(ENCODE.avif)
        .toFile(out(`${base}-${w}.avif`)),
      from()
        .resize(w)
        .webp(ENCODE.webp)
        .toFile(out(`${base}-${w}.webp`)),
      from()
        .resize(w)
        .flatten({ background: "#ffffff" })
        .jpeg(ENCODE.jpeg)
        .toFile(out(`${base}-${w}.jpg`)),
    ]),
    // From the original when the copy above is shorter than the card (a panorama): never enlarged.
    (upright.info.height >= OG_SIZE.height ? from() : sharp(source).rotate())
      .resize(OG_SIZE.width, OG_SIZE.height, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg(ENCODE.og)
      .toFile(out(`${base}-og.jpg`)),
  ]);
  return {
    kind: "photo",
    base: `${IMAGES_URL}/${base}`,
    widths,
    og: `${IMAGES_URL}/${base}-og.jpg`,
    hash,
    width,
    height,
    color: await dominantColor(from()),
  };
}

async function readManifest(file: string): Promise<ImageManifest> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as ImageManifest;
  } catch {
    return { images: {} };
  }
}

/** Processes what is new or changed, reuses the rest, removes outputs nothing uses any more. */
export async function buildImages({
  uses,
  photosDir = PHOTOS_DIR,
  outDir = IMAGES_OUT_DIR,
  manifestFile = MANIFEST_FILE,
}: BuildImagesOptions): Promise<BuildImagesResult> {
  await mkdir(outDir, { recursive: true });
  const previous = new Map(Object.values((await readManifest(manifestFile)).images).map((e) => [e.hash, e]));
  const existing = new Set(await readdir(outDir));
  const images: Record<string, ManifestEntry> = {};
  const made: string[] = [];
  const unchanged: string[] = [];
  const problems: string[] = [];
  const usedBy = new Map<string, string[]>();
  for (const use of uses) usedBy.set(use.file, [...(usedBy.get(use.file) ?? []), use.usedBy]);

  for (const [file, users] of usedBy) {
    const where = `${path.posix.join(photosDir.split(path.sep).join("/"), file)} (${users.join("; ")})`;
    try {
      const source = await readFile(path.join(photosDir, file)).catch(() => {
        throw new Error("not found");
      });
      const hash = createHash("sha256").update(SETTINGS).update(source).digest("hex").slice(0, 10);
      const cached = previous.get(hash);
      if (cached && outputsOf(cached).every((name) => existing.has(name))) {
        images[file] = cached;
        unchanged.push(file);
        continue;
      }
      const make = file.toLowerCase().endsWith(".svg") ? makeDrawing : makePhoto;
      images[file] = await make(source, slug(file), hash, outDir);
      made.push(file);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ImageBuildError(problems);

  const keep = new Set(Object.values(images).flatMap(outputsOf));
  // Whatever nothing uses goes, folders too (the drawings' folders of builds before photos).
  for (const name of await readdir(outDir))
    if (!keep.has(name)) await rm(path.join(outDir, name), { force: true, recursive: true });
  const manifest = { images };
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  return { manifest, made, unchanged };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { picturesInUse } = await import("../app/content/pictures.server");
  const started = performance.now();
  try {
    const uses = picturesInUse();
    const { made, unchanged } = await buildImages({ uses });
    const samples = new Set(uses.filter((u) => path.basename(u.file).startsWith("sample-")).map((u) => u.file));
    console.log(
      `images: ${made.length} made, ${unchanged.length} unchanged, ${Math.round(performance.now() - started)} ms` +
        (samples.size
          ? `; ${samples.size} sample photographs still in use (sample-*): replace them with your own`
          : ""),
    );
  } catch (error) {
    console.error(error instanceof ImageBuildError ? error.message : error);
    process.exit(1);
  }
}
