import { existsSync } from "node:fs";
import path from "node:path";
import { readBlogFiles } from "./blog-files.server";
import { parseArticles } from "./blog-parse.server";
import { cityProfiles } from "./city-profiles.server";
import { drawingFor, homeHeroPhoto, PHOTOS_DIR, type PhotoRef, servicePhotos } from "./images";
import { allProjects } from "./projects";
import type { ServiceId } from "./services";

/**
 * One picture the site shows: its file in the photos folder, the entry that shows it, and the
 * drawing the entry falls back to without a photo (none for city pages and articles).
 */
export type PictureInUse = { file: string; usedBy: string; drawing?: string };

/**
 * Every picture the content names, photo or fallback drawing: what the build's image step
 * processes, and what the content check expects to find in the photos folder.
 */
export function picturesInUse(): PictureInUse[] {
  const uses: PictureInUse[] = [];
  const add = (usedBy: string, photo: PhotoRef | undefined, drawing?: string) => {
    const file = photo?.file ?? drawing;
    if (file) uses.push({ file, usedBy, drawing });
  };
  add("the home page's hero (homeHeroPhoto in images.ts)", homeHeroPhoto, drawingFor.homeHero);
  for (const [id, photo] of Object.entries(servicePhotos))
    add(`service ${id} (servicePhotos in images.ts)`, photo, drawingFor.service(id as ServiceId));
  for (const project of allProjects)
    add(`project ${project.slug} (projects.ts)`, project.photo, drawingFor.project(project.slug));
  add("the service-area map", undefined, drawingFor.serviceAreaMap);
  add("the Spanish service-area map", undefined, drawingFor.serviceAreaMapEs);
  for (const [slug, profile] of Object.entries(cityProfiles))
    add(`the ${slug} city page (city-profiles/)`, profile.photo);
  for (const article of parseArticles(readBlogFiles()).articles) add(`blog/${article.slug}.md`, article.photo);
  return uses;
}

/** Pictures named by the content that are not in the photos folder. */
export function missingPictures(root = PHOTOS_DIR): string[] {
  return picturesInUse()
    .filter((use) => !existsSync(path.join(root, use.file)))
    .map(
      (use) => `${use.usedBy}: ${path.posix.join(PHOTOS_DIR, use.file)} is not there (file names are case-sensitive)`,
    );
}
