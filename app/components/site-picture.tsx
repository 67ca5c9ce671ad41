import { preload } from "react-dom";
import { mimeType, PHOTO_FORMATS, type Picture, srcSet, variantUrl } from "~/lib/images/picture";

/** Wide screens show a page's hero picture; phones get the text first and download no picture. */
export const HERO_MEDIA = "(min-width: 1024px)";

const TRANSPARENT_PIXEL = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * A photo as `<picture>`: AVIF, then WebP, then JPEG, each at every width, so the browser fetches
 * the smallest file that fills `sizes`; a drawing as its one SVG. Width and height give the box
 * its shape before anything arrives (no layout shift), and the dominant colour fills it meanwhile.
 * `priority` is for the picture that is the page's largest paint: loaded at once, at high
 * priority, and preloaded from the head; any other loads when it nears the screen. With `media`,
 * only screens that match download the picture: elsewhere a transparent pixel stands in (and the
 * caller hides it).
 */
export function SitePicture({
  picture,
  sizes,
  className,
  priority = false,
  media,
}: {
  picture: Picture;
  sizes: string;
  className?: string;
  priority?: boolean;
  media?: string;
}) {
  const photo = picture.kind === "photo";
  const files = photo
    ? PHOTO_FORMATS.map((extension) => ({ type: mimeType(extension), srcSet: srcSet(picture, extension), sizes }))
    : [{ type: undefined, srcSet: picture.src }];
  if (priority)
    preload(photo ? variantUrl(picture, picture.widths[0]!, "avif") : picture.src, {
      as: "image",
      fetchPriority: "high",
      media,
      imageSizes: sizes,
      // The first files (AVIF), which every browser that knows these attributes picks.
      imageSrcSet: files[0]!.srcSet,
      type: files[0]!.type,
    });
  // The last file (the JPEG, or the drawing) is the <img>'s own, unless `media` makes every file a <source>.
  const own = media ? undefined : files.pop();
  const img = (
    <img
      src={own ? (photo ? variantUrl(picture, picture.widths[0]!, "jpg") : picture.src) : TRANSPARENT_PIXEL}
      srcSet={photo ? own?.srcSet : undefined}
      sizes={photo ? own && sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      style={{ backgroundColor: picture.color }}
    />
  );
  return files.length ? (
    <picture>
      {files.map((f) => (
        <source key={f.srcSet} media={media} {...f} />
      ))}
      {img}
    </picture>
  ) : (
    img
  );
}
