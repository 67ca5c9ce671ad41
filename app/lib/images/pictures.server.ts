import { drawingFor, type PhotoRef, servicePhotoAltEs, servicePhotos } from "~/content/images";
import type { Project, ProjectCard } from "~/content/projects";
import type { ServiceCardData, ServiceInLanguage } from "~/content/services";
import { absoluteUrl } from "~/lib/build-info";
import type { Locale } from "~/lib/i18n/locale";
import type { OgImage } from "~/lib/seo/meta";
import { type ImageManifest, OG_SIZE, type Picture } from "./picture";

// Written by the build's image step (scripts/build-images.ts) before the pages are rendered, and
// bundled into the server build; a glob, so a checkout that has not built yet still type-checks.
const found = import.meta.glob<ImageManifest>("/.cache/images/manifest.json", { eager: true, import: "default" });
const manifest = Object.values(found)[0];

function entry(file: string) {
  const image = manifest?.images[file];
  if (!image)
    throw new Error(
      `${file} is not in the image manifest: run \`npx tsx scripts/build-images.ts\` (npm run build and npm run dev do)`,
    );
  return image;
}

/** The picture for an entry: its photo, or else its drawing (none when it has neither). */
export function picture(photo: PhotoRef | undefined, drawing?: string): Picture | undefined {
  const file = photo?.file ?? drawing;
  if (!file) return undefined;
  const { hash: _hash, ...image } = entry(file);
  if (image.kind === "drawing") {
    const { title, ...rest } = image;
    return { ...rest, alt: photo?.alt ?? title };
  }
  const { og: _og, ...rest } = image;
  return { ...rest, alt: photo!.alt };
}

/** A photo's social card for the page's head; drawings leave the site's default card. */
export function ogImage(photo: PhotoRef | undefined): OgImage | undefined {
  if (!photo) return undefined;
  const image = entry(photo.file);
  if (image.kind !== "photo") return undefined;
  return { url: absoluteUrl(image.og), ...OG_SIZE, alt: photo.alt };
}

/** A service's photo described in the page's language (a drawing keeps its own title). */
export function servicePhoto(id: ServiceInLanguage["id"], locale: Locale = "en"): PhotoRef | undefined {
  const photo = servicePhotos[id];
  return photo && locale === "es" ? { ...photo, alt: servicePhotoAltEs[id] } : photo;
}

export const servicePicture = (id: ServiceInLanguage["id"], locale: Locale = "en") =>
  picture(servicePhoto(id, locale), drawingFor.service(id));

/** Services with the picture their card shows, described in the page's language. */
export function serviceCards(list: readonly ServiceInLanguage[], locale: Locale = "en"): ServiceCardData[] {
  return list.map((service) => ({ service, picture: servicePicture(service.id, locale)! }));
}

/** Projects as a gallery shows them. */
export function projectCards(projects: readonly Project[]): ProjectCard[] {
  return projects.map(({ photo, ...project }) => ({
    ...project,
    picture: picture(photo, drawingFor.project(project.slug))!,
  }));
}
