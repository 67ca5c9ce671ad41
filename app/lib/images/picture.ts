/**
 * What a page knows of a picture, as the build's image step (scripts/build-images.ts) made it:
 * a photo as AVIF, WebP and JPEG at several widths under content-hashed names, or a drawing as
 * one SVG file. Shared by the server (which reads the manifest) and the picture component.
 */

export type PhotoFiles = {
  kind: "photo";
  /** Each variant is `${base}-${width}.${extension}`. */
  base: string;
  /** Ascending; the largest is at most the original's width. */
  widths: number[];
};
export type DrawingFile = { kind: "drawing"; src: string };

export type Picture = (PhotoFiles | DrawingFile) & {
  /** The upright original's size: the picture's aspect ratio. */
  width: number;
  height: number;
  /** Its dominant colour, shown while it loads. */
  color: string;
  alt: string;
};

/** One processed file of the photos folder, keyed in the manifest by its path there. */
export type ManifestEntry = ((PhotoFiles & { og: string }) | (DrawingFile & { title: string })) & {
  /** Of the original's bytes and the settings that made the variants. */
  hash: string;
  width: number;
  height: number;
  color: string;
};

export type ImageManifest = { images: Record<string, ManifestEntry> };

/** The formats of every photo, best first: a browser takes the first it supports. */
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;

export type PhotoExtension = (typeof PHOTO_FORMATS)[number];

export const mimeType = (extension: PhotoExtension) => `image/${extension === "jpg" ? "jpeg" : extension}`;

export const variantUrl = (photo: PhotoFiles, width: number, extension: PhotoExtension) =>
  `${photo.base}-${width}.${extension}`;

export const srcSet = (photo: PhotoFiles, extension: PhotoExtension) =>
  photo.widths.map((w) => `${variantUrl(photo, w, extension)} ${w}w`).join(", ");

/** The social card made of every photo. */
export const OG_SIZE = { width: 1200, height: 630 } as const;
