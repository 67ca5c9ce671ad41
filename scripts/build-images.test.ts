import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManifestEntry } from "../app/lib/images/picture";
import { buildImages, ImageBuildError, PHOTO_WIDTHS } from "./build-images";
import { asCameraJpeg } from "./make-sample-photos";

/** Whether a TIFF-structured EXIF block's first directory points to a GPS directory (tag 0x8825). */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** A camera-sized landscape picture: red sky above, blue ground below, so "upright" can be checked. */
async function cameraOriginal(width: number, height: number): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width, height: height / 2, channels: 3, background: { r, g: 40, b } } })
      .png()
      .toBuffer();
  const upright = await sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite([
      { input: await half(220, 30), top: 0, left: 0 },
      { input: await half(30, 220), top: height / 2, left: 0 },
    ])
    .png()
    .toBuffer();
  return asCameraJpeg(upright, { latitude: 28.0618, longitude: -82.5738 }, 90);
}

let root: string;
let original: Buffer;
const dirs = () => ({
  photosDir: path.join(root, "photos"),
  outDir: path.join(root, "out"),
  manifestFile: path.join(root, "manifest.json"),
});

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "build-images-"));
  await mkdir(dirs().photosDir);
  original = await cameraOriginal(4000, 3000);
  await writeFile(path.join(dirs().photosDir, "IMG_2041.jpg"), original);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the image step", () => {
  let entry: ManifestEntry;

  it("turns a 4000 x 3000 phone photo with GPS and a rotation flag into upright AVIF, WebP and JPEG with no metadata", async () => {
    const source = await sharp(original).metadata();
    expect([source.width, source.height, source.orientation]).toEqual([3000, 4000, 6]);
    expect(hasGpsDirectory(source.exif!)).toBe(true);

    const { manifest, made } = await buildImages({ uses: [{ file: "IMG_2041.jpg", usedBy: "a test" }], ...dirs() });
    expect(made).toEqual(["IMG_2041.jpg"]);
    entry = manifest.images["IMG_2041.jpg"]!;
    expect(entry).toMatchObject({ kind: "photo", width: 4000, height: 3000, widths: [...PHOTO_WIDTHS] });
    if (entry.kind !== "photo") throw new Error("expected a photo");
    expect(entry.base).toMatch(/^\/images\/img-2041-[0-9a-f]{10}$/);

    const files = (await readdir(dirs().outDir)).sort();
    const name = entry.base.slice("/images/".length);
    expect(files).toEqual(
      [
        ...PHOTO_WIDTHS.flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${name}-${w}.${ext}`)),
        `${name}-og.jpg`,
      ].sort(),
    );
    for (const file of files) {
      const bytes = await readFile(path.join(dirs().outDir, file));
      const meta = await sharp(bytes).metadata();
      expect(meta.format, file).toBe(file.endsWith(".avif") ? "heif" : file.endsWith(".webp") ? "webp" : "jpeg");
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation], file).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes(Buffer.from("Exif\0\0")), file).toBe(false);
      const width = Number(/-(\d+)\.\w+$/.exec(file)?.[1] ?? 1200);
      expect([meta.width, meta.height], file).toEqual(
        file.endsWith("-og.jpg") ? [1200, 630] : [width, (width * 3) / 4],
      );
      // Upright: the red half on top, the blue half below.
      const { data } = await sharp(bytes).resize(4, 4, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
      const top = [data[0]!, data[2]!];
      const bottom = [data[data.length - 3]!, data[data.length - 1]!];
      expect(top[0]! > top[1]! && bottom[1]! > bottom[0]!, `${file} is upright`).toBe(true);
    }
    expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
  }, 120_000);

  it("does no image work when nothing changed", async () => {
    const out = dirs().outDir;
    const before = await Promise.all((await readdir(out)).map(async (f) => (await stat(path.join(out, f))).mtimeMs));
    const { made, unchanged, manifest } = await buildImages({
      uses: [{ file: "IMG_2041.jpg", usedBy: "a test" }],
      ...dirs(),
    });
    expect([made, unchanged]).toEqual([[], ["IMG_2041.jpg"]]);
    expect(manifest.images["IMG_2041.jpg"]).toEqual(entry);
    const after = await Promise.all((await readdir(out)).map(async (f) => (await stat(path.join(out, f))).mtimeMs));
    expect(after).toEqual(before);
  });

  it("cuts a panorama's social card from the original, as sharp as the photo allows, not from a smaller copy", async () => {
    const { photosDir, outDir } = dirs();
    // 6000 x 700: made smaller to 1280 px wide, the copy is 149 px high, a quarter of the card's.
    const stripes = await sharp({ create: { width: 6000, height: 700, channels: 3, background: "#ffffff" } })
      .composite(
        Array.from({ length: 300 }, (_, i) => ({
          input: { create: { width: 3, height: 700, channels: 3 as const, background: "#1e3a5f" } },
          left: i * 20,
          top: 0,
        })),
      )
      .png()
      .toBuffer()
      .then((png) => asCameraJpeg(png, { latitude: 28.0618, longitude: -82.5738 }, 95));
    await writeFile(path.join(photosDir, "panorama.jpg"), stripes);
    const { manifest } = await buildImages({ uses: [{ file: "panorama.jpg", usedBy: "project panorama" }], ...dirs() });
    const card = await readFile(
      path.join(outDir, path.basename((manifest.images["panorama.jpg"] as { og: string }).og)),
    );
    const direct = await sharp(stripes).resize(1200, 630, { fit: "cover", position: "attention" }).jpeg().toBuffer();
    /** How much fine detail a picture keeps: the spread of its edges. */
    const detail = async (picture: Buffer) =>
      (
        await sharp(picture)
          .greyscale()
          .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0] })
          .stats()
      ).channels[0]!.stdev;
    const meta = await sharp(card).metadata();
    expect(meta).toMatchObject({ width: 1200, height: 630 });
    // Cut from the original, it still carries none of the camera's data.
    expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(await detail(card)).toBeGreaterThan(0.9 * (await detail(direct)));
  }, 60_000);

  it("stops the build naming each photo that is damaged, too small, not an image or missing", async () => {
    const { photosDir } = dirs();
    await writeFile(path.join(photosDir, "truncated.jpg"), original.subarray(0, Math.floor(original.length / 3)));
    await writeFile(
      path.join(photosDir, "small.jpg"),
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#888888" } })
        .jpeg()
        .toBuffer(),
    );
    await writeFile(path.join(photosDir, "notes.jpg"), "Roof at 12 Palm Ave: call before noon");
    const webp = await sharp(original).webp().toBuffer();
    await writeFile(path.join(photosDir, "cut-off.webp"), webp.subarray(0, 20));
    await writeFile(path.join(photosDir, "huge.png"), pngClaiming(20_000, 20_000));
    const uses = ["truncated.jpg", "small.jpg", "notes.jpg", "gone.jpg", "cut-off.webp", "huge.png"].map((file) => ({
      file,
      usedBy: `project ${file}`,
    }));
    const failure = await buildImages({ uses, ...dirs() }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageBuildError);
    const problems = (failure as ImageBuildError).problems;
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/photos\/truncated\.jpg \(project truncated\.jpg\): damaged/);
    expect(problems[1]).toMatch(
      /photos\/small\.jpg .*800 x 600 pixels is too small: a photo must be at least 1200 x 630/,
    );
    expect(problems[2]).toMatch(/photos\/notes\.jpg .*not an image: save it as JPEG, PNG, WebP or AVIF/);
    expect(problems[3]).toMatch(/photos\/gone\.jpg .*not found/);
    // A damaged or an oversized image is said to be so, not "not an image".
    expect(problems[4]).toMatch(/photos\/cut-off\.webp .*: damaged, it cannot be read \(/);
    expect(problems[5]).toMatch(/photos\/huge\.png .*over 268 megapixels/);
    expect((failure as Error).message).toContain("truncated.jpg");
  }, 60_000);
});

/** A PNG whose header claims `width` x `height` pixels, with next to no picture data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([size, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
